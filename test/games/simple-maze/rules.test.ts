import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WallsMaze } from '../../../src/core/maze.ts';
import { replayPosted } from '../../../src/service/wire.ts';
import { simpleMaze } from '../../../src/games/simple-maze/index.ts';
import { Rng } from '../../../src/core/rng.ts';
import { apply, botSets, randomMove, start, type State } from '../../../src/games/simple-maze/rules.ts';

const m = (from: [number, number], to: [number, number], player?: number) => ({ from, to, ...(player ? { player } : {}) });

/** A hand-worked 3×2 game: X at [0,1] after move 2, a free move 3, X at [2,1]; two X's, player 2 wins. */
const game3x2 = [m([0, 0], [1, 0]), m([1, 0], [1, 1]), m([1, 1], [0, 1]), m([1, 0], [2, 0]), m([2, 0], [2, 1])];

function verdictOf(moves: unknown[], width = 3, height = 2) {
  return replayPosted(simpleMaze, { width, height }, moves).verdict;
}

function violationAt(prefix: unknown[], bad: unknown) {
  const v = verdictOf([...prefix, bad]);
  expect(v.legal).toBe(false);
  expect(v.applied).toBe(prefix.length);
  expect(v.violation?.index).toBe(prefix.length);
  return v.violation!;
}

describe('simple-maze rules (docs/rules.md#simple-maze)', () => {
  it('plays the hand-worked 3×2 game to its parity outcome', () => {
    const v = verdictOf(game3x2);
    expect(v).toMatchObject({ legal: true, finished: true, moves: 5, applied: 5, violation: null, toMove: null });
    expect(v.outcome).toEqual({
      winners: [2],
      scores: { 1: 0, 2: 1 },
      reason: 'parity',
      details: { xCount: 2, xCells: [[0, 1], [2, 1]] },
    });
  });

  it('gives player 1 the win with an odd number of X’s', () => {
    const v = verdictOf([m([0, 0], [1, 0]), m([1, 0], [1, 1]), m([1, 1], [0, 1])], 2, 2);
    expect(v.outcome).toMatchObject({ winners: [1], details: { xCount: 1, xCells: [[0, 1]] } });
  });

  it('alternates players and reports who is to move', () => {
    expect(verdictOf(game3x2.slice(0, 0)).toMove).toBe(1);
    expect(verdictOf(game3x2.slice(0, 1)).toMove).toBe(2);
    expect(verdictOf(game3x2.slice(0, 4))).toMatchObject({ toMove: 1, finished: false, outcome: null });
  });

  it('from-untaken: a segment must start from a taken cell', () => {
    const v = violationAt([], m([1, 1], [2, 1]));
    expect(v).toMatchObject({ rule: 'from-untaken', player: 1 });
    expect(v.message).toContain('[1,1]');
  });

  it('to-taken: a segment must end in an untaken cell', () => {
    expect(violationAt(game3x2.slice(0, 1), m([1, 0], [0, 0]))).toMatchObject({ rule: 'to-taken', player: 2 });
  });

  it('not-adjacent: the cells must be orthogonal neighbours', () => {
    expect(violationAt(game3x2.slice(0, 1), m([1, 0], [2, 1])).rule).toBe('not-adjacent');
    expect(violationAt([], m([0, 0], [2, 0])).rule).toBe('not-adjacent');
  });

  it('forced-origin: while the last cell has an untaken neighbour, start there', () => {
    const v = violationAt(game3x2.slice(0, 1), m([0, 0], [0, 1]));
    expect(v.rule).toBe('forced-origin');
    expect(v.message).toContain('[1,0]');
  });

  it('after an X the next player may start from any taken cell', () => {
    expect(verdictOf([...game3x2.slice(0, 3), m([1, 1], [2, 1])]).legal).toBe(true);
    expect(verdictOf([...game3x2.slice(0, 3), m([0, 0], [1, 0])]).violation?.rule).toBe('to-taken');
  });

  it('off-board: every cell must be on the board', () => {
    expect(violationAt(game3x2.slice(0, 1), m([1, 0], [1, 2])).rule).toBe('off-board');
    expect(violationAt([], m([-1, 0], [0, 0])).rule).toBe('off-board');
  });

  it('format: the move must be {from, to} with integer coordinates and nothing else', () => {
    for (const bad of [{ from: [0, 0] }, { from: [0, 0], to: [1, 0], via: 1 }, { from: [0, 0], to: [0.5, 0] }, 'east', null, { door: [[0, 0], [1, 0]] }]) {
      const v = violationAt([], bad);
      expect(v.rule).toBe('format');
      expect(v.message).toMatch(/^move 1 \(index 0\): /);
    }
  });

  it('wrong-player: a stated player must be the one to move', () => {
    expect(violationAt([], m([0, 0], [1, 0], 2))).toMatchObject({ rule: 'wrong-player', player: 1 });
    expect(verdictOf([m([0, 0], [1, 0], 1), m([1, 0], [1, 1], 2)]).legal).toBe(true);
  });

  it('game-over: no move after every cell is taken', () => {
    const v = violationAt(game3x2, m([0, 0], [1, 0]));
    expect(v.rule).toBe('game-over');
    expect(verdictOf([...game3x2, {}]).violation?.rule).toBe('game-over');
  });

  it('never gives [0,0] an X and ends after width·height − 1 moves', () => {
    const v = verdictOf([m([0, 0], [0, 1]), m([0, 1], [1, 1]), m([1, 1], [1, 0])], 2, 2);
    expect(v).toMatchObject({ finished: true, outcome: { details: { xCount: 1, xCells: [[1, 0]] } } });
  });

  it('builds a perfect maze with the entrance on top of [0,0] and the exit below the last cell', () => {
    const { state } = replayPosted<State>(simpleMaze, { width: 3, height: 2 }, game3x2);
    const [maze] = simpleMaze.rules.mazes(state) as WallsMaze[];
    expect(maze.entrance).toEqual({ at: [0, 0], side: 'top' });
    expect(maze.exit).toEqual({ at: [2, 1], side: 'bottom' });
    // Passages: [0,0]-[1,0], [1,0]-[1,1], [1,1]-[0,1], [1,0]-[2,0], [2,0]-[2,1].
    expect([...maze.walls]).toEqual([
      [1, 0, 3, 0],
      [0, 1, 1, 1],
      [0, 2, 2, 2],
      [0, 0, 0, 2],
      [2, 1, 2, 2],
      [3, 0, 3, 2],
    ]);
    expect(maze.solution).toEqual([[0.5, -0.5], [0.5, 0.5], [2.5, 0.5], [2.5, 2.5]]);
    expect(maze.stats).toMatchObject({ deadEnds: 1, junctions: 1, solutionLength: 4, turnsOnSolution: 2 });
  });

  it('builds the bots\' sets late exactly as keeping them from the start would, order included', () => {
    const members = (s: State) => {
      const { frontier, isolated } = botSets(s);
      return [Array.from({ length: frontier.size }, (_, i) => frontier.at(i)), Array.from({ length: isolated.size }, (_, i) => isolated.at(i))];
    };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), fc.nat(), fc.string(), (w, h, late, seed) => {
        const [kept, lazy] = [start({ width: w, height: h }), start({ width: w, height: h })];
        botSets(kept);
        const rng = new Rng(seed);
        const moves = w * h - 1;
        for (let k = 0; k < moves; k++) {
          if (k === late % (moves + 1)) expect(members(lazy)).toEqual(members(kept));
          const move = randomMove(kept, rng);
          apply(kept, move);
          apply(lazy, move);
        }
        expect(members(lazy)).toEqual(members(kept));
      }),
    );
  });
});
