/**
 * The checks every game must pass, for any list of games (the registry's in
 * test/conformance.test.ts; a test's own extra game in test/extra-game.test.ts),
 * as OpenSpiel's random-simulation test and Hono's shared router cases:
 * seeded bot games end, verify legal and finished; replaying a log gives the
 * same outcome and byte-identical mazes; the same seed gives the same bytes;
 * mutated logs are rejected at the right index for every rule a position can
 * break, and every declared rule id is reported; `check` accepts exactly
 * `legalMoves`; clones are faithful and independent; perft counts hold; every
 * maze leads from its entrance to its exit, step by step; codes check as
 * their moves do.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seatBots } from '../../src/bots/seat.ts';
import { type BaseParams, type Point } from '../../src/core/game.ts';
import { boardCount, type AnyGame } from '../../src/service/game.ts';
import type { Maze, Opening } from '../../src/core/maze.ts';
import { codesOf, playGame } from '../../src/core/play.ts';
import { replayLog } from '../../src/core/posted-move.ts';
import { replayPosted } from '../../src/service/wire.ts';
import { loggedMoves, playedMoves } from './logs.ts';
import { Rng } from '../../src/core/rng.ts';
import { botDocument } from '../../src/service/mazes.ts';
import { playerCount } from '../../src/service/game-params.ts';
import { svgOf } from '../../src/service/output.ts';
import { gameParamNames } from '../../src/service/game-params.ts';
import type { RegionParams } from '../../src/core/region.ts';
import { outputOptions } from '../../src/service/options.ts';

const SIZES: [number, number][] = [
  [2, 2],
  [3, 2],
  [5, 5],
  [4, 9],
  [12, 12],
];

/** Parameters as the game's own schema completes them (players, rounds defaults), with a region's where given. */
function paramsOf(game: AnyGame, width: number, height: number, region: Partial<RegionParams> = {}): BaseParams {
  return game.rules.params({ maxSide: 1000 }).parse({ width, height, ...region });
}

/** Small masks (docs/api.md, shaped boards): an L of three squares, a plus of five, an L of four. */
export const MASKS = { ell3: '2x2.4', plus: '3x3.XQ', ell4: '3x2.8' } as const;

/** Shaped boards every game that takes a shape plays in the suite: built-in shapes, a text, and masks stretched to the board. */
const SHAPED: [number, number, Partial<RegionParams>][] = [
  [12, 12, { shape: 'circle' }],
  [12, 12, { shape: 'heart' }],
  [16, 16, { shape: 'star' }],
  [7, 5, { shape: 'triangle' }],
  [9, 9, { shape: 'hexagon' }],
  [6, 6, { mask: MASKS.plus }],
  [5, 3, { mask: MASKS.ell4 }],
  [22, 18, { text: 'HI' }],
];

/** Whether a game takes a shape: its parameters have the region's fields. */
const takesShapes = (game: AnyGame) => gameParamNames(game).includes('shape');

function botsFor(game: AnyGame, params: BaseParams, name: string): string[] {
  return Array.from({ length: playerCount(game, params) }, () => name);
}

const fits = (game: AnyGame, bot: string, p: BaseParams) => (game.profile.bots[bot].maxCells ?? Infinity) >= p.width * p.height;

/** Moves as a client would post them: plain JSON. */
const asPosted = (moves: unknown[]) => JSON.parse(JSON.stringify(moves)) as unknown[];

/** Some moves into a random game, anywhere in it (every round of a game of rounds), for the state-level checks. */
function midGame(game: AnyGame, params: BaseParams, seed: string) {
  const rng = new Rng(seed);
  const s = game.rules.start(params);
  const steps = rng.int(params.width * params.height * boardCount(game, params));
  for (let i = 0; i < steps && game.rules.toMove(s) !== null; i++) game.rules.apply(s, game.rules.randomMove(s, rng));
  return s;
}

/** Parameters with more players and rounds than the defaults, where the game has them. */
function crowdedParams(game: AnyGame, width: number, height: number): BaseParams | null {
  if (game.about.players.max <= 2) return null;
  const schema = game.rules.params({ maxSide: 1000 });
  const withRounds = schema.safeParse({ width, height, players: 3, rounds: 2 });
  return withRounds.success ? withRounds.data : schema.parse({ width, height, players: 3 });
}

