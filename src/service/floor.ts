/** The triviality floor: a maze whose way is no puzzle is played again, a few times, before it is kept. */
import type { Maze } from '../core/maze.ts';
import type { BoardMeasure } from './board-measure.ts';
import type { MazeDocument } from './mazes.ts';

/** Attempts a GET gives a board to come up with a maze that is not trivial before it settles for the first complete one. */
export const FLOOR_ATTEMPTS = 8;

/**
 * A maze no one should be handed: its way through runs mostly along the
 * board's outer ring (more than half its nodes, and more than 1.5 times the
 * ring's share of the board), or, in a walls maze, is as short as a path can
 * be (a staircase), or, in a lines maze, is a few steps seen at a glance (a
 * quarter of width + height or less). Boards under 4×4 are all ring and
 * staircase: none is trivial there. On a shaped board, its region's ring
 * and side stand for the board's (board-measure.ts).
 */
export function trivial(doc: MazeDocument, { side, ring, least }: BoardMeasure): boolean {
  if (least < 4) return false;
  const short = (m: Maze) => (m.style === 'walls' ? m.stats.solutionLength < 2 * side : m.stats.solutionLength <= side / 2);
  return doc.mazes.some((m) => m.stats.rimShare > Math.max(0.5, 1.5 * ring) || short(m));
}
