/**
 * The one render pipeline: a job in, the bytes of its output out. The worker
 * threads run it for HTTP, and the command line runs it in process; either
 * way the same job gives the same bytes. Errors are thrown as RequestError.
 */
import type { AnyGame, BaseParams } from '../core/game.ts';
import { replay } from '../core/play.ts';
import { games as registry } from '../games/index.ts';
import { FORMATS, type Page } from './formats.ts';
import type { BotSource, Job, LogSource } from './job.ts';
import { parseJsonBounded } from './json-scan.ts';
import { botDocument, gameParams, levelDocument, logDocument } from './mazes.ts';
import { moveLog } from './query.ts';
import { badRequest, parseOr400, quote, RequestError } from './request-error.ts';

export async function runJob(job: Job, games: ReadonlyMap<string, AnyGame> = registry): Promise<string | Uint8Array> {
  const game = games.get(job.game);
  if (!game) throw new RequestError(404, 'Not found', `no game ${quote(job.game)}`);
  if (job.output === 'verdict') {
    if (job.source.kind !== 'log') throw new Error('a verdict needs a posted log');
    const { params, moves } = readLog(game, job.source);
    return JSON.stringify(replay(game, params, moves).verdict);
  }
  const format = FORMATS[job.output];
  const pages = job.source.kind === 'log' ? [logPage(game, job.source)] : botPages(game, job.source, format.withLog, format.book);
  return format.render(game, pages, job.options);
}

/** A posted log: bounded before it is parsed, shaped like a log for this game, within the limits. */
function readLog(game: AnyGame, source: LogSource): { params: BaseParams; moves: unknown[] } {
  const json = parseJsonBounded(source.body);
  const { game: named, moves, ...rest } = parseOr400(moveLog, json, 'move log');
  if (named !== undefined && named !== game.id)
    throw badRequest(`the log is for ${quote(named)} but was posted to ${game.id}`, [{ path: 'game', message: `must be "${game.id}"` }]);
  return { params: gameParams(game, { maxSide: { [game.id]: source.maxSide } }, rest), moves };
}

function logPage(game: AnyGame, source: LogSource): Page {
  const { params, moves } = readLog(game, source);
  return { doc: logDocument(game, params, moves), footer: `POST /games/${game.id}/maze.pdf (a move log of ${moves.length} moves)` };
}

function botPages(game: AnyGame, source: BotSource, withLog: boolean, book: boolean): Page[] {
  const { params, bots, seed, count, difficulty } = source;
  return Array.from({ length: book ? count : 1 }, (_, i) => {
    const s = i === 0 ? seed : `${seed}-${i + 1}`;
    const doc = difficulty
      ? levelDocument(game, params, difficulty.tries, s, difficulty.level, withLog)
      : botDocument(game, params, bots, s, withLog);
    return { doc, footer: `/mazes/${game.id}.pdf?${regeneratingQuery(source, s)}` };
  });
}

/**
 * The query that regenerates one maze: parameters, seed, and the bots or the
 * level. A level's attempts take its line-ups in turn, so the bots are named
 * only when there is one line-up (naming them gives the same one).
 */
function regeneratingQuery({ params, bots, difficulty }: BotSource, seed: string): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) q.set(k, String(v));
  q.set('seed', seed);
  if (difficulty) q.set('difficulty', difficulty.level);
  if (!difficulty || difficulty.tries.length === 1) q.set('bots', bots.every((b) => b === bots[0]) ? bots[0] : bots.join(','));
  return q.toString();
}
