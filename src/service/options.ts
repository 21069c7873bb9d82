/**
 * The options a maze request may give its output, one schema each: the
 * formats table (formats.ts) names the ones each format's GET and POST take,
 * and the query (query.ts) builds its schemas from those names. A query's
 * text becomes a number only where it is written as one in decimal digits.
 */
import * as z from 'zod';
import type { DrawOptions } from '../render/draw.ts';
import { ANSWERS, PAPERS, type Answers, type Paper } from '../render/book-layout.ts';
import { CODES_ABOVE, LOG_FORMS, type LogForm } from './mazes.ts';
import { PNG_AUTO_SIDE, PNG_MAX_PIXELS } from './output.ts';

/** What `name` must be, said once for every way to miss it: its kind and its range (its top in words where the game sets it). */
const range = (kind: string, name: string, lo: number, hi?: number | string) =>
  `${name} must be ${kind} ${hi === undefined ? `of at least ${lo}` : `from ${lo} to ${hi}`}`;
/** A number as a query writes it: decimal digits, with a sign or a point (3, -3, 3.0, .5), not "0x10", " 5" or "1e1", which a plain coercion would take. */
const DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/;
/** Query text as a number where it is written so; other text stays text, and fails its schema. The schema keeps its number type in the API document. */
const decimal = (text: unknown) => (typeof text === 'string' && DECIMAL.test(text) ? Number(text) : text);
/** decimal for an integer: a fraction is none, even one a double rounds to a whole number (1.9999999999999999999 is not 2). */
export const whole = (text: unknown) => (typeof text === 'string' && /\.\d*[1-9]/.test(text) && DECIMAL.test(text) ? Number.NaN : decimal(text));
/** A query number's schema: its kind and range said once, and that it is written in decimal digits where it is not a number at all. */
const number = (kind: string, name: string, lo: number, hi?: number | string) =>
  z.number({ error: (issue) => `${range(kind, name, lo, hi)}${typeof issue.input === 'string' ? ', in decimal digits' : ''}` });
/** A query integer from lo (to hi). Upper bounds that depend on the game (sides, players, rounds) are its schema's and limits', named in words. */
export const int = (name: string, lo: number, hi?: number | string) => {
  const schema = number('an integer', name, lo, hi).int().min(lo);
  return z.preprocess(whole, typeof hi === 'number' ? schema.max(hi) : schema);
};
/** A board side's top where no game is named (the API document): said in words. */
export const LARGEST_SIDE = 'the game’s largest side';
/**
 * A board side: any integer here, documented as from 2; its range is checked
 * once the game is known (boardInput), so that every side out of range is
 * told the game's own, whichever end it misses. `top`: that largest side,
 * for the words of a side that is no integer.
 */
