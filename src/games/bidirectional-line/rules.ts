/**
 * bidirectional-line rules (docs/rules.md#bidirectional-line). Vertices [x,y], 0 ≤ x ≤ width,
 * 0 ≤ y ≤ height, in typed arrays: which unit edges are drawn, and how many
 * undrawn edges each vertex has left, so the end condition is O(1). Moves 1
 * and 2 are {from,to}; later moves {color,to} extend the red or the blue end.
 * A move of the other kind for its turn is a `phase` violation.
 */
import * as z from 'zod';
import type { GameRules, Outcome, Player, Point, Problem, SizeLimit } from '../../core/game.ts';
import { contains, indexOf, pointOf } from '../../core/grid.ts';
import { linesMaze } from '../../core/lines-maze.ts';
import { regionOf, regionSide, squaresRound, type Region } from '../../core/region.ts';
import { Bridges, type Maze } from '../../core/maze.ts';
import { formatPoint, movePlayer, point, shaped, twoPlayerParams } from '../../core/params.ts';
import type { Rng } from '../../core/rng.ts';
import { bestMoves } from '../../core/solver.ts';

export const params = (limit: SizeLimit) => shaped(twoPlayerParams(limit));
export type Params = z.infer<ReturnType<typeof params>>;

export const COLORS = ['red', 'blue'] as const;
export type Color = (typeof COLORS)[number];

export const move = z.union([
  z.strictObject({ from: point, to: point, player: movePlayer }),
  z.strictObject({ color: z.enum(COLORS), to: point, player: movePlayer }),
]);
export type Move = z.infer<typeof move>;

export interface State {
  width: number;
  height: number;
  /** Vertices in a row: width + 1. */
  cols: number;
  /** Drawn edges per vertex: bit 1 towards the east neighbour, bit 2 towards the south one. */
  drawn: Uint8Array;
  /** Undrawn edges left at each vertex. */
  free: Uint8Array;
  start: number;
  /** The red and blue ends (−1 before their first segment). */
  ends: [number, number];
  /**
   * Drawn segments in order, each as its two vertices: a flat list of small
   * integers, which a search's clone copies at little cost (a small array a
   * move cost more than the move); and each one's colour (0 red, 1 blue).
   */
  path: number[];
  colors: number[];
  /** Red and blue segments so far. */
  count: [number, number];
  over: boolean;
  /**
   * A shaped board's (docs/rules.md, shaped boards), null on the whole grid;
   * clones share them: its region; its segments, the sides of its squares
   * (bits as `drawn`'s; every other edge of the grid starts drawn, so no move
   * takes it); each vertex's segments on an empty board (0 off the shape);
   * and its vertices, in reading order.
   */
  shape: { region: Region; sides: Uint8Array; degree: Uint8Array; vertices: Int32Array; segments: number } | null;
}

export function start(p: Params): State {
  const { width, height } = p;
  const cols = width + 1;
  const region = regionOf(p);
  if (region) return shapedStart(p, region);
  const free = new Uint8Array(cols * (height + 1));
  for (let y = 0; y <= height; y++) {
    for (let x = 0; x <= width; x++) free[y * cols + x] = 4 - +(x === 0) - +(x === width) - +(y === 0) - +(y === height);
  }
  return { width, height, cols, drawn: new Uint8Array(free.length), free, start: -1, ends: [-1, -1], path: [], colors: [], count: [0, 0], over: false, shape: null };
}

