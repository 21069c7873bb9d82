/**
 * The way through a finished round's drawing, from dot [0,0] to the far
 * corner, as a breadth-first search of its lines finds it (core/lines-maze.ts),
 * without the search: the drawing is a tree (every dot, hung from the one it
 * grew from) and one closing segment, so there are at most two ways, the tree
 * path and the one round the loop, and the shorter is the way. Where they are
 * as long, the search takes the one whose first step off their common start
 * it queued first: it queues a dot's neighbours in the order their segments
 * were played. A search kept three arrays of a dot and two of a segment (about
 * 2.5 MB a 300² board, fresh memory at 14 µs a page); this keeps one.
 */
import { kingSteps, treePath } from '../../core/grid.ts';

/** The dots of the way; `played` the round's moves as codes (docs/rules.md): the tree's, then the closing. */
export function roundWay(width: number, height: number, played: Int32Array): Int32Array {
  const n = width * height;
  const STEP = kingSteps(width);
  const target = (code: number) => (code >> 3) + STEP[code & 7];
  const parent = new Int32Array(n);
  const root = played[0] >> 3;
  parent[root] = root;
  for (let k = 0; k < n - 1; k++) parent[target(played[k])] = played[k] >> 3;
  const parentOf = (v: number) => parent[v];
  const [a, b] = [played[n - 1] >> 3, target(played[n - 1])];
  const [from, to] = [0, n - 1];
  const tree = treePath(parentOf, from, to);
  // Round the loop: to one end of the closing segment, across it, and on from the other, whichever way is shorter.
  const [viaA, viaB] = [[treePath(parentOf, from, a), treePath(parentOf, b, to)], [treePath(parentOf, from, b), treePath(parentOf, a, to)]];
  const [start, end] = viaA[0].length + viaA[1].length <= viaB[0].length + viaB[1].length ? viaA : viaB;
  if (tree.length !== start.length + end.length) return tree.length < start.length + end.length ? tree : joined(start, end);
  const loop = joined(start, end);
  // As long: they part at some dot, each to a neighbour of it; the one whose segment was played first wins.
  let i = 0;
  while (tree[i + 1] === loop[i + 1]) i++;
  return playedFirst(played, parent, target, tree[i], tree[i + 1], loop[i + 1]) ? tree : loop;
}

const joined = (x: Int32Array, y: Int32Array) => {
  const out = new Int32Array(x.length + y.length);
  out.set(x);
  out.set(y, x.length);
  return out;
};

/**
 * Whether the segment from dot v to its neighbour p was played before the one
 * to q: the segment v hangs from came before any that hangs from v, and the
 * closing segment came last.
 */
function playedFirst(played: Int32Array, parent: Int32Array, target: (code: number) => number, v: number, p: number, q: number): boolean {
  const n = played.length;
  const closing = (w: number) => (played[n - 1] >> 3 === v && target(played[n - 1]) === w) || (played[n - 1] >> 3 === w && target(played[n - 1]) === v);
  const rank = (w: number) => (closing(w) ? 2 : parent[w] === v ? 1 : 0);
  if (rank(p) !== rank(q)) return rank(p) < rank(q);
  // Both hang from v: the one played first.
  let k = 0;
  while (played[k] >> 3 !== v || (target(played[k]) !== p && target(played[k]) !== q)) k++;
  return target(played[k]) === p;
}
