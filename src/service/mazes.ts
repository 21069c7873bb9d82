/**
 * From a request to a maze document: play a seeded bot game (again, with
 * the next seed, where it ends without a complete maze or with a trivial
 * one; or until its maze is of the level asked for), or replay a posted log,
 * and gather what the JSON, SVG and PDF outputs show. Shared by the HTTP
 * routes and the command line.
 */
import { seatBots } from '../bots/seat.ts';
import type { BaseParams, Level, Outcome } from '../core/game.ts';
import type { Maze } from '../core/maze.ts';
import { codesOf, type CodeList, logLength, moveNamed, movesOf, playGame, type GameLog, type Verdict } from '../core/play.ts';
import { Rng } from '../core/rng.ts';
import { levelAttempts, MAX_ATTEMPTS, maxAttempts, REPLAY_MS } from './budget.ts';
import { boardMeasure } from './board-measure.ts';
import { hardEnough, offBand, score } from './difficulty.ts';
import { FLOOR_ATTEMPTS, trivial } from './floor.ts';
import type { AnyGame } from './game.ts';
import type { Difficulty } from './job.ts';
import { NO_REPEATS, type Variety } from './likeness.ts';
import { badRequest, RequestError } from './request-error.ts';
import { replayPosted, type PostedMoves } from './wire.ts';

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
  /** The output version, named where the document is the answer (a maze's JSON). */
  version?: number;
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

/** The log of a game in the form asked for, or else by its length. */
function logOf(game: AnyGame, params: BaseParams, state: unknown, log: GameLog, form: LogForm | undefined): MoveLog {
  if (form === 'codes' && !game.rules.codes)
    throw badRequest(`${game.id} has no move codes: its log is written as moves`, [{ path: 'log', message: 'must be moves for this game' }]);
  const codes = game.rules.codes && (form ?? (logLength(log) > CODES_ABOVE ? 'codes' : 'moves')) === 'codes';
  return { game: game.id, ...params, ...(codes ? { codes: codesOf(game.rules, state, log) } : { moves: movesOf(game.rules, state, log) }) };
}

/** Whether documents carry their move log (JSON only), and in which form; `auto` chooses by its length. */
export type LogWanted = LogForm | 'auto' | null;

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

/**
 * Bots play one game with sub-streams of `seed`, one per player; `withLog`
 * says whether the document keeps the log, and in which form. Where a game can end without a complete maze (labyrinth),
 * or with a trivial one, or (in a book: `variety`) with one that repeats an
 * earlier maze, the game is played again with seeds {seed}~2, {seed}~3, …
 * until one completes (and, within FLOOR_ATTEMPTS, is not trivial and is its
 * own; else the least flawed is kept), and `attempt` says which did.
 */
export function botDocument(game: AnyGame, params: BaseParams, bots: string[], seed: string, withLog: LogWanted = 'auto', replayMs = REPLAY_MS, variety?: Variety): MazeDocument {
  let best: { doc: MazeDocument; flaws: number[] } | undefined;
  const attempts = maxAttempts(game, params, bots, replayMs);
  const measure = boardMeasure(params);
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const doc = attemptDocument(game, params, bots, seed, attempt, withLog);
    if (!doc) continue;
    const { path, share } = variety?.repeats(doc.mazes) ?? NO_REPEATS;
    const flaws = [trivial(doc, measure) ? 1 : 0, path, share];
    if (!best || fewer(flaws, best.flaws)) best = { doc, flaws };
    if (flaws.every((f) => f === 0) || attempt >= FLOOR_ATTEMPTS) break;
  }
  if (best) return best.doc;
  throw new RequestError(
    422,
    'No complete maze',
    `${attempts === 1 ? 'the game' : `${attempts} games`} between ${bots.join(' and ')} ended without a complete maze${attempts < MAX_ATTEMPTS ? ` (as many as these bots have time for)` : ''}; try other bots or another seed`,
  );
}

/** Whether flaws `a` are fewer than `b`: compared in order, the first that differs decides. */
function fewer(a: readonly number[], b: readonly number[]): boolean {
  const i = a.findIndex((v, k) => v !== b[k]);
  return i >= 0 && a[i] < b[i];
}

/**
 * A maze of a difficulty level: attempts {seed}, {seed}~2, … with the
 * line-ups in turn until one's score falls in the level's band and the maze
 * is not trivial (and, for hard, long and full of choices: hardEnough), and,
 * in a book (`variety`), does not repeat an earlier maze; else the closest of
 * levelAttempts (one that is trivial counts as a band away; a shared path
 * is worse than any distance from the band, which is worse than shared
 * passages: a book's identical ways are seen at once, a score a little off
 * its band is not); where none completes a maze (a board of a few cells), the
 * maze the request's bots give without a level. `difficulty` says which and how close.
 */
export function levelDocument(game: AnyGame, params: BaseParams, { level, tries, fallback }: Difficulty, seed: string, withLog: LogWanted = 'auto', variety?: Variety): MazeDocument {
  const measure = boardMeasure(params);
  const judged = (doc: MazeDocument) => {
    const value = score(doc, measure);
    const off = offBand(value, level) + (trivial(doc, measure) || !hardEnough(doc, level, measure) ? 1 : 0);
    const { path, share } = variety?.repeats(doc.mazes) ?? NO_REPEATS;
    return { doc, value, off, flaws: [path, off, share] };
  };
  let best: ReturnType<typeof judged> | undefined;
  for (let attempt = 1, attempts = levelAttempts(game, params, tries, variety?.mazes); attempt <= attempts; attempt++) {
    const doc = attemptDocument(game, params, tries[(attempt - 1) % tries.length], seed, attempt, withLog);
    if (!doc) continue;
    const tried = judged(doc);
    if (!best || fewer(tried.flaws, best.flaws)) best = tried;
    if (tried.flaws.every((f) => f === 0)) break;
  }
  best ??= judged(botDocument(game, params, fallback, seed, withLog, REPLAY_MS, variety));
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
