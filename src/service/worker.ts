/**
 * A worker thread of the pool: runs the render pipeline on one job and hands
 * back its bytes (moved, not copied) or its error as data.
 */
import { Piscina } from 'piscina';
import type { Job, JobResult } from './job.ts';
import { runJob } from './pipeline.ts';
import { RequestError } from './request-error.ts';

const encoder = new TextEncoder();

export default async function work(job: Job): Promise<JobResult> {
  try {
    const out = await runJob(job);
    // A buffer of its own, so that moving it detaches nothing else.
    const body = typeof out === 'string' ? encoder.encode(out) : out.byteOffset === 0 && out.byteLength === out.buffer.byteLength ? out : out.slice();
    return Piscina.move(body) as Uint8Array;
  } catch (e) {
    if (!(e instanceof RequestError)) throw e;
    return { error: { status: e.status, title: e.title, message: e.message, errors: e.errors, extra: e.extra } };
  }
}
