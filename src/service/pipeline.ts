/**
 * The one render pipeline: a job in, the bytes of its output out. The worker
 * threads run it for HTTP, and the command line runs it in process; either
 * way the same job gives the same bytes. Errors are thrown as RequestError.
 */
import { type BaseParams } from '../core/game.ts';
import { boardCount, type AnyGame } from './game.ts';
import { games as registry } from '../games/index.ts';
import { postedBoard } from './cost.ts';
import { findGame } from './find-game.ts';
import { FORMATS, type Documents } from './formats.ts';
import type { BotSource, Job, LogSource } from './job.ts';
import { botDocument, chosenParamNames, gameParamNames, gameParams, levelDocument, logDocument, REPLAY_MS, type LogWanted } from './mazes.ts';
import { checkTitle } from './output.ts';
import { type OutputOptions } from './options.ts';
import { nextMove } from './next-move.ts';
import { readLogJson } from './posted-moves.ts';
import { replayPosted, wireForm, type PostedMoves } from './wire.ts';
import { moveLogFor } from './query.ts';
import { badRequest, parseOr400, quote } from './request-error.ts';

export async function runJob(job: Job, games: ReadonlyMap<string, AnyGame> = registry): Promise<string | Uint8Array> {
  const game = findGame(games, job.game);
  if (job.output === 'verdict' || job.output === 'move') {
    if (job.source.kind !== 'log') throw new Error('a verdict needs a posted log');
    const { params, moves } = readLog(game, job.source);
    const { verdict, state } = replayPosted(game, params, moves);
    if (job.output === 'verdict') return JSON.stringify(verdict);
    const { bot, seed } = job.next as NonNullable<Job['next']>;
    return JSON.stringify(nextMove(game, params, state, verdict, bot, seed));
  }
  const format = FORMATS[job.output];
  checkTitle(job.options.title);
  const documents = job.source.kind === 'log' ? logDocuments(game, job, job.source, format.withLog) : botDocuments(game, job, job.source, format.withLog, format.book);
  return format.render(game, documents, job.options);
}

/** A posted log: bounded before it is parsed, shaped like a log for this game, within the limits. */
function readLog(game: AnyGame, source: LogSource): { params: BaseParams; moves: PostedMoves } {
  const { json, moves: movesRead, codes: codesRead } = readLogJson(source.body, wireForm(game));
  const own = gameParamNames(game);
  const keys = ['game', 'width', 'height', ...own];
  // The keys as posted, first: a body that is no log (a maze's whole JSON, a log wrapped in "log") is told what it
  // has that a log has not, not only what it lacks. zod's output would drop a "__proto__" key (assigning it sets the prototype).
  const posted = typeof json === 'object' && json !== null && !Array.isArray(json) ? Object.keys(json) : [];
  const unknown = posted.filter((key) => key !== 'moves' && key !== 'codes' && !keys.includes(key));
  if (unknown.length) {
    const wrapped = unknown.includes('log') ? '; a maze’s JSON holds its move log under "log": post that (jq .log)' : '';
    const message = `unknown key${unknown.length > 1 ? 's' : ''} ${unknown.slice(0, 3).map(quote).join(', ')}${unknown.length > 3 ? ', …' : ''}; a ${game.id} move log has ${keys.join(', ')}, and moves or codes${wrapped}`;
    throw badRequest(`invalid move log: ${message}`, [{ path: 'move log', message }]);
  }
  const { game: named, moves, codes, ...rest } = parseOr400(moveLogFor(source.maxSide), json, 'move log');
  if (named !== undefined && named !== game.id)
    throw badRequest(`the log is for ${quote(named)} but was posted to ${game.id}`, [{ path: 'game', message: `must be "${game.id}"` }]);
  const params = gameParams(game, { maxSide: { [game.id]: source.maxSide } }, rest);
  // The board its cost was admitted for, read off the bytes before parsing: the same, or the log played another.
  const [width, height] = postedBoard(source.body, source.maxSide);
  if (width !== params.width || height !== params.height) {
    const message = 'width and height must each be given once, written plainly ("width": 12): the board is read from them before the log is parsed';
    throw badRequest(`invalid move log: ${message}`, [{ path: 'width', message }]);
  }
  return { params, moves: codes ? { codes: codesRead ?? codes } : (movesRead ?? (moves as unknown[])) };
}

