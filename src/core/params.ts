/** Schemas shared by the games' parameters and move notations. */
import { z } from 'zod';
import type { Point, SizeLimit } from './game.ts';

/**
 * An integer from lo to hi, with one message for every way to miss that
 * names the range; the key it is checked under names the parameter
 * ("width must be an integer from 2 to 1000").
 */
export const intIn = (lo: number, hi: number) => z.int({ error: `must be an integer from ${lo} to ${hi}` }).min(lo).max(hi);

/** A board side: at least 2, at most the limit in force. */
export function side(limit: SizeLimit) {
  return intIn(2, limit.maxSide);
}

/**
 * Parameters of a two-player game without rounds. `players` and `rounds` are
 * accepted when they state the fixed values, so one log envelope fits every game.
 */
export function twoPlayerParams(limit: SizeLimit) {
  return z.strictObject({
    width: side(limit),
    height: side(limit),
    players: z.literal(2, { error: 'must be 2: this game has two players' }).optional(),
    rounds: z.literal(1, { error: 'must be 1: this game has no rounds' }).optional(),
  });
}

export const point = z.tuple([z.int(), z.int()]) as unknown as z.ZodType<Point>;

/** The optional `player` key any move may carry (docs/rules.md, what every game shares). */
export const movePlayer = z.int().min(1).optional();

/** What `point` accepts, read by hand: two safe integers, as a fresh point; else null. */
export function readPoint(v: unknown): Point | null {
  return Array.isArray(v) && v.length === 2 && Number.isSafeInteger(v[0]) && Number.isSafeInteger(v[1]) ? [v[0], v[1]] : null;
}

/**
 * Whether `raw` is an object whose keys are exactly `keys`, and `player` if it
 * is one that `movePlayer` accepts: the shape of a well-formed posted move,
 * read by hand (games' readMove) without building a list of its keys.
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

/** The usual form of a move from one point to another, for MoveCodes.shape. */
export const FROM_TO_FORM = '{"from":[#,#],"to":[#,#]}';

export function formatPoint(p: Point): string {
  return `[${p[0]},${p[1]}]`;
}