export const side = (name: string, top: number | string) => z.preprocess(whole, number('an integer', name, 2, top).int()).meta({ minimum: 2 });
export const num = (name: string, lo: number, hi: number) => z.preprocess(decimal, number('a number', name, lo, hi).min(lo).max(hi));
export const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * Text a person reads on one line (no control characters, tabs or line
 * breaks), of 1 to `most` characters. Its pattern is given to the API
 * document as JSON Schema writes one, without the `u` flag the regex needs
 * here (the document's converter would append "/u" to it).
 */
export function oneLine(name: string, most: number) {
  const pattern = `^(?=.*\\S)[^\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}]{1,${most}}$`;
  return z.string().regex(new RegExp(pattern, 'u'), `${name} must be 1–${most} characters of text, on one line`).meta({ pattern });
}

/** A book's own title: text a person reads, not a line of layout. */
export const bookTitle = oneLine('title', 60).meta({
  description: 'the book’s title at the top of every page, in place of the game’s (1–60 characters: “Mazes for class 2B”)',
  example: 'Mazes for class 2B',
});

/** Every option of a job's output, in the order a job keeps them (its ETag is made from them). */
export const OUTPUT_OPTIONS = {
  solution: flag.optional().meta({ description: 'true: draw the solution (SVG, PNG) or add answer pages at the back (PDF: answers=back)' }),
  colors: flag.optional().meta({ description: 'games with asPlayed (GET /games): draw the game as played, in its colours' }),
  numbers: flag.optional().meta({ description: 'with colors: number each segment by its move (the SVG’s cell then defaults to 40)' }),
  round: int('round', 1).optional().meta({ description: 'labyrinthine-loop: which round’s maze' }),
  cell: num('cell', 2, 100).optional().meta({ description: 'pixels per board unit (default 16)' }),
  scale: num('scale', 1, 100)
    .optional()
    .meta({ description: `pixels per board unit (default 32, or 80 with move numbers; less on large boards so the image stays within ${PNG_AUTO_SIDE} pixels a side); at most ${PNG_MAX_PIXELS / 1e6} megapixels in all` }),
  stroke: num('stroke', 0.25, 20)
    .optional()
    .meta({ description: 'width of walls or lines in pixels (default: an eighth of a board unit, at least 1)' }),
  paper: z
    .enum(PAPERS)
    .optional()
    .meta({ description: 'a4 (default) or letter, which turn to landscape where the mazes draw bigger; or a book trim in inches, width x height (KDP’s: 5x8 … 8.5x11), which stands upright with mirrored margins' }),
  bleed: flag.optional().meta({ description: 'true: each page 0.125 in wider and 0.25 in taller than the trim, for printing to the edge (TrimBox and BleedBox set)' }),
  pad: flag.optional().meta({ description: 'true: notes pages pad the book to an even count of at least 24 pages' }),
  answers: z
    .enum(ANSWERS)
    .optional()
    .meta({ description: 'back: an answer key after the puzzles; none; only: the answer key alone, to keep apart (default: back with solution=true, else none)' }),
  perPage: int('perPage', 1, 16).optional().meta({ description: 'mazes a page, in a grid (default 1); the answer key holds about twice as many a page, at least 4, in a grid it fills' }),
  header: z.enum(['name']).optional().meta({ description: 'name: a name and date line on every puzzle page' }),
  title: bookTitle.optional(),
  log: z
    .enum(LOG_FORMS)
    .optional()
    .meta({ description: `how the JSON writes the move log: moves (the game’s notation) or codes (integers, for games that have them); by default moves, and codes for a log of more than ${CODES_ABOVE.toLocaleString('en')} moves, which in notation could be over the body limit of a POST` }),
};

/** What a book format's GET may ask beside its output options: how many games it holds. */
export const BOOK_OPTIONS = {
  count: int('count', 1, 50).optional().meta({ description: 'mazes in the book; maze i uses seed {seed}-{i}' }),
};

export type OutputOptionName = keyof typeof OUTPUT_OPTIONS;
export type OptionName = OutputOptionName | keyof typeof BOOK_OPTIONS;
export const OPTIONS = { ...OUTPUT_OPTIONS, ...BOOK_OPTIONS };

export interface OutputOptions extends DrawOptions {
  /** 1-based, for games with a maze per round. */
  round: number;
  /** SVG pixels per board unit; by default 16, or 40 with move numbers. */
  cell?: number;
  /** PNG pixels per board unit; by default 16, or less so the image fits PNG_AUTO_SIDE. */
  scale?: number;
  /** Ink width in pixels; by default an eighth of a unit, at least 1. */
  stroke?: number;
  paper: Paper;
  /** PDF: pages with bleed, padded to 24 pages; the answer key (by default at the back where `solution` is asked, the first contract's way, else none). */
  bleed: boolean;
  pad: boolean;
  answers: Answers;
  /** PDF: mazes a puzzle page. */
  perPage: number;
  /** PDF: a name and date line on puzzle pages. */
  header?: 'name';
  /** PDF: the book's title, in place of the game's. */
  title?: string;
  /** JSON: the move log's form; by default chosen by its length (service/mazes.ts). */
  log?: LogForm;
}

const defaults: Omit<OutputOptions, 'answers'> = { solution: false, colors: false, numbers: false, round: 1, paper: 'a4', bleed: false, pad: false, perPage: 1 };


/** The options given, the defaults for the rest. */
export function outputOptions(given: Partial<Record<OutputOptionName, unknown>>): OutputOptions {
  const options = { ...defaults } as OutputOptions;
  for (const key of Object.keys(OUTPUT_OPTIONS) as OutputOptionName[]) {
    if (given[key] !== undefined) Object.assign(options, { [key]: given[key] });
  }
  options.answers ??= options.solution ? 'back' : 'none';
  return options;
}
