/**
 * The Maze model: what a game hands to rendering and JSON. Renderers see only
 * this, never a game's state. A walls maze is a set of wall segments in board
 * coordinates (cell [x,y] covers x..x+1, y..y+1), two openings and a solution.
 */
import type { Point } from './game.ts';
import { mazeStats } from './maze-stats.ts';

/** [x1, y1, x2, y2] in board coordinates. */
export type Segment = readonly [number, number, number, number];
export type Side = 'top' | 'bottom' | 'left' | 'right';

/** An opening in the boundary: the unit edge on `side` of cell `at`. */
export interface Opening {
  at: Point;
  side: Side;
}

export interface WallsMaze {
  style: 'walls';
  width: number;
  height: number;
  /** Each maximal straight run of wall once. */
  walls: Segment[];
  entrance: Opening;
  exit: Opening;
  /** From just outside the entrance to just outside the exit; empty if there is no way through. */
  solution: Point[];
  stats: Record<string, number>;
  /** polygonal-sections: the faces a fill move names, each with a point strictly inside. */
  sections?: { id: number; inside: Point; polygon: Point[] }[];
}

/**
 * A lines maze: the drawn line is the path and the solver follows it. Points
 * run from 0 to width and 0 to height. Where two diagonals cross without a
 * junction, `bridges` says which passes over. An end without a `side` is
 * marked on the board; one with a side gets an arrow from outside.
 */
export interface LinesMaze {
  style: 'lines';
  width: number;
  height: number;
  /** Path segments, each once. */
  lines: Segment[];
  bridges: Bridge[];
  entrance: Terminal;
  exit: Terminal;
  /** The shortest path along the lines from entrance to exit. */
  solution: Point[];
  stats: Record<string, number>;
  /** The game as played, parallel to `lines`: each segment's colour and move number (from 1). */
  strokes?: { color: string; move: number }[];
}

export interface Terminal {
  at: Point;
  side?: Side;
}

/** Two segments that cross at `at` without meeting: `under` is drawn with a gap around `over`. */
export interface Bridge {
  at: Point;
  over: Segment;
  under: Segment;
}

export type Maze = WallsMaze | LinesMaze;

/** Passage bits of a cell in a grid maze: open towards the east or south neighbour. */
export const EAST = 1;
export const SOUTH = 2;

/**
 * The maze of a grid of cells whose passages are given as EAST/SOUTH bits per
 * cell (row-major). The entrance is the top wall of [0,0] and the exit the
 * bottom wall of [width−1,height−1], as in simple-maze and labyrinth. A game
 * whose passages form a tree rooted at [0,0] may pass each cell's parent
 * (`tree`), so the solution is the exit's line of ancestors, found without a search.
 */
export function cellMaze(width: number, height: number, passages: Uint8Array, tree?: Int32Array): WallsMaze {
  const entrance: Opening = { at: [0, 0], side: 'top' };
  const exit: Opening = { at: [width - 1, height - 1], side: 'bottom' };
  const path = tree ? treePath(tree, width * height - 1) : solveCells(width, height, passages);
  const solution = path.length ? cellPolyline(width, path, entrance, exit) : [];
  return {
    style: 'walls',
    width,
    height,
    walls: cellWalls(width, height, passages),
    entrance,
    exit,
    solution,
    stats: {
      cells: width * height,
      ...mazeStats({
        nodes: width * height,
        edges: passageEdges(width, passages),
        solution: path,
        side: (width + height) / 2,
        onRim: (c) => c < width || c >= width * (height - 1) || c % width === 0 || c % width === width - 1,
      }),
      turnsOnSolution: Math.max(0, solution.length - 2),
    },
  };
}

/** The open passages as pairs of cells. */
function passageEdges(width: number, passages: Uint8Array): Int32Array {
  let count = 0;
  for (let c = 0; c < passages.length; c++) count += (passages[c] & EAST ? 1 : 0) + (passages[c] & SOUTH ? 1 : 0);
  const edges = new Int32Array(2 * count);
  let i = 0;
  for (let c = 0; c < passages.length; c++) {
    if (passages[c] & EAST) [edges[i++], edges[i++]] = [c, c + 1];
    if (passages[c] & SOUTH) [edges[i++], edges[i++]] = [c, c + width];
  }
  return edges;
}

