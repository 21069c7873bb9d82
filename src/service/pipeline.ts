/**
 * The one render pipeline: a job in, the bytes of its output out. The worker
 * threads run it for HTTP, and the command line runs it in process; either
 * way the same job gives the same bytes. Errors are thrown as RequestError.
 */
import { games as registry } from '../games/index.ts';
import { OUTPUT_VERSION } from '../output-version.ts';
import { bookRemake, botRemake, logRemake } from './book-remake.ts';
import { bookDocuments } from './book.ts';
import { findGame } from './find-game.ts';
import { FORMATS, type Documents, type OutputFormat } from './formats.ts';
import type { AnyGame } from './game.ts';
import type { BookSource, BotSource, Job, LogSource } from './job.ts';
import { logDocument, type LogWanted } from './mazes.ts';
import { nextMove } from './next-move.ts';
import type { OutputOptions } from './options.ts';
import { bookJson, bookPdf, checkTitle, type DocumentSection } from './output.ts';
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
  const version = job.version ?? OUTPUT_VERSION;
  if (job.source.kind === 'book') return bookOutput(games, job.source, job.output, job.options, version);
  const documents = job.source.kind === 'log' ? logDocuments(game, job, job.source, format.withLog) : botDocuments(game, job, job.source, format, version);
  return format.render(game, { ...documents, version }, job.options);
}

function logDocuments(game: AnyGame, job: Job, source: LogSource, withLog: boolean): Omit<Documents, 'version'> {
  const { params, moves } = readLog(game, source);
  const count = 'codes' in moves ? moves.codes.length : moves.length;
  return { docs: [logDocument(game, params, moves, withLog, job.options.log)], params, remake: logRemake(game, count, job.options) };
}

/** `version`: the output version the book is made as, which the URL that makes it again pins. */
function botDocuments(game: AnyGame, job: Job, source: BotSource, { withLog, book }: OutputFormat, version: number): Omit<Documents, 'version'> {
  const log: LogWanted = withLog ? (job.options.log ?? 'auto') : null;
  const docs = bookDocuments(game, source.params, { ...source, count: book ? source.count : 1 }, log);
  const pinned = job.publicUrl && `${job.publicUrl}/v${version}`;
  return { docs, params: source.params, remake: botRemake(game, source, job.options, pinned) };
}

/** A posted book: each section's mazes (each its own, as a GET book's), then the PDF, or every maze document as JSON. */
async function bookOutput(games: ReadonlyMap<string, AnyGame>, source: BookSource, output: Job['output'], options: OutputOptions, version: number): Promise<Uint8Array> {
  const sections = source.sections.map((section): DocumentSection => {
    const game = findGame(games, section.game);
    const docs = bookDocuments(game, section.params, section, output === 'json' ? 'auto' : null);
    return { game, params: section.params, name: section.name, docs, perPage: section.perPage, ramp: section.ramp !== undefined };
  });
  if (output === 'json') return bookJson(version, source.title, sections);
  const front = { title: source.title, ...(source.subtitle ? { subtitle: source.subtitle } : {}), titlePage: true };
  return new Uint8Array(await bookPdf(front, sections, bookRemake(games, source, options), options));
}
