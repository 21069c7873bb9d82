/**
 * Building a lines maze from its segments: the path graph on the segments'
 * end points, its shortest path between the two ends (breadth-first), and
 * statistics. Points are lattice points, numbered as the lines first reach them.
 */
import type { Point } from './game.ts';
import { SOLUTION_POINTS, type LinesMaze, type Terminal } from './maze.ts';
import { eachCorner } from './corners.ts';
import { adjacencyOf, shortestPath, type Adjacency } from './grid.ts';
import { lazyField } from './lazy-field.ts';
import { statsOnDemand } from './maze-stats.ts';
import { isGridSegment, Segments, unitSteps } from './segments.ts';

/**
 * The graph of a lines maze's points: how many, each one's place, the way
 * between the ends (a shortest path, as a breadth-first search finds it), and
 * the adjacency, built when first asked for (its statistics).
 */
export interface LinesGraph {
  points: number;
  x: (i: number) => number;
  y: (i: number) => number;
  way: Int32Array;
  adjacency: () => Adjacency;
  /**
   * Whether the points are numbered row by row, more than two to a row, and
   * the way goes one king step at a time (a loop maze's dots): its corners
   * are then where the step's number changes, found without a point's x and
   * y. Two to a row, a step east and one south-west differ by the same.
   */
  kingSteps?: boolean;
  /**
   * On a shaped board, what the statistics count in place of the extent's:
   * the board's points (the graph may number points off it, unjoined), the
   * side they are measured by, and which points are on its rim.
   */
  units?: LinesUnits;
}

/** A shaped board's points for a lines maze's statistics: how many where the graph numbers points off the board, the side they are measured by, and whether the point at x, y is on the rim. */
export interface LinesUnits {
  count?: number;
  side: number;
  onRim: (x: number, y: number) => boolean;
}

/**
 * `lines` are the segments packed x1, y1, x2, y2 (core/segments.ts), which
 * the maze keeps: the caller writes them no more; or Segments as the game
 * made them, with their unit steps and what it knows of them (a loop maze's,
 * listed from its moves, whose numbers a drawing never builds). `strokes`,
 * where the game has them, are worked out when first read: a drawing in
 * plain ink does not. `graph`, where the game knows its way without a
 * search, replaces the one searched here.
 */
export function linesMaze(
  extent: { width: number; height: number },
  lines: Float64Array | Segments,
  entrance: Terminal,
  exit: Terminal,
  extra: Pick<LinesMaze, 'bridges'> & { strokes?: () => NonNullable<LinesMaze['strokes']>; graph?: LinesGraph; units?: LinesUnits },
): LinesMaze {
  const segments = lines instanceof Segments ? lines : packedSegments(lines, extent);
  const graph = extra.graph ?? searchedGraph(segments.coords, entrance, exit, extent);
  const { points, x, y, way, adjacency } = graph;
  const units = graph.units ?? extra.units;
  // The way's corners, found once: the statistics count them now, and the solution's points are made of them when first read.
  const corners = graph.kingSteps ? stepCorners(way) : pointCorners(way, x, y);
  let solution: Point[] | undefined;
  const maze: LinesMaze = {
    style: 'lines',
    ...extent,
    lines: segments,
    entrance,
    exit,
    // Built when first read (a drawn solution, JSON): a loop maze's way may pass tens of thousands of dots.
    get solution() {
      return (solution ??= corners.map((i): Point => [x(i), y(i)]));
    },
    stats: statsOnDemand(
      { points: units?.count ?? points, segments: segments.length },
      {
        nodes: points,
        adjacency,
        solution: way,
        side: units ? units.side : (extent.width + extent.height) / 2,
        onRim: units ? (i) => units.onRim(x(i), y(i)) : (i) => x(i) === 0 || y(i) === 0 || x(i) === extent.width || y(i) === extent.height,
      },
      { turnsOnSolution: Math.max(0, corners.length - 2) },
    ),
    bridges: extra.bridges,
  };
  // Listed from the corners, as a drawing or a JSON answer reads them, without a point made for each.
  Object.defineProperty(maze, SOLUTION_POINTS, {
    value: (visit: (x: number, y: number) => void) => {
      for (let k = 0; k < corners.length; k++) visit(x(corners[k]), y(corners[k]));
    },
  });
  return extra.strokes ? lazyField(maze, 'strokes', extra.strokes) : maze;
}

/** Packed lines as Segments: lines between lattice points (king moves and their runs) come with their unit steps, which a drawing chains. */
function packedSegments(lines: Float64Array, extent: { width: number; height: number }): Segments {
  return new Segments(lines, gridOnly(lines) ? (bits) => unitSteps(lines, extent.width + 1, extent.height + 1, null, bits) : undefined);
}

/** The corners of a way: its ends, and each point off the line from the last corner to the next point. */
function pointCorners(way: Int32Array, x: (i: number) => number, y: (i: number) => number): number[] {
  const corners: number[] = [];
  eachCorner(
    way.length,
    (k) => x(way[k]),
    (k) => y(way[k]),
    (k) => corners.push(way[k]),
  );
  return corners;
}

/**
 * The same, for a way of unit steps between points numbered row by row: its
 * ends, and each point where the step changes. A simple path never steps
 * back, so two steps in a line are the same step.
 */
function stepCorners(way: Int32Array): number[] {
  const corners: number[] = [];
  const last = way.length - 1;
  if (last < 0) return corners;
  corners.push(way[0]);
  for (let k = 1; k < last; k++) if (way[k] - way[k - 1] !== way[k + 1] - way[k]) corners.push(way[k]);
  if (last > 0) corners.push(way[last]);
  return corners;
}

/** The points numbered as the lines first reach them, and the way searched breadth-first. */
function searchedGraph(lines: Float64Array, entrance: Terminal, exit: Terminal, extent: { width: number; height: number }): LinesGraph {
  // Each lattice point's number + 1, 0 until reached: a typed array, not a map of a hundred thousand
  // string keys, and not filled first, so a line across a big board touches only the pages it passes.
  // It spans the board and both ends, which a game not yet started may keep off it.
  const [x0, y0] = [Math.min(0, entrance.at[0], exit.at[0]), Math.min(0, entrance.at[1], exit.at[1])];
  const stride = Math.max(extent.width, entrance.at[0], exit.at[0]) - x0 + 1;
  const rows = Math.max(extent.height, entrance.at[1], exit.at[1]) - y0 + 1;
  const ids = new Int32Array(stride * rows);
  // Each numbered point's place on that lattice: numbers, not a [x, y] array a point.
  const places = new Int32Array(Math.min(lines.length / 2 + 2, stride * rows));
  let count = 0;
  const id = (x: number, y: number) => {
    const at = (y - y0) * stride + x - x0;
    if (ids[at] === 0) {
      places[count] = at;
      ids[at] = ++count;
    }
    return ids[at] - 1;
  };
  const edges = new Int32Array(lines.length / 2);
  for (let i = 0; i < lines.length; i += 2) edges[i >> 1] = id(lines[i], lines[i + 1]);
  const from = id(...entrance.at);
  const to = id(...exit.at);
  const adjacency = adjacencyOf(count, edges);
  return {
    points: count,
    x: (i) => (places[i] % stride) + x0,
    y: (i) => Math.floor(places[i] / stride) + y0,
    way: shortestPath(adjacency, from, to),
    adjacency: () => adjacency,
  };
}

function gridOnly(coords: Float64Array): boolean {
  for (let i = 0; i < coords.length; i += 4) if (!isGridSegment(coords, i)) return false;
  return true;
}
