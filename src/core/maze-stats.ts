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
import { UnionFind } from './union-find.ts';

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

/** Medians of some of these over many mazes of one bot (npm run bench:quality; GET /games/{game}). */
export interface MazeMedians {
  /** Dead ends and junctions, in % of the maze's nodes. */
  deadEnds: number;
  junctions: number;
  longestCorridor: number;
  /** Solution nodes ÷ (width + height). */
  solution: number;
  decisionPoints: number;
  deceptiveBranches: number;
  /** Difficulty ÷ side. */
  difficulty: number;
}

export function mazeStats({ nodes, adjacency, solution, side, onRim }: MazeGraph): MazeStats {
  const { start, next } = adjacency;
  const ways = waysOut(nodes, start, solution);
  let deadEnds = 0;
  let junctions = 0;
  for (let v = 0; v < nodes; v++) {
    if (ways[v] === 1) deadEnds++;
    else if (ways[v] >= 3) junctions++;
  }
  let decisionPoints = 0;
  for (let i = 0; i < solution.length - 1; i++) if (ways[solution[i]] >= 3) decisionPoints++;
  // Each pass's arrays are those an earlier pass has done with, where they can be: on a 1000² maze every
  // megabyte of fresh memory costs more to map than a pass over it (a page fault a 4 KiB page).
  const seen = new Uint8Array(nodes);
  const longest = longestCorridor(nodes, start, next, ways, seen);
  const { deceptiveBranches, waste } = branchesOff(nodes, start, next, solution, seen.fill(0));
  return {
    deadEnds,
    junctions,
    solutionLength: solution.length,
    decisionPoints,
    rimShare: rimShare(solution, onRim),
    longestCorridor: longest,
    deceptiveBranches,
    difficulty: solution.length === 0 ? 0 : Math.round(((solution.length + waste) / side) * 100) / 100,
  };
}

/**
 * Ways out of each node: its edges, and the opening at the entrance and the
 * exit; 3 standing for three or more, which is all any figure asks (dead end,
 * corridor, junction), so that a byte holds it.
 */
function waysOut(nodes: number, start: Int32Array, solution: ArrayLike<number>): Uint8Array {
  const ways = new Uint8Array(nodes);
  const [first, last] = solution.length > 0 ? [solution[0], solution[solution.length - 1]] : [-1, -1];
  for (let v = 0; v < nodes; v++) ways[v] = Math.min(3, start[v + 1] - start[v]);
  for (const end of [first, last]) if (end >= 0) ways[end] = Math.min(3, start[end + 1] - start[end] + +(end === first) + +(end === last));
  return ways;
}

const rimShare = (solution: ArrayLike<number>, onRim: (node: number) => boolean) => {
  let rim = 0;
  for (let i = 0; i < solution.length; i++) if (onRim(solution[i])) rim++;
  return solution.length === 0 ? 0 : Math.round((rim / solution.length) * 100) / 100;
};

/** The keys of MazeStats, in the order a maze's JSON gives them. */
const STAT_KEYS = ['deadEnds', 'junctions', 'solutionLength', 'decisionPoints', 'rimShare', 'longestCorridor', 'deceptiveBranches', 'difficulty'] as const satisfies readonly (keyof MazeStats)[];

/**
 * A maze's statistics as it carries them: the way's length and rim share at
 * once (every GET's quality floor reads them), the rest worked out when first
 * read (a JSON answer, a difficulty level), so that drawing a large maze never
 * pays for them, nor for its graph (`adjacency` is built then too). `before`
 * and `after` are a style's own figures (cells, points, turns on the
 * solution), kept in that order around the rest.
 */
export function statsOnDemand(
  before: Record<string, number>,
  graph: Omit<MazeGraph, 'adjacency'> & { adjacency: () => Adjacency },
  after: Record<string, number>,
): Record<string, number> {
  const now: Partial<MazeStats> = { solutionLength: graph.solution.length, rimShare: rimShare(graph.solution, graph.onRim) };
  // Copied key by key, not spread: on Node 20 a spread object given more keys after takes microseconds.
  const stats: Record<string, number> = Object.assign({}, before);
  for (const key of STAT_KEYS) {
    const value = now[key];
    if (value !== undefined) stats[key] = value;
    else Object.defineProperty(stats, key, LATER[key]);
  }
  const { nodes, solution, side, onRim } = graph;
  later.set(stats, () => mazeStats({ nodes, adjacency: graph.adjacency(), solution, side, onRim }));
  return Object.assign(stats, after);
}

