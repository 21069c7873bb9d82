/**
 * The way through a finished round's drawing, from dot [0,0] to the far
 * corner, as a breadth-first search of its lines finds it (core/lines-maze.ts),
 * without the search: the drawing is a tree (every dot, hung from the one it
 * grew from) and one closing segment, so there are at most two ways, the tree
 * path and the one round the loop, and the shorter is the way. Where they are
 * as long, the search takes the one whose first step off their common start
 * it queued first: it queues a dot's neighbours in the order their segments
 * were played. Found as the round closes, from the tree the rules keep, whose
 * paths and distances cost the path's length and O(log n): only the way is
 * walked.
 */

/** The round's tree as the rules keep it: each dot's parent (the root its own), a path and the distance between two dots. */
export interface TreeWays {
  parent: Int32Array;
  path(u: number, v: number): Int32Array;
  distance(u: number, v: number): number;
}

/**
 * The dots of the way; `played` the round's moves as codes (docs/rules.md),
 * one a dot of the board: the tree's, then the closing; `steps` each
 * direction's step between dot numbers; `from` and `to` the entrance's and
 * exit's dots (a shaped board's first and last).
 */
export function roundWay(played: Int32Array, steps: readonly number[], { parent, path, distance }: TreeWays, from = 0, to = played.length - 1): Int32Array {
  const n = played.length;
  const target = (code: number) => (code >> 3) + steps[code & 7];
  const [a, b] = [played[n - 1] >> 3, target(played[n - 1])];
  // Round the loop: to one end of the closing segment, across it, and on from the other, whichever way is shorter.
  const [viaA, viaB] = [distance(from, a) + 1 + distance(b, to), distance(from, b) + 1 + distance(a, to)];
  const [near, far] = viaA <= viaB ? [a, b] : [b, a];
  const [tree, loop] = [distance(from, to), Math.min(viaA, viaB)];
  if (tree < loop) return path(from, to);
  const round = joined(path(from, near), path(far, to));
  if (tree > loop) return round;
  // As long: they part at some dot, each to a neighbour of it; the one whose segment was played first wins.
  const straight = path(from, to);
  let i = 0;
  while (straight[i + 1] === round[i + 1]) i++;
  return playedFirst(played, parent, target, straight[i], straight[i + 1], round[i + 1]) ? straight : round;
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
