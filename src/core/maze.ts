/**
 * The Maze model: what a game hands to rendering and JSON. Renderers see only
 * this, never a game's state. A walls maze is a set of wall segments in board
 * coordinates (cell [x,y] covers x..x+1, y..y+1), two openings and a solution.
 * A game may add fields of its own to its mazes (polygonal-sections: the
 * sections a fill move names); the JSON carries them and the renderers pass them by.
 */
import { doubled } from './doubled.ts';
import type { Point } from './game.ts';
import type { Segments } from './segments.ts';

/** [x1, y1, x2, y2] in board coordinates. */
export type Segment = readonly [number, number, number, number];
export type Side = 'top' | 'bottom' | 'left' | 'right';
/** A box as its least x and y and one past its greatest, in board coordinates. */
export type Box4 = readonly [number, number, number, number];

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
  /** A shaped board's bounding box (docs/rules.md, shaped boards): what a drawing frames; the whole board without it. */
  box?: Box4;
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
  /** A shaped board's bounding box, as a walls maze's. */
  box?: Box4;
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
