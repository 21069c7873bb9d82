/**
 * The checks every registered game must pass (as OpenSpiel's random-simulation
 * test and Hono's shared router cases): seeded bot games end, verify legal and
 * finished; replaying a log gives the same outcome and byte-identical mazes;
 * the same seed gives the same bytes; mutated logs are rejected at the right
 * index; `check` accepts exactly `legalMoves`; clones are independent; every
 * maze leads from its entrance to its exit.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seatBots } from '../src/bots/seat.ts';
import type { AnyGame, BaseParams, Point } from '../src/core/game.ts';
import type { Opening } from '../src/core/maze.ts';
import { codesOf, playGame, replay } from '../src/core/play.ts';
import { loggedMoves, playedMoves } from './helpers/logs.ts';
import { moveSpace } from './helpers/move-space.ts';
import { Rng } from '../src/core/rng.ts';
import { games } from '../src/games/index.ts';
import { botDocument, playerCount } from '../src/service/mazes.ts';
import { outputOptions, svgOf } from '../src/service/output.ts';

const SIZES: [number, number][] = [
  [2, 2],
  [3, 2],
  [5, 5],
  [4, 9],
  [12, 12],
];

/** Parameters as the game's own schema completes them (players, rounds defaults). */
function paramsOf(game: AnyGame, width: number, height: number): BaseParams {
  return game.params({ maxSide: 1000 }).parse({ width, height });
}

function botsFor(game: AnyGame, params: BaseParams, name: string): string[] {
  return Array.from({ length: playerCount(game, params) }, () => name);
}

const fits = (game: AnyGame, bot: string, p: BaseParams) => (game.bots[bot].maxCells ?? Infinity) >= p.width * p.height;

/** Moves as a client would post them: plain JSON. */
const asPosted = (moves: unknown[]) => JSON.parse(JSON.stringify(moves)) as unknown[];

/** A few moves into a random game, for the state-level checks. */
function midGame(game: AnyGame, params: BaseParams, seed: string) {
  const rng = new Rng(seed);
  const s = game.start(params);
  const steps = rng.int(params.width * params.height);
  for (let i = 0; i < steps && game.toMove(s) !== null; i++) game.apply(s, game.randomMove(s, rng));
  return s;
}

/** Whether segments a–b and c–d cross properly (the way through a walls maze never does). */
function crosses(a: Point, b: Point, c: Point, d: Point): boolean {
  const o = (p: Point, q: Point, r: Point) => Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));
  return o(a, b, c) * o(a, b, d) < 0 && o(c, d, a) * o(c, d, b) < 0;
}

/** The point half a unit outside an opening, where a walls maze's solution starts or ends. */
function outside({ at: [x, y], side }: Opening): Point {
  const [dx, dy] = { top: [0, -1], bottom: [0, 1], left: [-1, 0], right: [1, 0] }[side];
  return [x + 0.5 + dx, y + 0.5 + dy];
}

const key = (m: unknown) => JSON.stringify(m, Object.keys(m as object).sort());

