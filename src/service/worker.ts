/**
 * A worker thread of the pool: runs the render pipeline on one job and hands
 * back its bytes (moved, not copied) or its error as data.
 */
import { workerData } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { AnyGame } from '../core/game.ts';
import { games as registry } from '../games/index.ts';
import type { Job, JobResult } from './job.ts';
import { runJob } from './pipeline.ts';
import { RequestError } from './request-error.ts';

const encoder = new TextEncoder();

/** The games this thread plays: those of the pool's registry module if it names one (PoolOptions.registry). */
const module = (workerData as { registry?: string } | null)?.registry;
const games: ReadonlyMap<string, AnyGame> = module ? ((await import(module)) as { games: ReadonlyMap<string, AnyGame> }).games : registry;

export default async function work(job: Job): Promise<JobResult> {
  try {
    const out = await runJob(job, games);
    // A buffer of its own, so that moving it detaches nothing else.
    const body = typeof out === 'string' ? encoder.encode(out) : out.byteOffset === 0 && out.byteLength === out.buffer.byteLength ? out : out.slice();
    return Piscina.move(body) as Uint8Array;
  } catch (e) {
    if (!(e instanceof RequestError)) throw e;
    return { error: { status: e.status, title: e.title, message: e.message, errors: e.errors, extra: e.extra } };
  }
}
