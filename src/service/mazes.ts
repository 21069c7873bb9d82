/**
 * From a request to a maze document: play a seeded bot game, or replay a
 * posted log, and gather what the JSON, SVG and PDF outputs show. Shared by
 * the HTTP routes and the command line.
 */
import type { z } from 'zod';
import { seatBots } from '../bots/seat.ts';
import { playsBoard, type BaseParams, type Level, type Outcome } from '../core/game.ts';
import { boardCount, type AnyGame } from './game.ts';
import type { Maze } from '../core/maze.ts';
import { codesOf, type CodeList, logLength, moveNamed, movesOf, playGame, type GameLog, type Verdict } from '../core/play.ts';
import { replayPosted, type PostedMoves } from './wire.ts';
import { describeIssue, PLAIN } from '../core/zod-issues.ts';
import { jsonSchema } from './json-schema.ts';
import { Rng } from '../core/rng.ts';
import { DIFFICULTY_ATTEMPTS, hardEnough, offBand, score } from './difficulty.ts';
import { badRequest, quote, RequestError } from './request-error.ts';
import type { Difficulty } from './job.ts';
import type { Limits } from './limits.ts';
import { sizeLimit } from './limits.ts';

/** A move log as the JSON writes it: the game, its parameters, and its moves or their codes. */
export type MoveLog = BaseParams & { game: string } & GameLog;

/** The forms a JSON log may take: moves in notation, or codes (games with codes). */
export const LOG_FORMS = ['moves', 'codes'] as const;
export type LogForm = (typeof LOG_FORMS)[number];

/**
 * A log longer than this is written as codes unless moves are asked for: in
 * notation (about 34 bytes a move) it could be over a POST's body limit, so
 * the maze's own log would not post back.
 */
export const CODES_ABOVE = 100_000;

export interface MazeDocument {
  game: string;
  width: number;
  height: number;
  seed?: string;
  attempt?: number;
  bots?: string[];
  /** Asked for a level: the level, the maze's difficulty ÷ side, and whether it falls in the level's band. */
  difficulty?: { level: Level; score: number; met: boolean };
  /** Absent where the output does not show it (SVG, PDF). */
  log?: MoveLog;
  outcome: Outcome | null;
  mazes: Maze[];
}

/** Each game's parameter schema by the largest side in force: built once, not once a request (zod compiles it). */
const paramSchemas = new WeakMap<AnyGame, Map<number, z.ZodType<BaseParams>>>();

function paramSchema(game: AnyGame, limits: Pick<Limits, 'maxSide'>): z.ZodType<BaseParams> {
  const limit = sizeLimit(limits, game);
  const bySide = paramSchemas.get(game) ?? new Map<number, z.ZodType<BaseParams>>();
  paramSchemas.set(game, bySide);
  let schema = bySide.get(limit.maxSide);
  if (!schema) bySide.set(limit.maxSide, (schema = game.rules.params(limit)));
  return schema;
}

/** The game's own parameters besides the board's width and height (players, rounds, …) as JSON Schema, from its schema. */
const ownParams = new WeakMap<AnyGame, Record<string, Record<string, unknown>>>();

export function gameParamSchemas(game: AnyGame): Record<string, Record<string, unknown>> {
  let own = ownParams.get(game);
  if (!own) {
    const { properties } = jsonSchema(game.rules.params({ maxSide: game.about.size.max }), 'input') as { properties: Record<string, Record<string, unknown>> };
    ownParams.set(game, (own = Object.fromEntries(Object.entries(properties).filter(([key]) => key !== 'width' && key !== 'height'))));
  }
  return own;
}

export const gameParamNames = (game: AnyGame): string[] => Object.keys(gameParamSchemas(game));

/** The parameters a game lets a request choose: its own, less those fixed at one value (players 2 of a two-player game). */
export const chosenParamNames = (game: AnyGame): string[] => Object.entries(gameParamSchemas(game)).flatMap(([key, s]) => ('const' in s ? [] : [key]));

/** Validates a game's parameters against its schema and the limits in force; a key it does not know is named with the ones it does. */
export function gameParams(game: AnyGame, limits: Pick<Limits, 'maxSide'>, input: Record<string, unknown>): BaseParams {
  const parsed = paramSchema(game, limits).safeParse(input, PLAIN);
  if (parsed.success) return parsed.data;
  const sentence = (i: z.core.$ZodIssue) =>
    i.code === 'unrecognized_keys' ? `unknown parameter ${i.keys.map(quote).join(', ')}; ${game.id} takes ${['width', 'height', ...gameParamNames(game)].join(', ')}` : describeIssue(i);
  throw badRequest(
    `invalid parameters for ${game.id}: ${parsed.error.issues.map(sentence).join('; ')}`,
    parsed.error.issues.map((i) => ({ path: i.path.join('.') || 'parameters', message: sentence(i) })),
  );
}