/** The start on a region: its squares' sides are the segments, every other edge drawn from the start, and each vertex's free count its segments. */
function shapedStart({ width, height }: Params, region: Region): State {
  const cols = width + 1;
  const n = cols * (height + 1);
  const sides = new Uint8Array(n);
  const { inside } = region;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (!inside[y * width + x]) continue;
      const v = y * cols + x;
      // Top and left sides from the square's top-left corner, the bottom from the bottom-left, the right from the top-right.
      sides[v] |= 3;
      sides[v + cols] |= 1;
      sides[v + 1] |= 2;
    }
  const degree = new Uint8Array(n);
  const drawn = new Uint8Array(n);
  let segments = 0;
  for (let v = 0; v < n; v++) {
    drawn[v] = ~sides[v] & 3;
    const e = sides[v] & 1;
    const s = (sides[v] >> 1) & 1;
    segments += e + s;
    degree[v] += e + s;
    if (e) degree[v + 1]++;
    if (s) degree[v + cols]++;
  }
  let count = 0;
  for (let v = 0; v < n; v++) if (degree[v] > 0) count++;
  const vertices = new Int32Array(count);
  for (let v = 0, k = 0; v < n; v++) if (degree[v] > 0) vertices[k++] = v;
  return {
    width,
    height,
    cols,
    drawn,
    free: degree.slice(),
    start: -1,
    ends: [-1, -1],
    path: [],
    colors: [],
    count: [0, 0],
    over: false,
    shape: { region, sides, degree, vertices, segments },
  };
}

const vertex = (s: State, p: Point) => indexOf(s.cols, p);
const vertexPoint = (s: State, v: number): Point => pointOf(s.cols, v);
const onBoard = (s: State, p: Point) => contains(s.cols, s.height + 1, p) && (s.shape === null || s.shape.degree[vertex(s, p)] > 0);
const adjacent = (p: Point, q: Point) => Math.abs(p[0] - q[0]) + Math.abs(p[1] - q[1]) === 1;

/** The edge between adjacent vertices a and b: the lower vertex and a direction bit. */
function edge(s: State, a: number, b: number): [number, number] {
  return [Math.min(a, b), Math.abs(a - b) === 1 ? 1 : 2];
}

const isDrawn = (s: State, a: number, b: number) => {
  const [v, bit] = edge(s, a, b);
  return (s.drawn[v] & bit) !== 0;
};

/** Whether the edge between adjacent vertices a and b is a side of a square of the shape. */
const onShape = (s: State, a: number, b: number) => {
  const [v, bit] = edge(s, a, b);
  return (s.shape!.sides[v] & bit) !== 0;
};

/** Segments drawn so far: one colour each. */
export const drawnCount = (s: State): number => s.colors.length;

export function toMove(s: State): Player | null {
  return s.over ? null : (drawnCount(s) % 2) + 1;
}

export function check(s: State, m: Move): Problem | null {
  const index = drawnCount(s);
  const opening = index < 2;
  if (opening !== ('from' in m))
    return {
      rule: 'phase',
      message: opening
        ? `the line is not started yet: each of the first two moves is {"from":[x,y],"to":[x,y]}`
        : `the line is started: every move after the first two is {"color":"red"|"blue","to":[x,y]}`,
    };
  for (const p of 'from' in m ? [m.from, m.to] : [m.to]) {
    if (!onBoard(s, p))
      return {
        rule: 'off-board',
        message: contains(s.cols, s.height + 1, p) ? `vertex ${formatPoint(p)} lies outside the shape` : `vertex ${formatPoint(p)} is outside the ${s.width}×${s.height} board`,
      };
  }
  const from = 'from' in m ? m.from : vertexPoint(s, s.ends[COLORS.indexOf(m.color)]);
  if (index === 1 && vertex(s, from) !== s.start)
    return { rule: 'start-mismatch', message: `blue starts where red started, at ${formatPoint(vertexPoint(s, s.start))}, not at ${formatPoint(from)}` };
  if (!adjacent(from, m.to))
    return { rule: 'not-adjacent', message: `vertices ${formatPoint(from)} and ${formatPoint(m.to)} are not neighbours along a grid line` };
  if (s.shape && !onShape(s, vertex(s, from), vertex(s, m.to)))
    return { rule: 'off-board', message: `the segment from ${formatPoint(from)} to ${formatPoint(m.to)} lies outside the shape: it is no side of a square of it` };
  if (index === 1 && vertex(s, m.to) === s.ends[0])
    return { rule: 'same-end', message: `red already ends at ${formatPoint(m.to)}; blue must go to another vertex` };
  if (isDrawn(s, vertex(s, from), vertex(s, m.to)))
    return { rule: 'used-edge', message: `the segment from ${formatPoint(from)} to ${formatPoint(m.to)} is already drawn` };
  return null;
}

