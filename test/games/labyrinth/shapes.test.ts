/** labyrinth on shaped boards (docs/rules.md, shaped boards): the region's cells are the board, its boundary the outer wall. */
import { describe, expect, it } from 'vitest';
import { seatBots } from '../../../src/bots/seat.ts';
import { playGame } from '../../../src/core/play.ts';
import { regionOf, type Region } from '../../../src/core/region.ts';
import { Rng } from '../../../src/core/rng.ts';
import { labyrinth } from '../../../src/games/labyrinth/index.ts';
import * as rules from '../../../src/games/labyrinth/rules.ts';
import { botDocument } from '../../../src/service/mazes.ts';
import { replayPosted } from '../../../src/service/wire.ts';
import { view } from '../../../src/games/labyrinth/view.ts';
import type { AnyGame } from '../../../src/service/game.ts';
import { MASKS, perft } from '../../helpers/conformance.ts';

type P = [number, number];
const door = (a: P, b: P): rules.Move => ({ door: [a, b] });
const paramsOf = (width: number, height: number, region: object) => labyrinth.rules.params({ maxSide: 1000 }).parse({ width, height, ...region });

/** The plus mask on 3×3: squares [1,0], [0,1], [1,1], [2,1], [1,2]. */
const PLUS = paramsOf(3, 3, { mask: MASKS.plus });

describe('labyrinth on shaped boards', () => {
  it('a door between two squares outside the shape is off-board, saying so; one through its boundary is outer-wall (losing)', () => {
    const s = rules.start(PLUS);
    expect(rules.check(s, door([0, 0], [1, 0]))).toMatchObject({ rule: 'outer-wall', losing: true });
    expect(rules.check(s, door([1, 0], [1, -1]))).toMatchObject({ rule: 'outer-wall', losing: true });
    const off = rules.check(s, door([0, 0], [0, -1]));
    expect(off).toMatchObject({ rule: 'off-board' });
    expect(off!.losing).toBeFalsy();
    expect(off!.message).toContain('outside the shape');
    expect(rules.check(s, door([2, 2], [2, 3]))?.message).toContain('outside the shape');
    expect(rules.check(s, door([1, 1], [1, 0]))).toBeNull();
    // The same through codes, numbered as on the grid: the wall east of [0,0] names an off-shape door.
    expect(rules.codes.check(s, 0)).toEqual(rules.check(s, door([0, 0], [1, 0])));
    expect(rules.codes.check(s, 1)).toEqual(rules.check(s, door([0, 0], [0, 1])));
    expect(rules.codes.check(s, 2 * 8)).toEqual(rules.check(s, door([2, 2], [3, 2])));
    // A replayed outer-wall door loses; an off-board one is only refused.
    expect(replayPosted(labyrinth, PLUS, [door([1, 0], [1, 1]), door([0, 1], [0, 0])]).verdict).toMatchObject({ violation: { index: 1, rule: 'outer-wall' }, outcome: { winners: [1] } });
    expect(replayPosted(labyrinth, PLUS, [door([0, 0], [0, -1])]).verdict).toMatchObject({ legal: false, violation: { index: 0, rule: 'off-board' }, outcome: null });
  });

  it('is complete at squares − 1 doors, every cell of the shape connected', () => {
    // The L of four on 3×2 (mask 3x2.8: bits 111 100): [0,0], [1,0], [2,0], [0,1].
    const ell = paramsOf(3, 2, { mask: MASKS.ell4 });
    expect(regionOf(ell)?.squares).toBe(4);
    const moves = [door([1, 0], [2, 0]), door([0, 0], [1, 0])];
    expect(replayPosted(labyrinth, ell, moves).verdict).toMatchObject({ legal: true, finished: false, toMove: 1 });
    const v = replayPosted(labyrinth, ell, [...moves, door([0, 0], [0, 1])]).verdict;
    expect(v).toMatchObject({ legal: true, finished: true, applied: 3 });
    expect(v.outcome).toEqual({ winners: [], scores: { 1: 0, 2: 0 }, reason: 'complete', details: { doors: 3 } });
    // The plus is a star round its centre: every door touches [1,1], so after two doors player 1 has none left that
    // avoids their previous one, and is stuck (only the plus's walls count).
    const plus = replayPosted(labyrinth, PLUS, [door([1, 0], [1, 1]), door([0, 1], [1, 1])]).verdict;
    expect(plus.outcome).toMatchObject({ reason: 'stuck', winners: [2], details: { loser: 1 } });
    // On a bigger shape, the maker's game ends complete at squares − 1 doors.
    const heart = paramsOf(20, 20, { shape: 'heart' });
    const region = regionOf(heart) as Region;
    const game = playGame(labyrinth.rules, heart, seatBots(labyrinth.profile, ['maker', 'maker'], new Rng('heart')));
    expect(labyrinth.rules.outcome(game.state)).toMatchObject({ reason: 'complete', details: { doors: region.squares - 1 } });
    expect(game.state.sets.count).toBe(1);
    expect(region.squares).toBeLessThan(400);
  });

  it('a false claim on a shape names two of its cells that are not connected', () => {
    // The L of three on 2×2: [0,0], [1,0], [0,1] (the mask 2x2.4 is bits 1 1 1 0); [1,1] is off the shape.
    const ell = paramsOf(2, 2, { mask: MASKS.ell3 });
    const v = replayPosted(labyrinth, ell, [door([0, 0], [0, 1]), { claim: 'complete' }]).verdict;
    expect(v.violation).toMatchObject({ index: 1, rule: 'false-claim', message: 'move 2 (index 1): rule 4: the maze is not complete: cells [0,0] and [1,0] are not connected' });
    // The plus: its first cell is [1,0], and the claim names cells of the shape only.
    const plus = replayPosted(labyrinth, PLUS, [door([1, 0], [1, 1]), { claim: 'complete' }]).verdict;
    expect(plus.violation).toMatchObject({ index: 1, rule: 'false-claim', message: 'move 2 (index 1): rule 4: the maze is not complete: cells [1,0] and [0,1] are not connected' });
  });

  it('the view offers only the walls between two cells of the shape, and names the first cell in a refused claim', () => {
    const s = rules.start(PLUS);
    expect(view.spots(s).map((spot) => spot.key).sort()).toEqual(['0,1-1,1', '1,0-1,1', '1,1-1,2', '1,1-2,1']);
    rules.apply(s, { door: [[1, 0], [1, 1]] });
    const marks = view.refusal!(s, { claim: 'complete' }, rules.check(s, { claim: 'complete' })!);
    expect(marks[1]).toMatchObject({ dot: [1.5, 0.5] });
    expect(view.picture(s).marks.length).toBeGreaterThan(0);
  });

  it('legal moves on a mask count as a brute-force search over the shape counts them (perft)', () => {
    for (const [name, mask] of Object.entries(MASKS)) {
      const [w, h] = mask.split('.')[0].split('x').map(Number);
      const params = paramsOf(w, h, { mask });
      const counts = [1, 2, 3, 4].map((d) => perft(labyrinth as AnyGame, rules.start(params), d));
      expect(counts, name).toEqual([1, 2, 3, 4].map((d) => brute(regionOf(params) as Region, d)));
    }
  });

  it('every bot finishes complete mazes on a heart and a circle, at the first attempt or by the service’s retries', () => {
    for (const shape of ['heart', 'circle'] as const) {
      const params = paramsOf(12, 12, { shape });
      const region = regionOf(params) as Region;
      for (const bot of Object.keys(labyrinth.profile.bots)) {
        for (let i = 0; i < (bot === 'mcts' ? 1 : 3); i++) {
          const doc = botDocument(labyrinth, params, [bot, bot], `${bot}-${shape}-${i}`, null);
          expect(doc.outcome, `${bot} ${shape} ${i}`).toMatchObject({ reason: 'complete', details: { doors: region.squares - 1 } });
          const maze = doc.mazes[0];
          expect(maze.entrance).toEqual({ at: [region.first % 12, Math.floor(region.first / 12)], side: 'top' });
          expect(maze.exit).toEqual({ at: [region.last % 12, Math.floor(region.last / 12)], side: 'bottom' });
        }
      }
    }
  });

  it('the makers complete most games on shapes at the first attempt', () => {
    for (const [shape, size] of [['heart', 12], ['star', 16], ['circle', 9], ['triangle', 10], ['diamond', 8]] as const) {
      const params = paramsOf(size, size, { shape });
      for (const bot of ['maker', 'comb']) {
        let complete = 0;
        for (let i = 0; i < 20; i++) {
          const game = playGame(labyrinth.rules, params, seatBots(labyrinth.profile, [bot, bot], new Rng(`${bot}${shape}${i}`)), false);
          if (labyrinth.rules.outcome(game.state)?.reason === 'complete') complete++;
        }
        expect(complete, `${bot} ${shape}`).toBe(20);
      }
    }
  });
});

