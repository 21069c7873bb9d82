/**
 * The request vocabulary shared by HTTP and the command line: the query
 * schemas (also the source of /openapi.json) and what a bot-maze request
 * means once normalised: parameters, bots, seed, drawing options, count.
 */
import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import { type BaseParams } from '../core/game.ts';
import { boardCount, type AnyGame } from './game.ts';
import { sizeEnvName, sizeLimit, type Limits } from './limits.ts';
import type { BotSource, Format, Job } from './job.ts';
import { difficultyOf, LEVELS } from './difficulty.ts';
import { botNames, CODES_ABOVE, gameParamNames, gameParams, LOG_FORMS } from './mazes.ts';
import { checkRound, outputOptions, PNG_AUTO_SIDE, PNG_MAX_PIXELS, pngScale } from './output.ts';
import { PAPERS } from '../render/book-layout.ts';
import { badRequest, quote } from './request-error.ts';

/** What `name` must be, said once for every way to miss it: its kind and its range (its top in words where the game sets it). */
const range = (kind: string, name: string, lo: number, hi?: number | string) =>
  `${name} must be ${kind} ${hi === undefined ? `of at least ${lo}` : `from ${lo} to ${hi}`}`;
/** A number as a query writes it: decimal digits, with a sign or a point (3, -3, 3.0, .5), not "0x10", " 5" or "1e1", which a plain coercion would take. */
const DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/;
/** Query text as a number where it is written so; other text stays text, and fails its schema. The schema keeps its number type in the API document. */
const decimal = (text: unknown) => (typeof text === 'string' && DECIMAL.test(text) ? Number(text) : text);
/** decimal for an integer: a fraction is none, even one a double rounds to a whole number (1.9999999999999999999 is not 2). */
const whole = (text: unknown) => (typeof text === 'string' && /\.\d*[1-9]/.test(text) && DECIMAL.test(text) ? Number.NaN : decimal(text));
/** A query number's schema: its kind and range said once, and that it is written in decimal digits where it is not a number at all. */
const number = (kind: string, name: string, lo: number, hi?: number | string) =>
  z.number({ error: (issue) => `${range(kind, name, lo, hi)}${typeof issue.input === 'string' ? ', in decimal digits' : ''}` });
/** A query integer from lo (to hi). Upper bounds that depend on the game (sides, players, rounds) are its schema's and limits', named in words. */
const int = (name: string, lo: number, hi?: number | string) => {
  const schema = number('an integer', name, lo, hi).int().min(lo);
  return z.preprocess(whole, typeof hi === 'number' ? schema.max(hi) : schema);
};
/** A board side's top where no game is named (the API document): said in words. */
const LARGEST_SIDE = 'the game’s largest side';
/**
 * A board side: any integer here, documented as from 2; its range is checked
 * once the game is known (boardInput), so that every side out of range is
 * told the game's own, whichever end it misses. `top`: that largest side,
 * for the words of a side that is no integer.
 */
const side = (name: string, top: number | string) => z.preprocess(whole, number('an integer', name, 2, top).int()).meta({ minimum: 2 });
const num = (name: string, lo: number, hi: number) => z.preprocess(decimal, number('a number', name, lo, hi).min(lo).max(hi));
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const seedSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'seed must be 1–64 characters of A–Z, a–z, 0–9, _ and -')
  .meta({ example: '7' });

const common = (top: number | string) => ({
  width: side('width', top).optional().meta({ description: 'board width in the game’s units' }),
  height: side('height', top).optional().meta({ description: 'board height in the game’s units' }),
  size: side('size', top).optional().meta({ description: 'sets both width and height' }),
  seed: seedSchema.optional(),
  bots: z.string().max(200).optional().meta({ description: 'bot names, comma-separated, one per player; one name means every player', example: 'greedy,random' }),
  solution: flag.optional().meta({ description: 'true: draw the solution (SVG) or add answer pages (PDF)' }),
  difficulty: z
    .enum(LEVELS)
    .optional()
    .meta({ description: 'easy, medium or hard: attempts {seed}~2, … and the game’s bots for the level until the maze’s difficulty falls in the band; the JSON says which attempt and how close' }),
});

/**
 * The body of both POSTs: the board, the moves (in the game's notation, or
 * codes) and the game's own parameters (players, rounds, …), which its
 * schema checks once the game is known. `top`: the largest side, a number
 * where the game is known; the API document says it in words.
 */
const moveLogSchema = (top: number | string) => {
  const logSide = z.int({ error: `must be an integer from 2 to ${top}` }).min(2);
  return z
    .object({
      game: z.string().optional(),
      width: logSide,
      height: logSide,
      moves: z.array(z.unknown()).optional().meta({ description: 'moves in the game’s notation, each with an optional player' }),
      codes: z
        .array(z.unknown())
        .optional()
        .meta({ description: 'instead of moves: the moves as integer codes, for games that have them (GET /games/{game} says; docs/rules.md defines them)' }),
    })
    .catchall(z.unknown().meta({ description: 'a parameter of the game (players, rounds, …: GET /games/{game} lists them)' }))
    .refine((log) => (log.moves === undefined) !== (log.codes === undefined), {
      message: 'a move log has "moves" in the game’s notation, or "codes": one of the two',
      path: ['moves'],
    })
    .meta({
      example: { game: 'simple-maze', width: 3, height: 2, moves: [{ from: [0, 0], to: [1, 0] }, { player: 2, from: [1, 0], to: [2, 0] }] },
    });
};