/** Each maze's statistics not yet read, as the work that finds them; then the statistics. */
const later = new WeakMap<object, MazeStats | (() => MazeStats)>();

/**
 * The accessors of the statistics worked out when first read, one a key for
 * every maze: accessors made afresh for each maze make each its own kind of
 * object (on Node 20, about 18 µs a maze against 2).
 */
const LATER = Object.fromEntries(
  STAT_KEYS.map((key): [string, PropertyDescriptor] => [
    key,
    {
      enumerable: true,
      get(this: object) {
        let all = later.get(this) as MazeStats | (() => MazeStats);
        if (typeof all === 'function') later.set(this, (all = all()));
        return all[key];
      },
    },
  ]),
);

/**
 * The wrong turns. Without the way's nodes the rest of the maze falls into
 * branches (components; in a tree, each hangs from one solution node); a
 * branch's depth is its farthest node's distance from the way. One
 * breadth-first walk from all the way's nodes at once hangs every other node
 * from the node it was first reached from, and labels it with its branch (a
 * branch reached from two places is joined into one where the walk meets
 * itself). Then, in reverse, dead-end stubs are peeled leaf by leaf: a node
 * whose only edge left leads to the node it hangs from is peeled, and gives
 * that node its height (the longest way on below it). What a branch keeps
 * unpeeled lies on loops or between two ways back to the way: its ways never
 * visibly end, so the solver walks all of it once the branch runs deeper than
 * VISIBLE. A stub node is walked when the node it hangs from is (or is on the
 * way, in a branch that is) and its height + 1 > VISIBLE. On a tree every
 * node is peeled, and this is the rule in the header, node for node; a tree
 * (one edge fewer than nodes, all reached) is worked out by treeBranches.
 */
function branchesOff(nodes: number, start: Int32Array, next: Int32Array, solution: ArrayLike<number>, marks: Uint8Array): { deceptiveBranches: number; waste: number } {
  // Each pass is a function of its own, its arrays made before its loop: one long function of loops is
  // compiled from inside its first loop (OSR) and deoptimised at each new array after it, at every call.
  const onWay = shortestWays(nodes, start, next, solution, marks);
  if (next.length / 2 === nodes - 1) {
    const figures = treeBranches(nodes, start, next, onWay);
    if (figures) return figures;
    // Not connected, so not a tree: the walk below marks the way afresh.
    for (let v = 0; v < nodes; v++) if (onWay[v] === REACHED) onWay[v] = 0;
  }
  const { walk, position } = walkFromWay(nodes, start, next, onWay);
  // What the walk has done with is used again: its places for the depths, the distances once read for the edges
  // left, its queue once read for the heights, the way's marks for the peeled and walked flags.
  const depths = branchDepths(walk, position.fill(0, 0, walk.tail));
  const { height, flags } = peel(walk, start, onWay.fill(0));
  return { deceptiveBranches: deceptive(walk, depths), waste: wasted(walk, depths, height, flags) };
}

/** A node off the way that treeBranches has reached (the way's are 1). */
const REACHED = 2;

/**
 * branchesOff on a tree. Every node off the way is peeled, and heights grow
 * towards the way (a node's parent is higher), so the solver walks a node
 * just when its branch is deeper than VISIBLE and the node's height + 1 is
 * more than VISIBLE; a branch's depth is its first node's height + 1. So one
 * depth-first walk of each branch, finding the heights as it backs up, gives
 * both figures, with a stack as deep as the deepest branch where the general
 * walk keeps five arrays the size of the maze (20 MB at 1000², which cost more
 * to map than to fill). Null if some node is reached twice or never: no tree.
 */
