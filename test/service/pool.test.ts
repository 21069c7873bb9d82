/** The worker pool as the service uses it: deadlines, cancellation, lanes, errors as data. */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { outputOptions } from '../../src/service/options.ts';
import type { Job } from '../../src/service/job.ts';
import { CHEAP_MS, JobPool } from '../../src/service/pool.ts';
import { RequestError } from '../../src/service/request-error.ts';

const botJob = (size: number, seed: string, game = 'simple-maze'): Job => ({
  game,
  source: { kind: 'bots', params: { width: size, height: size }, bots: ['greedy', 'greedy'], seed, count: 1 },
  output: 'svg',
  options: outputOptions({}),
});
const BIG = 10 * CHEAP_MS;

const pools: JobPool[] = [];
const pool = (workers: number, deadlineMs = 60_000) => {
  const p = new JobPool({ workers, deadlineMs, maxQueueMs: 60_000 });
  pools.push(p);
  return p;
};
afterAll(() => Promise.all(pools.map((p) => p.close())));

const rejection = (p: Promise<unknown>) => p.then(() => expect.fail('resolved'), (e: unknown) => e as RequestError);

describe('JobPool', () => {
  it('gives the bytes of a job, the same as any other run of it', async () => {
    const p = pool(2);
    const [a, b] = await Promise.all([p.run(botJob(10, 'same'), 1), p.run(botJob(10, 'same'), 1)]);
    expect(new TextDecoder().decode(a)).toMatch(/^<svg/);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it('stops a job at its deadline with a 503, and goes on with a fresh thread', async () => {
    // A 1000² labyrinth between greedy bots takes 1.2 s or more on the fastest machine it has run on (1.5 s was once the
    // deadline here, and it finished within it). The deadline runs from when a thread starts on the job (the next test),
    // so a short one still leaves a fresh thread time to load the sources through tsx.
    const p = pool(1, 300);
    const e = await rejection(p.run(botJob(1000, 'slow', 'labyrinth'), BIG));
    expect(e).toBeInstanceOf(RequestError);
    expect(e.status).toBe(503);
    expect(e.message).toMatch(/deadline of 300 ms \(JOB_DEADLINE_MS\)/);
    expect((await p.run(botJob(5, 'after'), 1)).byteLength).toBeGreaterThan(0);
  });

  it('runs the deadline from when a thread starts on the job, not while a fresh thread loads', async () => {
    // Threads loading the sources through tsx take longer than this deadline; the job itself takes milliseconds.
    const p = pool(1, 300);
    expect(new TextDecoder().decode(await p.run(botJob(5, 'loading'), 1))).toMatch(/^<svg/);
  });

  it('cancels a running job when its client goes away, and a queued one too', async () => {
    const p = pool(1);
    const running = new AbortController();
    const queued = new AbortController();
    const first = rejection(p.run(botJob(1000, 'gone-1'), BIG, () => running.signal));
    const second = rejection(p.run(botJob(1000, 'gone-2'), BIG, () => queued.signal));
    expect(p.load).toEqual({ running: 1, queued: 1 });
    queued.abort();
    expect((await second).status).toBe(499);
    expect(p.load).toEqual({ running: 1, queued: 0 });
    running.abort();
    expect((await first).status).toBe(499);
    await vi.waitFor(() => expect(p.load.running).toBe(0));
    expect((await p.run(botJob(5, 'after'), 1)).byteLength).toBeGreaterThan(0);
  });

  it('keeps a thread for cheap jobs: a small maze is served while two large ones wait their turn', async () => {
    const p = pool(2);
    const order: string[] = [];
    const track = (name: string, job: Promise<unknown>) => job.then(() => order.push(name));
    const large = [track('large-1', p.run(botJob(600, 'l1'), BIG)), track('large-2', p.run(botJob(600, 'l2'), BIG))];
    expect(p.load).toEqual({ running: 1, queued: 1 });
    await track('small', p.run(botJob(10, 's'), 1));
    await Promise.all(large);
    expect(order).toEqual(['small', 'large-1', 'large-2']);
  });

  it('on close, lets the running job finish and answers the queued ones and any new one with a 503', async () => {
    const p = new JobPool({ workers: 1, deadlineMs: 60_000, maxQueueMs: 60_000 });
    // A thread up first: piscina drops a task it has not yet handed to one.
    await p.run(botJob(5, 'up'), 1);
    await vi.waitFor(() => expect(p.load.running).toBe(0));
    const running = p.run(botJob(30, 'running'), 1);
    const queued = [rejection(p.run(botJob(30, 'queued-1'), 1)), rejection(p.run(botJob(600, 'queued-2'), BIG))];
    expect(p.load).toEqual({ running: 1, queued: 2 });
    const closed = p.close();
    expect(p.load).toEqual({ running: 1, queued: 0 });
    for (const e of await Promise.all([...queued, rejection(p.run(botJob(5, 'late'), 1))])) {
      expect(e).toBeInstanceOf(RequestError);
      expect([e.status, e.message, e.headers['retry-after']]).toEqual([503, 'the server is shutting down; retry in a moment', '1']);
    }
    expect(new TextDecoder().decode(await running)).toMatch(/^<svg/);
    await closed;
  });

  it('hands a free thread queued cheap jobs together, and answers each with its own result', async () => {
    const p = pool(1);
    // The first job takes the thread alone; the ten queued behind it go in batches of eight at most.
    const first = p.run(botJob(300, 'first'), 1);
    const seeds = Array.from({ length: 10 }, (_, i) => `batch-${i}`);
    const queued = seeds.map((seed) => p.run(botJob(40, seed), 1));
    // Among them a request error and a failure of the service's own, which are theirs alone.
    const badLog = rejection(p.run({ game: 'simple-maze', source: { kind: 'log', body: new TextEncoder().encode('{'), maxSide: 10 }, output: 'verdict', options: outputOptions({}) }, 1));
    const noFormat = rejection(p.run({ ...botJob(5, 'x'), output: 'gif' as Job['output'] }, 1));
    expect(p.load).toEqual({ running: 1, queued: 12 });
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    expect(p.load).toEqual({ running: 1, queued: 4 });
    const alone = pool(1);
    for (const [i, bytes] of (await Promise.all(queued)).entries()) expect(Buffer.from(bytes).equals(Buffer.from(await alone.run(botJob(40, seeds[i]), 1)))).toBe(true);
    expect((await badLog).status).toBe(415);
    const crash = await noFormat;
    expect(crash).not.toBeInstanceOf(RequestError);
    expect(crash).toBeInstanceOf(Error);
  });

  it('brings request errors back as data', async () => {
    const p = pool(1);
    const body = new TextEncoder().encode('{"width":2,"height":2,"moves":[');
    const e = await rejection(p.run({ game: 'simple-maze', source: { kind: 'log', body, maxSide: 10 }, output: 'verdict', options: outputOptions({}) }, 1));
    expect(e).toBeInstanceOf(RequestError);
    expect(e.status).toBe(415);
    expect(e.message).toMatch(/not valid JSON/);
  });
});