/** The move log as the API document gives it, where no game is named. */
export const moveLog = moveLogSchema(LARGEST_SIDE);

/** POST /games/{game}/move: which bot plays the next move, and the seed of its draws (a fresh one by default, named in the answer). */
export const moveQuery = z.strictObject({
  bot: z.string().max(40).meta({ description: 'the bot that plays the next move (GET /games/{game} lists them)', example: 'greedy' }),
  seed: seedSchema.optional().meta({ description: 'the seed of the bot’s draws: the same log, bot and seed give the same move' }),
});

/** A book's own title: text a person reads, not a line of layout (no control characters, tabs or line breaks). */
const bookTitle = z
  .string()
  .regex(/^(?=.*\S)[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]{1,60}$/u, 'title must be 1–60 characters of text, on one line')
  .meta({ description: 'the book’s title at the top of every page, in place of the game’s (1–60 characters: “Mazes for class 2B”)', example: 'Mazes for class 2B' });

/** How a picture (SVG or PNG) is drawn. */
const picture = {
  round: int('round', 1).optional().meta({ description: 'labyrinthine-loop: which round’s maze' }),
  stroke: num('stroke', 0.25, 20)
    .optional()
    .meta({ description: 'width of walls or lines in pixels (default: an eighth of a board unit, at least 1)' }),
  colors: flag.optional().meta({ description: 'games with asPlayed (GET /games): draw the game as played, in its colours' }),
  numbers: flag.optional().meta({ description: 'with colors: number each segment by its move (the SVG’s cell then defaults to 40)' }),
};

const logForm = {
  log: z
    .enum(LOG_FORMS)
    .optional()
    .meta({ description: `how the JSON writes the move log: moves (the game’s notation) or codes (integers, for games that have them); by default moves, and codes for a log of more than ${CODES_ABOVE.toLocaleString('en')} moves, which in notation could be over the body limit of a POST` }),
};

/** Each format's GET query, a side that is no integer told it runs from 2 to `top`. */
const queriesFor = (top: number | string) =>
  ({
    svg: z.strictObject({
      ...common(top),
      ...picture,
      cell: num('cell', 2, 100).optional().meta({ description: 'pixels per board unit (default 16)' }),
    }),
    png: z.strictObject({
      ...common(top),
      ...picture,
      scale: num('scale', 1, 100)
        .optional()
        .meta({ description: `pixels per board unit (default 32, or 80 with move numbers; less on large boards so the image stays within ${PNG_AUTO_SIDE} pixels a side); at most ${PNG_MAX_PIXELS / 1e6} megapixels in all` }),
    }),
    pdf: z.strictObject({
      ...common(top),
      paper: z.enum(PAPERS).optional().meta({ description: 'a4 (default), letter, or 6x9 (a 6 × 9 inch book page)' }),
      count: int('count', 1, 50).optional().meta({ description: 'mazes in the book; maze i uses seed {seed}-{i}' }),
      perPage: int('perPage', 1, 16).optional().meta({ description: 'mazes a page, in a grid (default 1); the answer key holds about twice as many a page, at least 4, in a grid it fills' }),
      header: z.enum(['name']).optional().meta({ description: 'name: a name and date line on every puzzle page' }),
      title: bookTitle.optional(),
    }),
    json: z.strictObject({ ...common(top), ...logForm }),
  }) as const;

/** The queries as the API document gives them, where no game is named: their keys, and their schemas. */
export const QUERIES = queriesFor(LARGEST_SIDE);

/** Schemas for a game whose largest side is `top`, built once a top: a request parses with its game's, not a new one. */
function byTop<T>(make: (top: number) => T): (top: number) => T {
  const built = new Map<number, T>();
  return (top) => {
    let schemas = built.get(top);
    if (schemas === undefined) built.set(top, (schemas = make(top)));
    return schemas;
  };
}

const queriesByTop = byTop(queriesFor);
/** A format's query for a game whose largest side is `top`. */
export const queryFor = (format: Format, top: number): z.ZodType<Query> => queriesByTop(top)[format];
/** The move log of a game whose largest side is `top`. */
export const moveLogFor = byTop(moveLogSchema);

/** What a posted log's maze may be drawn with: no game parameters, those come with the log. */
export const postQuery = {
  svg: QUERIES.svg.pick({ solution: true, round: true, cell: true, stroke: true, colors: true, numbers: true }),
  png: QUERIES.png.pick({ solution: true, round: true, scale: true, stroke: true, colors: true, numbers: true }),
  pdf: QUERIES.pdf.pick({ solution: true, paper: true, perPage: true, header: true, title: true }),
  json: z.strictObject(logForm),
};