/** A segment's unit steps along the lattice (grid lines and diagonals), as "x,y>x,y" keys either way round. */
function unitSteps([x1, y1, x2, y2]: readonly number[]): string[] {
  const n = Math.max(Math.abs(x2 - x1), Math.abs(y2 - y1));
  const [dx, dy] = [(x2 - x1) / n, (y2 - y1) / n];
  return Array.from({ length: n }, (_, k) => {
    const [ax, ay, bx, by] = [x1 + k * dx, y1 + k * dy, x1 + (k + 1) * dx, y1 + (k + 1) * dy];
    return ax < bx || (ax === bx && ay < by) ? `${ax},${ay}>${bx},${by}` : `${bx},${by}>${ax},${ay}`;
  });
}

/**
 * A maze's way through, step by step: a lines maze's along its lines, unit
 * step by unit step; a walls maze's never through a wall, and on a grid
 * maze from cell centre to cell centre through open edges only.
 */
function expectWayThrough(maze: Maze): void {
  const way = maze.solution;
  if (maze.style === 'lines') {
    const drawn = new Set([...maze.lines].flatMap(unitSteps));
    for (let k = 0; k + 1 < way.length; k++) for (const step of unitSteps([...way[k], ...way[k + 1]])) expect(drawn.has(step), `step ${step}`).toBe(true);
    return;
  }
  for (let k = 0; k + 1 < way.length; k++) for (const [x1, y1, x2, y2] of maze.walls) expect(crosses(way[k], way[k + 1], [x1, y1], [x2, y2])).toBe(false);
  // A grid maze's way runs through cell centres; polygonal-sections' through points of its sections.
  const centre = (v: number) => Math.abs(v % 1) === 0.5;
  if (!way.every(([x, y]) => centre(x) && centre(y))) return;
  // Grid walls as unit edges; a step between two centres crosses the edge halfway.
  const walls = new Set([...maze.walls].flatMap(unitSteps));
  for (let k = 0; k + 1 < way.length; k++) {
    const [[ax, ay], [bx, by]] = [way[k], way[k + 1]];
    expect(ax === bx || ay === by, 'a grid way runs along rows and columns').toBe(true);
    const n = Math.abs(bx - ax) + Math.abs(by - ay);
    for (let i = 0; i < n; i++) {
      const [cx, cy] = [ax + ((bx - ax) / n) * (i + 0.5), ay + ((by - ay) / n) * (i + 0.5)];
      // The edge crossed at (cx, cy), whole on one axis and half on the other.
      const edge = Number.isInteger(cx) ? unitSteps([cx, cy - 0.5, cx, cy + 0.5]) : unitSteps([cx - 0.5, cy, cx + 0.5, cy]);
      expect(walls.has(edge[0]), `way through a wall at ${cx},${cy}`).toBe(false);
    }
  }
}

/** Leaves of the tree of legal moves `depth` deep (a finished game is a leaf). */
export function perft(game: AnyGame, s: unknown, depth: number): number {
  if (depth === 0 || game.rules.toMove(s) === null) return 1;
  let leaves = 0;
  for (const move of game.rules.legalMoves(s)) {
    const next = game.rules.clone(s);
    game.rules.apply(next, move);
    leaves += perft(game, next, depth - 1);
  }
  return leaves;
}

/** The rule ids a test saw reported, per game: every declared one must be. */
const reported = new Map<string, Set<string>>();

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


/** What the suite needs to know of each game beyond its interface. */
export interface Fixtures {
  /** Every move of the notation on or just off the board, legal or not (test/helpers/move-space.ts). */
  moveSpace(game: AnyGame, state: unknown): unknown[];
  /** By game id, by board ("3x2"): leaves of the legal-move tree 1, 2, … moves deep from the start. */
  perft: Record<string, Record<string, number[]>>;
  /** The same on the masks of MASKS at their own size, by mask name, for every game that takes shapes. */
  perftShaped: Record<string, Record<string, number[]>>;
}

