/**
 * npm run bench:http: the built server (dist/server.js) and a bare baseline
 * server (bench/baseline-server.ts), each in its own process on 127.0.0.1,
 * driven by autocannon at 50 connections; figures are ratios measured in the
 * same run. Measures: fresh 20×20 mazes against the baseline; a repeated
 * seeded URL against /healthz; /healthz and a 10×10 maze while 1000² mazes
 * are being computed; and every request of the largest kind, one at a time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;

async function start(args: string[], env: Record<string, string> = {}): Promise<{ proc: ChildProcess; url: string }> {
  const proc = spawn(process.execPath, args, { env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    proc.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/[\d.]+:\d+)/.exec(out);
      if (m) resolve(m[1]);
    });
    proc.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
  proc.stdout?.resume();
  proc.stdout?.removeAllListeners('data');
  return { proc, url };
}

interface Run {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(url: string, path: string, connections = CONNECTIONS): Promise<Run> {
  const r = await autocannon({ url: url + path, connections, duration: SECONDS });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts + (r.resets ?? 0) };
}

/** Keeps `n` requests for `path` in flight until stopped. */
function keepBusy(url: string, path: string, n: number): { stop(): Promise<number> } {
  let running = true;
  let done = 0;
  const loops = Array.from({ length: n }, async () => {
    while (running) {
      const res = await fetch(url + path);
      await res.arrayBuffer();
      done++;
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return done;
    },
  };
}

const line = (name: string, r: Run, note = '') =>
  console.log(`${name.padEnd(52)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(5)} ms  non-2xx ${r.non2xx}  errors ${r.errors}  ${note}`);

const baseline = await start(['--import', 'tsx', 'bench/baseline-server.ts']);
// One client address makes every request here: its share of compute (RATE_LIMIT) would answer 429 to most of them.
const server = await start(['dist/server.js'], { MAX_QUEUE_MS: '30000', RATE_LIMIT: 'off' });
try {
  // Warm both up, so that the JIT and the worker threads have settled.
  await load(baseline.url, '/maze.svg', 10);
  await load(server.url, '/mazes/simple-maze.svg?size=20', 10);

  const base = await load(baseline.url, '/maze.svg');
  line('baseline: fresh 20×20 DFS maze SVG', base);
  const fresh = await load(server.url, '/mazes/simple-maze.svg?size=20');
  line('fresh-seed 20×20 default maze SVG', fresh, `${(fresh.rps / base.rps).toFixed(2)}× baseline (aim ≥ 0.5, p99 ≤ 20 ms)`);
  const health = await load(server.url, '/healthz');
  line('/healthz', health);
  const repeat = await load(server.url, '/mazes/simple-maze.svg?size=20&seed=bench');
  line('the same seeded URL repeated (cache)', repeat, `${(repeat.rps / health.rps).toFixed(2)}× /healthz (aim ≥ 0.8)`);

  // One seeded URL: computed once, then from the cache (median of 20 repeats), one request at a time.
  const timed = async (path: string) => {
    const t = performance.now();
    await (await fetch(server.url + path)).arrayBuffer();
    return performance.now() - t;
  };
  for (const size of [20, 200]) {
    const path = `/mazes/simple-maze.svg?size=${size}&seed=once`;
    const computed = await timed(path);
    const repeats: number[] = [];
    for (let i = 0; i < 20; i++) repeats.push(await timed(path));
    const cached = repeats.sort((a, b) => a - b)[10];
    console.log(`seeded ${size}×${size} SVG: computed ${computed.toFixed(2)} ms, from the cache ${cached.toFixed(2)} ms: ${(computed / cached).toFixed(0)}× faster (aim ≥ 10×)`);
  }

  const heavy = keepBusy(server.url, '/mazes/simple-maze.svg?size=1000', 2);
  const busyHealth = await load(server.url, '/healthz', 10);
  line('/healthz while two 1000² mazes are in flight', busyHealth, '(aim p99 ≤ 50 ms)');
  const busySmall = await load(server.url, '/mazes/simple-maze.svg?size=10', 10);
  line('fresh 10×10 maze while two 1000² mazes are in flight', busySmall, '(aim p99 ≤ 50 ms)');
  console.log(`  (1000² mazes served meanwhile: ${await heavy.stop()})`);

  console.log('\nthe largest requests, one at a time (ms, including HTTP):');
  for (const path of [
    '/mazes/simple-maze.svg?size=1000',
    '/mazes/simple-maze.pdf?size=1000',
    '/mazes/simple-maze.json?size=1000',
    '/mazes/labyrinth.svg?size=1000&bots=random',
    '/mazes/labyrinthine-loop.svg?size=300',
    '/mazes/bidirectional-line.svg?size=1000',
    '/mazes/polygonal-sections.svg?size=100',
    // Shaped boards at the largest size: a heart, and a word whose letters fill a 1000-wide board.
    '/mazes/simple-maze.svg?size=1000&shape=heart',
    '/mazes/labyrinth.json?width=1000&height=380&text=MAZE',
  ]) {
    const t = performance.now();
    const res = await fetch(server.url + path);
    const bytes = (await res.arrayBuffer()).byteLength;
    console.log(`  ${path.padEnd(56)} ${res.status} ${(performance.now() - t).toFixed(0).padStart(6)} ms  ${(bytes / 1024).toFixed(0)} KiB`);
  }
} finally {
  baseline.proc.kill();
  server.proc.kill();
}
