/**
 * Draws a Maze once onto a Surface, in board units. The SVG and PDF surfaces
 * implement the same few primitives, so the two formats never disagree.
 */
import type { Point } from '../core/game.ts';
import type { Bridge, LinesMaze, Maze, Segment, Side, WallsMaze } from '../core/maze.ts';

export interface Pen {
  color: string;
  /** In board units. */
  width: number;
  /** Round caps and joins (lines), or square caps and mitred joins (walls). */
  round: boolean;
}

export interface Surface {
  /** Width, in board units, of the maze's ink (walls or lines): each surface chooses it. */
  readonly ink: number;
  segments(segments: readonly Segment[], pen: Pen): void;
  polyline(points: readonly Point[], pen: Pen): void;
  disc(at: Point, radius: number, fill: string, outline?: Pen): void;
  /** Many filled dots of one size and colour (junctions), drawn as compactly as the format allows. */
  dots(points: readonly Point[], radius: number, color: string): void;
  /** Text centred on `at`; `size` in board units. */
  text(at: Point, text: string, size: number, color: string): void;
}

export interface DrawOptions {
  solution: boolean;
  /** Lines mazes: draw the game as played, in its colours. */
  colors: boolean;
  /** With `colors`: each segment's move number. */
  numbers: boolean;
}

/** Room around the board, in board units, for the entrance and exit arrows. */
export const MARGIN = 1;

const SOLUTION_COLOUR = '#d62828';
/** The solution of a lines maze is a wide band under the line. */
const HIGHLIGHT_COLOUR = '#f6a5a5';

const UNIT: Record<Side, Point> = { top: [0, -1], bottom: [0, 1], left: [-1, 0], right: [1, 0] };

/**
 * The part of the board a maze occupies: all of it for walls; for lines, the
 * box around the line, so a short line still fills the page.
 */
export function bounds(maze: Maze): { x: number; y: number; width: number; height: number } {
  if (maze.style === 'walls' || maze.lines.length === 0) return { x: 0, y: 0, width: maze.width, height: maze.height };
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [ax, ay, bx, by] of maze.lines) {
    [x0, y0] = [Math.min(x0, ax, bx), Math.min(y0, ay, by)];
    [x1, y1] = [Math.max(x1, ax, bx), Math.max(y1, ay, by)];
  }
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

export function draw(maze: Maze, surface: Surface, options: DrawOptions): void {
  if (maze.style === 'walls') drawWalls(maze, surface, options);
  else drawLines(maze, surface, options);
}

function drawWalls(maze: WallsMaze, surface: Surface, options: DrawOptions): void {
  const ink: Pen = { color: '#000', width: surface.ink, round: true };
  if (options.solution && maze.solution.length > 0) surface.polyline(maze.solution, { color: SOLUTION_COLOUR, width: 0.3, round: true });
  surface.segments(maze.walls, { ...ink, round: false });
  // The arrows stand on the middle of the opening's edge.
  const middle = ({ at: [x, y], side }: WallsMaze['entrance']): Point => {
    const [nx, ny] = UNIT[side];
    return [x + 0.5 + nx / 2, y + 0.5 + ny / 2];
  };
  arrow(surface, middle(maze.entrance), maze.entrance.side, 'in', ink);
  arrow(surface, middle(maze.exit), maze.exit.side, 'out', ink);
}

function drawLines(maze: LinesMaze, surface: Surface, options: DrawOptions): void {
  const ink: Pen = { color: '#000', width: surface.ink, round: true };
  if (options.solution && maze.solution.length > 0) surface.polyline(maze.solution, { color: HIGHLIGHT_COLOUR, width: 0.5, round: true });
  const strokes = options.colors ? maze.strokes : undefined;
  if (strokes) {
    for (const color of [...new Set(strokes.map((s) => s.color))]) {
      surface.segments(maze.lines.filter((_, i) => strokes[i].color === color), { ...ink, color });
    }
  } else surface.segments(maze.lines, ink);
  if (maze.bridges.length) drawBridges(surface, maze.bridges, ink);
  surface.dots(junctions(maze.lines), 1.4 * surface.ink, '#000');
  if (strokes && options.numbers) {
    maze.lines.forEach(([x1, y1, x2, y2], i) => {
      // Beside the segment's middle, so the number does not sit on the line.
      const [dx, dy] = [y2 - y1, x1 - x2].map((v) => (0.22 * v) / Math.hypot(x2 - x1, y2 - y1));
      surface.text([(x1 + x2) / 2 + dx, (y1 + y2) / 2 + dy], String(strokes[i].move), 0.28, strokes[i].color);
    });
  }
  terminal(surface, maze.entrance, 'in', ink);
  terminal(surface, maze.exit, 'out', ink);
}

/**
 * Crossings that are no junctions: the middle of each upper segment is drawn
 * again over a white band, which cuts a gap into the lower one.
 */
function drawBridges(surface: Surface, bridges: readonly Bridge[], ink: Pen): void {
  const pieces = bridges.map(({ at, over: [x1, y1, x2, y2] }): Segment => {
    const half = 0.3 / Math.hypot(x2 - x1, y2 - y1);
    return [at[0] - half * (x2 - x1), at[1] - half * (y2 - y1), at[0] + half * (x2 - x1), at[1] + half * (y2 - y1)];
  });
  surface.segments(pieces, { color: '#fff', width: 4 * ink.width, round: false });
  surface.segments(pieces, ink);
}

/** Points where three or more segments meet: shown as dots, so a junction reads as one. */
function junctions(lines: readonly Segment[]): Point[] {
  const degree = new Map<string, number>();
  for (const [x1, y1, x2, y2] of lines) {
    for (const key of [`${x1},${y1}`, `${x2},${y2}`]) degree.set(key, (degree.get(key) ?? 0) + 1);
  }
  return [...degree].filter(([, d]) => d >= 3).map(([key]) => key.split(',').map(Number) as unknown as Point);
}

/** An end of a lines maze: an arrow from outside where it has a side; else a filled dot (start) or a ring (finish). */
function terminal(surface: Surface, t: LinesMaze['entrance'], way: 'in' | 'out', ink: Pen): void {
  if (t.side) arrow(surface, t.at, t.side, way, ink);
  else if (way === 'in') surface.disc(t.at, 0.28, '#000');
  else surface.disc(t.at, 0.28, '#fff', { ...ink, width: Math.max(ink.width, 0.08) });
}

/** An arrow outside `at` on `side`: pointing at it (in) or away from it (out). */
function arrow(surface: Surface, at: Point, side: Side, way: 'in' | 'out', pen: Pen): void {
  const [nx, ny] = UNIT[side];
  const near: Point = [at[0] + 0.15 * nx, at[1] + 0.15 * ny];
  const far: Point = [at[0] + 0.85 * nx, at[1] + 0.85 * ny];
  const [from, to] = way === 'in' ? [far, near] : [near, far];
  // Shaft and the two strokes of the head, in one stroke.
  const [ux, uy] = [to[0] - from[0], to[1] - from[1]].map((v) => v / Math.hypot(to[0] - from[0], to[1] - from[1]));
  const head = (turn: number): Segment => [to[0] - 0.3 * (ux - turn * uy * 0.7), to[1] - 0.3 * (uy + turn * ux * 0.7), to[0], to[1]];
  surface.segments([[...from, ...to], head(1), head(-1)], pen);
}
