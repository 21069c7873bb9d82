/**
 * Where everything of a puzzle book goes, in PDF points: its pages in order
 * (a title page for a book of sections; each section's puzzles; one answer
 * key; notes pages to pad it; a closing page that says how to make it again),
 * each page's trim and bleed, its margins (mirrored on facing pages, the
 * inside growing with the page count, as a bound book needs), and the mazes'
 * places. Puzzle pages hold a section's `perPage` mazes in a grid; the answer
 * key more, smaller ones (answersPerPage). A section's grid is chosen once,
 * for its largest maze, so its mazes are drawn at one scale. A4 and Letter
 * pages turn to landscape where that draws the puzzles bigger, and the
 * answers keep the turn, so a book printed on both sides reads one way
 * through; book trims stand upright. Pure, so the tests can find each maze
 * on a rendered page.
 */
import type { Point } from '../core/game.ts';
import type { Maze } from '../core/maze.ts';
import { frame, mazeMargin } from './draw.ts';

const INCH = 72;

/** A4 and Letter, for printing at home; then KDP's trim sizes, width × height in inches. */
export const PAPERS = ['a4', 'letter', '5x8', '5.06x7.81', '5.25x8', '5.5x8.5', '6x9', '6.14x9.21', '6.69x9.61', '7x10', '7.44x9.69', '7.5x9.25', '8x10', '8.25x6', '8.25x8.25', '8.5x8.5', '8.5x11'] as const;
export type Paper = (typeof PAPERS)[number];

/** The page as trimmed, upright, in points, and whether it may turn to landscape (home paper does; a book's trim does not). */
export function trimOf(paper: Paper): { size: [number, number]; turns: boolean } {
  if (paper === 'a4') return { size: [595.28, 841.89], turns: true };
  if (paper === 'letter') return { size: [612, 792], turns: true };
  const [w, h] = paper.split('x').map(Number);
  return { size: [w * INCH, h * INCH], turns: false };
}

/** Bleed beyond the trim: on the outside edge, the top and the bottom. */
export const BLEED = 0.125 * INCH;

/** The inside margin a bound book of `pages` needs (KDP's table, which starts at 24 pages). */
export function insideMargin(pages: number): number {
  const inches = pages <= 150 ? 0.375 : pages <= 300 ? 0.5 : pages <= 500 ? 0.625 : pages <= 700 ? 0.75 : 0.875;
  return inches * INCH;
}

/**
 * Outside, top and bottom margins: half an inch, more than KDP asks (0.25 in,
 * 0.375 with bleed), so that a glyph's overhang (the tail of a "j") stays
 * clear of the least margin too.
 */
const EDGE = 0.5 * INCH;

/** Heights in points: heading and instruction, the name line, the footer, a maze's label; the gap between mazes. */
export const HEADER = 46;
export const NAME_LINE = 22;
export const FOOTER = 24;
export const LABEL = 14;
const GAP = 16;

export const ANSWERS = ['back', 'none', 'only'] as const;
export type Answers = (typeof ANSWERS)[number];

export interface BookMaze {
  maze: Maze;
  /** "Maze 3", on its puzzle and on its answer; empty for none. */
  label: string;
}

export interface BookSection {
  /** Its name on the contents page, and over its puzzle pages in a book with a title page (else they carry the book's title). */
  name: string;
  /** One sentence that tells a solver what to do. */
  instruction: string;
  /** The level as a word ("Easy"), where one was asked for the whole section. */
  level?: string;
  perPage: number;
  mazes: BookMaze[];
}

export interface Book {
  title: string;
  /** Under the title on the title page. */
  subtitle?: string;
  /** A title page first, with the contents where there is more than one section. */
  titlePage: boolean;
  sections: BookSection[];
  /** What makes the book again: its URL where the service has a public one, and in any case its settings in words. */
  remake: { url?: string; words: string };
}

export interface BookOptions {
  paper: Paper;
  bleed: boolean;
  /** Pad to an even count of at least MIN_PAGES with notes pages. */
  pad: boolean;
  answers: Answers;
  header?: 'name';
}

/** A padded book has at least this many pages, the fewest a bound book takes. */
export const MIN_PAGES = 24;

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

export type PageKind = 'title' | 'puzzles' | 'answers' | 'notes' | 'closing';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PageLayout {
  kind: PageKind;
  /** The sheet as it stands (landscape: wider than tall), bleed included. */
  size: [number, number];
  /** Where the page is cut, on the sheet. */
  trim: Box;
  /** Inside the margins: what is printed stays here. */
  area: Box;
  /** A right-hand page (odd), whose inside margin is on the left and its number on the right. */
  rightHand: boolean;
  heading: string;
  /** Puzzle pages: the section's level as a word, and its instruction. */
  level?: string;
  instruction?: string;
  nameLine: boolean;
  /** The page number as printed; empty on the title page. */
  folio: string;
  /** Answer pages: what makes the book again, in small type. */
  footer?: string;
  /** The title page of a book of several sections: where each begins, and the answers. */
  contents?: { name: string; folio: string }[];
  mazes: PlacedMaze[];
}

