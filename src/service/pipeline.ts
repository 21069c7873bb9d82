/**
 * The one render pipeline: a job in, the bytes of its output out. The worker
 * threads run it for HTTP, and the command line runs it in process; either
 * way the same job gives the same bytes. Errors are thrown as RequestError.
 */
import { games as registry } from '../games/index.ts';
import { botFooter } from './book-footer.ts';
import { bookDocuments } from './book.ts';
import { findGame } from './find-game.ts';
import { FORMATS, type Documents } from './formats.ts';
import type { AnyGame } from './game.ts';
import type { BotSource, Job, LogSource } from './job.ts';
import { logDocument, type LogWanted } from './mazes.ts';
import { nextMove } from './next-move.ts';
import { checkTitle } from './output.ts';
import { readLog } from './posted-log.ts';
import { replayPosted } from './wire.ts';

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

function logDocuments(game: AnyGame, job: Job, source: LogSource, withLog: boolean): Documents {
  const { params, moves } = readLog(game, source);
  const count = 'codes' in moves ? moves.codes.length : moves.length;
  return { docs: [logDocument(game, params, moves, withLog, job.options.log)], footer: `mazeplay · ${game.id} · replayed from a posted move log of ${count} moves` };
}

function botDocuments(game: AnyGame, job: Job, source: BotSource, withLog: boolean, book: boolean): Documents {
  const log: LogWanted = withLog ? (job.options.log ?? 'auto') : null;
  const docs = bookDocuments(game, source.params, { ...source, count: book ? source.count : 1 }, log);
  return { docs, footer: botFooter(game, source, job.options, job.publicUrl) };
}