function treeBranches(nodes: number, start: Int32Array, next: Int32Array, onWay: Uint8Array): { deceptiveBranches: number; waste: number } | null {
  // The stack: each node on it, the next of its edges to follow, and its height so far.
  const stack = new Int32Array(nodes);
  const edge = new Int32Array(nodes);
  const height = new Int32Array(nodes);
  let reached = 0;
  let waste = 0;
  let deceptiveBranches = 0;
  for (let w = 0; w < nodes; w++) {
    if (onWay[w] !== 1) continue;
    reached++;
    for (let k = start[w]; k < start[w + 1]; k++) {
      if (onWay[next[k]] === 1) continue;
      // A branch, from its first node down; `walked` counts its nodes of height + 1 > VISIBLE.
      let walked = 0;
      let top = -1;
      for (let v = next[k], from = w; ; ) {
        if (v >= 0) {
          if (onWay[v] !== 0) return null;
          onWay[v] = REACHED;
          top++;
          stack[top] = v;
          edge[top] = start[v];
          height[top] = 0;
        }
        const u = stack[top];
        const parent = top > 0 ? stack[top - 1] : from;
        if (edge[top] < start[u + 1]) {
          v = next[edge[top]++];
          if (v === parent) v = -1;
          continue;
        }
        const h = height[top];
        reached++;
        if (h + 1 > VISIBLE) walked++;
        if (top === 0) {
          if (h + 1 > VISIBLE) waste += walked;
          if (h + 1 >= DECEPTIVE) deceptiveBranches++;
          break;
        }
        top--;
        if (h + 1 > height[top]) height[top] = h + 1;
        v = -1;
      }
    }
  }
  return reached === nodes ? { deceptiveBranches, waste } : null;
}

/** The breadth-first walk from the way: nodes by position (the way's first, `way` of them), and each one's parent, distance and branch. */
interface WayWalk {
  queue: Int32Array;
  way: number;
  tail: number;
  up: Int32Array;
  dist: Int32Array;
  branch: Int32Array;
}

function walkFromWay(nodes: number, start: Int32Array, next: Int32Array, onWay: Uint8Array): { walk: WayWalk; position: Int32Array } {
  // Kept by position in the walk, not by node: a node's parent comes before it, so the passes below read nearly in order.
  const position = new Int32Array(nodes).fill(-1);
  const queue = new Int32Array(nodes);
  const up = new Int32Array(nodes).fill(-1);
  const dist = new Int32Array(nodes);
  // A node's branch, by the position of the branch's first node; joined where the walk meets itself.
  const branch = new Int32Array(nodes);
  const way = wayFirst(onWay, position, queue);
  const walk = { queue, way, tail: way, up, dist, branch };
  const joins = breadthFirst(walk, start, next, position);
  if (joins) for (let i = way; i < walk.tail; i++) branch[i] = joins.find(branch[i]);
  return { walk, position };
}

/** The way's nodes at the front of the walk; how many. */
function wayFirst(onWay: Uint8Array, position: Int32Array, queue: Int32Array): number {
  let tail = 0;
  for (let v = 0; v < onWay.length; v++) {
    if (onWay[v]) {
      position[v] = tail;
      queue[tail++] = v;
    }
  }
  return tail;
}

/** Walks on from the way, filling `walk` in; the branches found to be one, if any. */
function breadthFirst(walk: WayWalk, start: Int32Array, next: Int32Array, position: Int32Array): UnionFind | null {
  const { queue, way, up, dist, branch } = walk;
  let tail = walk.tail;
  let joins: UnionFind | null = null;
  for (let head = 0; head < tail; head++) {
    const v = queue[head];
    for (let k = start[v]; k < start[v + 1]; k++) {
      const w = next[k];
      const at = position[w];
      if (at < 0) {
        position[w] = tail;
        up[tail] = head;
        dist[tail] = dist[head] + 1;
        branch[tail] = head < way ? tail : branch[head];
        queue[tail++] = w;
      } else if (head >= way && at >= way && at !== up[head] && branch[at] !== branch[head]) {
        (joins ??= new UnionFind(position.length)).union(branch[at], branch[head]);
      }
    }
  }
  walk.tail = tail;
  return joins;
}

