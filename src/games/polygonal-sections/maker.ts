/**
 * polygonal-sections' maze maker. In phase 1 both players grow long walls
 * tip by tip: from the last segment's end, a segment to an untouched vertex
 * at most two steps away in any direction (slopes of every kind, none
 * preferred), into open space (the target with the fewest touched vertices
 * around it, so few slivers). When a tip is boxed in, a new wall starts at a
 * random untouched vertex, from the nearest touched vertex it can see. Phase
 * 2 fills as greedy does.
 */
import type { BotSpec, Point } from '../../core/game.ts';
import type { Rng } from '../../core/rng.ts';
import { fillFor } from './bots.ts';
import { canDraw, randomMove, segmentTo, type Move, type State } from './rules.ts';

/** Touched vertices among the eight around [x,y]: crowding, which makes slivers. */
function crowding(s: State, x: number, y: number): number {
  let n = 0;
  for (let dx = -1; dx <= 1; dx++)
    for (let dy = -1; dy <= 1; dy++) {
      const [u, v] = [x + dx, y + dy];
      if ((dx || dy) && u >= 0 && v >= 0 && u <= s.width && v <= s.height && s.touched[v * s.cols + u]) n++;
    }
  return n;
}

/** Scratch for a tip's targets: their points and crowding, at most 24. */
const TARGET_X = new Int32Array(24);
const TARGET_Y = new Int32Array(24);
const CROWDING = new Int32Array(24);

function grow(s: State, rng: Rng): Move {
  const drawn = s.segments.length;
  if (drawn) {
    const tip: Point = [s.segments[drawn - 2], s.segments[drawn - 1]];
    // Steps from the tip: every vector with |dx|, |dy| ≤ 2, so 16 slopes; the untouched targets on the board, and their crowding.
    let targets = 0;
    for (let dx = -2; dx <= 2; dx++)
      for (let dy = -2; dy <= 2; dy++) {
        const [x, y] = [tip[0] + dx, tip[1] + dy];
        if (!(dx || dy) || x <= 0 || y <= 0 || x >= s.width || y >= s.height || s.touched[y * s.cols + x]) continue;
        [TARGET_X[targets], TARGET_Y[targets], CROWDING[targets]] = [x, y, crowding(s, x, y)];
        targets++;
      }
    // The drawable targets of the least crowding, in the order above: the crossing test, dearer than the rest, is
    // taken level by level from the least crowded, and by no target more crowded than the level found.
    for (let level = 0; level <= 8; level++) {
      const best: Move[] = [];
      for (let k = 0; k < targets; k++) {
        if (CROWDING[k] !== level) continue;
        const to: Point = [TARGET_X[k], TARGET_Y[k]];
        if (canDraw(s, tip, to)) best.push({ from: tip, to });
      }
      if (best.length) return rng.pick(best);
    }
  }
  return segmentTo(s, s.untouched.at(rng.int(s.untouched.size)), rng) ?? randomMove(s, rng);
}

export function makerBot(): BotSpec<State, Move> {
  return {
    description: 'grows long walls tip by tip, at slopes of every kind, into open space; fills dead ends to score',
    cost: () => 65_000, // see the bots in index.ts
    make: (rng) => ({ choose: (s) => (s.sections ? fillFor(s, rng) : grow(s, rng)) }),
  };
}
