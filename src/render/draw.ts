/**
 * Draws a Maze once onto a Surface, in board units. The SVG and PDF surfaces
 * implement the same few primitives, so the two formats never disagree.
 */
import type { Point } from '../core/game.ts';
import { BRIDGE_NUMBERS, solutionCoords, type LinesMaze, type Maze, type Side, type WallsMaze } from '../core/maze.ts';
import { reused } from '../core/reused.ts';
import { Segments, type Box, type UnitSteps } from '../core/segments.ts';
import { DEGREE } from './path-chains.ts';

export interface Pen {
  color: string;
  /** In board units. */
  width: number;
  /** Round caps and joins (lines), or square caps and mitred joins (walls). */
  round: boolean;
  /** Flat caps instead, flush with each segment's ends: for a piece that must end exactly there. */
  flat?: boolean;
}

export interface Surface {
  /** Width, in board units, of the maze's ink (walls or lines): each surface chooses it. */
  readonly ink: number;
  segments(segments: Segments, pen: Pen): void;
  /** An open polyline through points given as x, y pairs (a maze's solution: solutionCoords). */
  polyline(points: Float64Array, pen: Pen): void;
  disc(at: Point, radius: number, fill: string, outline?: Pen): void;
  /** A filled polygon (an arrow's head). */
  polygon(points: readonly Point[], fill: string): void;
  /** Many filled dots of one size and colour (junctions), drawn as compactly as the format allows. */
  dots(points: readonly Point[], radius: number, color: string): void;
  /** Text centred on `at`; `size` in board units. */
  text(at: Point, text: string, size: number, color: string): void;
  /**
   * The same short straight piece through each point of `at` (x, y pairs),
   * from the point − `reach` to the point + `reach`: a format may define it
   * once and place it.
   */
  pieces(at: Float64Array, reach: Point, pen: Pen): void;
}

/** Pieces through points (Surface.pieces) as the segments they are, for a surface that draws them so. */
export function piecesAsSegments(at: Float64Array, [rx, ry]: Point): Segments {
  const coords = new Float64Array(2 * at.length);
  for (let i = 0; i < at.length; i += 2) {
    coords[2 * i] = at[i] - rx;
    coords[2 * i + 1] = at[i + 1] - ry;
    coords[2 * i + 2] = at[i] + rx;
    coords[2 * i + 3] = at[i + 1] + ry;
  }
  return new Segments(coords);
}

export interface DrawOptions {
  solution: boolean;
  /** Lines mazes: draw the game as played, in its colours. */
  colors: boolean;
  /** With `colors`: each segment's move number. */
  numbers: boolean;
  /** With `colors`: the print colour of each colour name a maze's strokes carry (the game's profile); a name not in it is drawn as named. */
  palette?: Readonly<Record<string, string>>;
}

/**
 * Room around a board of this extent, in board units, for the entrance and
 * exit marks. They grow with the board, so a large maze printed small keeps
 * marks the eye finds: an arrow is 0.85 of the margin, and the margin about a
 * sixteenth of the board's longer side (1 unit up to 23, 2 at 30, 6 at 100),
 * but at most half its shorter side: on a long narrow board (40×3) arrows as
 * long as the board is tall hid the way in and out.
 */
export function marginFor(width: number, height: number): number {
  return Math.max(1, Math.round(Math.min(Math.max(width, height) / 16, Math.min(width, height) / 2)));
}

/**
 * The margin of a drawing of `maze` (marginFor), and so its arrows' length:
 * by the board it shows. A shaped board shows its box, and is drawn as a
 * board of that box would be, not as the larger board around it (whose
 * arrows could stand taller than a text's letters).
 */
export function mazeMargin(maze: Maze): number {
  if (!maze.box) return marginFor(maze.width, maze.height);
  const [x0, y0, x1, y1] = maze.box;
  return marginFor(x1 - x0, y1 - y0);
}

/**
 * The solution: red, a line narrower than a corridor over the walls' white;
 * in a lines maze a teal band wider than the line, under it. Both stand out
 * at least 4:1 from white, so they print in greyscale too, and differ from
 * the ink by width, not by colour alone.
 */
export const SOLUTION_COLOUR = '#d62828';
export const HIGHLIGHT_COLOUR = '#1f8a7e';
const HIGHLIGHT_PEN: Pen = { color: HIGHLIGHT_COLOUR, width: 0.5, round: true };
/** Move numbers in board units: readable from a cell of 40 pixels (SVG's default when numbers are asked for). */
export const NUMBER_SIZE = 0.3;

/** No solution drawn. */
const NO_POINTS = new Float64Array(0);