export function apply(s: State, m: Move): void {
  const index = drawnCount(s);
  const color = 'from' in m ? index : COLORS.indexOf(m.color);
  const a = 'from' in m ? vertex(s, m.from) : s.ends[color];
  const b = vertex(s, m.to);
  if (index === 0) s.start = a;
  const [v, bit] = edge(s, a, b);
  s.drawn[v] |= bit;
  s.free[a]--;
  s.free[b]--;
  s.ends[color] = b;
  s.path.push(a, b);
  s.colors.push(color);
  s.count[color]++;
  s.over = index >= 1 && (s.free[s.ends[0]] === 0 || s.free[s.ends[1]] === 0);
}

export function clone(s: State): State {
  return { ...s, drawn: s.drawn.slice(), free: s.free.slice(), ends: [...s.ends], path: s.path.slice(), colors: s.colors.slice(), count: [...s.count] };
}

export function outcome(s: State): Outcome | null {
  if (!s.over) return null;
  const [red, blue] = s.count;
  const blocked = COLORS.filter((_, c) => s.free[s.ends[c]] === 0);
  return {
    winners: red > blue ? [1] : blue > red ? [2] : [],
    scores: { 1: red, 2: blue },
    reason: red === blue ? 'tie' : 'majority',
    details: { red, blue, blocked: blocked.length === 2 ? 'both' : blocked[0] },
  };
}

/** Undrawn edges at vertex v, as the neighbours they lead to. */
export function openNeighbours(s: State, v: number): number[] {
  const x = v % s.cols;
  const out: number[] = [];
  if (x < s.width && !(s.drawn[v] & 1)) out.push(v + 1);
  if (v + s.cols < s.free.length && !(s.drawn[v] & 2)) out.push(v + s.cols);
  if (x > 0 && !(s.drawn[v - 1] & 1)) out.push(v - 1);
  if (v >= s.cols && !(s.drawn[v - s.cols] & 2)) out.push(v - s.cols);
  return out;
}

export const segmentMove = (s: State, a: number, b: number): Move => ({ from: vertexPoint(s, a), to: vertexPoint(s, b) });
export const extendMove = (s: State, color: number, b: number): Move => ({ color: COLORS[color], to: vertexPoint(s, b) });

export function legalMoves(s: State): Move[] {
  if (s.over) return [];
  if (drawnCount(s) === 0) {
    return Array.from(s.free.keys()).flatMap((a) => openNeighbours(s, a).map((b) => segmentMove(s, a, b)));
  }
  // Blue starts at the start vertex; its drawn edge (to red's end) is not open, so same-end cannot arise.
  if (drawnCount(s) === 1) return openNeighbours(s, s.start).map((b) => segmentMove(s, s.start, b));
  return [0, 1].flatMap((c) => openNeighbours(s, s.ends[c]).map((b) => extendMove(s, c, b)));
}

export function randomMove(s: State, rng: Rng): Move {
  if (drawnCount(s) === 0) {
    const a = s.shape ? s.shape.vertices[rng.int(s.shape.vertices.length)] : rng.int(s.free.length);
    return segmentMove(s, a, rng.pick(openNeighbours(s, a)));
  }
  if (drawnCount(s) === 1) return segmentMove(s, s.start, rng.pick(openNeighbours(s, s.start)));
  const color = rng.int(2);
  return extendMove(s, color, rng.pick(openNeighbours(s, s.ends[color])));
}