export const playerCount = (game: AnyGame, params: BaseParams) => params.players ?? game.about.players.min;

/** What a bot past its board limit is told: its limit, in the game's units, and the board's size. */
export const overBoardLimit = (game: AnyGame, name: string, params: BaseParams): string =>
  `bot "${name}" plays boards of at most ${game.profile.bots[name].maxCells} ${game.about.size.unit}; ${params.width}×${params.height} has ${params.width * params.height}`;

/** One bot name per player: a single name means every player; each must fit the board. */
export function botNames(game: AnyGame, params: BaseParams, spec: string | undefined): string[] {
  const players = playerCount(game, params);
  const names = (spec ?? game.profile.defaultBot).split(',').map((n) => n.trim());
  const known = Object.keys(game.profile.bots);
  const errors: { path: string; message: string }[] = [];
  if (names.length !== 1 && names.length !== players)
    errors.push({ path: 'bots', message: `give one bot name, or one for each of the ${players} players (got ${names.length})` });
  // Each name once: "bots=," named no bot twice, in the same words.
  for (const name of new Set(names)) {
    // Own keys only: "constructor" or "__proto__" name no bot.
    const bot = Object.hasOwn(game.profile.bots, name) ? game.profile.bots[name] : undefined;
    if (!bot) errors.push({ path: 'bots', message: `unknown bot ${quote(name)}; ${game.id} has ${known.join(', ')}` });
    else if (!playsBoard(bot, params)) errors.push({ path: 'bots', message: overBoardLimit(game, name, params) });
  }
  if (errors.length) throw badRequest(errors.map((e) => e.message).join('; '), errors);
  return names.length === 1 ? Array.from({ length: players }, () => names[0]) : names;
}

/** The log of a game in the form asked for, or else by its length. */
function logOf(game: AnyGame, params: BaseParams, state: unknown, log: GameLog, form: LogForm | undefined): MoveLog {
  if (form === 'codes' && !game.rules.codes)
    throw badRequest(`${game.id} has no move codes: its log is written as moves`, [{ path: 'log', message: 'must be moves for this game' }]);
  const codes = game.rules.codes && (form ?? (logLength(log) > CODES_ABOVE ? 'codes' : 'moves')) === 'codes';
  return { game: game.id, ...params, ...(codes ? { codes: codesOf(game.rules, state, log) } : { moves: movesOf(game.rules, state, log) }) };
}

/** Whether documents carry their move log (JSON only), and in which form; `auto` chooses by its length. */
export type LogWanted = LogForm | 'auto' | null;

/** Replays with seeds {seed}~2, {seed}~3, … give up after this many attempts. */
export const MAX_ATTEMPTS = 100;

/**
 * The compute, as the bots' declared costs estimate it, that a GET's games
 * may take together (a book's mazes share it): past it the replays give up
 * (422) rather than run into the deadline. Only dear bots come near it (a 3×3
 * line game between perfect players: over a second a game, and their games
 * never leave the ends apart); others keep every one of MAX_ATTEMPTS.
 */
export const REPLAY_MS = 5_000;

/** The bots' estimated milliseconds for one game: the board's units × boards × each bot's cost per unit, for its share of the moves. */
export function playMs(game: AnyGame, params: BaseParams, bots: readonly string[]): number {
  const units = params.width * params.height;
  const botNs = bots.reduce((sum, name) => sum + game.profile.bots[name].cost(units), 0) / bots.length;
  return (units * boardCount(game, params) * botNs) / 1e6;
}

/** Games of `gameMs` each that `budgetMs` holds: at least one, at most `most`. */
const gamesWithin = (budgetMs: number, gameMs: number, most: number) => Math.max(1, Math.min(most, Math.floor(budgetMs / gameMs)));

/** How many games a maze may take at most: MAX_ATTEMPTS, fewer where they would take more than its share of REPLAY_MS. */
export const maxAttempts = (game: AnyGame, params: BaseParams, bots: readonly string[], replayMs = REPLAY_MS) => gamesWithin(replayMs, playMs(game, params, bots), MAX_ATTEMPTS);

