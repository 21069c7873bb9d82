/**
 * Many replicas behind a real proxy: two servers (src/server.ts in child
 * processes, as test/http/server.test.ts runs them) behind nginx running the
 * shipped deploy/nginx.conf (test/helpers/nginx.ts). Its cache answers the
 * repeats of a seeded URL, and a rolling restart under a steady load loses
 * no request and changes no byte.
 */
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPED, startNginx, type RunningNginx } from './helpers/nginx.ts';
import { startServerProcess } from './helpers/server-process.ts';

interface Replica {
  proc: ChildProcess;
  port: number;
  /** Every line it printed (its access log), as parsed JSON. */
  lines: Record<string, unknown>[];
}

const children: ChildProcess[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A replica on 127.0.0.1:port, once it says it listens. */
async function startReplica(port: number): Promise<Replica> {
  const { proc, lines } = await startServerProcess({ PORT: String(port), WORKERS: '1', TRUST_PROXY: '127.0.0.1' });
  children.push(proc);
  return { proc, port, lines };
}

/** Loopback ports free at the time, all different (held open together, then let go). */
async function freePorts(n: number): Promise<number[]> {
  const servers: Server[] = [];
  for (let i = 0; i < n; i++) {
    const server = createServer().listen(0, '127.0.0.1');
    await once(server, 'listening');
    servers.push(server);
  }
  const ports = servers.map((s) => (s.address() as AddressInfo).port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}

async function healthy(port: number, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
    if (ok) return;
    if (Date.now() > until) throw new Error(`127.0.0.1:${port}/healthz is not 200 after ${ms} ms`);
    await sleep(50);
  }
}

/** Requests the load makes; `key` names the answer it must always get. */
interface Call {
  key: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

/** Concurrent clients of the load. */
const CLIENTS = 8;
const HEADERS = { 'accept-encoding': 'br, gzip' };
const send = (base: string, call: Call) =>
  fetch(base + call.path, {
    method: call.method,
    body: call.body,
    headers: call.body ? { ...HEADERS, 'content-type': 'application/json' } : HEADERS,
    signal: AbortSignal.timeout(20_000),
  });
const hash = (bytes: ArrayBuffer) => createHash('sha256').update(new Uint8Array(bytes)).digest('hex');

const GAMES = ['simple-maze', 'labyrinth', 'polygonal-sections', 'labyrinthine-loop', 'bidirectional-line'];
/** Seeded URLs asked again and again: nginx's cache answers all but the first. */
const REPEATED: Call[] = GAMES.flatMap((game, g) =>
  ['svg', 'json', g % 2 ? 'png' : 'pdf'].map((format) => {
    const path = `/mazes/${game}.${format}?size=${6 + g}&seed=r${g}`;
    return { key: path, method: 'GET' as const, path };
  }),
);

describe('replicas behind nginx (deploy/nginx.conf)', { timeout: 120_000 }, () => {
  let nginx: RunningNginx | undefined;
  const replicas: Replica[] = [];
  /** POSTs, with finished logs fetched once beforehand. */
  const posts: Call[] = [
    { key: 'verify-partial', method: 'POST', path: '/games/simple-maze/verify', body: '{"width":3,"height":2,"moves":[{"from":[0,0],"to":[1,0]}]}' },
    { key: 'verify-illegal', method: 'POST', path: '/games/simple-maze/verify', body: '{"width":3,"height":2,"moves":[{"from":[0,0],"to":[2,0]}]}' },
  ];

  beforeAll(async () => {
    const [proxyPort, ...ports] = await freePorts(3);
    replicas.push(...(await Promise.all(ports.map(startReplica))));
    nginx = await startNginx(proxyPort, ports);
    for (const [game, format] of [['simple-maze', 'svg'], ['labyrinth', 'json'], ['bidirectional-line', 'png']]) {
      const doc = await (await fetch(`http://127.0.0.1:${ports[0]}/mazes/${game}.json?size=6&seed=posted`)).json();
      // The maze JSON's log (at its top, or in its first maze as it was).
      const log = doc.log ?? doc.mazes?.[0]?.log;
      if (!log) throw new Error(`no log in the maze JSON of ${game}`);
      const path = `/games/${game}/maze.${format}`;
      posts.push({ key: path, method: 'POST', path, body: JSON.stringify(log) });
    }
  }, 60_000);

  afterAll(async () => {
    await nginx?.stop();
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    if (nginx) rmSync(nginx.dir, { recursive: true, force: true });
  });

  it('runs deploy/nginx.conf as shipped, but for the lines it marks local', () => {
    const shipped = readFileSync(SHIPPED, 'utf8').split('\n');
    const local = readFileSync(path.join(nginx?.dir as string, 'nginx.conf'), 'utf8').split('\n');
    const marked = (l: string) => /#\s*local\s*$/.test(l);
    expect(local.filter((l) => !marked(l))).toEqual(shipped.filter((l) => !marked(l)));
    // Only `user` is dropped; every other marked line stays, in its place.
    expect(shipped.filter(marked).length - local.filter(marked).length).toBe(1);
  });

  /** How many requests for `path` the replicas logged in all. */
  const reached = (path: string) => replicas.reduce((n, r) => n + r.lines.filter((l) => l.path === path).length, 0);

  it("answers a seeded URL's repeats from its cache: one request reaches a replica", async () => {
    const url = `${nginx?.url}/mazes/simple-maze.svg?size=12&seed=abc`;
    const first = await fetch(url, { headers: HEADERS });
    const body = await first.arrayBuffer();
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const again = await fetch(url, { headers: HEADERS });
    expect(again.headers.get('x-cache-status')).toBe('HIT');
    expect(hash(await again.arrayBuffer())).toBe(hash(body));
    // A revalidation with the ETag is answered by nginx too.
    const etag = first.headers.get('etag') as string;
    const unchanged = await fetch(url, { headers: { ...HEADERS, 'if-none-match': etag } });
    expect([unchanged.status, unchanged.headers.get('x-cache-status')]).toEqual([304, 'HIT']);
    // A maze without a seed is no-store: nginx keeps none, each one reaches a replica.
    const unseeded = `${nginx?.url}/mazes/labyrinth.svg?size=7`;
    for (let i = 0; i < 2; i++) expect((await fetch(unseeded)).headers.get('x-cache-status')).toBe('MISS');
    await sleep(300);
    expect(reached('/mazes/simple-maze.svg')).toBe(1);
    expect(reached('/mazes/labyrinth.svg')).toBe(2);
  });

  it('loses no request and changes no byte while each replica in turn is stopped (SIGTERM) and replaced', async () => {
    const base = nginx?.url as string;
    let n = 0;
    let stopped = false;
    const statuses = new Map<number, number>();
    const answers = new Map<string, { call: Call; hashes: Set<string> }>();
    const failures: string[] = [];
    /** The i-th request: repeats of seeded URLs, unique seeds (never cached), and POSTs. */
    const callOf = (i: number): Call => {
      const [round, kind] = [Math.floor(i / 10), i % 10];
      if (kind < 3) return REPEATED[(round * 3 + kind) % REPEATED.length];
      if (kind < 6) {
        const u = round * 3 + kind - 3;
        const path = `/mazes/${GAMES[u % GAMES.length]}.${['svg', 'json', 'png'][Math.floor(u / GAMES.length) % 3]}?size=${5 + (u % 4)}&seed=u${u}`;
        return { key: path, method: 'GET', path };
      }
      return posts[(round * 4 + kind - 6) % posts.length];
    };
    const client = async () => {
      while (!stopped) {
        const call = callOf(n++);
        try {
          const res = await send(base, call);
          const bytes = await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (!res.ok) failures.push(`${res.status} ${call.method} ${call.path}: ${new TextDecoder().decode(bytes).slice(0, 200)}`);
          else {
            const seen = answers.get(call.key) ?? { call, hashes: new Set<string>() };
            seen.hashes.add(hash(bytes));
            answers.set(call.key, seen);
          }
        } catch (e) {
          failures.push(`network error ${call.method} ${call.path}: ${(e as Error).message} ${String((e as Error).cause ?? '')}`);
        }
      }
    };

    const t0 = performance.now();
    const load = Promise.all(Array.from({ length: CLIENTS }, client));
    const restarts: string[] = [];
    const codes: (number | null)[] = [];
    try {
      await sleep(1_000);
      for (const i of [0, 1]) {
        const old = replicas[i];
        const t = performance.now();
        const exited = once(old.proc, 'exit');
        old.proc.kill('SIGTERM');
        const [code] = await exited;
        const stopMs = performance.now() - t;
        const served = old.lines.filter((l) => typeof l.status === 'number').length;
        replicas[i] = await startReplica(old.port);
        await healthy(old.port);
        codes.push(code as number | null);
        restarts.push(`replica ${i + 1}: exit ${code} after ${stopMs.toFixed(0)} ms (it had served ${served}), successor healthy after ${(performance.now() - t).toFixed(0)} ms`);
        await sleep(1_000);
      }
    } finally {
      stopped = true;
      await load;
    }
    const seconds = (performance.now() - t0) / 1000;

    // Every distinct request once more, straight from a replica: the reference bytes.
    let mismatched = 0;
    for (const { call, hashes } of answers.values()) {
      const reference = hash(await (await send(`http://127.0.0.1:${replicas[0].port}`, call)).arrayBuffer());
      if (hashes.size !== 1 || !hashes.has(reference)) {
        mismatched++;
        failures.push(`${call.method} ${call.path}: ${hashes.size} different answers, ${hashes.has(reference) ? 'one of them' : 'none'} the reference`);
      }
    }
    const log = nginx?.accessLog() ?? [];
    const retried = log.filter((l) => /upstream="[^"]*,/.test(l)).length;
    const secondRound = log.filter((l) => /upstream="[^",]*,[^",]*,/.test(l)).length;
    const hits = log.filter((l) => l.includes(' cache=HIT ')).length;
    const errors = nginx?.errorLog() ?? '';
    const count = (re: RegExp) => (errors.match(re) ?? []).length;
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    console.log(
      [
        `rolling restart under load: ${total + failures.filter((f) => f.startsWith('network')).length} requests in ${seconds.toFixed(1)} s by ${CLIENTS} clients`,
        `statuses: ${JSON.stringify(Object.fromEntries(statuses))}, network errors: ${failures.filter((f) => f.startsWith('network')).length}`,
        `distinct requests: ${answers.size}, answers unlike their reference: ${mismatched}`,
        `nginx: ${hits} cache hits, ${retried} requests sent on to another replica (${secondRound} of them into the backup round); its error log: ${count(/Connection refused/g)} refused, ${count(/reset by peer/g)} reset, ${count(/prematurely closed/g)} closed early`,
        ...restarts,
      ].join('\n'),
    );
    expect(codes).toEqual([0, 0]);
    expect(failures).toEqual([]);
    expect([...statuses.keys()]).toEqual([200]);
    // Both successors took part in the load.
    for (const r of replicas) expect(r.lines.filter((l) => typeof l.status === 'number' && l.path !== '/healthz').length).toBeGreaterThan(0);
  });
});