const UNIT: Record<Side, Point> = { top: [0, -1], bottom: [0, 1], left: [-1, 0], right: [1, 0] };

/**
 * The part of the board a maze occupies: all of it for walls, or a shaped
 * board's box; for lines, the box around the line, so a short line still
 * fills the page.
 */
export function bounds(maze: Maze): Box {
  if (maze.style === 'lines' && maze.lines.length > 0) return maze.lines.box();
  if (!maze.box) return { x: 0, y: 0, width: maze.width, height: maze.height };
  const [x0, y0, x1, y1] = maze.box;
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** What a drawing of the maze spans, in board units: its bounds and the margin for the end marks. */
export function frame(maze: Maze): Box {
  const box = bounds(maze);
  const margin = mazeMargin(maze);
  return { x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin };
}

export function draw(maze: Maze, surface: Surface, options: DrawOptions): void {
  if (maze.style === 'walls') drawWalls(maze, surface, options);
  else drawLines(maze, surface, options);
}

function drawWalls(maze: WallsMaze, surface: Surface, options: DrawOptions): void {
  const ink: Pen = { color: '#000', width: surface.ink, round: true };
  const mark = mazeMargin(maze);
  const way = options.solution ? solutionCoords(maze) : NO_POINTS;
  if (way.length > 0) surface.polyline(way, { color: SOLUTION_COLOUR, width: 0.3, round: true });
  surface.segments(maze.walls, { ...ink, round: false });
  // The arrows stand on the middle of the opening's edge.
  const middle = ({ at: [x, y], side }: WallsMaze['entrance']): Point => {
    const [nx, ny] = UNIT[side];
    return [x + 0.5 + nx / 2, y + 0.5 + ny / 2];
  };
  arrow(surface, middle(maze.entrance), maze.entrance.side, 'in', mark, ink);
  arrow(surface, middle(maze.exit), maze.exit.side, 'out', mark, ink);
}

function drawLines(maze: LinesMaze, surface: Surface, options: DrawOptions): void {
  const ink: Pen = { color: '#000', width: surface.ink, round: true };
  const way = options.solution ? solutionCoords(maze) : NO_POINTS;
  if (way.length > 0) surface.polyline(way, HIGHLIGHT_PEN);
  const strokes = options.colors ? maze.strokes : undefined;
  const colour = (name: string) => options.palette?.[name] ?? name;
  // Found once for the junctions and the chained lines alike.
  const steps = denseSteps(maze);
  if (strokes) {
    const lines = [...maze.lines];
    for (const color of [...new Set(strokes.map((s) => s.color))]) {
      surface.segments(Segments.of(lines.filter((_, i) => strokes[i].color === color)), { ...ink, color: colour(color) });
    }
  } else surface.segments(steps ? maze.lines.withUnitSteps(steps) : maze.lines, ink);
  if (maze.bridges.length) drawBridges(surface, maze, ink, way);
  surface.dots(junctions(maze, steps), 1.4 * surface.ink, '#000');
  if (strokes && options.numbers) {
    [...maze.lines].forEach(([x1, y1, x2, y2], i) => {
      // Beside the segment's middle, so the number does not sit on the line.
      const [dx, dy] = [y2 - y1, x1 - x2].map((v) => (0.22 * v) / Math.hypot(x2 - x1, y2 - y1));
      surface.text([(x1 + x2) / 2 + dx, (y1 + y2) / 2 + dy], String(strokes[i].move), NUMBER_SIZE, colour(strokes[i].color));
    });
  }
  const mark = mazeMargin(maze);
  terminal(surface, maze.entrance, 'in', mark, ink);
  terminal(surface, maze.exit, 'out', mark, ink);
}

/**
 * Crossings that are no junctions, drawn as knot diagrams draw them: a white
 * patch 4 inks wide cuts the lower line, leaving 1.5 inks clear on each side
 * of the upper one, and a piece of the upper line is drawn again over the
 * patch, so the upper line runs on unbroken. The patch is a short square-capped
 * stroke along the upper line (reaching 2¼ inks each way); the piece reaches
 * 3½, so no cap ever bites into the upper line. Where the upper line is on
 * the solution, its band is mended over the patch too; a lower line on the
 * solution keeps its cut, as an under-crossing should.
 */
function drawBridges(surface: Surface, { width, height, bridges }: LinesMaze, ink: Pen, solution: Float64Array): void {
  const directions = byDirection(bridges.numbers, bridgesOnSolution(width, height, bridges.numbers, solution));
  const layer = (inks: number, pen: Pen, which: 'all' | 'mended') => {
    for (const d of directions) if (d[which].length) surface.pieces(d[which], [inks * ink.width * d.ux, inks * ink.width * d.uy], pen);
  };
  layer(0.25, { color: '#fff', width: 4 * ink.width, round: false }, 'all');
  // Flat-ended, the band ends where the patch does, under the piece of upper line drawn next: with square caps
  // (half its width past its ends) it reached past that piece and covered the upper line, which then looked cut.
  layer(2.25, { ...HIGHLIGHT_PEN, round: false, flat: true }, 'mended');
  layer(3, ink, 'all');
}

/** Bridges whose upper lines run one way (either way along it): its unit vector, and their centres (x, y pairs), all and those mended. */
interface Direction {
  ux: number;
  uy: number;
  all: Float64Array;
  mended: Float64Array;
}

/** A direction's unit vector while its bridges are counted: how many, and how many mended. */
interface DirectionCount {
  ux: number;
  uy: number;
  all: number;
  mended: number;
}

/**
 * The bridges by the direction of their upper line, in the order first met.
 * Found by comparing with each direction so far: a loop maze's upper lines
 * run along two diagonals. A line's unit vector is worked out when its step
 * (dx, dy) is not one met before: once a direction, not a square root and two
 * divisions a bridge.
 */
function byDirection(n: Float64Array, mended: Uint8Array): Direction[] {
  const count = mended.length;
  const found: DirectionCount[] = [];
  // The steps met so far, (dx, dy) pairs, and the direction of each.
  const steps: number[] = [];
  const directionOfStep: number[] = [];
  const directionOf = new Int32Array(count);
  for (let i = 0, o = 0; i < count; i++, o += BRIDGE_NUMBERS) {
    let dx = n[o + 4] - n[o + 2];
    let dy = n[o + 5] - n[o + 3];
    if (dx < 0 || (dx === 0 && dy < 0)) [dx, dy] = [-dx, -dy];
    let k = 0;
    while (k < steps.length && (steps[k] !== dx || steps[k + 1] !== dy)) k += 2;
    if (k === steps.length) {
      steps.push(dx, dy);
      directionOfStep.push(directionFound(found, dx, dy));
    }
    const d = directionOfStep[k >> 1];
    found[d].all++;
    found[d].mended += mended[i];
    directionOf[i] = d;
  }
  const directions = found.map(({ ux, uy, all, mended }): Direction => ({ ux, uy, all: new Float64Array(2 * all), mended: new Float64Array(2 * mended) }));
  const filled = found.map(() => ({ all: 0, mended: 0 }));
  for (let i = 0, o = 0; i < count; i++, o += BRIDGE_NUMBERS) {
    const [d, f] = [directions[directionOf[i]], filled[directionOf[i]]];
    d.all[f.all++] = n[o];
    d.all[f.all++] = n[o + 1];
    if (!mended[i]) continue;
    d.mended[f.mended++] = n[o];
    d.mended[f.mended++] = n[o + 1];
  }
  return directions;
}

/** The direction of unit vector (dx, dy) / |(dx, dy)| among those found, added if it is new: its place. */
function directionFound(found: DirectionCount[], dx: number, dy: number): number {
  const length = Math.sqrt(dx * dx + dy * dy);
  const [ux, uy] = [dx / length, dy / length];
  let d = 0;
  while (d < found.length && (found[d].ux !== ux || found[d].uy !== uy)) d++;
  if (d === found.length) found.push({ ux, uy, all: 0, mended: 0 });
  return d;
}

/** Each lattice point's place on the solution (bridgesOnSolution). */
const solutionPlaces = reused((length) => new Int32Array(length));

/**
 * Which bridges' upper line lies along the solution (x, y pairs): 1 for
 * those, by bridge. Each lattice point is numbered by its place on the
 * solution, a unit step at a time (the solution keeps only its corners, and a
 * bridge may stand in the middle of a straight run): a shortest way passes a
 * point once, so a line lies along it when its ends stand next to each other there.
 */
function bridgesOnSolution(width: number, height: number, n: Float64Array, solution: Float64Array): Uint8Array {
  const stride = width + 1;
  const place = solutionPlaces(stride * (height + 1));
  let at = 0;
  for (let i = 0; i < solution.length; i += 2) {
    const x = solution[i];
    const y = solution[i + 1];
    const px = i > 0 ? solution[i - 2] : x;
    const py = i > 0 ? solution[i - 1] : y;
    const dx = Math.sign(x - px);
    const dy = Math.sign(y - py);
    for (let k = i > 0 ? 1 : 0, steps = Math.max(Math.abs(x - px), Math.abs(y - py)); k <= steps; k++) {
      const qx = px + k * dx;
      const qy = py + k * dy;
      at++;
      if (qx >= 0 && qx <= width && qy >= 0 && qy <= height) place[qy * stride + qx] = at;
    }
  }
  const mended = new Uint8Array(n.length / BRIDGE_NUMBERS);
  for (let i = 0, o = 0; o < n.length; i++, o += BRIDGE_NUMBERS) {
    const a = place[n[o + 3] * stride + n[o + 2]];
    const b = place[n[o + 5] * stride + n[o + 4]];
    if (a > 0 && b > 0 && Math.abs(a - b) === 1) mended[i] = 1;
  }
  return mended;
}

/** The lines' unit steps, or how many segments end at each lattice point (junctions). */
const junctionSteps = reused((length) => new Uint8Array(length));
const pointDegrees = reused((length) => new Uint8Array(length));

/**
 * The lines' unit steps, where they have them and cover much of the lattice
 * (a loop maze's, from its moves), read whole: for lines that cover a quarter
 * of it or more (a loop maze covers all of it), not for a short line across a
 * big board (the line game at 1000², whose drawing took half as long again).
 * Null otherwise. In junctions' scratch: read before the next drawing.
 */
function denseSteps({ width, height, lines }: LinesMaze): UnitSteps | null {
  return 4 * lines.length >= (width + 1) * (height + 1) ? lines.unitSteps(junctionSteps) : null;
}

/**
 * Points where three or more segments meet: shown as dots, so a junction
 * reads as one. From the lines' dense unit steps where they have them
 * (denseSteps), a point's steps counted, in lattice order; else counted on
 * the lattice from the segments' ends, in the order the lines first reach them.
 */
function junctions({ width, height, lines }: LinesMaze, steps: UnitSteps | null): Point[] {
  const out: Point[] = [];
  if (steps) {
    const { bits, stride } = steps;
    for (let at = 0; at < bits.length; at++) if (DEGREE[bits[at]] >= 3) out.push([at % stride, (at - (at % stride)) / stride]);
    return out;
  }
  const stride = width + 1;
  const degree = pointDegrees(stride * (height + 1));
  const c = lines.coords;
  // Indices as int32s: lattice points are whole numbers, and a double index is a slower element access.
  for (let i = 0; i < c.length; i += 2) degree[(c[i + 1] * stride + c[i]) | 0]++;
  for (let i = 0; i < c.length; i += 2) {
    const at = (c[i + 1] * stride + c[i]) | 0;
    if (degree[at] >= 3) out.push([c[i], c[i + 1]]);
    degree[at] = 0;
  }
  return out;
}

/**
 * An end of a lines maze: an arrow from outside where it has a side; else a
 * filled dot (start) or a ring (finish), growing with the margin as arrows do.
 */
function terminal(surface: Surface, t: LinesMaze['entrance'], way: 'in' | 'out', mark: number, ink: Pen): void {
  const pen = markPen(ink, mark);
  const radius = Math.max(0.28, 0.25 * mark);
  if (t.side) arrow(surface, t.at, t.side, way, mark, ink);
  else if (way === 'in') surface.disc(t.at, radius, '#000');
  else surface.disc(t.at, radius, '#fff', { ...pen, width: Math.max(pen.width, 0.08) });
}

/** The ink of the end marks: never thinner than the maze's, thicker as the marks grow. */
const markPen = (ink: Pen, mark: number): Pen => ({ ...ink, width: Math.max(ink.width, 0.1 * mark) });

/** An arrow in the margin (`mark` units deep) outside `at` on `side`: pointing at it (in) or away from it (out). */
function arrow(surface: Surface, at: Point, side: Side, way: 'in' | 'out', mark: number, ink: Pen): void {
  const [nx, ny] = UNIT[side];
  const near: Point = [at[0] + 0.1 * mark * nx, at[1] + 0.1 * mark * ny];
  const far: Point = [at[0] + 0.95 * mark * nx, at[1] + 0.95 * mark * ny];
  const [from, to] = way === 'in' ? [far, near] : [near, far];
  // A shaft up to a filled head: a head of solid ink reads at any size.
  const [ux, uy] = [to[0] - from[0], to[1] - from[1]].map((v) => v / Math.hypot(to[0] - from[0], to[1] - from[1]));
  const [length, half] = [0.4 * mark, 0.25 * mark];
  const base: Point = [to[0] - length * ux, to[1] - length * uy];
  surface.segments(Segments.of([[...from, ...base]]), { ...markPen(ink, mark), round: false });
  surface.polygon([to, [base[0] - half * uy, base[1] + half * ux], [base[0] + half * uy, base[1] - half * ux]], ink.color);
}
