/**
 * The lattice every game lives on, and the graphs built on it. A board's
 * units (cells, dots or vertices) are numbered row by row, `cols` to a row;
 * directions are numbered once for all: the eight king moves E, SE, S, SW, W,
 * NW, N, NE (d ^ 4 is the opposite), and the four orthogonal ones E, S, W, N.
 * A graph is a compressed adjacency list; one breadth-first walk serves every
 * maze's solution that is not read off a tree of parent links.
 */
import { doubled } from './doubled.ts';
import type { Point } from './game.ts';

// `cols` and `rows` count units: a board of cells or dots has width × height, one of vertices (width + 1) × (height + 1).

export const pointOf = (cols: number, i: number): Point => [i % cols, Math.floor(i / cols)];
export const indexOf = (cols: number, [x, y]: Point): number => y * cols + x;
export const contains = (cols: number, rows: number, [x, y]: Point): boolean => x >= 0 && y >= 0 && x < cols && y < rows;

/** The eight king moves as steps, E, SE, S, SW, W, NW, N, NE. */
export const KING_DX = [1, 1, 0, -1, -1, -1, 0, 1];
export const KING_DY = [0, 1, 1, 1, 0, -1, -1, -1];
/** The four orthogonal moves as steps, E, S, W, N. */
export const ORTHO_DX = [1, 0, -1, 0];
export const ORTHO_DY = [0, 1, 0, -1];

/** Each king move as a step between units numbered row by row, `cols` to a row: what a walk adds to a unit's number, with no x or y. */
export const kingSteps = (cols: number): number[] => KING_DX.map((dx, d) => dx + KING_DY[d] * cols);

/**
 * Each unit's king moves that stay on a cols × rows board, bit d for direction
 * d: a walk over a unit's moves tests a bit, where its x and y cost a division.
 */
export function kingMovesOnBoard(cols: number, rows: number): Uint8Array {
  const moves = new Uint8Array(cols * rows);
  // The directions that lead west (SW, W, NW), east (NE, E, SE), north (NW, N, NE) and south (SE, S, SW).
  const [WEST, EAST, NORTH, SOUTH] = [0b00111000, 0b10000011, 0b11100000, 0b00001110];
  for (let y = 0, v = 0; y < rows; y++) {
    const row = 255 & ~(y === 0 ? NORTH : 0) & ~(y === rows - 1 ? SOUTH : 0);
    for (let x = 0; x < cols; x++, v++) moves[v] = row & ~(x === 0 ? WEST : 0) & ~(x === cols - 1 ? EAST : 0);
  }
  return moves;
}

/** The direction d of the lowest bit set in a mask of directions (as kingMovesOnBoard's): a loop over a mask's moves takes them so, in direction order. */
export const lowestDirection = (moves: number): number => 31 - Math.clz32(moves & -moves);

/** The direction (0–7) of the king move from a to b, or −1 when they are not king-move neighbours. */
export function kingDirection(a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  return Math.abs(dx) > 1 || Math.abs(dy) > 1 ? -1 : stepDirection(dx, dy);
}

/** The direction of a unit step (dx, dy ∈ {−1, 0, 1}), −1 for no step. */
export const stepDirection = (dx: number, dy: number): number => STEP_DIRECTION[(dy + 1) * 3 + dx + 1];
const STEP_DIRECTION = [5, 6, 7, 4, -1, 0, 3, 2, 1];

/** The orthogonal neighbours of i on the board, in the order E, S, W, N. */
export function orthogonalNeighbours(cols: number, rows: number, i: number): number[] {
  const count = orthogonalNeighboursInto(cols, rows, i, SCRATCH);
  const out: number[] = [];
  for (let k = 0; k < count; k++) out.push(SCRATCH[k]);
  return out;
}

/** orthogonalNeighbours' scratch: filled and read before it returns. */
const SCRATCH = new Int32Array(4);

/** The same without allocating, for loops over every cell: writes them into `out` and returns how many. */
export function orthogonalNeighboursInto(cols: number, rows: number, i: number, out: Int32Array): number {
  const x = i % cols;
  let count = 0;
  if (x + 1 < cols) out[count++] = i + 1;
  if (i + cols < cols * rows) out[count++] = i + cols;
  if (x > 0) out[count++] = i - 1;
  if (i >= cols) out[count++] = i - cols;
  return count;
}

/** The king-move neighbours of i on the board, each with its direction, in the order E, SE, … NE. */
export function kingNeighbours(cols: number, rows: number, i: number): [number, number][] {
  const [x, y] = pointOf(cols, i);
  const out: [number, number][] = [];
  for (let d = 0; d < 8; d++) {
    const next: Point = [x + KING_DX[d], y + KING_DY[d]];
    if (contains(cols, rows, next)) out.push([indexOf(cols, next), d]);
  }
  return out;
}

/** Compressed adjacency: node v's neighbours are next[start[v] .. start[v + 1]). */
export interface Adjacency {
  start: Int32Array;
  next: Int32Array;
}

/** The adjacency of lists of neighbours, node by node, in their order. */
export function adjacencyOfLists(lists: readonly (readonly number[])[]): Adjacency {
  const start = new Int32Array(lists.length + 1);
  lists.forEach((list, v) => (start[v + 1] = start[v] + list.length));
  const next = new Int32Array(start[lists.length]);
  lists.forEach((list, v) => next.set(list, start[v]));
  return { start, next };
}

