/**
 * Fair shares, on a real server: one client address flooding it with costly
 * mazes is held to its share of compute (429 with Retry-After and the
 * RateLimit headers), while another address's small mazes keep coming
 * quickly and are never refused. The two clients are two loopback source
 * addresses.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEstimate } from '../helpers/estimate.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';

const RATE = { msPerSecond: 200, burstMs: 1_000 };
/** The flooder's board: its mazes cost the most a request may. */
const FLOOD = { size: '1000' };
const RUN_MS = 8_000;

interface Answer {
  status: number;
  ms: number;
  headers: Record<string, string | string[] | undefined>;
}

/** A GET from a given source address, its body read to the end. */
function get(base: string, path: string, localAddress: string): Promise<Answer> {
  const begun = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { localAddress, agent: false }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - begun, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

describe('fair shares of compute', () => {
  // A server of its own process: the clients' loops here would otherwise share its event loop.
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    server = await startServerProcess({ WORKERS: '2', RATE_MS_PER_S: String(RATE.msPerSecond), RATE_BURST_MS: String(RATE.burstMs) });
    // Each thread loads its modules on its first job: warmed first, from an address of its own, as a server that has run a while is.
    await Promise.all([get(base(), `/mazes/simple-maze.svg?${new URLSearchParams(FLOOD)}&seed=warm`, '127.0.0.9'), get(base(), '/mazes/labyrinth.svg?size=8&seed=warm', '127.0.0.9')]);
  });
  afterAll(() => {
    if (server?.proc.exitCode === null) server.proc.kill('SIGTERM');
  });
  const base = () => server?.url.origin ?? '';

  it('holds a flooding address to its share while another address’s small mazes stay quick', { timeout: 60_000 }, async () => {
    const end = performance.now() + RUN_MS;
    const flood: Answer[] = [];
    const small: Answer[] = [];
    let seed = 0;
    const flooder = async () => {
      while (performance.now() < end) flood.push(await get(base(), `/mazes/simple-maze.svg?${new URLSearchParams(FLOOD)}&seed=f${seed++}`, '127.0.0.2'));
    };
    const other = async () => {
      for (let i = 0; performance.now() < end; i++) {
        small.push(await get(base(), `/mazes/labyrinth.svg?size=8&seed=s${i}`, '127.0.0.3'));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const begun = performance.now();
    await Promise.all([flooder(), flooder(), flooder(), other()]);
    const seconds = (performance.now() - begun) / 1000;

    const count = (list: Answer[], status: number) => list.filter((a) => a.status === status).length;
    const made = count(flood, 200);
    const refused = flood.filter((a) => a.status === 429);
    const p99 = percentile(small.map((a) => a.ms), 99);
    console.log(
      `flooder: ${flood.length} requests, ${made} made, ${refused.length} × 429, ${count(flood, 503)} × 503; other: ${small.length} small mazes, ` +
        `${small.filter((a) => a.status !== 200).length} not 200, p50 ${percentile(small.map((a) => a.ms), 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, in ${seconds.toFixed(1)} s`,
    );

    // Its share: the bucket at the start, what fills it meanwhile, and the one request that may take it below zero.
    expect(made).toBeGreaterThan(0);
    const each = getEstimate('simple-maze', 'svg', { ...FLOOD, seed: 'x' });
    expect(made * each).toBeLessThanOrEqual(RATE.burstMs + RATE.msPerSecond * seconds + each);
    expect(refused.length).toBeGreaterThan(0);
    const { headers } = refused[0];
    expect(Number(headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(headers['ratelimit-policy']).toBe(`"compute";q=${RATE.burstMs};w=${RATE.burstMs / RATE.msPerSecond}`);
    expect(headers.ratelimit).toMatch(/^"compute";r=0;t=\d+$/);

    expect(small.length).toBeGreaterThan(50);
    expect(small.every((a) => a.status === 200)).toBe(true);
    expect(p99).toBeLessThan(50);
  });

  it('says when to come back, in problem+json, and charges nothing for a cached answer', async () => {
    const path = '/mazes/simple-maze.svg?size=600&seed=cached';
    const first = await get(base(), path, '127.0.0.4');
    expect(first.status).toBe(200);
    expect(first.headers.ratelimit).toMatch(/^"compute";r=\d+;t=\d+$/);
    // Used up by other mazes, the share still gets the cached one.
    let refused: Answer | undefined;
    for (let i = 0; !refused && i < 20; i++) {
      const answer = await get(base(), `/mazes/simple-maze.svg?size=600&seed=u${i}`, '127.0.0.4');
      if (answer.status === 429) refused = answer;
    }
    expect(refused).toBeDefined();
    const again = await get(base(), path, '127.0.0.4');
    expect(again.status).toBe(200);
    expect(again.headers['cache-status']).toBe('mazeplay; hit');
    const res = await fetch(`${base()}/mazes/simple-maze.svg?size=600&seed=u99`, {});
    // fetch comes from 127.0.0.1, another client with a full share.
    expect(res.status).toBe(200);
  });
});
