/**
 * Statistics of a maze, defined once for both styles on its graph: the nodes
 * are cells (walls mazes; sections in polygonal-sections) or points (lines
 * mazes), the edges the passages or line segments, and the solution the
 * nodes from entrance to exit. The entrance and the exit count as one more
 * connection of their nodes (the opening). Linear in the maze, on typed arrays.
 *
 * - deadEnds: nodes with one connection; junctions: nodes with three or more.
 * - solutionLength: nodes on the solution; decisionPoints: junctions on it;
 *   rimShare: the share of its nodes in the board's outermost ring.
 * - longestCorridor: the most steps in a row through nodes with exactly two connections.
 * - The way: the nodes on some shortest way from entrance to exit (in a
 *   perfect maze, the solution alone). A wrong turn (branch) is a part of the
 *   maze off the way, reached from it; its depth is its farthest node's
 *   distance from the way. deceptiveBranches: branches of depth ≥ 4.
 * - difficulty = (solutionLength + expected waste) / side, side = (width + height) / 2.
 *   The solver meets k ways at a junction and tries them in random order, so
 *   walks into each wrong branch with probability ½, in and back out (2 steps
 *   a node): the expected waste is the number of nodes it walks through in
 *   wrong branches. It never takes a way whose end it can see, one that ends
 *   within VISIBLE steps, at the way or anywhere inside a branch; so in a
 *   long dead-end corridor it turns back when the end is VISIBLE steps away.
 *   A node is walked through when every way on its path from the solution
 *   leads on for more than VISIBLE steps: its subtree's height + 1 > VISIBLE,
 *   and so for each node between it and the solution. Mazes with loops (the
 *   lines mazes) follow the same rule, see branchesOff: a loop off the way
 *   is walked whole, while an open field, where every step leads on towards
 *   the exit, is all way and no waste.
 */

import type { Adjacency } from './grid.ts';

export const VISIBLE = 3;
export const DECEPTIVE = 4;

export interface MazeGraph {
  nodes: number;
  adjacency: Adjacency;
  /** Nodes from the entrance's to the exit's; empty when there is no way through. */
  solution: ArrayLike<number>;
  /** (width + height) / 2 of the board. */
  side: number;
  /** Whether a node lies in the board's outermost ring (cells, points or sections along the border). */
  onRim(node: number): boolean;
}

export interface MazeStats {
  deadEnds: number;
  junctions: number;
  solutionLength: number;
  decisionPoints: number;
  rimShare: number;
  longestCorridor: number;
  deceptiveBranches: number;
  difficulty: number;
}

export function mazeStats({ nodes, adjacency, solution, side, onRim }: MazeGraph): MazeStats {
  const { start, next } = adjacency;
  // Ways out of each node: its edges, and the opening at the entrance and the exit.
  const ways = new Int32Array(nodes);
  let deadEnds = 0;
  let junctions = 0;
  for (let v = 0; v < nodes; v++) ways[v] = start[v + 1] - start[v];
  if (solution.length > 0) {
    ways[solution[0]]++;
    ways[solution[solution.length - 1]]++;
  }
  for (let v = 0; v < nodes; v++) {
    if (ways[v] === 1) deadEnds++;
    else if (ways[v] >= 3) junctions++;
  }
  let decisionPoints = 0;
  for (let i = 0; i < solution.length - 1; i++) if (ways[solution[i]] >= 3) decisionPoints++;
  let rim = 0;
  for (let i = 0; i < solution.length; i++) if (onRim(solution[i])) rim++;
  const { deceptiveBranches, waste } = branchesOff(nodes, start, next, solution);
  return {
    deadEnds,
    junctions,
    solutionLength: solution.length,
    decisionPoints,
    rimShare: solution.length === 0 ? 0 : Math.round((rim / solution.length) * 100) / 100,
    longestCorridor: longestCorridor(nodes, start, next, ways),
    deceptiveBranches,
    difficulty: solution.length === 0 ? 0 : Math.round(((solution.length + waste) / side) * 100) / 100,
  };
}

/**
 * The wrong turns. Without the way's nodes the rest of the maze falls into
 * branches (components; in a tree, each hangs from one solution node); a
 * branch's depth is its farthest node's distance from the way (one
 * breadth-first walk from all the way's nodes at once). Dead-end stubs are
 * then peeled off leaf by leaf, which gives each stub node its height (the
 * longest way on below it) and its parent towards the way. What is left of a
 * branch lies on loops or between two ways back to the way: its ways never
 * visibly end, so the solver walks all of it once the branch runs deeper than
 * VISIBLE. A stub node is walked when its parent is (or it hangs from the way
 * in a branch that is) and its height + 1 > VISIBLE. On a tree this is the
 * rule in the header, node for node.
 */
