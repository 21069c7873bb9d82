/**
 * A request as plain data: which game, where its moves come from (bots and a
 * seed, or a posted log still as bytes), and what to make of them. A job holds
 * no functions, so it crosses to a worker thread as it is, and the same job
 * gives the same bytes wherever it runs.
 */
import type { BaseParams, Level } from '../core/game.ts';
import type { Format } from './formats.ts';
import type { OutputOptions } from './options.ts';

/**
 * A difficulty level asked for: the bot line-ups its attempts take in turn,
 * and the bots the same request plays without a level, whose maze is kept
 * where no attempt completes one (boards of a few cells).
 */
export interface Difficulty {
  level: Level;
  tries: string[][];
  fallback: string[];
}

/** Bots play `count` games (maze i ≥ 2 with seed `{seed}-{i}`) on a board checked against the limits. */
export interface BotSource {
  kind: 'bots';
  params: BaseParams;
  bots: string[];
  seed: string;
  count: number;
  /** A difficulty level asked for, and the bot line-ups its attempts take in turn. */
  difficulty?: Difficulty;
}

/** One section of a posted book: its game's bots play `count` mazes; `ramp`: a difficulty a maze, rising from easy to hard. */
export interface BookSectionSource extends Omit<BotSource, 'kind'> {
  game: string;
  /** Its name on the contents page. */
  name: string;
  perPage: number;
  ramp?: Difficulty[];
}

/** A posted book of sections (POST /books.{pdf,json}), checked on the main thread. */
export interface BookSource {
  kind: 'book';
  title: string;
  subtitle?: string;
  /** The book's seed; section k (from 1) plays with {seed}-s{k} from the second on. */
  seed: string;
  sections: BookSectionSource[];
}

/** A posted move log, parsed and checked in the worker; `maxSide` is the game's size limit in force. */
export interface LogSource {
  kind: 'log';
  body: Uint8Array;
  maxSide: number;
}

export interface Job {
  game: string;
  source: BotSource | LogSource | BookSource;
  /** A maze format, the verdict of a posted log, or the verdict and a bot's next move. */
  output: Format | 'verdict' | 'move';
  options: OutputOptions;
  /** With output 'move': the bot that plays it and the seed of its draws. */
  next?: { bot: string; seed: string };
  /** The service's public base URL (PUBLIC_URL), for the PDF pages that say how to make a book again. */
  publicUrl?: string;
  /** The output version the bytes are made as (a pinned URL's), which JSON names and a PDF's URL pins; by default the current one. */
  version?: number;
}

/** A RequestError as data, to cross the thread boundary. */
export interface JobError {
  status: number;
  title: string;
  message: string;
  errors: { path: string; message: string }[];
  extra: Record<string, unknown>;
}

/**
 * What a thread is handed: jobs to run one after another, where it writes the
 * time it starts on them (pool.ts Running), and where it writes the
 * milliseconds each took (for the cost model's measure, metrics.ts).
 */
export interface WorkerTask {
  jobs: Job[];
  started: BigInt64Array;
  took: Float64Array;
}

/**
 * What a job gives back: its bytes (moved to the main thread, not copied), its
 * error as data, or a failure of the service's own (answered 500 and logged).
 */
export type JobResult = Uint8Array | { error: JobError } | { crash: Error };

/**
 * Whether a job's bytes are moved with their whole buffer, not copied: when
 * they start it and fill most of it. A renderer's bytes are a buffer of their
 * own (a writer's, pdfkit's copy, resvg's PNG), the room a writer left past
 * them at most a third more; copying a 1000² maze's 18 MB of JSON into fresh
 * memory took 4,500 page faults. Node's pool of small buffers is never over
 * half used by one, so is never moved. What such bytes keep is their buffer:
 * the response cache counts that.
 */
export const fillsItsBuffer = (bytes: Uint8Array): boolean => bytes.byteOffset === 0 && bytes.byteLength >= 0.75 * bytes.buffer.byteLength;
