/** The pre-scan of posted bodies: depth and container count, before anything is built. */
import { describe, expect, it } from 'vitest';
import { matchedWhole, MAX_JSON_DEPTH, scanJson, type ArraySpan } from '../../src/service/json-scan.ts';
import { MoveShape } from '../../src/service/move-shape.ts';
import { readLogJson } from '../../src/service/posted-moves.ts';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('scanJson', () => {
  it('passes move logs, the densest ones included', () => {
    const doors = Array.from({ length: 10_000 }, (_, i) => ({ door: [[i % 9, 0], [i % 9, 1]] }));
    const text = JSON.stringify({ width: 10, height: 10, moves: doors });
    expect(scanJson(bytes(text))).toEqual({ moves: { start: text.indexOf('['), end: text.length - 1, count: 10_000, matched: null }, codes: null });
    expect(scanJson(bytes('{"width":2,"height":2,"moves":[ ]}')).moves).toEqual({ start: 30, end: 33, count: 0, matched: null });
  });

  it('matches the moves of a given form as it passes them, up to the first that is not', () => {
    const shape = new MoveShape('{"door":[[#,#],[#,#]]}');
    const doors = Array.from({ length: 3000 }, (_, i) => ({ door: [[i, 0], [i, 1]] }));
    const text = JSON.stringify({ width: 10, height: 10, moves: [...doors, { claim: 'complete' }, doors[0]] });
    const span = scanJson(bytes(text), { moves: shape }).moves;
    // `rest`: just after the last move matched, where a comma comes next.
    expect(span).toMatchObject({ start: text.indexOf('['), end: text.length - 1, count: 3002, matched: { count: 3000, rest: text.indexOf(',{"claim"') } });
    expect(Array.from(span?.matched?.ints.subarray(-8) ?? [])).toEqual([2998, 0, 2998, 1, 2999, 0, 2999, 1]);
    const spaced = '{"moves": [ {"door":[[0,0],[0,1]]} ,\n{"door":[[0,1],[1,1]]}\t]}';
    expect(scanJson(bytes(spaced), { moves: shape }).moves).toMatchObject({ count: 2, matched: { count: 2, rest: spaced.lastIndexOf('}\t]') + 1 } });
    expect(scanJson(bytes('{"moves":[ ]}'), { moves: shape }).moves).toMatchObject({ count: 0, matched: { count: 0 } });
    // A comma after the last move is counted, so the reader finds no move where one should be.
    expect(scanJson(bytes('{"moves":[{"door":[[0,0],[0,1]]},]}'), { moves: shape }).moves).toMatchObject({ count: 2, matched: { count: 1 } });
  });

  it('reads a log\'s codes as it passes them, wherever the key is, until one is not a plain integer', () => {
    const code = { codes: new MoveShape('#') };
    const text = '{"codes" : [ 0, 12 ,\n123456789,7 ], "width":2, "moves": 1}';
    const span = scanJson(bytes(text), code).codes;
    expect(span).toMatchObject({ start: text.indexOf('['), end: text.indexOf(']') + 1, count: 4, matched: { count: 4, rest: text.indexOf(' ]') } });
    expect(Array.from(span?.matched?.ints ?? [])).toEqual([0, 12, 123456789, 7]);
    expect(matchedWhole(bytes(text), span as ArraySpan)).toBe(true);
    // Read whole only when every element is a plain integer and nothing else is in the array.
    for (const codes of ['[1,2.5,3]', '[2.5]', '[1,-2]', '[01]', '[1234567890]', '[1e2]', '[1,"2"]', '[1,]', '[1 2]', '[1 x]', '[1,2}', '[ ]']) {
      const body = bytes(`{"codes":${codes}}`);
      expect(matchedWhole(body, scanJson(body, code).codes as ArraySpan), codes).toBe(false);
    }
    // The key as JSON.parse reads it: escaped in part or whole, spaced before its colon; no other name.
    for (const key of ['"\\u0063odes"', '"c\\u006f\\u0064es"', '"\\u0063\\u006f\\u0064\\u0065\\u0073" ']) expect(scanJson(bytes(`{${key}:[1]}`), code).codes, key).not.toBeNull();
    for (const key of ['"codes2"', '"\\u0063odes2"', '"\\u0063ode"', '"code\\""']) expect(scanJson(bytes(`{${key}:[1]}`), code).codes, key).toBeNull();
    // Not in the plain place: two keys, or not in a top-level object.
    expect(scanJson(bytes('{"codes":[1],"codes":[2]}'), code).codes).toBeNull();
    expect(scanJson(bytes('[{"codes":[1]}]'), code).codes).toBeNull();
  });

  it('counts the arrays and objects of the moves it matched, as if it had passed them', () => {
    const shape = new MoveShape('{"door":[[#,#],[#,#]]}');
    const doors = Array.from({ length: 1000 }, () => ({ door: [[0, 0], [0, 1]] }));
    // Four containers a door, then 20,000 empty arrays: over one every four bytes, with or without matching.
    const text = JSON.stringify({ moves: [...doors, ...Array.from({ length: 20_000 }, () => [])] });
    expect(() => scanJson(bytes(text))).toThrow(/more arrays and objects/);
    expect(() => scanJson(bytes(text), { moves: shape })).toThrow(/more arrays and objects/);
  });

  it('refuses nesting deeper than the limit, before parsing', () => {
    const deep = '['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1);
    expect(() => scanJson(bytes(deep))).toThrow(/deeper than 32 levels/);
    expect(() => scanJson(bytes('['.repeat(16 * 1024 * 1024)))).toThrow(/deeper/);
    const ok = '['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH);
    expect(() => scanJson(bytes(ok))).not.toThrow();
  });

  it('refuses bodies that are mostly empty arrays or objects', () => {
    expect(() => scanJson(bytes(`[${'[],'.repeat(100_000)}[]]`))).toThrow(/more arrays and objects/);
    expect(() => scanJson(bytes(`[${'{},'.repeat(100_000)}{}]`))).toThrow(/more arrays and objects/);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    const s = JSON.stringify({ note: `${'['.repeat(100)}\\"${'{'.repeat(100)}`, moves: [] });
    expect(() => scanJson(bytes(s))).not.toThrow();
  });

  it('says why a body is not JSON, quoting little of it', () => {
    expect(() => readLogJson(bytes(`{"width": ${'x'.repeat(10_000)}`))).toThrow(/not valid JSON/);
    try {
      readLogJson(bytes(`{"width": ${'x'.repeat(10_000)}`));
    } catch (e) {
      expect((e as Error).message.length).toBeLessThan(200);
    }
  });
});