interface Grid {
  landscape: boolean;
  cols: number;
  rows: number;
  k: number;
}

/** A page before it has its place in the book (its number, and so its margins). */
type Planned = Omit<PageLayout, 'size' | 'trim' | 'area' | 'rightHand' | 'folio'> & { landscape: boolean; section?: number };

/** A section with its mazes' frames, and the largest frame's units across and down, which its grid is chosen for. */
interface Measured {
  section: BookSection;
  frames: Box[];
  units: { w: number; h: number };
}

function measure(section: BookSection): Measured {
  const frames = section.mazes.map(({ maze }) => frame(maze));
  return { section, frames, units: { w: Math.max(...frames.map((f) => f.width)), h: Math.max(...frames.map((f) => f.height)) } };
}

export function layoutBook(book: Book, options: BookOptions): PageLayout[] {
  const sections = book.sections.map(measure);
  // The inside margin depends on the page count, which the answer key's grid (chosen for the area) may change: settle it.
  let pages = 0;
  let planned: Planned[] = [];
  for (let round = 0; round < 3; round++) {
    planned = plan(book, sections, options, insideMargin(pages));
    const total = planned.length + padding(planned.length, options);
    if (total === pages) break;
    pages = total;
  }
  const notes = padding(planned.length, options);
  const closing = planned.at(-1)?.kind === 'closing' ? planned.pop() : undefined;
  for (let i = 0; i < notes; i++) planned.push({ kind: 'notes', heading: 'Notes', nameLine: false, mazes: [], landscape: planned.at(-1)?.landscape ?? false });
  if (closing) planned.push(closing);
  const inside = insideMargin(planned.length);
  return planned.map(({ landscape, section: _, ...page }, i) => {
    const { size, trim, area, rightHand } = sheet(options, landscape, i + 1, inside);
    // The mazes were placed on a right-hand page; a left-hand one has its margins the other way round.
    const dx = area.x - sheet(options, landscape, 1, inside).area.x;
    const mazes = page.mazes.map((m): PlacedMaze => ({ ...m, origin: [m.origin[0] + dx, m.origin[1]], labelAt: [m.labelAt[0] + dx, m.labelAt[1]] }));
    const contents = page.kind === 'title' && book.sections.length > 1 ? { contents: contentsOf(book, planned) } : {};
    return { ...page, ...contents, size, trim, area, rightHand, mazes, folio: page.kind === 'title' ? '' : String(i + 1) };
  });
}

/** Where each section's puzzles begin, and the answers, by page number, for a title page; what the book leaves out has no entry. */
function contentsOf(book: Book, pages: readonly Planned[]): { name: string; folio: string }[] {
  const entry = (name: string, found: (page: Planned) => boolean) => {
    const at = pages.findIndex(found);
    return at < 0 ? [] : [{ name, folio: String(at + 1) }];
  };
  return [...book.sections.flatMap((section, s) => entry(section.name, (p) => p.kind === 'puzzles' && p.section === s)), ...entry('Answers', (p) => p.kind === 'answers')];
}

/** Notes pages that pad a book of `pages` to an even count of at least MIN_PAGES, where asked. */
const padding = (pages: number, { pad }: BookOptions) => (pad ? Math.max(MIN_PAGES, pages + (pages % 2)) - pages : 0);

/** The sheet of page `number` (from 1; odd pages are right-hand pages, their inside on the left): its size, trim and area. */
function sheet({ paper, bleed }: BookOptions, landscape: boolean, number: number, inside: number) {
  const upright = trimOf(paper).size;
  const [w, h] = landscape ? [upright[1], upright[0]] : upright;
  const b = bleed ? BLEED : 0;
  const right = number % 2 === 1;
  // The bleed is on the outside edge: right of a right-hand page, left of a left-hand one.
  const trim = { x: right ? 0 : b, y: b, width: w, height: h };
  const [left, rightMargin] = right ? [Math.max(inside, EDGE), EDGE] : [EDGE, Math.max(inside, EDGE)];
  const area = { x: trim.x + left, y: trim.y + EDGE, width: w - left - rightMargin, height: h - 2 * EDGE };
  return { size: [w + b, h + 2 * b] as [number, number], trim, area, rightHand: right };
}

