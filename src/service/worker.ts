/**
 * A worker thread of the pool: runs the render pipeline on each job it is
 * handed (one, or a few cheap ones together) and gives back their bytes
 * (moved, not copied) or their errors as data.
 */
import { workerData } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import type { AnyGame } from './game.ts';
import { games as registry } from '../games/index.ts';
import { fillsItsBuffer, type Job, type JobResult, type WorkerTask } from './job.ts';
import { runJob } from './pipeline.ts';
import { RequestError } from './request-error.ts';

const encoder = new TextEncoder();

/** The games this thread plays: those of the pool's registry module if it names one (PoolOptions.registry). */
const module = (workerData as { registry?: string } | null)?.registry;
const games: ReadonlyMap<string, AnyGame> = module ? ((await import(module)) as { games: ReadonlyMap<string, AnyGame> }).games : registry;

async function result(job: Job): Promise<JobResult> {
  try {
    const out = await runJob(job, games);
    // A copy into memory of its own, which is moved; not Buffer#slice, a view of the same memory: a small Buffer lies in
    // Node's shared pool, which cannot be moved (Node 24's pool of 64 KiB held a 30 KB book's JSON: DataCloneError).
    return typeof out === 'string' ? encoder.encode(out) : fillsItsBuffer(out) ? out : new Uint8Array(out);
  } catch (e) {
    if (e instanceof RequestError) return { error: { status: e.status, title: e.title, message: e.message, errors: e.errors, extra: e.extra } };
    // One job's failure is its own: the others of its batch still get their answers.
    return { crash: e instanceof Error ? e : new Error(String(e)) };
  }
}

/** The jobs' results in order, their bytes moved to the main thread: a 1000² maze's SVG is megabytes. */
export default async function work({ jobs, started, took }: WorkerTask): Promise<JobResult[]> {
  // The pool's deadline runs from here: this thread has its modules loaded.
  Atomics.store(started, 0, BigInt(Date.now()));
  const results: JobResult[] = [];
  for (const [i, job] of jobs.entries()) {
    const begun = performance.now();
    results.push(await result(job));
    took[i] = performance.now() - begun;
  }
  const buffers = results.flatMap((r) => (r instanceof Uint8Array ? [r.buffer] : []));
  return move({ [transferableSymbol]: buffers, [valueSymbol]: results }) as unknown as JobResult[];
}