function branchesOff(nodes: number, start: Int32Array, next: Int32Array, solution: ArrayLike<number>): { deceptiveBranches: number; waste: number } {
  const onWay = shortestWays(nodes, start, next, solution);
  const way: number[] = [];
  for (let v = 0; v < nodes; v++) if (onWay[v]) way.push(v);
  // Kept in the walk's order: a node's parent towards the way comes before it.
  const { dist, order, reached } = walk(nodes, start, next, way);
  // Branches: components of the reached nodes off the way, with their depths.
  const branch = new Int32Array(nodes).fill(-1);
  const depths: number[] = [];
  const stack = new Int32Array(nodes);
  for (let i = way.length; i < reached; i++) {
    if (branch[order[i]] >= 0) continue;
    const id = depths.length;
    let depth = 0;
    let top = 0;
    branch[order[i]] = id;
    stack[top++] = order[i];
    while (top > 0) {
      const v = stack[--top];
      if (dist[v] > depth) depth = dist[v];
      for (let k = start[v]; k < start[v + 1]; k++) {
        const w = next[k];
        if (branch[w] < 0 && !onWay[w]) {
          branch[w] = id;
          stack[top++] = w;
        }
      }
    }
    depths.push(depth);
  }
  // Peel the stubs: a node off the way with one edge left hangs from the neighbour at its end.
  const edgesLeft = new Int32Array(nodes);
  const height = new Int32Array(nodes);
  const parent = new Int32Array(nodes).fill(-1);
  const peeled = stack;
  let count = 0;
  for (let i = way.length; i < reached; i++) {
    const v = order[i];
    edgesLeft[v] = start[v + 1] - start[v];
    if (edgesLeft[v] === 1) peeled[count++] = v;
  }
  for (let i = 0; i < count; i++) {
    const v = peeled[i];
    let u = -1;
    for (let k = start[v]; k < start[v + 1] && u < 0; k++) if (onWay[next[k]] || edgesLeft[next[k]] > 0) u = next[k];
    edgesLeft[v] = 0;
    parent[v] = u;
    if (height[v] + 1 > height[u]) height[u] = height[v] + 1;
    if (!onWay[u] && --edgesLeft[u] === 1) peeled[count++] = u;
  }
  let waste = 0;
  const walked = new Uint8Array(nodes);
  // The branches' loops first (nodes never peeled), then their stubs from the way outwards.
  for (let i = way.length; i < reached; i++) {
    const v = order[i];
    if (parent[v] < 0 && depths[branch[v]] > VISIBLE) {
      walked[v] = 1;
      waste++;
    }
  }
  for (let i = count - 1; i >= 0; i--) {
    const v = peeled[i];
    const u = parent[v];
    const reachedThrough = onWay[u] ? depths[branch[v]] > VISIBLE : walked[u] === 1;
    if (reachedThrough && height[v] + 1 > VISIBLE) {
      walked[v] = 1;
      waste++;
    }
  }
  let deceptiveBranches = 0;
  for (const depth of depths) if (depth >= DECEPTIVE) deceptiveBranches++;
  return { deceptiveBranches, waste };
}

/**
 * The nodes on some shortest way from the solution's first node to its last:
 * those whose distances from the two add up to the solution's. In a tree (as
 * many edges as nodes less one) that is the solution itself, found without a search.
 */
function shortestWays(nodes: number, start: Int32Array, next: Int32Array, solution: ArrayLike<number>): Uint8Array {
  const on = new Uint8Array(nodes);
  for (let i = 0; i < solution.length; i++) on[solution[i]] = 1;
  if (solution.length === 0 || next.length / 2 === nodes - 1) return on;
  const from = walk(nodes, start, next, [solution[0]]).dist;
  const to = walk(nodes, start, next, [solution[solution.length - 1]]).dist;
  for (let v = 0; v < nodes; v++) if (from[v] >= 0 && from[v] + to[v] === solution.length - 1) on[v] = 1;
  return on;
}

/** A breadth-first walk from all `sources` at once: each node's steps from the nearest (−1 where there is no way), and the nodes in the order reached. */
function walk(nodes: number, start: Int32Array, next: Int32Array, sources: readonly number[]): { dist: Int32Array; order: Int32Array; reached: number } {
  const dist = new Int32Array(nodes).fill(-1);
  const order = new Int32Array(nodes);
  let reached = 0;
  for (const v of sources) {
    dist[v] = 0;
    order[reached++] = v;
  }
  for (let head = 0; head < reached; head++) {
    const v = order[head];
    for (let k = start[v]; k < start[v + 1]; k++) {
      if (dist[next[k]] < 0) {
        dist[next[k]] = dist[v] + 1;
        order[reached++] = next[k];
      }
    }
  }
  return { dist, order, reached };
}

/** The most steps through consecutive nodes of exactly two ways (a corridor's edges: its inner nodes + 1). */
function longestCorridor(nodes: number, start: Int32Array, next: Int32Array, ways: Int32Array): number {
  const seen = new Uint8Array(nodes);
  let longest = 0;
  for (let v = 0; v < nodes; v++) {
    if (seen[v] || ways[v] !== 2) continue;
    // Walk both ways from v along two-way nodes, counting them.
    let inner = 1;
    seen[v] = 1;
    for (let k = start[v]; k < start[v + 1]; k++) {
      let prev = v;
      let cur = next[k];
      while (!seen[cur] && ways[cur] === 2) {
        seen[cur] = 1;
        inner++;
        // An entrance or exit node has one edge and the opening: the corridor ends there.
        if (start[cur + 1] - start[cur] < 2) break;
        const a = next[start[cur]];
        const b = a !== prev ? a : next[start[cur] + 1];
        prev = cur;
        cur = b;
      }
    }
    if (inner + 1 > longest) longest = inner + 1;
  }
  return longest;
}
