/**
 * The way an easy maze's plan lays through a shaped board (docs/rules.md,
 * shaped boards): from the region's first square to its last, snaking across
 * it in runs about `spacing` rows apart, rightwards and leftwards in turn, so
 * that no square lies far from the way and the teeth that hang from it stay
 * short. A shortest way alone is a staircase on most shapes: trivial, and its
 * far squares hang on deep teeth. The seed moves each run a row.
 */
import { orthogonalNeighboursInto } from './grid.ts';
import type { Region } from './region.ts';
import type { Rng } from './rng.ts';

export function snakeWay(region: Region, spacing: number, rng: Rng): number[] {
  const { width, first, last, box } = region;
  const [, y0, , y1] = box;
  const search = new PathSearch(region);
  const way = [first];
  search.used[first] = 1;
  const runs = Math.max(1, Math.round((y1 - y0) / spacing));
  for (let i = 0; i < runs; i++) {
    // The run's row: evenly placed, a row off at random, below where the way is.
    const y = y0 + Math.floor(((i + 0.5) * (y1 - y0)) / runs) + rng.int(3) - 1;
    if (y <= Math.floor(way[way.length - 1] / width) || y >= y1) continue;
    if (search.extend(way, (c) => Math.floor(c / width) === y)) search.run(way, i % 2 === 0 ? 1 : -1);
  }
  // Where the runs cut the last square off (a shape they wall in), the shortest way.
  if (!search.extend(way, (c) => c === last)) return [first, ...new PathSearch(region).path(first, (c) => c === last)!];
  return way;
}

/** Shortest paths through the squares of a region the way has not taken, with scratch kept from one to the next. */
class PathSearch {
  readonly used: Uint8Array;
  private readonly parent: Int32Array;
  private readonly queue: Int32Array;
  private readonly around = new Int32Array(4);

  constructor(private readonly region: Region) {
    this.used = new Uint8Array(region.inside.length);
    this.parent = new Int32Array(region.inside.length).fill(-1);
    this.queue = new Int32Array(region.inside.length);
  }

  /** Extends the way by a shortest path to a square that `target` accepts; whether there was one. */
  extend(way: number[], target: (c: number) => boolean): boolean {
    const path = this.path(way[way.length - 1], target);
    if (!path) return false;
    this.take(way, path);
    return true;
  }

  /**
   * Extends the way along its row, a step `dir` at a time, while the squares
   * are the region's and untaken, to the farthest one it can go down from
   * (so that the way goes on below, and the last square stays in reach).
   */
  run(way: number[], dir: 1 | -1): void {
    const { width, height, inside, last } = this.region;
    const row = Math.floor(way[way.length - 1] / width);
    const open = (c: number) => Math.floor(c / width) === row && inside[c] === 1 && !this.used[c] && c !== last;
    const stretch: number[] = [];
    for (let c = way[way.length - 1] + dir; c >= 0 && open(c); c += dir) stretch.push(c);
    let end = stretch.length;
    while (end > 0 && !(row + 1 < height && inside[stretch[end - 1] + width] && !this.used[stretch[end - 1] + width])) end--;
    this.take(way, stretch.slice(0, end));
  }

  private take(way: number[], path: number[]): void {
    for (const c of path) this.used[c] = 1;
    way.push(...path);
  }

  /** The squares after `from` of a shortest path to a square `target` accepts, through untaken squares, never through the last unless to it; null where there is none. */
  path(from: number, target: (c: number) => boolean): number[] | null {
    const { width, height, inside, last } = this.region;
    const { parent, queue, around, used } = this;
    parent[from] = from;
    queue[0] = from;
    let tail = 1;
    let found = -1;
    for (let head = 0; head < tail && found < 0; head++) {
      const c = queue[head];
      const count = orthogonalNeighboursInto(width, height, c, around);
      for (let k = 0; k < count && found < 0; k++) {
        const n = around[k];
        if (parent[n] >= 0 || !inside[n] || used[n]) continue;
        const hit = target(n);
        if (n === last && !hit) continue;
        parent[n] = c;
        queue[tail++] = n;
        if (hit) found = n;
      }
    }
    let path: number[] | null = null;
    if (found >= 0) {
      path = [];
      for (let c = found; c !== from; c = parent[c]) path.push(c);
      path.reverse();
    }
    for (let i = 0; i < tail; i++) parent[queue[i]] = -1;
    return path;
  }
}
