/**
 * A grid of cells as a maze: a game that keeps its passages as EAST/SOUTH
 * bits a cell (simple-maze, labyrinth) hands them here, and gets its way
 * found (a breadth-first search, unless its tree gives it), its walls run
 * off the bits, and its statistics worked out when first read.
 */
import type { Point } from './game.ts';
import { pointOf, rootPath, type Adjacency } from './grid.ts';
import { onSquareRim, regionSide, type Region } from './region.ts';
import { SOLUTION_POINTS, type Opening, type WallsMaze } from './maze.ts';
import { statsOnDemand } from './maze-stats.ts';
import { Segments, type SegmentVisitor, type StepBits, type UnitSteps } from './segments.ts';

/** Passage bits of a cell in a grid maze: open towards the east or south neighbour. */
export const EAST = 1;
export const SOUTH = 2;

/**
 * The maze of a grid of cells whose passages are given as EAST/SOUTH bits per
 * cell (row-major; never EAST on the east rim, nor SOUTH on the south one,
 * nor out of the region). The entrance is the top wall of the first cell and
 * the exit the bottom wall of the last ([0,0] and [width−1,height−1] on the
 * whole grid), as in simple-maze and labyrinth. A game that keeps its
 * passages as a tree may pass the solution's cells from the first cell to the
 * last (`path`), read off the tree without a search. On a region, the walls
 * are those between its cells and along its boundary, none outside it.
 */
export function cellMaze(width: number, height: number, passages: Uint8Array, path?: Int32Array, region: Region | null = null): WallsMaze {
  const [first, last] = region ? [region.first, region.last] : [0, width * height - 1];
  const way = path ?? gridPath(width, passages, first, last);
  const entrance: Opening = { at: pointOf(width, first), side: 'top' };
  const exit: Opening = { at: pointOf(width, last), side: 'bottom' };
  // The walls' unit steps, worked out once for the runs (a JSON answer lists them twice: to count, then to write).
  let runBits: Uint8Array | undefined;
  const wallBits = () => (runBits ??= region ? regionWallBits(region, passages) : cellWallSteps(width, height, passages, (length) => new Uint8Array(length)).bits);
  let solution: Point[] | undefined;
  const maze: WallsMaze = {
    style: 'walls',
    width,
    height,
    walls: new Segments(
      (run) => wallRuns(width, height, wallBits(), run),
      // The grid's made afresh, a region's a copy of its own: a drawing clears the steps it chains.
      (into) => {
        if (!region) return cellWallSteps(width, height, passages, into);
        const bits = wallBits();
        const steps = into(bits.length);
        steps.set(bits);
        return { stride: width + 1, rows: height + 1, bits: steps };
      },
    ),
    entrance,
    exit,
    // Built when first read (a drawn solution, JSON): a 1000² maze's way turns a hundred thousand times, a point each.
    get solution() {
      if (!solution) {
        const points: Point[] = (solution = []);
        cellPolyline(width, way, (x, y) => points.push([x, y]));
      }
      return solution;
    },
    stats: statsOnDemand(
      { cells: region ? region.squares : width * height },
      {
        nodes: width * height,
        adjacency: () => gridAdjacency(width, passages),
        solution: way,
        side: region ? regionSide(region) : (width + height) / 2,
        onRim: region ? (c) => onSquareRim(region, c) : (c) => onCellRim(width, height, c),
      },
      { turnsOnSolution: turns(width, way) },
    ),
  };
  if (region) maze.box = region.box;
  return Object.defineProperty(maze, SOLUTION_POINTS, { value: (visit: (x: number, y: number) => void) => cellPolyline(width, way, visit) });
}

/**
 * The cells of a shortest way from `from` to `to` through open passages
 * (breadth-first, neighbours north, west, east, south, as gridAdjacency orders
 * them), or none; read from the passage bits, without building the adjacency.
 */
