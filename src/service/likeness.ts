/**
 * How alike two mazes are: whether they share their solution path, and the
 * share of passages they have in common (the Jaccard index: common ÷ either).
 * A maze's passages are its lattice's unit steps it lets a solver take: a
 * grid maze's open edges between cells, a lines maze's drawn steps. A maze of
 * sections (walls at any slope: polygonal-sections) is compared by its walls'
 * pieces, as its corridors cross the grid's lines anywhere. A book's mazes
 * should each be their own (npm run bench:variety).
 */
import type { Maze } from '../core/maze.ts';
import type { Segments } from '../core/segments.ts';

/** Each segment cut at the lattice points it passes through, as keys "x,y,dx,dy" from its lower end. */
function pieces(segments: Segments, into: Set<string>): Set<string> {
  const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
  segments.each((x1, y1, x2, y2) => {
    const steps = gcd(x2 - x1, y2 - y1) || 1;
    let [dx, dy] = [(x2 - x1) / steps, (y2 - y1) / steps];
    let [x, y] = [x1, y1];
    // From the lower end, so a piece has one key whichever way its segment runs.
    if (dy < 0 || (dy === 0 && dx < 0)) [x, y, dx, dy] = [x2, y2, -dx, -dy];
    for (let k = 0; k < steps; k++) into.add(`${x + k * dx},${y + k * dy},${dx},${dy}`);
  });
  return into;
}

/** A maze's passages as keys (see the file's comment). */
export function passages(maze: Maze): Set<string> {
  if (maze.style === 'lines') return pieces(maze.lines, new Set());
  const walls = pieces(maze.walls, new Set());
  const onGrid = [...walls].every((k) => k.endsWith(',1,0') || k.endsWith(',0,1'));
  if (!onGrid) return walls;
  // A grid maze: the unit edges between two cells that no wall covers.
  const open = new Set<string>();
  for (let y = 0; y < maze.height; y++)
    for (let x = 0; x < maze.width; x++) {
      if (x > 0 && !walls.has(`${x},${y},0,1`)) open.add(`${x},${y},0,1`);
      if (y > 0 && !walls.has(`${x},${y},1,0`)) open.add(`${x},${y},1,0`);
    }
  return open;
}

export const jaccard = (a: Set<string>, b: Set<string>): number => {
  let common = 0;
  for (const k of a) if (b.has(k)) common++;
  const either = a.size + b.size - common;
  return either === 0 ? 1 : common / either;
};

/** A maze's solution path as one key. */
export const pathKey = (maze: Maze): string => JSON.stringify(maze.solution);
