/**
 * The request vocabulary shared by HTTP and the command line: the query
 * schemas (also the source of /openapi.json) and what a bot-maze request
 * means once normalised: parameters, bots, seed, drawing options, count.
 */
import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import { type BaseParams } from '../core/game.ts';
import { maskSize, regionSquares, textBoard } from '../core/region.ts';
import { regionField, TEXT_PATTERN } from '../core/params.ts';
import { boardCount, type AnyGame } from './game.ts';
import { sizeLimit, type Limits } from './limits.ts';
import type { BotSource, Job } from './job.ts';
import { difficultyOf, LEVELS } from './difficulty.ts';
import { FORMAT_NAMES, FORMATS, type Format } from './formats.ts';
import { botNames } from './bot-names.ts';
import { gameParamSchemas, gameParams } from './game-params.ts';
import { LARGEST_SIDE, OPTIONS, outputOptions, side, whole, type OptionName } from './options.ts';
import { checkRound } from './output.ts';
import { badRequest, quote } from './request-error.ts';

export const seedSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'seed must be 1–64 characters of A–Z, a–z, 0–9, _ and -')
  .meta({ example: '7' });

const common = (top: number | string) => ({
  width: side('width', top).optional().meta({ description: 'board width in the game’s units' }),
  height: side('height', top).optional().meta({ description: 'board height in the game’s units' }),
  size: side('size', top).optional().meta({ description: 'sets both width and height' }),
  seed: seedSchema.optional(),
  bots: z.string().max(200).optional().meta({ description: 'bot names, comma-separated, one per player; one name means every player' }),
  solution: OPTIONS.solution,
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
  bot: z.string().max(40).meta({ description: 'the bot that plays the next move (GET /games/{game} lists them)' }),
  seed: seedSchema.optional().meta({ description: 'the seed of the bot’s draws: the same log, bot and seed give the same move' }),
});

/** The options of `names`, in their order, as a schema's shape. */
const optionsOf = (names: readonly OptionName[]) => Object.fromEntries(names.map((name) => [name, OPTIONS[name]]));

/** Each format's GET query, a side that is no integer told it runs from 2 to `top`: the common query, then the format's options. */
const queriesFor = (top: number | string) =>
  Object.fromEntries(FORMAT_NAMES.map((format) => [format, z.strictObject({ ...common(top), ...optionsOf(FORMATS[format].get) }) as z.ZodObject])) as Record<Format, z.ZodObject>;

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
export const queryFor = (format: Format, top: number): z.ZodType<Query> => queriesByTop(top)[format] as unknown as z.ZodType<Query>;
/** The move log of a game whose largest side is `top`. */
export const moveLogFor = byTop(moveLogSchema);

/** What a posted log's maze may be drawn with, by format: no game parameters, those come with the log. */
export const POST_QUERIES = Object.fromEntries(FORMAT_NAMES.map((format) => [format, z.strictObject(optionsOf(FORMATS[format].post)) as z.ZodObject])) as Record<Format, z.ZodObject>;

/** A GET maze query once parsed: the common query and every option of every format, each optional. */
export type Query = z.infer<z.ZodObject<ReturnType<typeof common>>> & z.infer<z.ZodObject<typeof OPTIONS>>;

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
  const own = gameParamSchemas(game);
  const options: Record<string, string> = {};
  const gameInput: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (known.includes(key)) options[key] = value;
    // A parameter the game takes as a string (text, mask) stays one: "007" is a name, not the number 7.
    else if (Object.hasOwn(own, key)) gameInput[key] = own[key].type === 'string' ? value : whole(value);
    else throw unknownParameter(key, `GET /mazes/${game.id}.${format}`, [...known, ...Object.keys(own)]);
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
    // In the words of the people who ask: the variable that sets the limit is the operator's (docs/operations.md, GET /games/{game}'s sizeEnv).
    throw badRequest(`${message} for ${game.id}`, [{ path: name, message }]);
  }
  const side = q.size ?? game.about.size.default;
  const own = q.size === undefined && q.width === undefined && q.height === undefined ? ownBoard(gameInput, maxSide) : null;
  return Object.assign({}, gameInput, own ?? { width: q.width ?? side, height: q.height ?? side });
}

/**
 * The board a text or a mask makes without a size: the text's block letters
 * three squares a pixel, the mask's own columns × rows; either shrunk by a
 * whole factor, or to the largest side, where that is over it. Null where the
 * text or mask is malformed (the game's schema then says so) or not given.
 */
function ownBoard({ text, mask }: Record<string, unknown>, maxSide: number): { width: number; height: number } | null {
  if (typeof text === 'string' && TEXT_PATTERN.test(text)) {
    const { width, height } = textBoard(text, 1);
    return textBoard(text, Math.max(1, Math.min(3, Math.floor(maxSide / Math.max(width, height)))));
  }
  const size = typeof mask === 'string' ? maskSize(mask) : null;
  if (!size) return null;
  const [cols, rows] = size;
  const fit = Math.min(1, maxSide / Math.max(cols, rows));
  return { width: Math.max(2, Math.round(cols * fit)), height: Math.max(2, Math.round(rows * fit)) };
}

/**
 * The game's parameters from a query's size (or width and height) and the
 * game's own parameters, checked against the game and its limits; a board on
 * which no game makes a maze (noMaze) is refused, as bots would play in vain.
 */
export function boardParams(game: AnyGame, limits: Limits, q: Query, gameInput: Record<string, unknown> = {}): BaseParams {
  const params = gameParams(game, limits, boardInput(game, limits, q, gameInput));
  const why = game.rules.noMaze?.(params);
  if (why) {
    throw badRequest(`no ${game.id} maze can be made on this board: ${why}`, [{ path: regionField(params) ?? 'size', message: why }]);
  }
  return params;
}

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
  const cells = regionSquares(params) * boardCount(game, params);
  if (count > 1 && count * cells > MAX_PDF_CELLS)
    throw badRequest(`count × width × height (a shaped board's squares; × boards a game) must be at most ${MAX_PDF_CELLS} for one PDF`, [
      { path: 'count', message: `at most ${Math.max(1, Math.floor(MAX_PDF_CELLS / cells))} games of ${params.width}×${params.height}` },
    ]);
  const options = outputOptions(q);
  checkRound(options.round, boardCount(game, params));
  FORMATS[format].check?.(params, options);
  const bots = botNames(game, params, q.bots);
  const source: BotSource = { kind: 'bots', params, bots, seed: q.seed ?? freshSeed(), count };
  if (q.difficulty) {
    const difficulty = difficultyOf(game, params, q.difficulty, bots, q.bots !== undefined);
    Object.assign(source, { bots: difficulty.tries[0], difficulty });
  }
  const job: Job & { source: BotSource } = { game: game.id, source, output: format, options };
  if (FORMATS[format].book && limits.publicUrl) job.publicUrl = limits.publicUrl;
  return { job, seeded: q.seed !== undefined };
}