describe.each([...games.values()])('conformance: $id', (game) => {
  it('bot games end, verify legal and finished, and replay to byte-identical mazes', () => {
    for (const bot of Object.keys(game.bots)) {
      for (const [w, h] of SIZES) {
        const params = paramsOf(game, w, h);
        if (!fits(game, bot, params)) continue;
        for (const seed of ['a', 'b']) {
          const rng = new Rng(`${bot}-${w}x${h}-${seed}`);
          const bots = seatBots(game, botsFor(game, params, bot), rng);
          const played = playGame(game, params, bots);
          const { verdict, state } = replay(game, params, asPosted(playedMoves(game, played)));
          expect(verdict, `${bot} ${w}×${h} ${seed}`).toMatchObject({ legal: true, finished: true, violation: null, toMove: null });
          expect(verdict.outcome).toEqual(game.outcome(played.state));
          expect(JSON.stringify(game.mazes(state))).toBe(JSON.stringify(game.mazes(played.state)));
        }
      }
    }
  });

  it('gives the same JSON and SVG for the same seed, and different mazes for different seeds', () => {
    const params = paramsOf(game, 9, 7);
    const bots = botsFor(game, params, 'random');
    const a = botDocument(game, params, bots, 'same');
    const b = botDocument(game, params, bots, 'same');
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(svgOf(game, b, outputOptions({}))).toBe(svgOf(game, a, outputOptions({})));
    expect(JSON.stringify(botDocument(game, params, bots, 'other').mazes)).not.toBe(JSON.stringify(a.mazes));
  });

  it('every maze leads from its entrance to its exit, never through a wall', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 14 }), fc.integer({ min: 2, max: 14 }), fc.stringMatching(/^[a-z0-9]{1,8}$/), (w, h, seed) => {
        const params = paramsOf(game, w, h);
        const doc = botDocument(game, params, botsFor(game, params, 'random'), seed);
        for (const maze of doc.mazes) {
          expect(maze.solution.length).toBeGreaterThanOrEqual(2);
          // A walls maze's path starts and ends outside its openings; a lines maze's at its ends.
          const [from, to] = maze.style === 'walls' ? [outside(maze.entrance), outside(maze.exit)] : [maze.entrance.at, maze.exit.at];
          expect(maze.solution[0]).toEqual(from);
          expect(maze.solution[maze.solution.length - 1]).toEqual(to);
          if (maze.style === 'walls') {
            for (let k = 0; k + 1 < maze.solution.length; k++) {
              for (const [x1, y1, x2, y2] of maze.walls) expect(crosses(maze.solution[k], maze.solution[k + 1], [x1, y1], [x2, y2])).toBe(false);
            }
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('rejects mutated logs at the mutated move', () => {
    const params = paramsOf(game, 5, 4);
    const moves = asPosted(loggedMoves(botDocument(game, params, botsFor(game, params, 'random'), 'mutate')));
    const n = moves.length;
    const verdictWith = (i: number, move: unknown) => replay(game, params, [...moves.slice(0, i), move, ...moves.slice(i + 1)]).verdict;
    for (const i of [1, 2, Math.floor(n / 2), n - 1]) {
      const { state } = replay(game, params, moves.slice(0, i));
      const illegal = moveSpace(game, state).find((m) => game.check(state, m) !== null);
      const mutated = verdictWith(i, illegal);
      expect(mutated.violation, `illegal move at ${i}`).toMatchObject({ index: i, rule: game.check(state, illegal)!.rule });
      expect(mutated.applied).toBe(i);
      expect(verdictWith(i, {}).violation).toMatchObject({ index: i, rule: 'format' });
      const mover = replay(game, params, moves.slice(0, i)).verdict.toMove as number;
      const other = (mover % playerCount(game, params)) + 1;
      expect(verdictWith(i, { ...(moves[i] as object), player: other }).violation).toMatchObject({ index: i, rule: 'wrong-player' });
      expect(replay(game, params, moves.slice(0, i)).verdict).toMatchObject({ legal: true, finished: false, outcome: null });
    }
    expect(replay(game, params, [...moves, moves[0]]).verdict.violation).toMatchObject({ index: n, rule: 'game-over' });
  });

  it('check accepts exactly the moves legalMoves lists, on small boards', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 2, max: 4 }), fc.stringMatching(/^[a-z0-9]{1,8}$/), (w, h, seed) => {
        const s = midGame(game, paramsOf(game, w, h), seed);
        const legal = new Set(game.legalMoves(s).map(key));
        if (game.toMove(s) === null) {
          expect(legal.size).toBe(0); // over: the engine answers game-over before check
          return;
        }
        const accepted = new Set(moveSpace(game, s).filter((m) => game.check(s, m) === null).map(key));
        expect([...accepted].sort()).toEqual([...legal].sort());
      }),
      { numRuns: 60 },
    );
  });

  it('clones are independent of their original', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,8}$/), (seed) => {
        const s = midGame(game, paramsOf(game, 4, 3), seed);
        if (game.toMove(s) === null) return;
        const before = JSON.stringify([game.legalMoves(s), game.mazes(s), game.toMove(s)]);
        const copy = game.clone(s);
        game.apply(copy, game.randomMove(copy, new Rng(seed)));
        expect(JSON.stringify([game.legalMoves(s), game.mazes(s), game.toMove(s)])).toBe(before);
      }),
      { numRuns: 40 },
    );
  });
});

describe.each([...games.values()].filter((game) => game.codes))('move codes: $id', (game) => {
  const codes = game.codes!;

  it('every code checks as its move does, and every legal move has a code that decodes to it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 2, max: 5 }), fc.stringMatching(/^[a-z0-9]{1,8}$/), (w, h, seed) => {
        const s = midGame(game, paramsOf(game, w, h), seed);
        if (game.toMove(s) === null) return;
        for (let code = 0; code < codes.count(s); code++) {
          const move = codes.decode(s, code);
          expect(codes.check(s, code), `code ${code}: ${key(move)}`).toEqual(game.check(s, move));
          expect(codes.encode(s, move)).toBe(code);
        }
        for (const move of game.legalMoves(s)) expect(codes.decode(s, codes.encode(s, move))).toEqual(move);
      }),
      { numRuns: 40 },
    );
  });

  it('a game applied as codes reaches the state its moves reach', () => {
    for (const bot of ['random', game.defaultBot]) {
      const params = paramsOf(game, 9, 7);
      const played = playGame(game, params, seatBots(game, botsFor(game, params, bot), new Rng('codes')));
      const posted = JSON.parse(JSON.stringify(codesOf(game, played.state, played.log))) as unknown[];
      const byCodes = replay(game, params, { codes: posted });
      const byMoves = replay(game, params, asPosted(playedMoves(game, played)));
      expect(byCodes.verdict).toEqual(byMoves.verdict);
      expect(byCodes.verdict).toMatchObject({ legal: true, finished: true });
      expect(JSON.stringify(game.mazes(byCodes.state))).toBe(JSON.stringify(game.mazes(played.state)));
    }
  });

  it('a posted code that is not a code of the board, or an illegal one, is reported at its index', () => {
    const params = paramsOf(game, 4, 3);
    const played = playGame(game, params, seatBots(game, botsFor(game, params, 'random'), new Rng('bad')));
    const posted: unknown[] = codesOf(game, played.state, played.log);
    const s = game.start(params);
    const count = codes.count(s);
    for (const bad of [-1, count, 1.5, '3', null])
      expect(replay(game, params, { codes: [posted[0], bad] }).verdict.violation).toMatchObject({ index: 1, rule: 'format', message: expect.stringMatching(/^move 1: .* is not a move code of this board: codes are integers from 0 to \d+$/) });
    game.apply(s, codes.decode(s, posted[0] as number));
    const illegal = Array.from({ length: count }, (_, c) => c).find((c) => codes.check(s, c) !== null)!;
    expect(replay(game, params, { codes: [posted[0], illegal] }).verdict.violation).toMatchObject({ index: 1, rule: codes.check(s, illegal)!.rule });
  });
});