export function describeConformance(games: AnyGame[], fixtures: Fixtures): void {
  describe.each(games)('conformance: $id', (game) => {
    it('bot games end, verify legal and finished, and replay to byte-identical mazes', () => {
      for (const bot of Object.keys(game.profile.bots)) {
        for (const [w, h] of SIZES) {
          const params = paramsOf(game, w, h);
          if (!fits(game, bot, params)) continue;
          for (const seed of ['a', 'b']) {
            const rng = new Rng(`${bot}-${w}x${h}-${seed}`);
            const bots = seatBots(game.profile, botsFor(game, params, bot), rng);
            const played = playGame(game.rules, params, bots);
            const posted = asPosted(playedMoves(game, played));
            const { verdict, state } = replayPosted(game, params, posted);
            expect(replayLog(game, params, posted).verdict).toEqual(verdict);
            expect(verdict, `${bot} ${w}×${h} ${seed}`).toMatchObject({ legal: true, finished: true, violation: null, toMove: null });
            expect(verdict.outcome).toEqual(game.rules.outcome(played.state));
            expect(JSON.stringify(game.rules.mazes(state))).toBe(JSON.stringify(game.rules.mazes(played.state)));
          }
        }
      }
    });

    it('plays whole games with more players and rounds, every round to the end', () => {
      const params = crowdedParams(game, 4, 3);
      if (!params) return;
      const played = playGame(game.rules, params, seatBots(game.profile, botsFor(game, params, 'random'), new Rng('crowd')));
      const moves = asPosted(playedMoves(game, played));
      expect(replayPosted(game, params, moves).verdict).toMatchObject({ legal: true, finished: true });
      expect(game.rules.mazes(played.state)).toHaveLength(boardCount(game, params));
      for (let i = 0; i < moves.length; i += 7) expect(replayPosted(game, params, moves.slice(0, i)).verdict).toMatchObject({ legal: true, finished: false });
    });

    it('gives the same JSON and SVG for the same seed, and different mazes for different seeds', () => {
      const params = paramsOf(game, 9, 7);
      const bots = botsFor(game, params, 'random');
      const a = botDocument(game, params, bots, 'same');
      const b = botDocument(game, params, bots, 'same');
      expect(JSON.stringify(b)).toBe(JSON.stringify(a));
      expect(svgOf(game, b, params, outputOptions({}))).toEqual(svgOf(game, a, params, outputOptions({})));
      // A game with one way to play makes one maze whatever the seed.
      if (game.rules.legalMoves(game.rules.start(params)).length > 1) expect(JSON.stringify(botDocument(game, params, bots, 'other').mazes)).not.toBe(JSON.stringify(a.mazes));
    });

    it('every maze leads from its entrance to its exit, step by step: along its lines, or never through a wall', () => {
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
            expectWayThrough(maze);
          }
        }),
        { numRuns: 40 },
      );
    });

    it('rejects mutated logs at the mutated move, for every rule an illegal move there breaks', () => {
      const seen = reported.get(game.id) ?? new Set<string>();
      reported.set(game.id, seen);
      for (const [w, h, seed] of [[3, 3, 'm1'], [5, 4, 'm2'], [4, 2, 'm3']] as const) {
        const params = paramsOf(game, w, h);
        const moves = asPosted(loggedMoves(botDocument(game, params, botsFor(game, params, 'random'), seed)));
        const n = moves.length;
        const verdictWith = (i: number, move: unknown) => {
          const log = [...moves.slice(0, i), move, ...moves.slice(i + 1)];
          const { verdict } = replayPosted(game, params, log);
          // The wire reads posted moves faster and changes no verdict: the plain replay, as a browser runs it, gives the same.
          expect(replayLog(game, params, log).verdict).toEqual(verdict);
          return verdict;
        };
        const rng = new Rng(seed);
        for (let i = 0; i < n; i++) {
          const { state, verdict } = replayPosted(game, params, moves.slice(0, i));
          expect(verdict).toMatchObject({ legal: true, finished: false, outcome: null });
          // One illegal move of each rule this position can break, at random.
          const byRule = new Map<string, unknown[]>();
          for (const move of fixtures.moveSpace(game, state)) {
            const problem = game.rules.check(state, move);
            if (problem) byRule.set(problem.rule, [...(byRule.get(problem.rule) ?? []), move]);
          }
          for (const [rule, illegal] of byRule) {
            const mutated = verdictWith(i, rng.pick(illegal));
            expect(mutated.violation, `${rule} at move ${i}`).toMatchObject({ index: i, rule });
            expect(mutated.applied).toBe(i);
            seen.add(rule);
          }
          expect(verdictWith(i, {}).violation).toMatchObject({ index: i, rule: 'format' });
          const other = ((verdict.toMove as number) % playerCount(game, params)) + 1;
          expect(verdictWith(i, { ...(moves[i] as object), player: other }).violation).toMatchObject({ index: i, rule: 'wrong-player' });
        }
        // After the end no one is to move: the violation's player is the one the move names, or null.
        const { player: _named, ...unnamed } = moves[0] as Record<string, unknown>;
        expect(replayPosted(game, params, [...moves, unnamed]).verdict.violation).toMatchObject({ index: n, player: null, rule: 'game-over' });
        expect(replayPosted(game, params, [...moves, { ...unnamed, player: 2 }]).verdict.violation).toMatchObject({ index: n, player: 2, rule: 'game-over' });
      }
      for (const shared of ['format', 'wrong-player', 'game-over']) seen.add(shared);
    });

    it('every rule id it declares is reported by a test above', () => {
      expect([...(reported.get(game.id) ?? [])].sort()).toEqual(game.about.rules.map((r) => r.id).sort());
    });

    it('counts the same trees of legal moves on 2×2 and 3×2 boards (perft)', () => {
      for (const [size, counts] of Object.entries(fixtures.perft[game.id] ?? expect.fail(`no perft counts for ${game.id}`))) {
        const [w, h] = size.split('x').map(Number);
        const start = game.rules.start(paramsOf(game, w, h));
        expect(counts.map((_, d) => perft(game, start, d + 1)), size).toEqual(counts);
      }
    });

    it('check accepts exactly the moves legalMoves lists, on small boards', () => {
      fc.assert(
        fc.property(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 2, max: 4 }), fc.stringMatching(/^[a-z0-9]{1,8}$/), (w, h, seed) => {
          const s = midGame(game, paramsOf(game, w, h), seed);
          const legal = new Set(game.rules.legalMoves(s).map(key));
          if (game.rules.toMove(s) === null) {
            expect(legal.size).toBe(0); // over: the engine answers game-over before check
            return;
          }
          const accepted = new Set(fixtures.moveSpace(game, s).filter((m) => game.rules.check(s, m) === null).map(key));
          expect([...accepted].sort()).toEqual([...legal].sort());
        }),
        { numRuns: 60 },
      );
    });

    it('clones are faithful and independent: the same move on both gives equal states, another leaves the original be', () => {
      fc.assert(
        fc.property(fc.stringMatching(/^[a-z0-9]{1,8}$/), (seed) => {
          const s = midGame(game, paramsOf(game, 4, 3), seed);
          if (game.rules.toMove(s) === null) return;
          const view = (state: unknown) => JSON.stringify([game.rules.legalMoves(state), game.rules.mazes(state), game.rules.toMove(state), game.rules.outcome(state)]);
          const before = view(s);
          const copy = game.rules.clone(s);
          expect(copy).toEqual(s);
          game.rules.apply(copy, game.rules.randomMove(copy, new Rng(seed)));
          expect(view(s)).toBe(before);
          const twin = game.rules.clone(s);
          const move = game.rules.randomMove(s, new Rng(`${seed}!`));
          game.rules.apply(s, move);
          game.rules.apply(twin, move);
          expect(twin).toEqual(s);
          expect(view(twin)).toBe(view(s));
        }),
        { numRuns: 40 },
      );
    });
  });

  describe.each(games.filter(takesShapes))('conformance on shaped boards: $id', (game) => {
    it('bot games on shapes end, verify legal and finished, replay to the same mazes, and lead from entrance to exit', () => {
      for (const bot of Object.keys(game.profile.bots)) {
        for (const [w, h, region] of SHAPED) {
          const params = paramsOf(game, w, h, region);
          if (!fits(game, bot, params)) continue;
          const rng = new Rng(`${bot}-${w}x${h}-${JSON.stringify(region)}`);
          const played = playGame(game.rules, params, seatBots(game.profile, botsFor(game, params, bot), rng));
          const posted = asPosted(playedMoves(game, played));
          const { verdict, state } = replayPosted(game, params, posted);
          expect(replayLog(game, params, posted).verdict).toEqual(verdict);
          expect(verdict, `${bot} ${w}×${h} ${JSON.stringify(region)}`).toMatchObject({ legal: true, finished: true, violation: null, toMove: null });
          expect(JSON.stringify(game.rules.mazes(state))).toBe(JSON.stringify(game.rules.mazes(played.state)));
        }
      }
      for (const [w, h, region] of SHAPED) {
        const params = paramsOf(game, w, h, region);
        for (const maze of botDocument(game, params, botsFor(game, params, 'random'), 'way').mazes) {
          const [from, to] = maze.style === 'walls' ? [outside(maze.entrance), outside(maze.exit)] : [maze.entrance.at, maze.exit.at];
          expect(maze.solution[0]).toEqual(from);
          expect(maze.solution[maze.solution.length - 1]).toEqual(to);
          expectWayThrough(maze);
        }
      }
    });

    it('rejects mutated logs on shapes at the mutated move, a move off the shape saying so', () => {
      for (const [w, h, region, seed] of [[6, 6, { mask: MASKS.plus }, 's1'], [5, 3, { mask: MASKS.ell4 }, 's2']] as const) {
        const params = paramsOf(game, w, h, region);
        const moves = asPosted(loggedMoves(botDocument(game, params, botsFor(game, params, 'random'), seed)));
        const rng = new Rng(seed);
        let offShape = 0;
        for (let i = 0; i < moves.length; i++) {
          const { state } = replayPosted(game, params, moves.slice(0, i));
          const byRule = new Map<string, { move: unknown; message: string }[]>();
          for (const move of fixtures.moveSpace(game, state)) {
            const problem = game.rules.check(state, move);
            if (problem) byRule.set(problem.rule, [...(byRule.get(problem.rule) ?? []), { move, message: problem.message }]);
          }
          for (const [rule, illegal] of byRule) {
            const { move } = rng.pick(illegal);
            const { verdict } = replayPosted(game, params, [...moves.slice(0, i), move, ...moves.slice(i + 1)]);
            expect(verdict.violation, `${rule} at move ${i}`).toMatchObject({ index: i, rule });
          }
          offShape += (byRule.get('off-board') ?? []).filter(({ message }) => message.includes('outside the shape')).length;
        }
        expect(offShape, 'moves off the shape but on the grid are off-board, outside the shape').toBeGreaterThan(0);
      }
    });

    it('check accepts exactly the moves legalMoves lists, on small masks', () => {
      fc.assert(
        fc.property(fc.constantFrom(...Object.values(MASKS)), fc.integer({ min: 2, max: 5 }), fc.integer({ min: 2, max: 4 }), fc.stringMatching(/^[a-z0-9]{1,8}$/), (mask, w, h, seed) => {
          const region = { mask };
          const ok = game.rules.params({ maxSide: 1000 }).safeParse({ width: w, height: h, ...region });
          if (!ok.success) return;
          const s = midGame(game, ok.data, seed);
          if (game.rules.toMove(s) === null) return;
          const legal = new Set(game.rules.legalMoves(s).map(key));
          const accepted = new Set(fixtures.moveSpace(game, s).filter((m) => game.rules.check(s, m) === null).map(key));
          expect([...accepted].sort()).toEqual([...legal].sort());
        }),
        { numRuns: 60 },
      );
    });

    it('counts the same trees of legal moves on small masks (perft)', () => {
      for (const [name, counts] of Object.entries(fixtures.perftShaped[game.id] ?? expect.fail(`no shaped perft counts for ${game.id}`))) {
        const mask = MASKS[name as keyof typeof MASKS];
        const [w, h] = mask.split('.')[0].split('x').map(Number);
        const start = game.rules.start(paramsOf(game, w, h, { mask }));
        expect(counts.map((_, d) => perft(game, start, d + 1)), name).toEqual(counts);
      }
    });
  });

  describe.each(games.filter((game) => game.rules.codes))('move codes: $id', (game) => {
    const codes = game.rules.codes!;

    it('every code checks as its move does, and every legal move has a code that decodes to it', () => {
      fc.assert(
        fc.property(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 2, max: 5 }), fc.stringMatching(/^[a-z0-9]{1,8}$/), (w, h, seed) => {
          const s = midGame(game, paramsOf(game, w, h), seed);
          if (game.rules.toMove(s) === null) return;
          for (let code = 0; code < codes.count(s); code++) {
            const move = codes.decode(s, code);
            expect(codes.check(s, code), `code ${code}: ${key(move)}`).toEqual(game.rules.check(s, move));
            expect(codes.encode(s, move)).toBe(code);
          }
          for (const move of game.rules.legalMoves(s)) expect(codes.decode(s, codes.encode(s, move))).toEqual(move);
        }),
        { numRuns: 40 },
      );
    });

    it.runIf(codes.play)('play gives check’s problem for every code, and the state check then apply leaves', () => {
      const play = codes.play!;
      fc.assert(
        fc.property(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 2, max: 5 }), fc.stringMatching(/^[a-z0-9]{1,8}$/), (w, h, seed) => {
          const s = midGame(game, paramsOf(game, w, h), seed);
          if (game.rules.toMove(s) === null) return;
          for (let code = 0; code < codes.count(s); code++) {
            const [played, checked] = [game.rules.clone(s), game.rules.clone(s)];
            const problem = codes.check(checked, code);
            if (!problem) codes.apply(checked, code);
            expect(play(played, code), `code ${code}`).toEqual(problem);
            expect(played).toEqual(checked);
          }
        }),
        { numRuns: 40 },
      );
    });

    it('a game applied as codes reaches the state its moves reach', () => {
      for (const bot of ['random', game.profile.defaultBot]) {
        const params = paramsOf(game, 9, 7);
        const played = playGame(game.rules, params, seatBots(game.profile, botsFor(game, params, bot), new Rng('codes')));
        const posted = JSON.parse(JSON.stringify(codesOf(game.rules, played.state, played.log))) as unknown[];
        const byCodes = replayPosted(game, params, { codes: posted });
        const byMoves = replayPosted(game, params, asPosted(playedMoves(game, played)));
        expect(byCodes.verdict).toEqual(byMoves.verdict);
        expect(replayLog(game, params, { codes: posted }).verdict).toEqual(byCodes.verdict);
        expect(byCodes.verdict).toMatchObject({ legal: true, finished: true });
        expect(JSON.stringify(game.rules.mazes(byCodes.state))).toBe(JSON.stringify(game.rules.mazes(played.state)));
      }
    });

    it('a posted code that is not a code of the board, or an illegal one, is reported at its index', () => {
      const params = paramsOf(game, 4, 3);
      const played = playGame(game.rules, params, seatBots(game.profile, botsFor(game, params, 'random'), new Rng('bad')));
      const posted: unknown[] = Array.from(codesOf(game.rules, played.state, played.log));
      const s = game.rules.start(params);
      const count = codes.count(s);
      for (const bad of [-1, count, 1.5, '3', null])
        expect(replayPosted(game, params, { codes: [posted[0], bad] }).verdict.violation).toMatchObject({ index: 1, rule: 'format', message: expect.stringMatching(/^move 2 \(index 1\): .* is not a move code of this board: codes are integers from 0 to \d+$/) });
      game.rules.apply(s, codes.decode(s, posted[0] as number));
      const illegal = Array.from({ length: count }, (_, c) => c).find((c) => codes.check(s, c) !== null)!;
      expect(replayPosted(game, params, { codes: [posted[0], illegal] }).verdict.violation).toMatchObject({ index: 1, rule: codes.check(s, illegal)!.rule });
    });
  });
}