/**
 * The same count from the rules alone: every pair of orthogonal neighbours in the region is a wall; a door is legal
 * when its cells are not yet connected (a search over the doors so far) and it avoids the mover's previous door's
 * cells. A position with no legal door, or with squares − 1 doors, is a leaf.
 */
function brute(region: Region, depth: number): number {
  const { width, height, inside } = region;
  const walls: [number, number][] = [];
  for (let c = 0; c < width * height; c++) {
    if (!inside[c]) continue;
    if (c % width < width - 1 && inside[c + 1]) walls.push([c, c + 1]);
    if (c + width < width * height && inside[c + width]) walls.push([c, c + width]);
  }
  const connected = (doors: [number, number][], a: number, b: number) => {
    const seen = new Set([a]);
    const todo = [a];
    while (todo.length) {
      const v = todo.pop()!;
      for (const [p, q] of doors)
        for (const [x, y] of [[p, q], [q, p]])
          if (x === v && !seen.has(y)) {
            seen.add(y);
            todo.push(y);
          }
    }
    return seen.has(b);
  };
  const count = (doors: [number, number][], last: ([number, number] | null)[], d: number): number => {
    if (d === 0 || doors.length === region.squares - 1) return 1;
    const player = doors.length % 2;
    const mine = last[player];
    const legal = walls.filter(([a, b]) => !connected(doors, a, b) && !(mine && [a, b].some((c) => mine.includes(c))));
    if (legal.length === 0) return 1;
    let leaves = 0;
    for (const w of legal) {
      const next = last.slice();
      next[player] = w;
      leaves += count([...doors, w], next, d - 1);
    }
    return leaves;
  };
  return count([], [null, null], depth);
}
