/** What the games' wires share: moves read by hand, and the usual form of a move from one point to another. */
import type { Point } from '../core/game.ts';
import { stepDirection } from '../core/grid.ts';

/** What `point` accepts, read by hand: two safe integers, as a fresh point; else null. */
export function readPoint(v: unknown): Point | null {
  return Array.isArray(v) && v.length === 2 && Number.isSafeInteger(v[0]) && Number.isSafeInteger(v[1]) ? [v[0], v[1]] : null;
}

/**
 * Whether `raw` is an object whose keys are exactly `keys`, and `player` if it
 * is one that `movePlayer` accepts: the shape of a well-formed posted move,
 * read by hand (a wire's readMove) without building a list of its keys.
 */
export function hasMoveKeys(raw: unknown, keys: readonly string[]): raw is Record<string, unknown> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return false;
  let count = 0;
  for (const key in raw) {
    if (!Object.hasOwn(raw, key)) return false;
    if (key === 'player') {
      const player = (raw as Record<string, unknown>).player;
      if (!Number.isSafeInteger(player) || (player as number) < 1) return false;
    } else if (!keys.includes(key)) return false;
    else count++;
  }
  return count === keys.length;
}

/** The usual form of a move from one point to another, for Wire.shape. */
export const FROM_TO_FORM = '{"from":[#,#],"to":[#,#]}';

/**
 * A step's integers [x1, y1, x2, y2] (non-negative, as a move form gives them)
 * as 8 × the unit at (x1, y1) of a cols × rows board + the king direction to
 * (x2, y2); −1 when (x1, y1) is off the board or the step is no king move.
 */
export function kingStepCode(cols: number, rows: number, ints: Int32Array): number {
  const x = ints[0];
  const y = ints[1];
  const dx = ints[2] - x;
  const dy = ints[3] - y;
  if (x >= cols || y >= rows || dx < -1 || dx > 1 || dy < -1 || dy > 1) return -1;
  const d = stepDirection(dx, dy);
  return d < 0 ? -1 : 8 * (y * cols + x) + d;
}
