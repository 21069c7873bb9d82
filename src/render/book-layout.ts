/**
 * Where everything of a puzzle book goes, in PDF points. Puzzle pages hold
 * `perPage` mazes in a grid; with the solution, an answer key follows with
 * more, smaller mazes a page (answersPerPage). The grid is chosen once a
 * section, for its largest maze, so every maze of a section is drawn at the
 * same scale; the grid is centred on the page. The puzzles choose the
 * orientation and the answer key keeps it, so a book printed on both sides
 * reads one way through. Pure, so the tests can find each maze on a rendered page.
 */
import type { Point } from '../core/game.ts';
import type { Maze } from '../core/maze.ts';
import { frame, marginFor } from './draw.ts';

export const PAPERS = ['a4', 'letter', '6x9'] as const;
export type Paper = (typeof PAPERS)[number];

/** Portrait size in points and the margin kept clear; a book's pages stand upright and keep room for binding. */
export const SHEETS: Record<Paper, { size: [number, number]; margin: number; turns: boolean }> = {
  a4: { size: [595.28, 841.89], margin: 36, turns: true },
  letter: { size: [612, 792], margin: 36, turns: true },
  '6x9': { size: [432, 648], margin: 45, turns: false },
};

/** Heights in points: title and subtitle, the name line, the footer, a maze's label; the gap between mazes. */
export const HEADER = 40;
export const NAME_LINE = 22;
export const FOOTER = 30;
export const LABEL = 14;
const GAP = 16;

export interface BookMaze {
  maze: Maze;
  /** "Maze 3", on its puzzle and on its answer; empty for none. */
  label: string;
}

export interface Book {
  title: string;
  /** Size, seed and bots in a line. */
  subtitle: string;
  /** What makes the book again, at the foot of every page. */
  footer: string;
  mazes: BookMaze[];
}

export interface BookOptions {
  paper: Paper;
  perPage: number;
  solution: boolean;
  header?: 'name';
}

/**
 * The answers a page the key's grid is chosen for: twice the puzzles', from 4
 * to 16. Every place of the grid is then filled (a 3 × 3 grid chosen for 8
 * holds 9, a 3 × 6 chosen for 16 holds 18): an empty place on a full page of
 * answers looks like an answer gone missing. So it is the fewest a page holds.
 */
export const answersPerPage = (perPage: number) => Math.min(16, Math.max(4, 2 * perPage));

export interface PlacedMaze extends BookMaze {
  /** Drawn with its solution (an answer). */
  solution: boolean;
  /** Points a board unit. */
  k: number;
  /** Where board point [0, 0] falls on the page. */
  origin: Point;
  /** Top left of the label: above the maze's frame, over the board's left edge. */
  labelAt: Point;
  /** Points from there to the right edge of the maze's cell: a longer label is set smaller. */
  labelRoom: number;
}

export interface PageLayout {
  /** Width and height as the page stands (landscape: wider than tall). */
  size: [number, number];
  margin: number;
  heading: string;
  nameLine: boolean;
  /** "2 / 5" */
  number: string;
  mazes: PlacedMaze[];
}

interface Grid {
  landscape: boolean;
  cols: number;
  rows: number;
  k: number;
}

export function layoutBook(book: Book, options: BookOptions): PageLayout[] {
  const sections = [{ heading: book.title, perPage: options.perPage, solution: false, nameLine: options.header === 'name' }];
  if (options.solution) sections.push({ heading: `Answers · ${book.title}`, perPage: answersPerPage(options.perPage), solution: true, nameLine: false });
  const pages: Omit<PageLayout, 'number'>[] = [];
  const sheet = SHEETS[options.paper];
  const frames = book.mazes.map(({ maze }) => frame(maze));
  const units = { w: Math.max(...frames.map((f) => f.width)), h: Math.max(...frames.map((f) => f.height)) };
  let turned: boolean | undefined;
  for (const { heading, perPage: asked, solution, nameLine } of sections) {
    const grid = chooseGrid(units, options.paper, Math.min(asked, book.mazes.length), nameLine, turned);
    const perPage = solution ? grid.cols * grid.rows : asked;
    turned = grid.landscape;
    const size: [number, number] = grid.landscape ? [sheet.size[1], sheet.size[0]] : sheet.size;
    const area = content(options.paper, grid.landscape, nameLine);
    // The grid's cells hold the largest maze and its label; a full page's grid is centred in the area.
    const [cellW, cellH] = [grid.k * units.w, LABEL + grid.k * units.h];
    const spread = (room: number, n: number, cell: number) => Math.min(GAP * 4, n > 1 ? (room - n * cell) / (n - 1) : 0);
    const [gapX, gapY] = [spread(area.width, grid.cols, cellW), spread(area.height, grid.rows, cellH)];
    const left = area.x + (area.width - grid.cols * cellW - (grid.cols - 1) * gapX) / 2;
    // Every page's grid starts where a full page's does: a last page of fewer mazes fills it from the top, as a book's pages do.
    const top = area.y + (area.height - grid.rows * cellH - (grid.rows - 1) * gapY) / 2;
    for (let first = 0; first < book.mazes.length; first += perPage) {
      const items = book.mazes.slice(first, first + perPage);
      const mazes = items.map((m, i): PlacedMaze => {
        const f = frames[first + i];
        const [col, row] = [i % grid.cols, Math.floor(i / grid.cols)];
        // Each maze is centred across its cell and stands on the cell's top, under its label.
        const cellLeft = left + col * (cellW + gapX);
        const x = cellLeft + (cellW - grid.k * f.width) / 2;
        const y = top + row * (cellH + gapY) + LABEL;
        const origin: Point = [x - grid.k * f.x, y - grid.k * f.y];
        // The board's left edge: the frame's, in by the margin.
        const boardLeft = f.x + marginFor(m.maze.width, m.maze.height);
        const labelAt: Point = [origin[0] + grid.k * boardLeft, y - LABEL];
        return { ...m, solution, k: grid.k, origin, labelAt, labelRoom: cellLeft + cellW - labelAt[0] };
      });
      pages.push({ size, margin: sheet.margin, heading, nameLine, mazes });
    }
  }
  return pages.map((page, i) => ({ ...page, number: `${i + 1} / ${pages.length}` }));
}

/** The area between header and footer, in points. */
function content(paper: Paper, landscape: boolean, nameLine: boolean) {
  const { size, margin } = SHEETS[paper];
  const [w, h] = landscape ? [size[1], size[0]] : size;
  const top = margin + HEADER + (nameLine ? NAME_LINE : 0);
  return { x: margin, y: top, width: w - 2 * margin, height: h - top - margin - FOOTER };
}

/**
 * The grid and orientation that draw mazes of these units biggest, n to a
 * page: every column count is tried, on both orientations where the paper may
 * turn, or on the one given (`landscape`).
 */
function chooseGrid(units: { w: number; h: number }, paper: Paper, n: number, nameLine: boolean, landscape?: boolean): Grid {
  let best: Grid | undefined;
  for (const turned of landscape !== undefined ? [landscape] : SHEETS[paper].turns ? [false, true] : [false]) {
    const area = content(paper, turned, nameLine);
    for (let cols = 1; cols <= n; cols++) {
      const rows = Math.ceil(n / cols);
      const w = (area.width - (cols - 1) * GAP) / cols;
      const h = (area.height - (rows - 1) * GAP) / rows - LABEL;
      const k = Math.min(w / units.w, h / units.h);
      if (!best || k > best.k + 1e-9) best = { landscape: turned, cols, rows, k };
    }
  }
  return best as Grid;
}
