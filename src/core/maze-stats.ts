/**
 * Statistics of a maze, defined once for both styles on its graph: the nodes
 * are cells (walls mazes; sections in polygonal-sections) or points (lines
 * mazes), the edges the passages or line segments, and the solution the
 * nodes from entrance to exit. The entrance and the exit count as one more
 * connection of their nodes (the opening). Linear in the maze, on typed arrays.
 *
 * - deadEnds: nodes with one connection; junctions: nodes with three or more.
 * - solutionLength: nodes on the solution; decisionPoints: junctions on it.
 * - longestCorridor: the most steps in a row through nodes with exactly two connections.
 * - A wrong turn (branch) is a neighbour of a solution node off the solution,
 *   with everything reached through it; its depth is its farthest node's
 *   distance from the solution. deceptiveBranches: branches of depth ≥ 4.
 * - difficulty = (solutionLength + expected waste) / side, where a solver who
 *   meets k ways at a junction tries them in random order, so explores each
 *   wrong branch with probability ½, walking in and back out (2 steps a node):
 *   expected waste = Σ nodes of every branch whose end is not visible, i.e.
 *   of depth > VISIBLE. side = (width + height) / 2.
 */

export const VISIBLE = 3;
export const DECEPTIVE = 4;

export interface MazeGraph {
  nodes: number;
  /** Node pairs, one edge each. */
  edges: ArrayLike<number>;
  /** Nodes from the entrance's to the exit's; empty when there is no way through. */
  solution: ArrayLike<number>;
  /** (width + height) / 2 of the board. */
  side: number;
}

export interface MazeStats {
  deadEnds: number;
  junctions: number;
  solutionLength: number;
  decisionPoints: number;
  longestCorridor: number;
  deceptiveBranches: number;
  difficulty: number;
}

export function mazeStats({ nodes, edges, solution, side }: MazeGraph): MazeStats {
  const degree = new Int32Array(nodes);
  for (let i = 0; i < edges.length; i++) degree[edges[i]]++;
  // Compressed adjacency: node v's neighbours are next[start[v] .. start[v + 1]).
  const start = new Int32Array(nodes + 1);
  for (let v = 0; v < nodes; v++) start[v + 1] = start[v] + degree[v];
  const next = new Int32Array(edges.length);
  const fill = start.slice(0, nodes);
  for (let i = 0; i < edges.length; i += 2) {
    next[fill[edges[i]]++] = edges[i + 1];
    next[fill[edges[i + 1]]++] = edges[i];
  }
  const ways = degree.slice();
  if (solution.length > 0) {
    ways[solution[0]]++;
    ways[solution[solution.length - 1]]++;
  }
  let deadEnds = 0;
  let junctions = 0;
  for (let v = 0; v < nodes; v++) {
    if (ways[v] === 1) deadEnds++;
    else if (ways[v] >= 3) junctions++;
  }
  let decisionPoints = 0;
  for (let i = 0; i < solution.length - 1; i++) if (ways[solution[i]] >= 3) decisionPoints++;
  const branches = branchesOff(nodes, start, next, solution);
  let deceptiveBranches = 0;
  let waste = 0;
  for (let b = 0; b < branches.depth.length; b++) {
    if (branches.depth[b] >= DECEPTIVE) deceptiveBranches++;
    if (branches.depth[b] > VISIBLE) waste += branches.size[b];
  }
  return {
    deadEnds,
    junctions,
    solutionLength: solution.length,
    decisionPoints,
    longestCorridor: longestCorridor(nodes, start, next, ways),
    deceptiveBranches,
    difficulty: solution.length === 0 ? 0 : Math.round(((solution.length + waste) / side) * 100) / 100,
  };
}

/**
 * Every branch off the solution, by a breadth-first walk from all solution
 * nodes at once: each node off the solution belongs to the branch it was
 * first reached through. Its size and depth (farthest distance) per branch.
 */
function branchesOff(nodes: number, start: Int32Array, next: Int32Array, solution: ArrayLike<number>): { size: number[]; depth: number[] } {
  const branch = new Int32Array(nodes).fill(-1);
  const distance = new Int32Array(nodes);
  const queue = new Int32Array(nodes);
  let tail = 0;
  for (let i = 0; i < solution.length; i++) {
    branch[solution[i]] = -2;
    queue[tail++] = solution[i];
  }
  const size: number[] = [];
  const depth: number[] = [];
  for (let head = 0; head < tail; head++) {
    const v = queue[head];
    for (let k = start[v]; k < start[v + 1]; k++) {
      const w = next[k];
      if (branch[w] !== -1) continue;
      const b = branch[v] === -2 ? size.length : branch[v];
      if (b === size.length) {
        size.push(0);
        depth.push(0);
      }
      branch[w] = b;
      distance[w] = distance[v] + 1;
      size[b]++;
      if (distance[w] > depth[b]) depth[b] = distance[w];
      queue[tail++] = w;
    }
  }
  return { size, depth };
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
      let [prev, cur] = [v, next[k]];
      while (!seen[cur] && ways[cur] === 2) {
        seen[cur] = 1;
        inner++;
        // An entrance or exit node has one edge and the opening: the corridor ends there.
        if (start[cur + 1] - start[cur] < 2) break;
        const a = next[start[cur]];
        [prev, cur] = [cur, a !== prev ? a : next[start[cur] + 1]];
      }
    }
    longest = Math.max(longest, inner + 1);
  }
  return longest;
}