/**
 * The bots' estimated play a difficulty level's games may take together:
 * four of the default budget's five seconds, a second left for the drawing.
 * A level on a large board plays fewer games than DIFFICULTY_ATTEMPTS (a
 * 1000² simple-maze 8) rather than be refused.
 */
export const LEVEL_MS = 4_000;

/**
 * How many games a difficulty level plays at most: DIFFICULTY_ATTEMPTS, fewer
 * where they would take more than LEVEL_MS with the dearest of its line-ups.
 * The game, board and bots fix it, not the budget or the format, so that a
 * request's maze is the same in every format and on every server.
 */
export const levelAttempts = (game: AnyGame, params: BaseParams, tries: readonly (readonly string[])[]) =>
  gamesWithin(LEVEL_MS, Math.max(...tries.map((bots) => playMs(game, params, bots))), DIFFICULTY_ATTEMPTS);

/** One game between bots with sub-streams of the attempt's seed; null when it ends without a complete maze. */
function attemptDocument(game: AnyGame, params: BaseParams, bots: string[], seed: string, attempt: number, withLog: LogWanted): MazeDocument | null {
  const rng = new Rng(attempt === 1 ? seed : `${seed}~${attempt}`);
  const { state, log } = playGame(game.rules, params, seatBots(game.profile, bots, rng), withLog !== null);
  if (game.rules.mazeComplete && !game.rules.mazeComplete(state)) return null;
  return {
    game: game.id,
    width: params.width,
    height: params.height,
    seed,
    attempt,
    bots,
    ...(withLog !== null ? { log: logOf(game, params, state, log, withLog === 'auto' ? undefined : withLog) } : {}),
    outcome: game.rules.outcome(state),
    mazes: game.rules.mazes(state),
  };
}

/** Attempts a GET gives a board to come up with a maze that is not trivial before it settles for the first complete one. */
export const FLOOR_ATTEMPTS = 8;

/**
 * A maze no one should be handed: its way through runs mostly along the
 * board's outer ring (more than half its nodes, and more than 1.5 times the
 * ring's share of the board), or, in a walls maze, is as short as a path can
 * be (a staircase), or, in a lines maze, is a few steps seen at a glance (a
 * quarter of width + height or less). Boards under 4×4 are all ring and
 * staircase: none is trivial there.
 */
export function trivial(doc: MazeDocument): boolean {
  const { width: w, height: h } = doc;
  if (Math.min(w, h) < 4) return false;
  const ring = (2 * (w + h) - 4) / (w * h);
  const short = (m: Maze) => (m.style === 'walls' ? m.stats.solutionLength < w + h : m.stats.solutionLength <= (w + h) / 4);
  return doc.mazes.some((m) => m.stats.rimShare > Math.max(0.5, 1.5 * ring) || short(m));
}

/**
 * Bots play one game with sub-streams of `seed`, one per player; `withLog`
 * says whether the document keeps the log, and in which form. Where a game can end without a complete maze (labyrinth),
 * or with a trivial one, the game is played again with seeds {seed}~2,
 * {seed}~3, … until one completes (and, within FLOOR_ATTEMPTS, is not
 * trivial), and `attempt` says which did.
 */
export function botDocument(game: AnyGame, params: BaseParams, bots: string[], seed: string, withLog: LogWanted = 'auto', replayMs = REPLAY_MS): MazeDocument {
  let first: MazeDocument | undefined;
  const attempts = maxAttempts(game, params, bots, replayMs);
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const doc = attemptDocument(game, params, bots, seed, attempt, withLog);
    if (!doc) continue;
    if (!trivial(doc)) return doc;
    first ??= doc;
    if (attempt >= FLOOR_ATTEMPTS) return first;
  }
  if (first) return first;
  throw new RequestError(
    422,
    'No complete maze',
    `${attempts === 1 ? 'the game' : `${attempts} games`} between ${bots.join(' and ')} ended without a complete maze${attempts < MAX_ATTEMPTS ? ` (as many as these bots have time for)` : ''}; try other bots or another seed`,
  );
}

/**
 * A maze of a difficulty level: attempts {seed}, {seed}~2, … with the
 * line-ups in turn until one's score falls in the level's band and the maze
 * is not trivial (and, for hard, long and full of choices: hardEnough), else
 * the closest of levelAttempts (one that is not counts as a band away);
 * where none completes a maze (a board of a few cells), the maze the
 * request's bots give without a level. `difficulty` says which and how close.
 */