/** A GET maze query once parsed: every option of every format, each optional. */
type Queries = ReturnType<typeof queriesFor>;
export type Query = z.infer<Queries['svg']> & z.infer<Queries['png']> & z.infer<Queries['pdf']> & z.infer<Queries['json']>;

/** A bot-maze request once checked: the job, and whether the seed was given (the output is then immutable). */
export interface BotMazeRequest {
  job: Job & { source: BotSource };
  seeded: boolean;
}

/**
 * A GET maze query as it arrives, split: the format's options, for its schema
 * to check, and the game's own parameters (players, rounds, …), as numbers
 * where they look like numbers, for the game's schema to check. A key that is
 * neither is a 400 that lists what the request takes.
 */
export function splitMazeQuery(game: AnyGame, format: Format, raw: Record<string, string | undefined>): { options: Record<string, string>; gameInput: Record<string, unknown> } {
  const known = Object.keys(QUERIES[format].shape);
  const own = gameParamNames(game);
  const options: Record<string, string> = {};
  const gameInput: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (known.includes(key)) options[key] = value;
    else if (own.includes(key)) gameInput[key] = whole(value);
    else throw unknownParameter(key, `GET /mazes/${game.id}.${format}`, [...known, ...own]);
  }
  return { options, gameInput };
}

/** A query parameter the route does not take: a 400 that lists those it takes. */
export const unknownParameter = (key: string, route: string, takes: readonly string[]) =>
  badRequest(`unknown parameter ${quote(key)}; ${route} takes ${takes.length > 0 ? takes.join(', ') : 'no parameters'}`, [
    { path: key, message: 'not a parameter of this request' },
  ]);

function boardInput(game: AnyGame, limits: Limits, q: Query, gameInput: Record<string, unknown>): Record<string, unknown> {
  if (q.size !== undefined && (q.width !== undefined || q.height !== undefined))
    throw badRequest('size sets both width and height: give size, or width and height', [
      { path: 'size', message: 'not together with width or height' },
    ]);
  // Checked here, each under its own name (the game's schema would name width for size), with the game's limit.
  const { maxSide } = sizeLimit(limits, game);
  for (const name of ['size', 'width', 'height'] as const) {
    const given = q[name];
    if (given === undefined || (given >= 2 && given <= maxSide)) continue;
    const message = `${name} must be an integer from 2 to ${maxSide}`;
    throw badRequest(`${message} for ${game.id} (its limit, ${sizeEnvName(game.id)})`, [{ path: name, message }]);
  }
  const side = q.size ?? game.about.size.default;
  return Object.assign({}, gameInput, { width: q.width ?? side, height: q.height ?? side });
}

/** The game's parameters from a query's size (or width and height) and the game's own parameters, checked against the game and its limits. */
export const boardParams = (game: AnyGame, limits: Limits, q: Query, gameInput: Record<string, unknown> = {}): BaseParams =>
  gameParams(game, limits, boardInput(game, limits, q, gameInput));

/** Board cells over all the games of one PDF book: many large mazes would be a slow death, not a book. */
export const MAX_PDF_CELLS = 1_000_000;

/** Random bytes fetched a kilobyte at a time: one system call per 128 fresh seeds, not per seed. */
let entropy = Buffer.alloc(0);

export function freshSeed(): string {
  if (entropy.length < 8) entropy = randomBytes(1024);
  const seed = entropy.subarray(0, 8).toString('base64url');
  entropy = entropy.subarray(8);
  return seed;
}

/** Checks a parsed query and the game's own parameters against the game and its limits, and fills in defaults. */
export function botMazeRequest(game: AnyGame, limits: Limits, format: Format, q: Query, gameInput: Record<string, unknown> = {}): BotMazeRequest {
  const params = boardParams(game, limits, q, gameInput);
  const count = q.count ?? 1;
  const cells = params.width * params.height * boardCount(game, params);
  if (count > 1 && count * cells > MAX_PDF_CELLS)
    throw badRequest(`count × width × height (× boards a game) must be at most ${MAX_PDF_CELLS} for one PDF`, [
      { path: 'count', message: `at most ${Math.max(1, Math.floor(MAX_PDF_CELLS / cells))} games of ${params.width}×${params.height}` },
    ]);
  const options = outputOptions(q);
  checkRound(options.round, boardCount(game, params));
  if (format === 'png') pngScale(params.width, params.height, options);
  const bots = botNames(game, params, q.bots);
  const source: BotSource = { kind: 'bots', params, bots, seed: q.seed ?? freshSeed(), count };
  if (q.difficulty) {
    const difficulty = difficultyOf(game, params, q.difficulty, bots, q.bots !== undefined);
    Object.assign(source, { bots: difficulty.tries[0], difficulty });
  }
  const job: Job & { source: BotSource } = { game: game.id, source, output: format, options };
  if (format === 'pdf' && limits.publicUrl) job.publicUrl = limits.publicUrl;
  return { job, seeded: q.seed !== undefined };
}
