/** Posted moves read from the body's bytes, one at a time: the same values, and the same refusals, as JSON.parse of the whole body. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seatBots } from '../../src/bots/seat.ts';
import type { AnyGame } from '../../src/service/game.ts';
import { codesOf, movesOf, playGame } from '../../src/core/play.ts';
import { MatchedMove, replayPosted, wireForm } from '../../src/service/wire.ts';
import { Rng } from '../../src/core/rng.ts';
import { labyrinth } from '../../src/games/labyrinth/index.ts';
import { labyrinthineLoop } from '../../src/games/labyrinthine-loop/index.ts';
import { simpleMaze } from '../../src/games/simple-maze/index.ts';
import { JsonBytes } from '../../src/service/json-bytes.ts';
import { parseJson } from '../../src/service/json-scan.ts';
import { MoveShape } from '../../src/service/move-shape.ts';
import { readLogJson } from '../../src/service/posted-moves.ts';

const bytes = (s: string) => new TextEncoder().encode(s);

/** The body as JSON.parse would give it, read the new way: the envelope, then every move. */
function readWhole(text: string): unknown {
  const { json, moves } = readLogJson(bytes(text));
  if (!moves) return json;
  return { ...(json as object), moves: [...moves] };
}

/** Why it was refused, or null. */
function refusal(read: () => unknown): string | null {
  try {
    read();
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

/** Either the value or that it was refused. */
function outcome(read: () => unknown): { value: unknown } | 'refused' {
  try {
    return { value: read() };
  } catch {
    return 'refused';
  }
}

/** Bodies with two keys that JSON.parse reads as `name` (it keeps the last), however the second is written. */
const twoKeys = (name: string) => {
  const escaped = `\\u${name.charCodeAt(0).toString(16).padStart(4, '0')}${name.slice(1)}`;
  return [`{"${name}":[1],"${escaped}":[2]}`, `{"${name}":[1],"${name}"${' '.repeat(30)}:[2]}`, `{"${name}":[1],"${name}":\n${' '.repeat(30)}[2]}`, `{"${name}":[1],"${name}":2}`, `{"${escaped}":[1],"${name}":[2]}`];
};

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
    for (const text of ['{"moves":[1],"moves":[2]}', '{"moves":{"a":1}}', '[{"moves":[1]}]', '{"moves":5}', ...twoKeys('moves')]) {
      const { json, moves } = readLogJson(bytes(text));
      expect(moves, text).toBeNull();
      expect(json).toStrictEqual(JSON.parse(text));
    }
  });

  it('reads the moves under a key written with escapes, as JSON.parse reads it', () => {
    expect([...(readLogJson(bytes('{"mo\\u0076es":[1]}')).moves ?? [])]).toEqual([1]);
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

/** Codes as posted: mostly plain integers, which are read from the bytes, and others that send the whole body to JSON.parse. */
const postedCode = fc.oneof(
  { weight: 8, arbitrary: fc.nat() },
  fc.constantFrom(-1, 0.5, 1e21, 1234567890),
  fc.jsonValue(),
);

/** The body as readLogJson gives it, its codes put back as a list. */
function readCodes(text: string): unknown {
  const { json, codes } = readLogJson(bytes(text));
  return codes ? { ...(json as object), codes: JSON.parse(JSON.stringify(codes)) } : json;
}

describe('codes', () => {
  it('are left to JSON.parse where the body has two keys of that name, however written', () => {
    for (const text of twoKeys('codes')) {
      const { json, codes } = readLogJson(bytes(text));
      expect(codes, text).toBeNull();
      expect(json).toStrictEqual(JSON.parse(text));
    }
    // One key, escaped or spaced out, is read from the bytes all the same.
    for (const text of ['{"\\u0063odes":[1,2]}', `{"codes"${' '.repeat(40)}:${' '.repeat(40)}[1,2]}`])
      expect(Array.from(readLogJson(bytes(text)).codes ?? []), text).toEqual([1, 2]);
  });

  it('are read from the bytes when all are plain integers, and the body is what JSON.parse gives, or refused as it is', () => {
    fc.assert(
      fc.property(fc.array(postedCode, { maxLength: 8 }), spacing, fc.nat(), fc.constantFrom(...'[]{},:"\\ 0-1.e x'), fc.boolean(), (codes, space, at, char, insert) => {
        const text = JSON.stringify({ width: 5, codes, height: 5 }, null, space);
        const read = readLogJson(bytes(text));
        const plain = codes.length > 0 && codes.every((c) => typeof c === 'number' && Number.isInteger(c) && c >= 0 && c < 1e9);
        expect(read.codes !== null).toBe(plain);
        if (read.codes) expect(read.json).toStrictEqual({ width: 5, codes: [], height: 5 });
        expect(readCodes(text)).toStrictEqual(JSON.parse(text));
        const i = at % text.length;
        const changed = text.slice(0, i) + char + text.slice(insert ? i : i + 1);
        expect(outcome(() => readCodes(changed))).toStrictEqual(outcome(() => JSON.parse(changed)));
        // In the same words as JSON.parse of the whole body: the fault at the same byte.
        expect(refusal(() => readCodes(changed))).toBe(refusal(() => parseJson(bytes(changed))));
      }),
      { numRuns: 2000 },
    );
  });

  it('are replayed with the verdict the same codes get from JSON.parse, and echoed as posted', () => {
    const games = [simpleMaze, labyrinth, labyrinthineLoop] as AnyGame[];
    fc.assert(
      fc.property(fc.constantFrom(...games), fc.integer({ min: 2, max: 6 }), fc.string(), fc.nat(40), fc.option(postedCode), (game, side, seed, at, other) => {
        const params = { width: side, height: side, ...(game === labyrinthineLoop ? { players: 2, rounds: 1 } : {}) };
        const played = playGame(game.rules, params, seatBots(game.profile, ['random', 'random'], new Rng(seed)));
        const codes: unknown[] = Array.from(codesOf(game.rules, played.state, played.log)).slice(0, 60);
        if (other !== null) codes.splice(at % (codes.length + 1), 0, other);
        const text = JSON.stringify({ ...params, codes });
        const posted = readLogJson(bytes(text)).codes;
        const parsed = JSON.parse(text).codes;
        expect(JSON.parse(JSON.stringify(posted ?? parsed))).toStrictEqual(parsed);
        expect(replayPosted(game, params, { codes: posted ?? parsed }).verdict).toStrictEqual(replayPosted(game, params, { codes: parsed }).verdict);
      }),
      { numRuns: 300 },
    );
  });
});

const DOOR = '{"door":[[#,#],[#,#]]}';
const FROM_TO = '{"from":[#,#],"to":[#,#]}';
/** Integers as a move form takes them, and others it leaves to the full reader. */
const coordinate = fc.oneof(fc.nat(12), fc.nat(), fc.integer({ min: -3, max: -1 }), fc.constantFrom(0.5, 1e21, 123456789, 1234567890));
const point = fc.tuple(coordinate, coordinate);
const formMove = fc.oneof(
  { weight: 4, arbitrary: fc.record({ door: fc.tuple(point, point) }) },
  { weight: 4, arbitrary: fc.record({ from: point, to: point }) },
  fc.record({ to: point, from: point }),
  fc.record({ door: fc.tuple(point, point), player: fc.constantFrom(1, 2) }),
  fc.jsonValue(),
);

/** Moves as the replay takes them from a list matched against `form`, each matched one as the move it stands for. */
function matchedMoves(text: string, form: string): unknown[] | null {
  const { moves } = readLogJson(bytes(text), form);
  if (!moves) return null;
  // One MatchedMove serves every move: each is read as it comes.
  const read: unknown[] = [];
  for (const m of moves.matching?.(form) ?? []) read.push(m instanceof MatchedMove ? m.read() : m);
  return read;
}

describe('moves of the usual form', () => {
  it('are matched spaced any way JSON allows, and nothing else is', () => {
    const shape = new MoveShape(DOOR);
    const at = (text: string) => shape.match(bytes(text), 0);
    expect(at('{"door":[[1,20],[300,123456789]]}')).toBe(33);
    expect(Array.from(shape.ints)).toEqual([1, 20, 300, 123456789]);
    expect(shape.value()).toStrictEqual({ door: [[1, 20], [300, 123456789]] });
    const spaced = ' {\n"door" :\t[ [0 , 0],[0,1] ] }';
    expect(at(spaced)).toBe(spaced.length);
    for (const text of ['{"door":[[01,0],[0,1]]}', '{"door":[[-1,0],[0,1]]}', '{"door":[[1.5,0],[0,1]]}', '{"door":[[1e2,0],[0,1]]}', '{"door":[[1234567890,0],[0,1]]}', '{"do or":[[0,0],[0,1]]}', '{"d\\u006fr":[[0,0],[0,1]]}', '{"door":[[0,0],[0,1]],"player":1}', '{"door":[[0,0],[0,1]]'])
      expect(at(text), text).toBe(-1);
  });

  it('are read as JSON.parse reads them, and a body is refused exactly when JSON.parse refuses it', () => {
    fc.assert(
      fc.property(fc.array(formMove, { maxLength: 8 }), spacing, fc.constantFrom(DOOR, FROM_TO), fc.nat(), fc.constantFrom(...'[]{},:"\\ 0-1.e x#'), fc.boolean(), (moves, space, form, at, char, insert) => {
        const text = JSON.stringify({ width: 5, height: 5, moves }, null, space);
        expect(matchedMoves(text, form)).toStrictEqual(moves.map((m) => JSON.parse(JSON.stringify(m))));
        const i = at % text.length;
        const changed = text.slice(0, i) + char + text.slice(insert ? i : i + 1);
        const read = () => {
          const matched = matchedMoves(changed, form);
          return matched ? { ...(readLogJson(bytes(changed)).json as object), moves: matched } : JSON.parse(changed);
        };
        expect(outcome(read)).toStrictEqual(outcome(() => JSON.parse(changed)));
        // And refused in the same words as when every move is read: the fault found at the same byte.
        expect(refusal(read)).toBe(refusal(() => readWhole(changed)));
      }),
      { numRuns: 1500 },
    );
  });

  it('are replayed by code with the verdict the moves themselves get, illegal ones included', () => {
    const games = [simpleMaze, labyrinth, labyrinthineLoop] as AnyGame[];
    fc.assert(
      fc.property(fc.constantFrom(...games), fc.integer({ min: 2, max: 6 }), fc.string(), fc.nat(40), fc.option(formMove), spacing, (game, side, seed, at, other, space) => {
        const params = { width: side, height: side, ...(game === labyrinthineLoop ? { players: 2, rounds: 1 } : {}) };
        const played = playGame(game.rules, params, seatBots(game.profile, ['random', 'random'], new Rng(seed)));
        const moves = movesOf(game.rules, played.state, played.log).slice(0, 60);
        // A move of any kind somewhere (off the board, not adjacent, a stated player, not a move at all), or an
        // earlier one again with its points the other way round: illegal, and worded with the points as posted.
        const earlier = moves[at % moves.length] as { door?: unknown[]; from?: unknown; to?: unknown };
        const again = earlier.door ? { door: [...earlier.door].reverse() } : { from: earlier.to, to: earlier.from };
        moves.splice(at % (moves.length + 1), 0, other ?? again);
        const text = JSON.stringify({ ...params, moves }, null, space);
        const form = wireForm(game) as string;
        const posted = readLogJson(bytes(text), form).moves;
        // Every move but the odd one is taken by its code.
        expect([...(posted?.matching?.(form) ?? [])].filter((m) => !(m instanceof MatchedMove)).length).toBeLessThanOrEqual(1);
        expect(replayPosted(game, params, posted as never).verdict).toStrictEqual(replayPosted(game, params, JSON.parse(text).moves).verdict);
      }),
      { numRuns: 400 },
    );
  });
});