/** Walls as maximal straight runs: rows of horizontal walls first, then columns of vertical ones. */
function cellWalls(width: number, height: number, passages: Uint8Array): Segment[] {
  const walls: Segment[] = [];
  for (let y = 0; y <= height; y++) {
    let runStart = -1;
    for (let x = 0; x <= width; x++) {
      const wall =
        x < width &&
        (y === 0 ? x !== 0 : y === height ? x !== width - 1 : !(passages[(y - 1) * width + x] & SOUTH));
      if (wall && runStart < 0) runStart = x;
      else if (!wall && runStart >= 0) {
        walls.push([runStart, y, x, y]);
        runStart = -1;
      }
    }
  }
  for (let x = 0; x <= width; x++) {
    let runStart = -1;
    for (let y = 0; y <= height; y++) {
      const wall = y < height && (x === 0 || x === width || !(passages[y * width + x - 1] & EAST));
      if (wall && runStart < 0) runStart = y;
      else if (!wall && runStart >= 0) {
        walls.push([x, runStart, x, y]);
        runStart = -1;
      }
    }
  }
  return walls;
}

/** Cells from [0,0] to the last cell along passages (breadth-first), or [] if unreachable. */
function solveCells(width: number, height: number, passages: Uint8Array): number[] {
  const n = width * height;
  const parent = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  parent[0] = 0;
  let head = 0;
  let tail = 1;
  while (head < tail) {
    const c = queue[head++];
    if (c === n - 1) break;
    // Each neighbour through an open passage, queued once.
    if (passages[c] & EAST && parent[c + 1] < 0) parent[(queue[tail++] = c + 1)] = c;
    if (passages[c] & SOUTH && parent[c + width] < 0) parent[(queue[tail++] = c + width)] = c;
    if (c % width > 0 && passages[c - 1] & EAST && parent[c - 1] < 0) parent[(queue[tail++] = c - 1)] = c;
    if (c >= width && passages[c - width] & SOUTH && parent[c - width] < 0) parent[(queue[tail++] = c - width)] = c;
  }
  if (parent[n - 1] < 0) return [];
  const path = [n - 1];
  while (path[path.length - 1] !== 0) path.push(parent[path[path.length - 1]]);
  return path.reverse();
}

/** Cells from the root to `c` along parent links. */
function treePath(parent: Int32Array, c: number): number[] {
  const path = [c];
  while (parent[path[path.length - 1]] !== path[path.length - 1]) path.push(parent[path[path.length - 1]]);
  return path.reverse();
}

/** The centre of cell `c` and the point half a cell outside an opening. */
function cellCentre(width: number, c: number): Point {
  return [(c % width) + 0.5, Math.floor(c / width) + 0.5];
}

export function outside(o: Opening): Point {
  const [x, y] = o.at;
  switch (o.side) {
    case 'top':
      return [x + 0.5, y - 0.5];
    case 'bottom':
      return [x + 0.5, y + 1.5];
    case 'left':
      return [x - 0.5, y + 0.5];
    case 'right':
      return [x + 1.5, y + 0.5];
  }
}

/** The solution as a polyline that keeps only its end points and corners. */
function cellPolyline(width: number, path: number[], entrance: Opening, exit: Opening): Point[] {
  const points = [outside(entrance), ...path.map((c) => cellCentre(width, c)), outside(exit)];
  return corners(points);
}

/** Drops the points of a polyline that lie on a straight line between their neighbours. */
export function corners(points: Point[]): Point[] {
  if (points.length < 3) return points;
  const kept: Point[] = [points[0]];
  for (let i = 1; i < points.length - 1; i++) {
    const [ax, ay] = kept[kept.length - 1];
    const [bx, by] = points[i];
    const [cx, cy] = points[i + 1];
    if ((bx - ax) * (cy - by) !== (by - ay) * (cx - bx)) kept.push(points[i]);
  }
  kept.push(points[points.length - 1]);
  return kept;
}
