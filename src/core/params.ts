/** Schemas shared by the games' parameters and move notations. */
import * as z from 'zod';
import type { Point, SizeLimit } from './game.ts';
import { regionOf, RegionFault, SHAPES, type Region, type RegionParams } from './region.ts';

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

/** Letters and digits a text board may spell (core/block-font.ts has their glyphs). */
export const TEXT_PATTERN = /^[A-Za-z0-9]{1,12}$/;

/** The board cut to a region (docs/rules.md, shaped boards): at most one of these, and they must name a region. */
export const regionFields = {
  shape: z
    .enum(SHAPES, { error: `must be one of ${SHAPES.join(', ')}` })
    .optional()
    .meta({ description: 'the board cut to a built-in shape, scaled to width × height; square (the default) is the whole board' }),
  text: z
    .string()
    .regex(TEXT_PATTERN, 'must be 1 to 12 letters and digits')
    .optional()
    .meta({ description: 'the board cut to these letters and digits in block letters, scaled up as far as whole squares fit, centred; without a size, three squares a pixel of the letters' }),
  mask: z
    .string()
    .max(200_000, 'must be at most 200,000 characters')
    .optional()
    .meta({ description: 'the board cut to a region drawn square by square: {columns}x{rows}. then the squares row by row, six to a base64url character, the first the highest bit; stretched to width × height, or its own size without one' }),
};

const REGION_FIELDS = ['shape', 'text', 'mask'] as const;

/** The field that names a board's region, where one does (the first, where several do). */
export const regionField = (p: RegionParams) => REGION_FIELDS.find((key) => p[key] !== undefined);

/**
 * A game's parameter schema with the region's fields, checked once parsed:
 * two of them at once, a region that is none (empty, in pieces, with a hole
 * …), or one the game refuses (`refuse`: why its rules cannot be played
 * there), is an issue under the field that named it.
 */
export function shaped<T extends z.core.$ZodLooseShape>(schema: z.ZodObject<T, z.core.$strict>, refuse?: (region: Region) => string | null) {
  return schema.extend(regionFields).superRefine((parsed, ctx) => {
    const p = parsed as unknown as RegionParams;
    const given = REGION_FIELDS.filter((key) => p[key] !== undefined);
    if (given.length > 1) return ctx.addIssue({ code: 'custom', path: [given[1]], message: `give one of shape, text and mask, not ${given.join(' and ')}` });
    try {
      const region = regionOf(p);
      const why = region && refuse?.(region);
      if (why) ctx.addIssue({ code: 'custom', path: [given[0]], message: why });
    } catch (error) {
      if (!(error instanceof RegionFault)) throw error;
      ctx.addIssue({ code: 'custom', path: [given[0]], message: error.message });
    }
    // Only once every field is well formed: a board of a bad size, or a text of letters the font lacks, names no region to make.
  }, { when: (payload) => payload.issues.length === 0 });
}
