/** How the benches time code: warm, in turn, the heap collected first, and the median of the runs. */
import { performance } from 'node:perf_hooks';

/** Collects the heap, where node was started with --expose-gc (npm run bench is). */
const collect = (globalThis as { gc?: () => void }).gc ?? (() => {});

/**
 * Wall times in ms of `runs` runs of each function after as many warm-up runs
 * (so the JIT has settled), taken in turn, the order reversed every other
 * round so that neither always runs on the other's garbage. The heap is
 * collected first, as a worker's next job starts after the last one's
 * garbage: what the rows before left (a 1000² row leaves hundreds of
 * megabytes) is not charged to this one; its own garbage still is. Not before
 * each timed run: right after a full collection the next run pays for growing
 * the heap again (a 300² DFS took 3.4× as long).
 */
export async function samples(runs: number, ...fs: (() => unknown)[]): Promise<number[][]> {
  collect();
  for (let i = 0; i < runs; i++) for (const f of fs) await f();
  const times = fs.map((): number[] => []);
  for (let i = 0; i < runs; i++) {
    const order = fs.map((_, k) => (i % 2 ? fs.length - 1 - k : k));
    for (const k of order) {
      const t = performance.now();
      await fs[k]();
      times[k].push(performance.now() - t);
    }
  }
  return times;
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Median wall time in ms of `runs` runs. */
export const time = async (runs: number, f: () => unknown): Promise<number> => median((await samples(runs, f))[0]);
