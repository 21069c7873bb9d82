/** Posted moves read from the body's bytes, one at a time: the same values, and the same refusals, as JSON.parse of the whole body. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonBytes } from '../../src/service/json-bytes.ts';
import { readLogJson } from '../../src/service/posted-moves.ts';

const bytes = (s: string) => new TextEncoder().encode(s);

/** The body as JSON.parse would give it, read the new way: the envelope, then every move. */
function readWhole(text: string): unknown {
  const { json, moves } = readLogJson(bytes(text));
  if (!moves) return json;
  return { ...(json as object), moves: [...moves] };
}

/** Either the value or that it was refused. */
function outcome(read: () => unknown): { value: unknown } | 'refused' {
  try {
    return { value: read() };
  } catch {
    return 'refused';
  }
}

const move = fc.oneof(
  fc.record({ from: fc.tuple(fc.nat(999), fc.nat(999)), to: fc.tuple(fc.nat(999), fc.nat(999)) }),
  fc.record({ door: fc.tuple(fc.tuple(fc.integer(), fc.integer()), fc.tuple(fc.integer(), fc.integer())), player: fc.constantFrom(1, 2) }),
  fc.jsonValue(),
);
const log = fc.record({ width: fc.nat(9), height: fc.nat(9), moves: fc.array(move, { maxLength: 8 }), note: fc.jsonValue() });
const spacing = fc.constantFrom(undefined, 1, '\t', ' \r\n');

describe('JsonBytes', () => {
  it('reads any JSON value as JSON.parse does, however spaced', () => {
    fc.assert(
      fc.property(fc.jsonValue(), spacing, (value, space) => {
        const text = JSON.stringify(value, null, space);
        const reader = new JsonBytes(bytes(text));
        expect(reader.value()).toStrictEqual(JSON.parse(text));
        expect(reader.peek()).toBeUndefined();
      }),
    );
  });

  it('reads the tokens it hands to JSON.parse: escapes, other scripts, fractions, exponents, long numbers', () => {
    const text = '["a\\"b\\u00e9", "héllo ☃", "", 1.5, -0.25e-3, 1E+2, 12345678901234567890, -0, 0, true, false, null, "a long key that is not remembered"]';
    expect(new JsonBytes(bytes(text)).value()).toStrictEqual(JSON.parse(text));
  });

  it('reads a number of a million digits, as JSON.parse does', () => {
    const text = `[${'9'.repeat(1_000_000)}, -${'1'.repeat(400)}.5e-2]`;
    expect(new JsonBytes(bytes(text)).value()).toStrictEqual(JSON.parse(text));
  });

  it('makes "__proto__" an own key, as JSON.parse does, without setting the prototype', () => {
    const text = '{"__proto__":{"polluted":1},"a":2}';
    const value = new JsonBytes(bytes(text)).value() as Record<string, unknown>;
    expect(value).toStrictEqual(JSON.parse(text));
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__', 'a']);
  });

  it('refuses what JSON.parse refuses, saying where', () => {
    for (const bad of ['01', '1.', '.5', '+1', '-', '1e', '1e+', 'tru', 'nul', '"a', '"\t"', '[1,]', '[1 2]', '{"a" 1}', '{"a":1,}', '{a:1}', "'a'"]) {
      expect(() => JSON.parse(bad)).toThrow();
      expect(() => {
        const reader = new JsonBytes(bytes(bad));
        reader.value();
        if (reader.peek() !== undefined) throw reader.error('the end');
      }, bad).toThrow(/not valid JSON.*(at byte \d+|at the end of the body)/);
    }
  });
});

describe('readLogJson', () => {
  it('gives the body JSON.parse gives, its moves read one at a time', () => {
    fc.assert(
      fc.property(log, spacing, (value, space) => {
        const text = JSON.stringify(value, null, space);
        const { json, moves } = readLogJson(bytes(text));
        expect(moves).not.toBeNull();
        const parsed = JSON.parse(text);
        expect(json).toStrictEqual({ ...parsed, moves: [] });
        expect(moves?.length).toBe(value.moves.length);
        expect([...(moves ?? [])]).toStrictEqual(parsed.moves);
      }),
    );
  });

  it('accepts and refuses exactly what JSON.parse does, whatever a byte is changed to', () => {
    fc.assert(
      fc.property(log, fc.nat(), fc.constantFrom(...'[]{},:"\\ 0-1.e x'), fc.boolean(), (value, at, char, insert) => {
        const text = JSON.stringify(value);
        const i = at % text.length;
        const changed = text.slice(0, i) + char + text.slice(insert ? i : i + 1);
        expect(outcome(() => readWhole(changed))).toStrictEqual(outcome(() => JSON.parse(changed)));
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves to JSON.parse a body whose moves are not plainly placed', () => {
    for (const text of ['{"moves":[1],"moves":[2]}', '{"moves":{"a":1}}', '[{"moves":[1]}]', '{"mo\\u0076es":[1]}', '{"moves":5}']) {
      const { json, moves } = readLogJson(bytes(text));
      expect(moves, text).toBeNull();
      expect(json).toStrictEqual(JSON.parse(text));
    }
  });

  it('reads the moves wherever the key is, and the envelope after them', () => {
    const { json, moves } = readLogJson(bytes('{ "moves" : [ {"door":[[0,0],[0,1]]} , 3 ] , "width": 2, "height": 2 }'));
    expect(json).toStrictEqual({ moves: [], width: 2, height: 2 });
    expect([...(moves ?? [])]).toStrictEqual([{ door: [[0, 0], [0, 1]] }, 3]);
  });

  it('says where in the body a fault outside the moves is, as JSON.parse does', () => {
    const text = '{"width":3,"height":2,"moves":[{"from":[0,0],"to":[1,0]},{"from":[1,0],"to":[2,0]]}';
    let message = '';
    try {
      JSON.parse(text);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(() => readLogJson(bytes(text))).toThrow(`the body is not valid JSON: ${message}`);
  });

  it('still reads the moves after the replay stops, so a fault anywhere is a 400', () => {
    const { moves } = readLogJson(bytes('{"width":2,"height":2,"moves":[1,2,{"a":}]}'));
    const taken: unknown[] = [];
    expect(() => {
      for (const m of moves ?? []) {
        taken.push(m);
        break;
      }
    }).toThrow(/not valid JSON: expected a value at byte 40/);
    expect(taken).toEqual([1]);
  });
});