export function levelDocument(game: AnyGame, params: BaseParams, { level, tries, fallback }: Difficulty, seed: string, withLog: LogWanted = 'auto'): MazeDocument {
  const judged = (doc: MazeDocument) => {
    const value = score(doc);
    return { doc, value, off: offBand(value, level) + (trivial(doc) || !hardEnough(doc, level) ? 1 : 0) };
  };
  let best: ReturnType<typeof judged> | undefined;
  for (let attempt = 1, attempts = levelAttempts(game, params, tries); attempt <= attempts; attempt++) {
    const doc = attemptDocument(game, params, tries[(attempt - 1) % tries.length], seed, attempt, withLog);
    if (!doc) continue;
    const tried = judged(doc);
    if (!best || tried.off < best.off) best = tried;
    if (tried.off === 0) break;
  }
  best ??= judged(botDocument(game, params, fallback, seed, withLog));
  return { ...best.doc, difficulty: { level, score: best.value, met: best.off === 0 } };
}

/**
 * The maze of a posted log, which must be legal and finished (else 422 with
 * the verdict). With `withLog` (JSON) the log is written back in the form it
 * came in, unless `form` asks for the other; a drawing does without it.
 */
export function logDocument(game: AnyGame, params: BaseParams, posted: PostedMoves, withLog: boolean, form: LogForm | undefined): MazeDocument {
  const { verdict, state } = replayPosted(game, params, posted);
  if (!verdict.legal || !verdict.finished) throw unplayable(verdict);
  const log: GameLog | null = withLog ? ('codes' in posted ? { codes: posted.codes as CodeList } : { moves: [...posted] }) : null;
  return {
    game: game.id,
    width: params.width,
    height: params.height,
    ...(log ? { log: logOf(game, params, state, log, form ?? ('codes' in log ? 'codes' : 'moves')) } : {}),
    outcome: verdict.outcome,
    mazes: game.rules.mazes(state),
  };
}

function unplayable(verdict: Verdict): RequestError {
  const why = verdict.violation
    ? `${moveNamed(verdict.violation.index)} is illegal (${verdict.violation.rule})`
    : `the game is not finished after ${verdict.moves} moves`;
  return new RequestError(422, 'Unprocessable move log', `no maze: ${why}`, [], { verdict });
}

/** How to read a maze, from how its ends are drawn: arrows where an end has a side, else a filled dot and a ring. */
function howToRead(maze: Maze): { start: string; finish: string; sentence: string } {
  const start = maze.entrance.side ? 'enter at the arrow that points in' : 'start at the filled dot';
  const finish = maze.exit.side ? 'leave at the arrow that points out' : 'finish at the ring';
  const sentence =
    maze.style === 'walls' ? `${start}; ${finish}.` : `Follow the line: ${start} and ${finish}; dots mark where paths meet.`;
  return { start, finish, sentence: sentence[0].toUpperCase() + sentence.slice(1) };
}

/** Title and description lines for a document's outputs. */
export function describe(game: AnyGame, doc: MazeDocument): { title: string; subtitle: string; description: string } {
  const size = `${doc.width}×${doc.height} ${game.about.size.unit}`;
  const title = doc.seed ? `${game.about.title}, ${size}, seed ${doc.seed}` : `${game.about.title}, ${size}`;
  const origin = doc.seed
    ? `played by bots ${doc.bots?.join(' and ')} with seed ${doc.seed}`
    : 'replayed from a posted move log';
  const read = howToRead(doc.mazes[0]);
  // Arrows need no explaining on paper; a dot and a ring do, and so do lines that cross without meeting.
  const marks = doc.mazes[0].entrance.side && doc.mazes[0].exit.side ? '' : ` · ${read.start}, ${read.finish}`;
  const bridges = doc.mazes.some((m) => m.style === 'lines' && m.bridges.length > 0) ? ' · a line cut at a crossing passes under; a dot joins lines' : '';
  // Bots named once where every player has the same.
  const bots = new Set(doc.bots).size === 1 ? doc.bots?.[0] : doc.bots?.join(', ');
  return {
    title,
    subtitle: `${doc.seed ? `${size} · seed ${doc.seed} · bots ${bots}` : `${size} · from a posted move log`}${marks}${bridges}`,
    description: `A maze made by the game ${game.id}, ${size}, ${origin}. ${read.sentence}`,
  };
}