/** The adjacency of an edge list (node pairs, one edge each), neighbours in the order of the edges. */
export function adjacencyOf(nodes: number, edges: ArrayLike<number>): Adjacency {
  // Node v's degree counted at v + 2 and summed up, so that start[v + 1] is where v's neighbours begin; placing
  // them moves it on to where they end, which is where v + 1's begin: no second array of cursors.
  const counts = new Int32Array(nodes + 2);
  for (let i = 0; i < edges.length; i++) counts[edges[i] + 2]++;
  for (let v = 2; v <= nodes; v++) counts[v] += counts[v - 1];
  const next = new Int32Array(edges.length);
  for (let i = 0; i < edges.length; i += 2) {
    next[counts[edges[i] + 1]++] = edges[i + 1];
    next[counts[edges[i + 1] + 1]++] = edges[i];
  }
  return { start: counts.subarray(0, nodes + 1), next };
}

/** The nodes of a shortest path from `from` to `to` (breadth-first, neighbours in order), or none if there is none. */
export function shortestPath({ start, next }: Adjacency, from: number, to: number): Int32Array {
  const parent = new Int32Array(start.length - 1).fill(-1);
  const queue = new Int32Array(start.length - 1);
  parent[from] = from;
  queue[0] = from;
  for (let head = 0, tail = 1; head < tail && parent[to] < 0; head++) {
    const v = queue[head];
    for (let k = start[v]; k < start[v + 1]; k++) {
      const w = next[k];
      if (parent[w] < 0) {
        parent[w] = v;
        queue[tail++] = w;
      }
    }
  }
  return parent[to] < 0 ? new Int32Array(0) : rootPath((u) => parent[u], to);
}

/** A forest as a node's parent (a root is its own): parent links in an array, or worked out from a game's own encoding. */
export type ParentOf = (v: number) => number;

/**
 * A forest of grid cells as a byte a cell, its link: the side its parent lies
 * on, or a root's link, 0 or ROOT_LINK (a game whose 0 means "not in the
 * forest yet" marks its roots ROOT_LINK).
 */
export const [WEST_LINK, NORTH_LINK, EAST_LINK, SOUTH_LINK, ROOT_LINK] = [1, 2, 3, 4, 5];

/** The link from cell c to its neighbour n on a grid `width` cells wide (at least 2). */
export const linkTo = (width: number, c: number, n: number) => (n === c - 1 ? WEST_LINK : n === c - width ? NORTH_LINK : n === c + 1 ? EAST_LINK : SOUTH_LINK);

/** Each link's step to the parent, on a grid `width` cells wide: a root, west, north, east, south, a root. */
export const linkSteps = (width: number) => Int32Array.of(0, -1, -width, 1, width, 0);

/** A forest of links with their steps (linkSteps). */
export interface LinkTree {
  links: Uint8Array;
  steps: Int32Array;
}

/** A cell's parent in a LinkTree (a root is its own): the cell plus its link's step, one look-up; one function for every such tree (room-finder.ts ParentIn). */
export const linkParent = (tree: LinkTree, c: number): number => c + tree.steps[tree.links[c]];

/** Each cell's parent in a forest of links, as a function of the cell (linkParent). */
export function treeParents(width: number, links: Uint8Array): ParentOf {
  const tree = { links, steps: linkSteps(width) };
  return (c) => linkParent(tree, c);
}

/**
 * Scratch for the climbs rootPath and treePath make, each from a node up to
 * its root, doubled when a climb fills it (its length is known only at the
 * root). Kept between calls (see reused.ts): a 1000² maze's way is a third of
 * a million cells, and a climb into fresh memory cost more than the climb.
 */
const climbs = [new Int32Array(1024), new Int32Array(1024)];

/** Writes `v` and its ancestors, up to the root, into climbs[k]; returns how many. */
function climb(parentOf: ParentOf, v: number, k: 0 | 1): number {
  let nodes = climbs[k];
  let length = 0;
  for (let u = v; ; ) {
    if (length === nodes.length) nodes = climbs[k] = doubled(nodes);
    nodes[length++] = u;
    const up = parentOf(u);
    if (up === u) return length;
    u = up;
  }
}

/** The nodes from the root (its own parent) down to `v` along parent links. */
export function rootPath(parentOf: ParentOf, v: number): Int32Array {
  const length = climb(parentOf, v, 0);
  const nodes = climbs[0];
  const path = new Int32Array(length);
  for (let i = 0; i < length; i++) path[i] = nodes[length - 1 - i];
  return path;
}

/**
 * The nodes of the way from `a` to `b` in a forest, or none when they lie in
 * different trees: up from both to their roots, then down the two climbs'
 * common tail to the lowest common ancestor, so it costs their depths, not
 * the forest's size.
 */
export function treePath(parentOf: ParentOf, a: number, b: number): Int32Array {
  let i = climb(parentOf, a, 0) - 1;
  let j = climb(parentOf, b, 1) - 1;
  const [fromA, fromB] = climbs;
  if (fromA[i] !== fromB[j]) return new Int32Array(0);
  for (; i > 0 && j > 0 && fromA[i - 1] === fromB[j - 1]; j--) i--;
  // fromA[i] = fromB[j] is the common ancestor: a up to it, then down to b.
  const path = new Int32Array(i + 1 + j);
  path.set(fromA.subarray(0, i + 1));
  for (let k = 0; k < j; k++) path[i + 1 + k] = fromB[j - 1 - k];
  return path;
}

/**
 * The tree path from a to b, `length` nodes, whose lowest common ancestor
 * `top` is known: up from each end to it, walking no further. A caller that
 * finds the ancestor and the depths without walking (jump pointers) walks
 * only the path.
 */
export function pathThrough(parentOf: ParentOf, a: number, b: number, top: number, length: number): Int32Array {
  const path = new Int32Array(length);
  let i = 0;
  for (let u = a; u !== top; u = parentOf(u)) path[i++] = u;
  path[i] = top;
  for (let u = b, j = length - 1; u !== top; u = parentOf(u)) path[j--] = u;
  return path;
}