/** Every page but the notes, in order, with the mazes placed for an inside margin of `inside`. */
function plan(book: Book, sections: readonly Measured[], options: BookOptions, inside: number): Planned[] {
  const pages: Planned[] = [];
  if (book.titlePage) pages.push({ kind: 'title', heading: book.title, nameLine: false, mazes: [], landscape: false });
  // Each section's grid: the puzzles choose the turn, and its answers keep it.
  const turns = sections.map((m) => chooseGrid(m, m.section.perPage, options, false, inside).landscape);
  const nameLine = options.header === 'name';
  if (options.answers !== 'only')
    sections.forEach((m, s) => {
      const { section } = m;
      const grid = chooseGrid(m, section.perPage, options, nameLine, inside, turns[s]);
      for (const mazes of place(m, grid, section.perPage, options, nameLine, inside, false))
        pages.push({ kind: 'puzzles', heading: book.titlePage ? section.name : book.title, level: section.level, instruction: section.instruction, nameLine, mazes, landscape: grid.landscape, section: s });
    });
  if (options.answers !== 'none')
    sections.forEach((m, s) => {
      const grid = chooseGrid(m, answersPerPage(m.section.perPage), options, false, inside, turns[s]);
      for (const mazes of place(m, grid, grid.cols * grid.rows, options, false, inside, true))
        pages.push({ kind: 'answers', heading: `Answers · ${book.title}`, nameLine: false, footer: book.remake.url ?? book.remake.words, mazes, landscape: grid.landscape });
    });
  // A book of one maze says how to make it again on its answer page, if it has one, and in its document's information.
  if (book.sections.reduce((n, section) => n + section.mazes.length, 0) > 1) pages.push({ kind: 'closing', heading: 'To make this book again', nameLine: false, mazes: [], landscape: pages.at(-1)?.landscape ?? false });
  return pages;
}

/** The area for mazes, below the heading (and the name line) and above the footer, as on any page of the book. */
function mazeArea(options: BookOptions, landscape: boolean, nameLine: boolean, inside: number): Box {
  const { area } = sheet(options, landscape, 1, inside);
  const top = HEADER + (nameLine ? NAME_LINE : 0);
  return { x: area.x, y: area.y + top, width: area.width, height: area.height - top - FOOTER };
}

/** A section's mazes on pages of `perPage`, in `grid`; x measured on a right-hand page, which sheet() shifts for a left-hand one. */
function place({ section, frames, units }: Measured, grid: Grid, perPage: number, options: BookOptions, nameLine: boolean, inside: number, solution: boolean): PlacedMaze[][] {
  const area = mazeArea(options, grid.landscape, nameLine, inside);
  // The grid's cells hold the largest maze and its label; a full page's grid is centred in the area.
  const [cellW, cellH] = [grid.k * units.w, LABEL + grid.k * units.h];
  const spread = (room: number, n: number, cell: number) => Math.min(GAP * 4, n > 1 ? (room - n * cell) / (n - 1) : 0);
  const [gapX, gapY] = [spread(area.width, grid.cols, cellW), spread(area.height, grid.rows, cellH)];
  const left = area.x + (area.width - grid.cols * cellW - (grid.cols - 1) * gapX) / 2;
  // Every page's grid starts where a full page's does: a last page of fewer mazes fills it from the top, as a book's pages do.
  const top = area.y + (area.height - grid.rows * cellH - (grid.rows - 1) * gapY) / 2;
  const pages: PlacedMaze[][] = [];
  for (let first = 0; first < section.mazes.length; first += perPage) {
    pages.push(
      section.mazes.slice(first, first + perPage).map((m, i): PlacedMaze => {
        const f = frames[first + i];
        const [col, row] = [i % grid.cols, Math.floor(i / grid.cols)];
        // Each maze is centred across its cell and stands on the cell's top, under its label.
        const cellLeft = left + col * (cellW + gapX);
        const x = cellLeft + (cellW - grid.k * f.width) / 2;
        const y = top + row * (cellH + gapY) + LABEL;
        const origin: Point = [x - grid.k * f.x, y - grid.k * f.y];
        // The board's left edge: the frame's, in by the margin.
        const boardLeft = f.x + mazeMargin(m.maze);
        const labelAt: Point = [origin[0] + grid.k * boardLeft, y - LABEL];
        return { ...m, solution, k: grid.k, origin, labelAt, labelRoom: cellLeft + cellW - labelAt[0] };
      }),
    );
  }
  return pages;
}

/**
 * The grid and orientation that draw a section's mazes biggest, n to a page:
 * every column count is tried, on both orientations where the paper may
 * turn, or on the one given (`landscape`).
 */
function chooseGrid({ section, units }: Measured, perPage: number, options: BookOptions, nameLine: boolean, inside: number, landscape?: boolean): Grid {
  const n = Math.min(perPage, section.mazes.length);
  let best: Grid | undefined;
  for (const turned of landscape !== undefined ? [landscape] : trimOf(options.paper).turns ? [false, true] : [false]) {
    const area = mazeArea(options, turned, nameLine, inside);
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
