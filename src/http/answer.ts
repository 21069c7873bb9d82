/**
 * From an admitted job to a response: the cached bytes of a seeded request,
 * or the pool's; then the content coding the client accepts, for text.
 * Everything here is waiting and copying: the main thread never computes.
 */
import type { Context } from 'hono';
import type { AnyGame } from '../service/game.ts';
import { admit } from '../service/cost.ts';
import type { Job } from '../service/job.ts';
import type { Limits } from '../service/limits.ts';
import type { JobPool } from '../service/pool.ts';
import { codedTag } from './cache.ts';
import type { ClientAddress } from './client-address.ts';
import type { Metrics, Refusal } from './metrics.ts';
import type { ComputeShares } from './rate-limit.ts';
import { compress, negotiate, type Coding } from './compress.ts';
import type { ResponseCache } from './response-cache.ts';

/** What the routes work with, made once with the app. */
export interface Deps {
  games: ReadonlyMap<string, AnyGame>;
  limits: Limits;
  pool: JobPool;
  cache: ResponseCache;
  clients: ClientAddress;
  /** Each client's share of compute; none where the rate limit is off. */
  shares?: ComputeShares;
  /** None with METRICS=off. */
  metrics?: Metrics;
}

export interface Representation {
  contentType: string;
  /** Text worth compressing. */
  text: boolean;
  /** Set for immutable (seeded) answers: the cache key and validator. */
  etag?: string;
  headers: Record<string, string>;
}

/**
 * The coding a request gets (text formats only), and the headers that go
 * with it: the validator of that representation (a compressed answer's tag is
 * another) and what it varies by. One rule for a 200 and for a 304.
 */
export function negotiated(c: Context, text: boolean, etag: string | undefined): { coding: Coding | null; validators: Record<string, string> } {
  const coding = text ? negotiate(c.req.header('accept-encoding')) : null;
  const validators: Record<string, string> = {};
  if (etag !== undefined) validators.etag = coding ? codedTag(etag, coding) : etag;
  if (text) validators.vary = 'Accept-Encoding';
  return { coding, validators };
}

export async function answer(c: Context, deps: Deps, game: AnyGame, job: Job, r: Representation): Promise<Response> {
  const { etag } = r;
  let body = etag === undefined ? undefined : deps.cache.get(etag);
  const hit = body !== undefined;
  if (etag !== undefined) deps.metrics?.cacheLookup(hit);
  let share: Record<string, string> | undefined;
  if (body === undefined) {
    const costMs = refusedAs('cost', deps, () => admit(game, job, deps.limits, deps.games));
    // A cached answer costs nothing, so takes nothing from the client's share; this one is charged when admitted.
    const client = deps.shares && deps.clients.of(c);
    if (client) share = refusedAs('rate', deps, () => deps.shares?.charge(client, costMs));
    body = await deps.pool.run(job, costMs, () => c.req.raw.signal);
    if (etag !== undefined) deps.cache.set(etag, body);
  }
  const { coding, validators } = negotiated(c, r.text, etag);
  // Object.assign, not a spread given more keys: on Node 20 that takes microseconds (the same in the routes).
  const headers: Record<string, string> = Object.assign({}, r.headers, { 'content-type': r.contentType, 'cache-status': `mazeplay; ${hit ? 'hit' : 'fwd=miss'}` }, validators, share);
  if (coding) {
    const key = etag === undefined ? undefined : `${etag}:${coding}`;
    let coded = key === undefined ? undefined : deps.cache.get(key);
    if (coded === undefined) {
      coded = await compress(body, coding);
      if (key !== undefined) deps.cache.set(key, coded);
    }
    body = coded;
    headers['content-encoding'] = coding;
  }
  headers['content-length'] = String(body.byteLength);
  return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
}

/** Admission's step, its refusal counted by reason (the pool counts its own: a full queue). */
function refusedAs<T>(reason: Refusal, deps: Deps, step: () => T): T {
  try {
    return step();
  } catch (e) {
    deps.metrics?.refused(reason);
    throw e;
  }
}
