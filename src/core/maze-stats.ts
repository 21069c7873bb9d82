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
 * - A wrong turn (branch) is a neighbour of a solution node off the solution,
 *   with everything reached through it; its depth is its farthest node's
 *   distance from the solution. deceptiveBranches: branches of depth ≥ 4.
 * - difficulty = (solutionLength + expected waste) / side, side = (width + height) / 2.
 *   The solver meets k ways at a junction and tries them in random order, so
 *   walks into each wrong branch with probability ½, in and back out (2 steps
 *   a node): the expected waste is the number of nodes it walks through in
 *   wrong branches. It never takes a way whose end it can see, one that ends
 *   within VISIBLE steps, at the solution or anywhere inside a branch; so in a
 *   long dead-end corridor it turns back when the end is VISIBLE steps away.
 *   A node is walked through when every way on its path from the solution
 *   leads on for more than VISIBLE steps: its subtree's height + 1 > VISIBLE,
 *   and so for each node between it and the solution.
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
 * The wrong turns, by a breadth-first walk from all solution nodes at once:
 * each node off the solution hangs from the node it was first reached from.
 * Heights (the longest way on below a node) come from the walk in reverse;
 * then a node is walked through if its parent is on the solution or walked
 * through, and its height + 1 > VISIBLE.
 */
function branchesOff(nodes: number, start: Int32Array, next: Int32Array, solution: ArrayLike<number>): { deceptiveBranches: number; waste: number } {
  // Kept by position in the walk, not by node: a node's parent comes before it, so the passes below read nearly in order.
  const reached = new Uint8Array(nodes);
  const queue = new Int32Array(nodes);
  const up = new Int32Array(nodes);
  let tail = 0;
  for (let i = 0; i < solution.length; i++) {
    reached[solution[i]] = 1;
    up[tail] = -1;
    queue[tail++] = solution[i];
  }
  for (let head = 0; head < tail; head++) {
    const v = queue[head];
    for (let k = start[v]; k < start[v + 1]; k++) {
      const w = next[k];
      if (!reached[w]) {
        reached[w] = 1;
        up[tail] = head;
        queue[tail++] = w;
      }
    }
  }
  const height = new Int32Array(tail);
  for (let i = tail - 1; i >= solution.length; i--) {
    const p = up[i];
    if (up[p] >= 0 && height[i] + 1 > height[p]) height[p] = height[i] + 1;
  }
  const walked = new Uint8Array(tail);
  let deceptiveBranches = 0;
  let waste = 0;
  for (let i = solution.length; i < tail; i++) {
    const p = up[i];
    const root = up[p] < 0;
    // A branch's depth is its root's height + 1 (the step off the solution).
    if (root && height[i] + 1 >= DECEPTIVE) deceptiveBranches++;
    if ((root || walked[p]) && height[i] + 1 > VISIBLE) {
      walked[i] = 1;
      waste++;
    }
  }
  return { deceptiveBranches, waste };
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