function logDocuments(game: AnyGame, job: Job, source: LogSource, withLog: boolean): Documents {
  const { params, moves } = readLog(game, source);
  const count = 'codes' in moves ? moves.codes.length : moves.length;
  return { docs: [logDocument(game, params, moves, withLog, job.options.log)], footer: `mazeplay · ${game.id} · replayed from a posted move log of ${count} moves` };
}

function botDocuments(game: AnyGame, job: Job, source: BotSource, withLog: boolean, book: boolean): Documents {
  const { params, bots, seed, count, difficulty } = source;
  const log: LogWanted = withLog ? (job.options.log ?? 'auto') : null;
  const mazes = book ? count : 1;
  const docs = Array.from({ length: mazes }, (_, i) => {
    const s = i === 0 ? seed : `${seed}-${i + 1}`;
    // A book's mazes share the replays' budget: admission costs each maze as one game, and a budget a maze would let a
    // book of dear bots' mazes run to `count` times it, into the deadline.
    return difficulty ? levelDocument(game, params, difficulty, s, log) : botDocument(game, params, bots, s, log, REPLAY_MS / mazes);
  });
  return { docs, footer: botFooter(game, source, job.options, job.publicUrl) };
}

/**
 * What makes the book again: with a public URL, the absolute URL of the
 * request; else its settings in words (a relative path means nothing on paper).
 */
function botFooter(game: AnyGame, source: BotSource, options: OutputOptions, publicUrl: string | undefined): string {
  const query = regeneratingQuery(source, options);
  if (publicUrl) return `${publicUrl}/mazes/${game.id}.pdf?${query}`;
  const { params, seed, count, difficulty } = source;
  const words = [
    'mazeplay',
    game.id,
    `${params.width}×${params.height} ${game.about.size.unit}`,
    // The game's own parameters a request may choose (players, rounds, …), as "players 3".
    ...chosenParamNames(game).map((key) => `${key} ${(params as unknown as Record<string, unknown>)[key]}`),
    `seed ${seed}`,
    ...(difficulty ? [`difficulty ${difficulty.level}`] : []),
    ...(namesBots(source) ? [`bots ${sameOrAll(source.bots)}`] : []),
    ...(count > 1 ? [`${count} ${boardCount(game, params) > 1 ? 'games' : 'mazes'}`] : []),
    ...(options.perPage > 1 ? [`${options.perPage} mazes a page`] : []),
  ];
  return `${words.join(' · ')} (the same settings make the same book)`;
}

const sameOrAll = (bots: readonly string[]) => (bots.every((b) => b === bots[0]) ? bots[0] : bots.join(','));

/**
 * Whether what makes the book again names its bots: always without a level;
 * with one, when it has one line-up (the bots asked for, or the level's own),
 * as naming them then gives the same one. A level of several line-ups takes
 * them in turn, which naming one would stop.
 */
const namesBots = ({ difficulty }: BotSource) => !difficulty || difficulty.tries.length === 1;

/** The query that regenerates a book: parameters, seed, the level, the bots (namesBots), and the book's options where they differ from the defaults. */
function regeneratingQuery(source: BotSource, options: OutputOptions): string {
  const { params, bots, seed, count, difficulty } = source;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) q.set(k, String(v));
  q.set('seed', seed);
  if (difficulty) q.set('difficulty', difficulty.level);
  if (namesBots(source)) q.set('bots', sameOrAll(bots));
  if (count > 1) q.set('count', String(count));
  if (options.perPage > 1) q.set('perPage', String(options.perPage));
  if (options.paper !== 'a4') q.set('paper', options.paper);
  if (options.header) q.set('header', options.header);
  if (options.title) q.set('title', options.title);
  if (options.solution) q.set('solution', 'true');
  return q.toString();
}