/** The drawn segments packed x1, y1, x2, y2 (core/segments.ts). */
function packed(s: State): Float64Array {
  const { path, cols } = s;
  const coords = new Float64Array(2 * path.length);
  for (let i = 0; i < path.length; i++) {
    coords[2 * i] = path[i] % cols;
    coords[2 * i + 1] = Math.floor(path[i] / cols);
  }
  return coords;
}

export function mazes(s: State): Maze[] {
  // The colours as of now, for strokes made later: the state may play on.
  const colors = s.colors.slice();
  const region = s.shape?.region;
  const maze = linesMaze(
    { width: s.width, height: s.height },
    packed(s),
    { at: vertexPoint(s, s.ends[0]) },
    { at: vertexPoint(s, s.ends[1]) },
    {
      bridges: Bridges.of([]),
      strokes: () => colors.map((c, i) => ({ color: COLORS[c], move: i + 1 })),
      ...(region && { units: { side: regionSide(region), onRim: onRegionRim(region) } }),
    },
  );
  if (region) maze.box = region.box;
  return [maze];
}

/** Whether vertex [x,y] lies on the region's boundary: one of the four squares around it is not in the region. */
function onRegionRim(region: Region): (x: number, y: number) => boolean {
  const round = squaresRound(region);
  return (x, y) => round[y * (region.width + 1) + x] < 4;
}

/**
 * A maze whose start is its finish (the two ends met), or whose ends are a few
 * steps apart across the board (under 4, or half its width + height on small
 * boards), is no maze to print: GETs play again.
 */
export const mazeComplete = (s: State) => {
  const [a, b] = s.ends;
  const distance = Math.abs((a % s.cols) - (b % s.cols)) + Math.abs(Math.floor(a / s.cols) - Math.floor(b / s.cols));
  return distance >= Math.min(4, Math.floor((s.width + s.height) / 2));
};

/**
 * On a region whose every vertex meets an even number of segments (a
 * diamond of odd side: its rim a staircase), an end that is not the other
 * end has used an odd number of its segments and so has one left: the game
 * ends only when the two ends meet, which is no maze (mazeComplete). A
 * vertex meets an odd number, three, just where two squares are round it.
 */
export function noMaze(p: Params): string | null {
  const region = regionOf(p);
  if (!region || squaresRound(region).includes(2)) return null;
  return `every vertex of this ${p.width}×${p.height} shape meets an even number of segments, so the line's two ends can only run out of segments where they meet, and no game ends in a maze; try another size or shape`;
}

/**
 * What decides the rest of a game, for the exact search: the drawn edges, the
 * two ends, red's lead, whose turn it is, and in the first two moves the
 * phase (the second starts where the first did).
 */
export const positionKey = (s: State): string =>
  `${s.drawn.join('')}|${s.ends[0]},${s.ends[1]}|${s.count[0] - s.count[1]}|${drawnCount(s) < 2 ? `${drawnCount(s)}:${s.start}` : drawnCount(s) % 2}`;

/** `solve` searches once at most this many edges are left undrawn, and gives up past this many positions: a few milliseconds. */
const SOLVE_EDGES = 16;
const SOLVE_POSITIONS = 20_000;

/** The moves that win by force where a small search settles it: late in a game, or on a small board. */
export function solve(s: State): Move[] | null {
  // The board's edges, less one a segment drawn.
  const undrawn = (s.shape ? s.shape.segments : s.width * (s.height + 1) + s.height * (s.width + 1)) - drawnCount(s);
  if (undrawn > SOLVE_EDGES) return null;
  const best = bestMoves(rules, s, positionKey, SOLVE_POSITIONS);
  return best && (best.value === 1 ? best.moves : []);
}

/** The rules as the engine sees them: exactly the members of GameRules (core/game.ts), the helpers above kept out. */
export const rules = { id: 'bidirectional-line', params, move, start, toMove, check, apply, clone, outcome, legalMoves, randomMove, mazes, mazeComplete, noMaze, search: { solve } } satisfies GameRules<Params, State, Move>;
