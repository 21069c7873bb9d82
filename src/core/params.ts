/** Schemas shared by the games' parameters and move notations. */
import * as z from 'zod';
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

export function formatPoint(p: Point): string {
  return `[${p[0]},${p[1]}]`;
}
