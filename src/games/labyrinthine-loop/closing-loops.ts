/**
 * The loop every closing segment of a round would make, all at once: the
 * closing looks at them all for the longest. A loop has the tree distance
 * between its two dots + 1 dots, and the distance needs the pair's lowest
 * common ancestor. One query each would cost O(log n) reads scattered over
 * the board, for some 3n pairs; Tarjan's offline way answers them all in one
 * depth-first walk of the tree, in near O(n). A tree grown depth-first needs
 * no common ancestors at all (byAncestry).
 */
import { lowestDirection } from '../../core/grid.ts';

/**
 * A round's board once its tree holds every dot (the rules' state): each dot's
 * parent (the root its own) and depth, its segments (one bit a direction),
 * each dot's king moves on the board (core/grid.ts kingMovesOnBoard) and each
 * direction's step.
 */
export interface RoundTree {
  width: number;
  height: number;
  parent: Int32Array;
  depth: Int32Array;
  joined: Uint8Array;
  onBoard: Uint8Array;
  steps: number[];
  /** Whether the tree grew depth-first (the rules' State.depthFirst). */
  depthFirst: boolean;
  /** A shaped board's dots, in order (the rules' State.dotList); null on the whole grid, every dot in the tree. */
  dotList?: Int32Array | null;
}

/**
 * The walk's three arrays of a dot each, kept for the next round: a round's
 * closing is one walk, and fresh memory (a page fault every 4 KiB) cost about
 * as much as the walk over it. Grown when a board is bigger.
 */
let scratch = new Int32Array(0);

/**
 * The closing segments that make the longest loop on a board whose dots are
 * all in one tree, as 4v + d for the segment from dot v in direction d < 4
 * (E, SE, S, SW: the other four are the same segments seen from their other
 * end), in increasing order. Only the longest are kept: a list of every
 * segment's size would be 16 bytes a dot of fresh memory, which costs more
 * than the walk.
 */
export function longestClosings(tree: RoundTree): number[] {
  return byAncestry(tree) ?? byWalk(tree);
}

/**
 * The same, where the tree grew depth-first, as the maker grows it (the rules
 * keep whether it did). Every two neighbours are then an ancestor and its
 * descendant: a dot is left for good only once each neighbour has joined, so
 * a neighbour that joins later joins below it. A closing segment's loop is
 * their depths' difference + 1, with no common ancestor to look for: one pass
 * over the dots. Null where the tree grew otherwise (other bots' trees).
 */
export function byAncestry({ width, height, depth, joined, onBoard, steps: STEP, depthFirst }: RoundTree): number[] | null {
  if (!depthFirst) return null;
  const n = width * height;
  let most = 0;
  const longest: number[] = [];
  for (let u = 0; u < n; u++) {
    const level = depth[u];
    // Each segment not drawn once, from its end that looks east, south-east, south or south-west.
    for (let open = ~joined[u] & onBoard[u] & 15; open !== 0; open &= open - 1) {
      const d = lowestDirection(open);
      const loop = Math.abs(level - depth[u + STEP[d]]) + 1;
      if (loop < most) continue;
      if (loop > most) {
        most = loop;
        longest.length = 0;
      }
      longest.push(4 * u + d);
    }
  }
  return longest;
}

/**
 * The same for any tree: Tarjan's offline common ancestors over a walk of it.
 */
export function byWalk({ width, height, parent, depth, joined, onBoard, steps, dotList }: RoundTree): number[] {
  const n = width * height;
  // Dots off a shaped board are in no tree: the walk starts from one on it, and hangs only those.
  let root = dotList ? dotList[0] : 0;
  while (parent[root] !== root) root = parent[root];
  if (scratch.length < 3 * n) scratch = new Int32Array(3 * n);
  const firstChild = scratch.subarray(0, n).fill(-1);
  const nextSibling = scratch.subarray(n, 2 * n);
  const hang = (v: number) => {
    nextSibling[v] = firstChild[parent[v]];
    firstChild[parent[v]] = v;
  };
  if (dotList) {
    for (let k = 0; k < dotList.length; k++) if (dotList[k] !== root) hang(dotList[k]);
  } else
    for (let v = 0; v < n; v++) {
      if (v === root) continue;
      nextSibling[v] = firstChild[parent[v]];
      firstChild[parent[v]] = v;
    }
  // Union-find over the finished subtrees: a finished dot links to its parent, an unfinished one has no link
  // (−1), so a finished dot's representative is its nearest ancestor still being walked.
  const link = scratch.subarray(2 * n, 3 * n).fill(-1);
  let most = 0;
  const longest: number[] = [];
  // Post-order without a stack: down to a leaf, then finish dots on the way up until one has a next sibling.
  for (let u = root; ; ) {
    while (firstChild[u] >= 0) u = firstChild[u];
    for (;;) {
      finish(u);
      if (u === root) return longest.sort((a, b) => a - b);
      if (nextSibling[u] >= 0) {
        u = nextSibling[u];
        break;
      }
      u = parent[u];
    }
  }

  // u's subtree is done: with each neighbour finished before it, the common ancestor is that neighbour's
  // nearest ancestor still on the walk (every other pair is met again when its other dot finishes).
  function finish(u: number): void {
    // The directions on the board without a segment of u's, lowest first.
    for (let open = ~joined[u] & onBoard[u]; open !== 0; open &= open - 1) {
      const d = lowestDirection(open);
      const w = u + steps[d];
      if (link[w] < 0) continue;
      // No loop is longer than the two depths allow (a common ancestor at the root): such a pair needs no look-up.
      if (depth[u] + depth[w] + 1 < most) continue;
      const size = depth[u] + depth[w] - 2 * depth[walkedAncestor(link, w)] + 1;
      if (size < most) continue;
      if (size > most) {
        most = size;
        longest.length = 0;
      }
      longest.push(d < 4 ? 4 * u + d : 4 * w + (d ^ 4));
    }
    link[u] = parent[u];
  }
}

/** The representative of finished dot v's set: its nearest ancestor still on the walk; the links passed are pointed at it. */
function walkedAncestor(link: Int32Array, v: number): number {
  let top = v;
  while (link[top] >= 0) top = link[top];
  while (v !== top) {
    const up = link[v];
    link[v] = top;
    v = up;
  }
  return top;
}
