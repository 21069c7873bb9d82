/**
 * From an admitted job to a response: the cached bytes of a seeded request,
 * or the pool's; then the content coding the client accepts, for text.
 * Everything here is waiting and copying: the main thread never computes.
 */
import type { Context } from 'hono';
import type { AnyGame } from '../core/game.ts';
import { admit } from '../service/cost.ts';
import type { Job } from '../service/job.ts';
import type { Limits } from '../service/limits.ts';
import type { JobPool } from '../service/pool.ts';
import { codedTag } from './cache.ts';
import { compress, negotiate } from './compress.ts';
import type { ResponseCache } from './response-cache.ts';

/** What the routes work with, made once with the app. */
export interface Deps {
  games: ReadonlyMap<string, AnyGame>;
  limits: Limits;
  pool: JobPool;
  cache: ResponseCache;
}

export interface Representation {
  contentType: string;
  /** Text worth compressing. */
  text: boolean;
  /** Set for immutable (seeded) answers: the cache key and validator. */
  etag?: string;
  headers: Record<string, string>;
}

export async function answer(c: Context, deps: Deps, game: AnyGame, job: Job, r: Representation): Promise<Response> {
  const { etag } = r;
  let body = etag === undefined ? undefined : deps.cache.get(etag);
  const hit = body !== undefined;
  if (body === undefined) {
    body = await deps.pool.run(job, admit(game, job, deps.limits), () => c.req.raw.signal);
    if (etag !== undefined) deps.cache.set(etag, body);
  }
  // Object.assign, not a spread given more keys: on Node 20 that takes microseconds (the same below and in the routes).
  const headers: Record<string, string> = Object.assign({}, r.headers, { 'content-type': r.contentType, 'cache-status': `mazeplay; ${hit ? 'hit' : 'fwd=miss'}` });
  if (etag !== undefined) headers.etag = etag;
  const coding = r.text ? negotiate(c.req.header('accept-encoding')) : null;
  if (r.text) headers.vary = 'Accept-Encoding';
  if (coding) {
    const key = etag === undefined ? undefined : `${etag}:${coding}`;
    let coded = key === undefined ? undefined : deps.cache.get(key);
    if (coded === undefined) {
      coded = await compress(body, coding);
      if (key !== undefined) deps.cache.set(key, coded);
    }
    body = coded;
    headers['content-encoding'] = coding;
    if (etag !== undefined) headers.etag = codedTag(etag, coding);
  }
  headers['content-length'] = String(body.byteLength);
  return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
}