function gridPath(width: number, passages: Uint8Array, from: number, to: number): Int32Array {
  const n = passages.length;
  const parent = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  parent[from] = from;
  queue[0] = from;
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

/** Whether a wall runs along the top of cell (x, y) of the whole grid (y = height: the bottom rim), the entrance and exit left open. */
const topWall = (width: number, height: number, passages: Uint8Array, x: number, y: number): boolean =>
  y === 0 ? x !== 0 : y === height ? x !== width - 1 : !(passages[(y - 1) * width + x] & SOUTH);

/** Whether a wall runs down the west side of cell (x, y) of the whole grid (x = width: the east rim). */
const westWall = (width: number, passages: Uint8Array, x: number, y: number): boolean => x === 0 || x === width || !(passages[y * width + x - 1] & EAST);

/** King directions (core/grid.ts) as bits of a lattice point. */
const [EAST_STEP, SOUTH_STEP, WEST_STEP, NORTH_STEP] = [1, 4, 16, 64];

/** The unit steps of wall from the corner (x, y) of the whole grid's cells, as direction bits. */
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

/**
 * A region's walls as direction bits of the (width + 1) × (height + 1)
 * lattice of cell corners, worked out once for its runs and its steps:
 * between two of its cells where no passage joins them, and along its
 * boundary, but for the entrance (the top of its first cell) and the exit
 * (the bottom of its last); none outside it. EAST_STEP at (x, y) is the wall
 * along the top of cell (x, y), SOUTH_STEP the one down its west side; the
 * corner's WEST_STEP and NORTH_STEP are its neighbours' EAST and SOUTH.
 */
function regionWallBits({ width, height, inside, first, last }: Region, passages: Uint8Array): Uint8Array {
  const stride = width + 1;
  const bits = new Uint8Array(stride * (height + 1));
  for (let y = 0; y <= height; y++) {
    for (let x = 0; x <= width; x++) {
      const c = y * width + x;
      const i = y * stride + x;
      const below = x < width && y < height ? inside[c] : 0;
      const above = x < width && y > 0 ? inside[c - width] : 0;
      const left = x > 0 && y < height ? inside[c - 1] : 0;
      // Between two cells of the region, a wall where no passage joins them; on its boundary, a wall but at the entrance and exit.
      const top = above & below ? (~passages[c - width] & SOUTH) >> 1 : x < width && (c === first || c - width === last) ? 0 : above ^ below;
      const west = left & below ? ~passages[c - 1] & EAST : left ^ below;
      // The corner's west and north steps are its neighbours' east and south ones, four bits up.
      const west4 = x > 0 ? (bits[i - 1] & EAST_STEP) << 4 : 0;
      const north4 = y > 0 ? (bits[i - stride] & SOUTH_STEP) << 4 : 0;
      bits[i] = top * EAST_STEP + west * SOUTH_STEP + west4 + north4;
    }
  }
  return bits;
}

/** Walls as maximal straight runs, each to `run`, read off their unit steps: rows of horizontal walls first, then columns of vertical ones. */
function wallRuns(width: number, height: number, bits: Uint8Array, run: SegmentVisitor): void {
  const stride = width + 1;
  for (let y = 0; y <= height; y++) {
    let runStart = -1;
    for (let x = 0; x <= width; x++) {
      const wall = (bits[y * stride + x] & EAST_STEP) !== 0;
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
      const wall = (bits[y * stride + x] & SOUTH_STEP) !== 0;
      if (wall && runStart < 0) runStart = y;
      else if (!wall && runStart >= 0) {
        run(x, runStart, x, y);
        runStart = -1;
      }
    }
  }
}

/** Whether the way through cells `path` turns at its i-th cell: it comes in from above the first cell and leaves below the last cell, both steps of +width. */
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
 * The solution through cell centres, from above the first cell to below the last,
 * keeping only its end points and the cells where it turns (as corners() would),
 * each to `visit`; none without a way.
 */
function cellPolyline(width: number, path: Int32Array, visit: (x: number, y: number) => void): void {
  if (path.length === 0) return;
  visit((path[0] % width) + 0.5, Math.floor(path[0] / width) - 0.5);
  for (let i = 0; i < path.length; i++) if (turnsAt(width, path, i)) visit((path[i] % width) + 0.5, Math.floor(path[i] / width) + 0.5);
  const last = path[path.length - 1];
  visit((last % width) + 0.5, Math.floor(last / width) + 1.5);
}
