/**
 * Classic maze generators on typed arrays, as references for bench:quality:
 * Kruskal (random walls joining two trees), Wilson (loop-erased random walks:
 * a uniform spanning tree) and the binary tree (each cell opens east or
 * south). The DFS backtracker is in baseline.ts. Each returns EAST/SOUTH
 * passage bits per cell, as core/maze.ts's cellMaze takes them.
 */
import { EAST, SOUTH } from '../src/core/cell-maze.ts';
import type { Rng } from '../src/core/rng.ts';
import { UnionFind } from '../src/core/union-find.ts';

/** Opens the wall between neighbouring cells a and b. */
function open(passages: Uint8Array, width: number, a: number, b: number): void {
  const low = Math.min(a, b);
  passages[low] |= Math.abs(a - b) === 1 ? EAST : SOUTH;
}

export function kruskalMaze(width: number, height: number, rng: Rng): Uint8Array {
  const n = width * height;
  const walls: number[] = [];
  for (let c = 0; c < n; c++) {
    if (c % width < width - 1) walls.push(2 * c);
    if (c + width < n) walls.push(2 * c + 1);
  }
  for (let i = walls.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [walls[i], walls[j]] = [walls[j], walls[i]];
  }
  const sets = new UnionFind(n);
  const passages = new Uint8Array(n);
  for (const wall of walls) {
    const a = wall >> 1;
    const b = wall & 1 ? a + width : a + 1;
    if (sets.union(a, b)) open(passages, width, a, b);
  }
  return passages;
}

export function wilsonMaze(width: number, height: number, rng: Rng): Uint8Array {
  const n = width * height;
  const inTree = new Uint8Array(n);
  const next = new Int32Array(n);
  const passages = new Uint8Array(n);
  const step = (c: number): number => {
    const options: number[] = [];
    if (c % width < width - 1) options.push(c + 1);
    if (c % width > 0) options.push(c - 1);
    if (c + width < n) options.push(c + width);
    if (c >= width) options.push(c - width);
    return options[rng.int(options.length)];
  };
  inTree[rng.int(n)] = 1;
  for (let start = 0; start < n; start++) {
    // A random walk to the tree, remembering the last exit from each cell: the loops erase themselves.
    for (let c = start; !inTree[c]; c = next[c]) next[c] = step(c);
    for (let c = start; !inTree[c]; c = next[c]) {
      inTree[c] = 1;
      open(passages, width, c, next[c]);
    }
  }
  return passages;
}

export function binaryTreeMaze(width: number, height: number, rng: Rng): Uint8Array {
  const passages = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const c = y * width + x;
      const east = x < width - 1;
      const south = y < height - 1;
      if (east && (!south || rng.int(2) === 0)) passages[c] |= EAST;
      else if (south) passages[c] |= SOUTH;
    }
  return passages;
}
