/**
 * Draws a Maze once onto a Surface, in board units. The SVG and PDF surfaces
 * implement the same few methods, so the two formats never disagree.
 */
import type { Point } from '../core/game.ts';
import type { Maze, Opening, Segment } from '../core/maze.ts';

export interface Surface {
  /** Wall segments, drawn as the maze's ink. */
  walls(segments: readonly Segment[]): void;
  /** The solution path, drawn under the walls in a colour. */
  solution(points: readonly Point[]): void;
  /** An arrow from `from` to `to` with its head at `to`. */
  arrow(from: Point, to: Point): void;
}

/** Room around the board, in board units, for the entrance and exit arrows. */
export const MARGIN = 1;

export const SOLUTION_COLOUR = '#d62828';

export function draw(maze: Maze, surface: Surface, options: { solution: boolean }): void {
  if (options.solution && maze.solution.length > 0) surface.solution(maze.solution);
  surface.walls(maze.walls);
  const entrance = openingArrow(maze.entrance);
  surface.arrow(entrance[1], entrance[0]);
  const exit = openingArrow(maze.exit);
  surface.arrow(exit[0], exit[1]);
}

/** The arrow outside an opening, from near the board outwards. */
function openingArrow({ at: [x, y], side }: Opening): [Point, Point] {
  const [cx, cy, nx, ny] =
    side === 'top'
      ? [x + 0.5, y, 0, -1]
      : side === 'bottom'
        ? [x + 0.5, y + 1, 0, 1]
        : side === 'left'
          ? [x, y + 0.5, -1, 0]
          : [x + 1, y + 0.5, 1, 0];
  return [
    [cx + 0.15 * nx, cy + 0.15 * ny],
    [cx + 0.85 * nx, cy + 0.85 * ny],
  ];
}

/** The two strokes of an arrow head at `to`, as polylines. */
export function arrowHead(from: Point, to: Point, size = 0.3): [Point, Point, Point] {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const len = Math.hypot(dx, dy);
  const ux = dx / len;
  const uy = dy / len;
  return [
    [to[0] - size * (ux - uy * 0.7), to[1] - size * (uy + ux * 0.7)],
    to,
    [to[0] - size * (ux + uy * 0.7), to[1] - size * (uy - ux * 0.7)],
  ];
}
