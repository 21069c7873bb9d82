/**
 * How alike two mazes are: whether they share their solution path, and the
 * share of passages they have in common (the Jaccard index: common ÷ either).
 * A maze's passages are its lattice's unit steps it lets a solver take: a
 * grid maze's open edges between cells, a lines maze's drawn steps. A maze of
 * sections (walls at any slope: polygonal-sections) is compared by its walls'
 * pieces, as its corridors cross the grid's lines anywhere. A book's mazes
 * should each be their own (npm run bench:variety).
 */
import type { BaseParams } from '../core/game.ts';
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

/** Over every pair of a book's mazes: how many distinct solution paths they have, and the most and the mean share of passages two of them have in common. */
export function likenessOf(mazes: readonly Maze[]): { paths: number; most: number; mean: number } {
  const sets = mazes.map(passages);
  let [most, sum, pairs] = [0, 0, 0];
  for (let i = 0; i < sets.length; i++)
    for (let j = i + 1; j < sets.length; j++) {
      const share = jaccard(sets[i], sets[j]);
      most = Math.max(most, share);
      sum += share;
      pairs++;
    }
  return { paths: new Set(mazes.map(pathKey)).size, most, mean: pairs ? sum / pairs : 0 };
}

/** Two mazes of a book share at most this share of their passages. */
export const MOST_SHARED = 0.75;

/**
 * Boards of at most this many cells are compared (up to 40×40): a book of
 * larger boards does not repeat (two of its mazes share what two random
 * backtracker mazes do), and their passages would cost more than their games.
 */
export const COMPARED_CELLS = 1600;

/** How many of a book's `count` mazes are compared with each other: all of them on a small board, else none. */
export const comparedIn = (params: BaseParams, count: number): number => (count > 1 && params.width * params.height <= COMPARED_CELLS ? count : 0);

/** How a maze repeats a book's others: 1 or 0 for a shared path, and a share of passages over MOST_SHARED, or 0. */
export interface Repeats {
  path: number;
  share: number;
}

/** What a maze outside a book repeats. */
export const NO_REPEATS: Repeats = { path: 0, share: 0 };

/**
 * The mazes a book has kept so far, to tell whether another would repeat one.
 * A maze repeats a kept one where it has the same solution path, or shares
 * more than MOST_SHARED of its passages.
 */
export class Variety {
  /** @param mazes how many the book has, to give each its share of VARIETY_MS (budget.ts). */
  constructor(readonly mazes: number) {}

  private readonly paths = new Set<string>();
  private readonly kept: Set<string>[] = [];
  /** Each candidate's path and passages, worked out once: the one kept is judged first. */
  private readonly seen = new WeakMap<Maze, { path: string; passages: Set<string> }>();

  private measured(maze: Maze): { path: string; passages: Set<string> } {
    let m = this.seen.get(maze);
    if (!m) this.seen.set(maze, (m = { path: pathKey(maze), passages: passages(maze) }));
    return m;
  }

  /**
   * How a document's mazes repeat the kept ones: `path` 1 where one has a kept
   * maze's solution path (else 0), and `share` the most passages one shares
   * with a kept maze where that is over MOST_SHARED (else 0).
   */
  repeats(mazes: readonly Maze[]): Repeats {
    let [path, share] = [0, 0];
    for (const maze of mazes) {
      const own = this.measured(maze);
      if (this.paths.has(own.path)) path = 1;
      for (const other of this.kept) share = Math.max(share, jaccard(own.passages, other));
    }
    return { path, share: share > MOST_SHARED ? share : 0 };
  }

  keep(mazes: readonly Maze[]): void {
    for (const maze of mazes) {
      const { path, passages: own } = this.measured(maze);
      this.paths.add(path);
      this.kept.push(own);
    }
  }
}
