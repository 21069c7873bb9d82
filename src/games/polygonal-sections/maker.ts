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

/** Reach of a tip's steps: every vector with |dx|, |dy| ≤ 2. */
const REACH = 2;
/** The block round a tip whose touched vertices the crowding of its targets counts: a target's eight neighbours lie in it. */
const BLOCK = 2 * (REACH + 1) + 1;
/** Scratch for a tip's block (1: a touched vertex on the board), its targets (points and crowding, at most 24), and the drawable targets of a level. */
const TOUCHED = new Uint8Array(BLOCK * BLOCK);
const TARGET_X = new Int32Array(24);
const TARGET_Y = new Int32Array(24);
const CROWDING = new Int32Array(24);
const DRAWABLE = new Int32Array(24);

/**
 * The touched vertices on the board in the block round [x,y] (TOUCHED), read
 * once: a target's crowding (touched vertices among the eight around it,
 * which make slivers) is then a sum over its 3 × 3 of the block, where 24
 * targets read the board for it 192 times.
 */
function readBlock(s: State, x: number, y: number): void {
  for (let dy = -REACH - 1, k = 0; dy <= REACH + 1; dy++) {
    for (let dx = -REACH - 1; dx <= REACH + 1; dx++, k++) {
      const [u, v] = [x + dx, y + dy];
      TOUCHED[k] = u >= 0 && v >= 0 && u <= s.width && v <= s.height ? s.touched[v * s.cols + u] : 0;
    }
  }
}

/** The crowding of the target at (dx, dy) from the block's centre: its 3 × 3 of the block, itself untouched. */
function crowding(dx: number, dy: number): number {
  let n = 0;
  for (let k = (dy + REACH) * BLOCK + dx + REACH, row = 0; row < 3; row++, k += BLOCK) n += TOUCHED[k] + TOUCHED[k + 1] + TOUCHED[k + 2];
  return n;
}

function grow(s: State, rng: Rng): Move {
  const drawn = s.segments.length;
  if (drawn) {
    const tip: Point = [s.segments[drawn - 2], s.segments[drawn - 1]];
    readBlock(s, tip[0], tip[1]);
    // Steps from the tip: 16 slopes; the untouched targets on the board, and their crowding.
    let targets = 0;
    for (let dx = -REACH; dx <= REACH; dx++)
      for (let dy = -REACH; dy <= REACH; dy++) {
        const [x, y] = [tip[0] + dx, tip[1] + dy];
        if (!(dx || dy) || x <= 0 || y <= 0 || x >= s.width || y >= s.height || s.touched[y * s.cols + x]) continue;
        [TARGET_X[targets], TARGET_Y[targets], CROWDING[targets]] = [x, y, crowding(dx, dy)];
        targets++;
      }
    // The drawable targets of the least crowding, in the order above: the crossing test, dearer than the rest, is
    // taken level by level from the least crowded, and by no target more crowded than the level found.
    for (let level = 0; level <= 8; level++) {
      let drawable = 0;
      for (let k = 0; k < targets; k++) if (CROWDING[k] === level && canDraw(s, tip, [TARGET_X[k], TARGET_Y[k]])) DRAWABLE[drawable++] = k;
      // One of them at random, as rng.pick draws from a list.
      if (drawable) {
        const k = DRAWABLE[rng.int(drawable)];
        return { from: tip, to: [TARGET_X[k], TARGET_Y[k]] };
      }
    }
  }
  return segmentTo(s, s.untouched.at(rng.int(s.untouched.size)), rng) ?? randomMove(s, rng);
}

export function makerBot(): BotSpec<State, Move> {
  return {
    description: 'grows long walls tip by tip, at slopes of every kind, into open space; fills dead ends to score',
    cost: () => 11_500,
    attemptNs: 65_000,
    make: (rng) => ({ choose: (s) => (s.sections ? fillFor(s, rng) : grow(s, rng)) }),
  };
}