/** Each branch's depth, by the position of its first node, into `depths` (zeros). */
function branchDepths({ way, tail, dist, branch }: WayWalk, depths: Int32Array): Int32Array {
  for (let i = way; i < tail; i++) if (dist[i] > depths[branch[i]]) depths[branch[i]] = dist[i];
  return depths;
}

/** A node's flags: peeled (a dead-end stub), and walked through by the solver. */
const [PEELED, WALKED] = [1, 2];

/**
 * Peels from the far end of the walk: a node's children come after it, so
 * they are peeled first. The walk's distances (read by now) become the edges
 * left, its queue the heights; `flags` are zeros.
 */
function peel({ queue, way, tail, up, dist }: WayWalk, start: Int32Array, flags: Uint8Array): { height: Int32Array; flags: Uint8Array } {
  const edgesLeft = dist;
  for (let i = way; i < tail; i++) edgesLeft[i] = start[queue[i] + 1] - start[queue[i]];
  const height = queue.fill(0, 0, tail);
  for (let i = tail - 1; i >= way; i--) {
    if (edgesLeft[i] !== 1) continue;
    flags[i] = PEELED;
    const p = up[i];
    if (height[i] + 1 > height[p]) height[p] = height[i] + 1;
    edgesLeft[p]--;
  }
  return { height, flags };
}

/** The nodes the solver walks off the way. */
function wasted({ way, tail, up, branch }: WayWalk, depths: Int32Array, height: Int32Array, flags: Uint8Array): number {
  let waste = 0;
  for (let i = way; i < tail; i++) {
    const deep = depths[branch[i]] > VISIBLE;
    const p = up[i];
    const through = !(flags[i] & PEELED) ? deep : p < way ? deep && height[i] + 1 > VISIBLE : (flags[p] & WALKED) !== 0 && height[i] + 1 > VISIBLE;
    if (through) {
      flags[i] |= WALKED;
      waste++;
    }
  }
  return waste;
}

/** The branches deep enough to deceive. */
function deceptive({ way, tail, branch }: WayWalk, depths: Int32Array): number {
  let count = 0;
  for (let i = way; i < tail; i++) if (branch[i] === i && depths[i] >= DECEPTIVE) count++;
  return count;
}

/**
 * The nodes on some shortest way from the solution's first node to its last:
 * those whose distances from the two add up to the solution's. In a tree (as
 * many edges as nodes less one) that is the solution itself, found without a search.
 */
function shortestWays(nodes: number, start: Int32Array, next: Int32Array, solution: ArrayLike<number>, on: Uint8Array): Uint8Array {
  for (let i = 0; i < solution.length; i++) on[solution[i]] = 1;
  if (solution.length === 0 || next.length / 2 === nodes - 1) return on;
  const from = distances(nodes, start, next, solution[0]);
  const to = distances(nodes, start, next, solution[solution.length - 1]);
  for (let v = 0; v < nodes; v++) if (from[v] >= 0 && from[v] + to[v] === solution.length - 1) on[v] = 1;
  return on;
}

/** Steps from `source` to every node (−1 where there is no way). */
function distances(nodes: number, start: Int32Array, next: Int32Array, source: number): Int32Array {
  const dist = new Int32Array(nodes).fill(-1);
  const queue = new Int32Array(nodes);
  dist[source] = 0;
  queue[0] = source;
  for (let head = 0, tail = 1; head < tail; head++) {
    const v = queue[head];
    for (let k = start[v]; k < start[v + 1]; k++) {
      if (dist[next[k]] < 0) {
        dist[next[k]] = dist[v] + 1;
        queue[tail++] = next[k];
      }
    }
  }
  return dist;
}

/** The most steps through consecutive nodes of exactly two ways (a corridor's edges: its inner nodes + 1); `seen` is zeros. */
function longestCorridor(nodes: number, start: Int32Array, next: Int32Array, ways: Uint8Array, seen: Uint8Array): number {
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
