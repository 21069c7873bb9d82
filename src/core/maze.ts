/**
 * The Maze model: what a game hands to rendering and JSON. Renderers see only
 * this, never a game's state. A walls maze is a set of wall segments in board
 * coordinates (cell [x,y] covers x..x+1, y..y+1), two openings and a solution.
 * A game may add fields of its own to its mazes (polygonal-sections: the
 * sections a fill move names); the JSON carries them and the renderers pass them by.
 */
import { doubled } from './doubled.ts';
import type { Point } from './game.ts';
import { rootPath, type Adjacency } from './grid.ts';
import { statsOnDemand } from './maze-stats.ts';
import { Segments, type SegmentVisitor, type StepBits, type UnitSteps } from './segments.ts';

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
  walls: Segments;
  entrance: Opening;
  exit: Opening;
  /** From just outside the entrance to just outside the exit; empty if there is no way through. Read-only: a cell maze works it out when first read. */
  readonly solution: Point[];
  stats: Record<string, number>;
  /** The solution's points one at a time, where the maze can give them without making them (SOLUTION_POINTS). */
  readonly [SOLUTION_POINTS]?: PointLister;
}

/** Points told one at a time to `visit`, in order, the same every call: a source that keeps none. */
export type PointLister = (visit: (x: number, y: number) => void) => void;

/**
 * The key (not enumerable, so neither JSON nor deep equality sees it) under
 * which a cell maze lists its solution's points: a JSON answer writes them as
 * listed. A 1000² maze's solution turns 200,000 times, and as a point each
 * (an array a point) it took 70–120 ms to make and 30–70 more to stringify.
 */
export const SOLUTION_POINTS = Symbol('solution points');

/** How `maze` lists its solution's points, if it does (SOLUTION_POINTS). */
export function listedSolution(maze: object): PointLister | undefined {
  return (maze as Partial<WallsMaze>)[SOLUTION_POINTS];
}

/** Each maze's solution as solutionCoords packs it: made once a maze, whichever drawings read it. */
const packedSolutions = new WeakMap<Maze, Float64Array>();

/**
 * The solution's points as x, y pairs in one array, as a drawing reads them:
 * listed where the maze lists them, else read off its points. A loop maze's
 * way has tens of thousands of corners, a 1000² grid maze's a hundred
 * thousand; as a small array each, scattered over the heap, every drawing
 * that read them waited on memory a point (a 300² loop maze's solution and
 * its bridges, a quarter of its SVG's time). Every caller gets the same
 * array: read it, never write it.
 */
export function solutionCoords(maze: Maze): Float64Array {
  let coords = packedSolutions.get(maze);
  if (coords) return coords;
  const list = listedSolution(maze);
  if (list) {
    let packed = new Float64Array(256);
    let length = 0;
    list((x, y) => {
      if (length === packed.length) packed = doubled(packed);
      packed[length++] = x;
      packed[length++] = y;
    });
    coords = packed.slice(0, length);
  } else coords = Float64Array.from(maze.solution.flat());
  packedSolutions.set(maze, coords);
  return coords;
}

/**
 * A lines maze: the drawn line is the path and the solver follows it. Its
 * segments join lattice points, from 0 to width and 0 to height. Where two diagonals cross without a
 * junction, `bridges` says which passes over. An end without a `side` is
 * marked on the board; one with a side gets an arrow from outside.
 */
export interface LinesMaze {
  style: 'lines';
  width: number;
  height: number;
  /** Path segments, each once. */
  lines: Segments;
  bridges: Bridges;
  entrance: Terminal;
  exit: Terminal;
  /** The shortest path along the lines from entrance to exit, its corners. Read-only: a lines maze works it out when first read. */
  readonly solution: Point[];
  stats: Record<string, number>;
  /** The game as played, parallel to `lines`: each segment's colour and move number (from 1). */
  strokes?: { color: string; move: number }[];
  /** The solution's points one at a time, without making them (SOLUTION_POINTS). */
  readonly [SOLUTION_POINTS]?: PointLister;
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

/** Numbers a bridge: at x, y; over x1, y1, x2, y2; under x1, y1, x2, y2. */
export const BRIDGE_NUMBERS = 10;

/**
 * A lines maze's bridges, packed ten numbers each (BRIDGE_NUMBERS) in one
 * Float64Array, as Segments packs segments: a 300² loop board has some 9,000,
 * which as an object and three arrays each cost a microsecond apiece to make
 * (fresh memory, then the collector), more than drawing them. The drawing
 * reads the numbers in place; JSON writes each as a Bridge.
 */
export class Bridges {
  constructor(readonly numbers: Float64Array) {}

