/**
 * A book of sections as POST /books.{pdf,json} takes it: a JSON spec (its
 * title, paper, answers, seed, and sections, each a game's board, level or
 * bots, count and mazes a page), checked with the same rules as a GET's
 * query, each error named by its field ("sections.1.size"), and made into
 * a job. Section k's seed is the book's for the first and {seed}-s{k} after,
 * so a section keeps its mazes when another is added after it.
 */
import { regionSquares } from '../core/region.ts';
import * as z from 'zod';
import { ANSWERS, PAPERS } from '../render/book-layout.ts';
import { botNames } from './bot-names.ts';
import { difficultyOf, LEVELS } from './difficulty.ts';
import { boardCount, type AnyGame } from './game.ts';
import { gameParamNames } from './game-params.ts';
import type { BookSectionSource, BookSource, Job } from './job.ts';
import type { Limits } from './limits.ts';
import { bookTitle, oneLine, outputOptions } from './options.ts';
import { boardParams, freshSeed, MAX_PDF_CELLS, seedSchema, type Query } from './query.ts';
import { badRequest, quote, RequestError } from './request-error.ts';

/** At most this many sections, and mazes in all. */
export const MAX_SECTIONS = 20;
export const MAX_BOOK_MAZES = 200;

const count = (name: string, most: number) => z.int({ error: `${name} must be an integer from 1 to ${most}` }).min(1).max(most);

const sectionSchema = z
  .object({
    game: z.string().meta({ description: 'the game (GET /games lists them)', example: 'simple-maze' }),
    name: oneLine('name', 60).optional().meta({ description: 'its name on the contents page (default: the game’s title, and the level)' }),
    size: z.int().optional().meta({ description: 'sets both width and height' }),
    width: z.int().optional(),
    height: z.int().optional(),
    difficulty: z.enum(LEVELS).optional(),
    bots: z.string().max(200).optional().meta({ description: 'bot names, comma-separated, one per player; one name means every player' }),
    count: count('count', 50).default(1).meta({ description: 'mazes (games) in the section' }),
    perPage: count('perPage', 16).default(1).meta({ description: 'mazes a puzzle page' }),
    ramp: z.boolean().default(false).meta({ description: 'true: the levels rise from easy to hard through the section, a third each' }),
  })
  .catchall(z.unknown().meta({ description: 'a parameter of the game (players, rounds, …: GET /games/{game} lists them)' }))
  .refine((s) => !(s.ramp && s.difficulty), { message: 'ramp takes every level in turn: give ramp or difficulty, not both', path: ['ramp'] });

export const bookSpecSchema = z
  .strictObject({
    title: bookTitle.default('Puzzle book'),
    subtitle: oneLine('subtitle', 120).optional().meta({ description: 'under the title on the title page' }),
    paper: z.enum(PAPERS).optional().meta({ description: 'a4 (default), letter, or a book trim in inches (5x8 … 8.5x11)' }),
    trim: z.enum(PAPERS).optional().meta({ description: 'another name for paper' }),
    bleed: z.boolean().default(false),
    pad: z.boolean().default(false),
    header: z.enum(['name']).optional(),
    seed: seedSchema.optional(),
    answers: z.enum(ANSWERS).default('back'),
    sections: z.array(sectionSchema).min(1, 'a book has at least one section').max(MAX_SECTIONS, `a book has at most ${MAX_SECTIONS} sections`),
  })
  .refine((b) => !(b.paper && b.trim), { message: 'paper and trim are the same setting: give one', path: ['trim'] });

export type BookSpec = z.infer<typeof bookSpecSchema>;

/** A section's errors named by their field in the spec. */
function within(k: number, make: () => BookSectionSource): BookSectionSource {
  try {
    return make();
  } catch (e) {
    if (!(e instanceof RequestError)) throw e;
    const errors = e.errors.map(({ path, message }) => ({ path: `sections.${k}.${path}`, message }));
    throw badRequest(`sections.${k}: ${e.message}`, errors.length ? errors : [{ path: `sections.${k}`, message: e.message }]);
  }
}

const KNOWN = Object.keys(sectionSchema.shape);

function sectionSource(games: ReadonlyMap<string, AnyGame>, limits: Limits, spec: BookSpec['sections'][number], seed: string): BookSectionSource {
  const game = games.get(spec.game);
  if (!game) throw badRequest(`unknown game ${quote(spec.game)}; the games are ${[...games.keys()].join(', ')}`, [{ path: 'game', message: 'not a game' }]);
  const own = gameParamNames(game);
  const gameInput: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(spec)) {
    if (KNOWN.includes(key)) continue;
    if (!own.includes(key)) throw badRequest(`unknown field ${quote(key)}; a section takes ${[...KNOWN, ...own].join(', ')}`, [{ path: key, message: 'not a field of a section' }]);
    gameInput[key] = value;
  }
  const params = boardParams(game, limits, spec as Query, gameInput);
  const bots = botNames(game, params, spec.bots);
  const asked = spec.bots !== undefined;
  const level = spec.difficulty && difficultyOf(game, params, spec.difficulty, bots, asked);
  const ramp = spec.ramp ? LEVELS.map((l) => difficultyOf(game, params, l, bots, asked)) : undefined;
  const named = spec.difficulty ? `${game.about.title}, ${spec.difficulty}` : spec.ramp ? `${game.about.title}, easy to hard` : game.about.title;
  return {
    game: game.id,
    name: spec.name ?? named,
    params,
    bots: level ? level.tries[0] : bots,
    seed,
    count: spec.count,
    perPage: spec.perPage,
    ...(level ? { difficulty: level } : {}),
    ...(ramp ? { ramp } : {}),
  };
}

/** The job of a checked spec, and whether its seed was given (its bytes are then always the same). */
export function bookRequest(games: ReadonlyMap<string, AnyGame>, limits: Limits, output: 'pdf' | 'json', spec: BookSpec): { job: Job & { source: BookSource }; seeded: boolean } {
  const seed = spec.seed ?? freshSeed();
  const sections = spec.sections.map((s, k) => within(k, () => sectionSource(games, limits, s, k === 0 ? seed : `${seed}-s${k + 1}`)));
  const mazes = sections.reduce((n, s) => n + s.count * boardCount(games.get(s.game) as AnyGame, s.params), 0);
  if (mazes > MAX_BOOK_MAZES) throw badRequest(`a book holds at most ${MAX_BOOK_MAZES} mazes; this one would have ${mazes}`, [{ path: 'sections', message: `at most ${MAX_BOOK_MAZES} mazes in all` }]);
  const cells = sections.reduce((n, s) => n + s.count * regionSquares(s.params) * boardCount(games.get(s.game) as AnyGame, s.params), 0);
  if (cells > MAX_PDF_CELLS) throw badRequest(`the sections' count × width × height (a shaped board's squares) must be at most ${MAX_PDF_CELLS} in all`, [{ path: 'sections', message: `${cells} cells in all` }]);
  const options = outputOptions({ paper: spec.paper ?? spec.trim, bleed: spec.bleed, pad: spec.pad, header: spec.header, title: spec.title, answers: spec.answers });
  const source: BookSource = { kind: 'book', title: spec.title, ...(spec.subtitle ? { subtitle: spec.subtitle } : {}), seed, sections };
  const job: Job & { source: BookSource } = { game: sections[0].game, source, output, options };
  return { job, seeded: spec.seed !== undefined };
}
