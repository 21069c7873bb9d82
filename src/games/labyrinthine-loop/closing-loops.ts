/**
 * The loop every closing segment of a round would make, all at once: the
 * closing looks at them all for the longest. A loop has the tree distance
 * between its two dots + 1 dots, and the distance needs the pair's lowest
 * common ancestor. One query each would cost O(log n) reads scattered over
 * the board, for some 3n pairs; Tarjan's offline way answers them all in one
 * depth-first walk of the tree, in near O(n).
 */
import { adjacencyOf, KING_DX, KING_DY, stepFrom } from '../../core/grid.ts';

/**
 * The loop sizes of the closing segments of a board whose dots are all in
 * one tree: sizes[4v + d] for the segment from dot v in direction d < 4 (E,
 * SE, S, SW: the other four are the same segments seen from their other
 * end), 0 where there is none (off the board, or a segment of the tree).
 * `joined` has one bit a direction for each dot's segments.
 */
export function closingLoopSizes(width: number, height: number, parent: Int32Array, depth: Int32Array, joined: Uint8Array): Int32Array {
  const n = width * height;
  let root = 0;
  while (parent[root] !== root) root = parent[root];
  const edges = new Int32Array(2 * (n - 1));
  for (let v = 0, e = 0; v < n; v++) {
    if (v === root) continue;
    edges[e++] = v;
    edges[e++] = parent[v];
  }
  const tree = adjacencyOf(n, edges);
  // Union-find over the finished subtrees: each dot links to its parent as it finishes, so a finished dot's
  // representative is its nearest ancestor still being walked.
  const link = new Int32Array(n);
  for (let v = 0; v < n; v++) link[v] = v;
  const finished = new Uint8Array(n);
  const sizes = new Int32Array(4 * n);
  const walk = new Int32Array(n);
  const nextChild = tree.start.slice(0, n);
  let top = 0;
  walk[top++] = root;
  while (top > 0) {
    const u = walk[top - 1];
    if (nextChild[u] < tree.start[u + 1]) {
      const w = tree.next[nextChild[u]++];
      if (w !== parent[u]) walk[top++] = w;
      continue;
    }
    top--;
    const x = u % width;
    const y = (u - x) / width;
    // u's subtree is done: with each neighbour finished before it, the common ancestor is that neighbour's
    // nearest ancestor still on the walk (every other pair is met again when its other dot finishes).
    for (let d = 0; d < 8; d++) {
      const w = stepFrom(width, height, x, y, KING_DX[d], KING_DY[d]);
      if (w < 0 || !finished[w] || joined[u] & (1 << d)) continue;
      const size = depth[u] + depth[w] - 2 * depth[walkedAncestor(link, w)] + 1;
      sizes[d < 4 ? 4 * u + d : 4 * w + (d ^ 4)] = size;
    }
    finished[u] = 1;
    link[u] = parent[u];
  }
  return sizes;
}

/** The representative of v's set: its nearest ancestor still on the walk; the links passed are pointed at it. */
function walkedAncestor(link: Int32Array, v: number): number {
  let top = v;
  while (link[top] !== top) top = link[top];
  while (v !== top) {
    const up = link[v];
    link[v] = top;
    v = up;
  }
  return top;
}