  static of(list: readonly Bridge[]): Bridges {
    return new Bridges(Float64Array.from(list.flatMap(({ at, over, under }) => [...at, ...over, ...under])));
  }

  get length(): number {
    return this.numbers.length / BRIDGE_NUMBERS;
  }

  toJSON(): Bridge[] {
    const n = this.numbers;
    const list: Bridge[] = [];
    for (let i = 0; i < n.length; i += BRIDGE_NUMBERS)
      list.push({ at: [n[i], n[i + 1]], over: [n[i + 2], n[i + 3], n[i + 4], n[i + 5]], under: [n[i + 6], n[i + 7], n[i + 8], n[i + 9]] });
    return list;
  }
}

export type Maze = WallsMaze | LinesMaze;

/** Passage bits of a cell in a grid maze: open towards the east or south neighbour. */
export const EAST = 1;
export const SOUTH = 2;

/**
 * The maze of a grid of cells whose passages are given as EAST/SOUTH bits per
 * cell (row-major; never EAST on the east rim, nor SOUTH on the south one). The entrance is the top wall of [0,0] and the exit the
 * bottom wall of [width−1,height−1], as in simple-maze and labyrinth. A game
 * that keeps its passages as a tree may pass the solution's cells from [0,0]
 * to the exit (`path`), read off the tree without a search.
 */
export function cellMaze(width: number, height: number, passages: Uint8Array, path = gridPath(width, passages, width * height - 1)): WallsMaze {
  const entrance: Opening = { at: [0, 0], side: 'top' };
  const exit: Opening = { at: [width - 1, height - 1], side: 'bottom' };
  let solution: Point[] | undefined;
  const maze: WallsMaze = {
    style: 'walls',
    width,
    height,
    walls: new Segments(
      (run) => cellWalls(width, height, passages, run),
      (bits) => cellWallSteps(width, height, passages, bits),
    ),
    entrance,
    exit,
    // Built when first read (a drawn solution, JSON): a 1000² maze's way turns a hundred thousand times, a point each.
    get solution() {
      if (!solution) {
        const points: Point[] = (solution = []);
        cellPolyline(width, path, (x, y) => points.push([x, y]));
      }
      return solution;
    },
    stats: statsOnDemand(
      { cells: width * height },
      {
        nodes: width * height,
        adjacency: () => gridAdjacency(width, passages),
        solution: path,
        side: (width + height) / 2,
        onRim: (c) => onCellRim(width, height, c),
      },
      { turnsOnSolution: turns(width, path) },
    ),
  };
  return Object.defineProperty(maze, SOLUTION_POINTS, { value: (visit: (x: number, y: number) => void) => cellPolyline(width, path, visit) });
}

/**
 * The cells of a shortest way from [0,0] to `to` through open passages
 * (breadth-first, neighbours north, west, east, south, as gridAdjacency orders
 * them), or none; read from the passage bits, without building the adjacency.
 */
function gridPath(width: number, passages: Uint8Array, to: number): Int32Array {
  const n = passages.length;
  const parent = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  parent[0] = 0;
  const reach = (v: number, w: number) => {
    if (parent[w] < 0) {
      parent[w] = v;
      queue[tail++] = w;
    }
  };
  let tail = 1;
  for (let head = 0; head < tail && parent[to] < 0; head++) {
    const v = queue[head];
    if (v >= width && passages[v - width] & SOUTH) reach(v, v - width);
    // No division for the west neighbour: a cell at the west rim has none, and the cell before it, at the east rim, never opens east.
    if (v > 0 && passages[v - 1] & EAST) reach(v, v - 1);
    if (passages[v] & EAST) reach(v, v + 1);
    if (passages[v] & SOUTH) reach(v, v + width);
  }
  return parent[to] < 0 ? new Int32Array(0) : rootPath((u) => parent[u], to);
}

/** Each cell's neighbours through open passages, north, west, east, south. */
function gridAdjacency(width: number, passages: Uint8Array): Adjacency {
  const n = passages.length;
  let open = 0;
  for (let c = 0; c < n; c++) open += (passages[c] & EAST) + ((passages[c] & SOUTH) >> 1);
  const start = new Int32Array(n + 1);
  const next = new Int32Array(2 * open);
  let k = 0;
  for (let c = 0; c < n; c++) {
    start[c] = k;
    if (c >= width && passages[c - width] & SOUTH) next[k++] = c - width;
    if (c % width > 0 && passages[c - 1] & EAST) next[k++] = c - 1;
    if (passages[c] & EAST) next[k++] = c + 1;
    if (passages[c] & SOUTH) next[k++] = c + width;
  }
  start[n] = k;
  return { start, next };
}

/** Whether a wall runs along the top of cell (x, y) (y = height: the bottom rim), the entrance and exit left open. */
const topWall = (width: number, height: number, passages: Uint8Array, x: number, y: number): boolean =>
  y === 0 ? x !== 0 : y === height ? x !== width - 1 : !(passages[(y - 1) * width + x] & SOUTH);

/** Whether a wall runs down the west side of cell (x, y) (x = width: the east rim). */
const westWall = (width: number, passages: Uint8Array, x: number, y: number): boolean => x === 0 || x === width || !(passages[y * width + x - 1] & EAST);

/** King directions (core/grid.ts) as bits of a lattice point. */
const [EAST_STEP, SOUTH_STEP, WEST_STEP, NORTH_STEP] = [1, 4, 16, 64];

/** The unit steps of wall from the corner (x, y) of cells, as direction bits. */
const cornerSteps = (width: number, height: number, passages: Uint8Array, x: number, y: number): number =>
  (x < width && topWall(width, height, passages, x, y) ? EAST_STEP : 0) |
  (y < height && westWall(width, passages, x, y) ? SOUTH_STEP : 0) |
  (x > 0 && topWall(width, height, passages, x - 1, y) ? WEST_STEP : 0) |
  (y > 0 && westWall(width, passages, x, y - 1) ? NORTH_STEP : 0);

/**
 * The walls' unit steps on the (width + 1) × (height + 1) lattice of cell
 * corners, one store a corner: what a drawing chains, without the runs.
 */
function cellWallSteps(width: number, height: number, passages: Uint8Array, into: StepBits): UnitSteps {
  const stride = width + 1;
  const bits = into(stride * (height + 1));
  for (let x = 0; x <= width; x++) {
    bits[x] = cornerSteps(width, height, passages, x, 0);
    bits[height * stride + x] = cornerSteps(width, height, passages, x, height);
  }
  for (let y = 1; y < height; y++) {
    bits[y * stride] = cornerSteps(width, height, passages, 0, y);
    bits[y * stride + width] = cornerSteps(width, height, passages, width, y);
    innerCornerSteps(width, passages, y, bits);
  }
  return { stride, rows: height + 1, bits };
}

/**
 * cornerSteps for the corners of row y inside the rim, without its tests (a
 * third of the time): the walls are the closed passages of the cells around
 * the corner, above left (a), above right (b) and below left (c). A function
 * a row, so that the JIT optimises it from whole calls rather than from
 * inside one long loop.
 */
function innerCornerSteps(width: number, passages: Uint8Array, y: number, bits: Uint8Array): void {
  const row = y * (width + 1);
  const above = (y - 1) * width;
  const below = y * width;
  let a = passages[above];
  for (let x = 1; x < width; x++) {
    const b = passages[above + x];
    const c = passages[below + x - 1];
    bits[row + x] = (((~b & SOUTH) >> 1) * EAST_STEP) | ((~c & EAST) * SOUTH_STEP) | (((~a & SOUTH) >> 1) * WEST_STEP) | ((~a & EAST) * NORTH_STEP);
    a = b;
  }
}

/** Walls as maximal straight runs, each to `run`: rows of horizontal walls first, then columns of vertical ones. */
function cellWalls(width: number, height: number, passages: Uint8Array, run: SegmentVisitor): void {
  for (let y = 0; y <= height; y++) {
    let runStart = -1;
    for (let x = 0; x <= width; x++) {
      const wall = x < width && topWall(width, height, passages, x, y);
      if (wall && runStart < 0) runStart = x;
      else if (!wall && runStart >= 0) {
        run(runStart, y, x, y);
        runStart = -1;
      }
    }
  }
  for (let x = 0; x <= width; x++) {
    let runStart = -1;
    for (let y = 0; y <= height; y++) {
      const wall = y < height && westWall(width, passages, x, y);
      if (wall && runStart < 0) runStart = y;
      else if (!wall && runStart >= 0) {
        run(x, runStart, x, y);
        runStart = -1;
      }
    }
  }
}

/** Whether the way through cells `path` turns at its i-th cell: it comes in from above [0,0] and leaves below the last cell, both steps of +width. */
function turnsAt(width: number, path: Int32Array, i: number): boolean {
  const before = i === 0 ? width : path[i] - path[i - 1];
  const after = i === path.length - 1 ? width : path[i + 1] - path[i];
  return before !== after;
}

/** How many times the way through cells `path` turns. */
function turns(width: number, path: Int32Array): number {
  let count = 0;
  // Counted without a branch a cell: whether a way turns is a coin toss, which a branch mispredicts half the time.
  for (let i = 0; i < path.length; i++) count += +turnsAt(width, path, i);
  return count;
}

/** Whether cell c lies on the board's rim: one division, for a cell not on the top or bottom row. */
function onCellRim(width: number, height: number, c: number): boolean {
  if (c < width || c >= width * (height - 1)) return true;
  const x = c % width;
  return x === 0 || x === width - 1;
}

/**
 * The solution through cell centres, from above [0,0] to below the last cell,
 * keeping only its end points and the cells where it turns (as corners() would),
 * each to `visit`; none without a way.
 */
function cellPolyline(width: number, path: Int32Array, visit: (x: number, y: number) => void): void {
  if (path.length === 0) return;
  visit(0.5, -0.5);
  for (let i = 0; i < path.length; i++) if (turnsAt(width, path, i)) visit((path[i] % width) + 0.5, Math.floor(path[i] / width) + 0.5);
  const last = path[path.length - 1];
  visit((last % width) + 0.5, Math.floor(last / width) + 1.5);
}

/** Drops the points of a polyline that lie on a straight line between their neighbours. */
export function corners(points: Point[]): Point[] {
  if (points.length < 3) return points;
  const kept: Point[] = [];
  eachCorner(
    points.length,
    (k) => points[k][0],
    (k) => points[k][1],
    (k) => kept.push(points[k]),
  );
  return kept;
}

/**
 * The places in a polyline of `length` points (the k-th at x(k), y(k)) that
 * corners keeps, told to `visit` in order: its ends, and each point off the
 * straight line from the last kept one to the next. A long way's points need
 * not be built to find them.
 */
export function eachCorner(length: number, x: (k: number) => number, y: (k: number) => number, visit: (k: number) => void): void {
  if (length === 0) return;
  visit(0);
  for (let k = 1, ax = x(0), ay = y(0); k < length - 1; k++) {
    const [bx, by] = [x(k), y(k)];
    if ((bx - ax) * (y(k + 1) - by) !== (by - ay) * (x(k + 1) - bx)) {
      visit(k);
      [ax, ay] = [bx, by];
    }
  }
  if (length > 1) visit(length - 1);
}
