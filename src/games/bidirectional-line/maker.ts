/**
 * bidirectional-line's maze maker: both players draw one long line together.
 * The line starts near the middle; each move extends the end whose step keeps
 * the game going (a move that would block an end comes last), wanders to
 * fresh vertices, keeps the two ends apart, and now and then crosses the line
 * on purpose, so the maze gets junctions to decide at. At most six moves are
 * weighed a turn: O(1).
 */
import type { BotSpec } from '../../core/game.ts';
import { pointOf } from '../../core/grid.ts';
import type { Rng } from '../../core/rng.ts';
import { drawnCount, extendMove, openNeighbours, segmentMove, type Move, type State } from './rules.ts';

/** Edges a vertex has on an empty board: on a shape, its segments. */
export const degree = (s: State, v: number) => {
  if (s.shape) return s.shape.degree[v];
  const [x, y] = pointOf(s.cols, v);
  return 4 - +(x === 0) - +(x === s.width) - +(y === 0) - +(y === s.height);
};

/** Vertex a, or on a shape where a is off it, the shape's vertex nearest to it (the first in reading order of the nearest): an opening the bots choose by the board's box. */
export function onShapeNear(s: State, a: number): number {
  if (!s.shape || s.shape.degree[a] > 0) return a;
  let best = s.shape.vertices[0];
  for (const v of s.shape.vertices) if (distance(s, v, a) < distance(s, best, a)) best = v;
  return best;
}

export const distance = (s: State, a: number, b: number) => Math.abs((a % s.cols) - (b % s.cols)) + Math.abs(Math.floor(a / s.cols) - Math.floor(b / s.cols));

/** Whether the end, once at `to` (come from `from`), has a step on after which it is not blocked. */
function hasWayOn(s: State, from: number, to: number): boolean {
  return openNeighbours(s, to).some((w) => w !== from && s.free[w] - 1 > 0);
}

/** How good extending end `color` to `to` is for the maze. */
function score(s: State, color: number, to: number, rng: Rng): number {
  const [end, other] = [s.ends[color], s.ends[1 - color]];
  const freeTo = s.free[to] - 1;
  const freeOther = s.free[other] - (to === other ? 1 : 0);
  // Blocking an end ends the game: last of all; walking into a trap one step later: nearly last.
  if (freeTo === 0 || freeOther === 0) return -1e6 + rng.float();
  if (!hasWayOn(s, end, to)) return -1e3 + rng.float();
  const fresh = s.free[to] === degree(s, to);
  // Crossing the line makes a junction, a decision for the solver: now and then, on purpose.
  const crossing = !fresh && freeTo >= 2 && rng.float() < 0.15 ? 3 : 0;
  // Apart, but not driven into the corners: the pull stops at a quarter of the board's perimeter.
  const apart = Math.min(distance(s, to, other), (s.width + s.height) / 2);
  return (fresh ? 4 : 0) + crossing + 0.5 * freeTo + 0.2 * apart + rng.float();
}

export function makerBot(): BotSpec<State, Move> {
  return {
    description: 'draws one long line with the other player: keeps the game going, wanders to fresh vertices, keeps the ends apart, crosses the line now and then',
    // Per square, less on a larger board: the line is shorter for its board.
    cost: (units) => 110 + 16_000 / Math.sqrt(units),
    attemptNs: 700,
    make: (rng) => ({
      choose(s) {
        if (drawnCount(s) === 0) {
          // A vertex in the middle half, so the line has room both ways.
          const x = Math.floor(s.width / 4) + rng.int(Math.floor(s.width / 2) + 1);
          const y = Math.floor(s.height / 4) + rng.int(Math.floor(s.height / 2) + 1);
          const a = onShapeNear(s, y * s.cols + x);
          return segmentMove(s, a, rng.pick(openNeighbours(s, a)));
        }
        if (drawnCount(s) === 1) {
          // Away from red's first step.
          const options = openNeighbours(s, s.start);
          return segmentMove(s, s.start, options.reduce((best, b) => (distance(s, b, s.ends[0]) > distance(s, best, s.ends[0]) ? b : best)));
        }
        let best: [number, number] = [0, -1];
        let bestScore = -Infinity;
        for (const color of [0, 1])
          for (const to of openNeighbours(s, s.ends[color])) {
            const value = score(s, color, to, rng);
            if (value > bestScore) [best, bestScore] = [[color, to], value];
          }
        return extendMove(s, ...best);
      },
    }),
  };
}
