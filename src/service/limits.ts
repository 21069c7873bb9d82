/**
 * Limits in force, and the public URL, from the environment: per-game board sides
 * (MAX_SIZE_SIMPLE_MAZE, …), the body limit and its clocks, the cost budget
 * and deadline of a job, the worker threads and their queue, and the response
 * cache. Tests pass their own.
 */
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import type { SizeLimit } from '../core/game.ts';
import type { AnyGame } from './game.ts';

export interface Limits {
  maxBodyBytes: number;
  /** A body that sends nothing for this long, or takes longer than bodyTotalMs in all, gets 408. */
  bodyIdleMs: number;
  bodyTotalMs: number;
  /** Largest estimated compute of one request, in milliseconds; more gets 400 before any work. */
  maxCostMs: number;
  /** A job still running after this long is stopped and answered 503. */
  deadlineMs: number;
  /** Worker threads computing games and drawings. */
  workers: number;
  /** Estimated wait of a new job past which the queue is full (503 with Retry-After). */
  maxQueueMs: number;
  /** Bytes of seeded responses kept in memory. */
  cacheBytes: number;
  /** Overrides of a game's largest board side, by game id. */
  maxSide: Record<string, number>;
  /** The service's absolute base URL (PUBLIC_URL), printed on a PDF book's closing and answer pages; none: they say the settings in words. */
  publicUrl?: string;
  /** Each client address's share of compute (RATE_MS_PER_S, RATE_BURST_MS); none with RATE_LIMIT=off. */
  rate?: { msPerSecond: number; burstMs: number };
  /** The proxies whose X-Forwarded-For names the client (TRUST_PROXY): addresses and CIDR ranges. */
  trustProxy: string[];
  /** Whether GET /metrics answers (METRICS=off turns it off). */
  metrics: boolean;
}

export const sizeEnvName = (gameId: string) => `MAX_SIZE_${gameId.toUpperCase().replaceAll('-', '_')}`;

export function limitsFromEnv(games: Iterable<AnyGame>, env: Record<string, string | undefined> = process.env): Limits {
  const positive = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, not ${JSON.stringify(value)}`);
    return n;
  };
  const maxSide: Record<string, number> = {};
  for (const game of games) maxSide[game.id] = positive(sizeEnvName(game.id), game.about.size.max);
  return {
    maxBodyBytes: positive('MAX_BODY_BYTES', 16 * 1024 * 1024),
    bodyIdleMs: positive('BODY_IDLE_MS', 5_000),
    bodyTotalMs: positive('BODY_TIMEOUT_MS', 30_000),
    maxCostMs: positive('MAX_COST_MS', 5_000),
    deadlineMs: positive('JOB_DEADLINE_MS', 10_000),
    workers: positive('WORKERS', availableParallelism()),
    maxQueueMs: positive('MAX_QUEUE_MS', 5_000),
    cacheBytes: positive('CACHE_BYTES', 256 * 1024 * 1024),
    maxSide,
    ...publicUrl(env.PUBLIC_URL),
    ...(onOff('RATE_LIMIT', env.RATE_LIMIT) ? { rate: { msPerSecond: positive('RATE_MS_PER_S', 1_000), burstMs: positive('RATE_BURST_MS', 10_000) } } : {}),
    trustProxy: proxies(env.TRUST_PROXY),
    metrics: onOff('METRICS', env.METRICS),
  };
}

/** A switch that is on unless set to `off`. */
function onOff(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`${name} must be on or off, not ${JSON.stringify(value)}`);
}

function proxies(value: string | undefined): string[] {
  const items = (value ?? '').split(',').map((item) => item.trim()).filter((item) => item !== '');
  if (!isProxyList(items)) throw new Error(`TRUST_PROXY must list IP addresses or CIDR ranges, comma-separated, not ${JSON.stringify(value)}`);
  return items;
}

function publicUrl(value: string | undefined): { publicUrl?: string } {
  if (value === undefined || value === '') return {};
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, not ${JSON.stringify(value)}`);
  return { publicUrl: value.replace(/\/+$/, '') };
}

export function sizeLimit(limits: Pick<Limits, 'maxSide'>, game: AnyGame): SizeLimit {
  return { maxSide: limits.maxSide[game.id] ?? game.about.size.max };
}

/** Whether every item of TRUST_PROXY is an address or a CIDR range. */
function isProxyList(items: readonly string[]): boolean {
  return items.every((item) => {
    const [address, bits, extra] = item.split('/');
    const family = isIP(address);
    if (family === 0 || extra !== undefined) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  });
}
