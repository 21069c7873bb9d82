/**
 * Fair shares of compute. Each client address has a bucket of estimated
 * milliseconds of compute (cost.ts), filled at `msPerSecond` up to `burstMs`.
 * An admitted job takes its estimate from it, and may take it below zero: a
 * request dearer than what is left still runs once, and the client then
 * waits until the bucket has filled past zero. While it is empty, requests
 * that would compute get 429 with Retry-After; cached answers take nothing.
 * Headers are those of the IETF draft (RateLimit-Policy, RateLimit).
 */
import { LRUCache } from 'lru-cache';
import { RequestError } from '../service/request-error.ts';

export interface RatePolicy {
  msPerSecond: number;
  burstMs: number;
}

interface Bucket {
  ms: number;
  at: number;
}

/** Clients remembered at once; one forgotten starts again with a full bucket, as a client that has waited would. */
const CLIENTS = 100_000;

export class ComputeShares {
  private readonly buckets = new LRUCache<string, Bucket>({ max: CLIENTS });
  private readonly policy: string;

  constructor(
    private readonly rate: RatePolicy,
    private readonly now: () => number = () => performance.now(),
  ) {
    // q: the quota, in milliseconds of estimated compute; w: the seconds it takes to fill.
    this.policy = `"compute";q=${rate.burstMs};w=${Math.ceil(rate.burstMs / rate.msPerSecond)}`;
  }

  /** Takes `ms` from the client's bucket and gives the headers that say what is left; 429 when it is empty. */
  charge(client: string, ms: number): Record<string, string> {
    const bucket = this.filled(client);
    if (bucket.ms <= 0) {
      const wait = Math.max(1, Math.ceil(-bucket.ms / this.rate.msPerSecond + 0.001));
      throw new RequestError(
        429,
        'Too many requests',
        `this client has used its share of compute (${this.rate.msPerSecond} ms of estimated compute a second, ${this.rate.burstMs} ms at once); come back in ${wait} s, or ask for something already made (a seeded URL asked before costs nothing)`,
        [],
        { retryAfter: wait },
        { 'retry-after': String(wait), 'ratelimit-policy': this.policy, ratelimit: `"compute";r=0;t=${wait}` },
      );
    }
    bucket.ms -= ms;
    return { 'ratelimit-policy': this.policy, ratelimit: `"compute";r=${Math.max(0, Math.floor(bucket.ms))};t=${this.secondsToFull(bucket)}` };
  }

  private filled(client: string): Bucket {
    const now = this.now();
    const bucket = this.buckets.get(client) ?? { ms: this.rate.burstMs, at: now };
    bucket.ms = Math.min(this.rate.burstMs, bucket.ms + ((now - bucket.at) / 1000) * this.rate.msPerSecond);
    bucket.at = now;
    this.buckets.set(client, bucket);
    return bucket;
  }

  private secondsToFull(bucket: Bucket): number {
    return Math.ceil((this.rate.burstMs - bucket.ms) / this.rate.msPerSecond);
  }
}
