/** Puzzle books, as poppler reads and draws them: pages, sizes, text, and where the ink falls. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { simpleMaze } from '../../src/games/simple-maze/index.ts';
import { answersPerPage, layoutBook, type Book } from '../../src/render/book-layout.ts';
import { frame } from '../../src/render/draw.ts';
import { pdf, type PdfOptions } from '../../src/render/pdf.ts';
import { botDocument } from '../../src/service/mazes.ts';
import { pdfOf } from '../../src/service/output.ts';
import { outputOptions } from '../../src/service/options.ts';
import { pdfInfo, pdfPage, pdfText, pdfWords } from '../helpers/poppler.ts';
import { tool } from '../helpers/tools.ts';

const docs = (width: number, height: number, seeds: string[]) => seeds.map((seed) => botDocument(simpleMaze, { width, height }, ['maker', 'maker'], seed));
const seeds = (n: number) => Array.from({ length: n }, (_, i) => `s${i + 1}`);

function book(width: number, height: number, n: number): Book {
  const mazes = docs(width, height, seeds(n)).map((doc, i) => ({ maze: doc.mazes[0], label: `Maze ${i + 1}` }));
  return { title: 'T', titlePage: false, sections: [{ name: 'S', instruction: 'I', perPage: 1, mazes }], remake: { words: 'F' } };
}
/** A book of one section with its own instruction, mazes a page or remake. */
const withSection = (b: Book, change: Partial<Book['sections'][0]>): Book => ({ ...b, sections: [{ ...b.sections[0], ...change }] });
const options = (given: Partial<PdfOptions> & { perPage?: number }): PdfOptions => ({ paper: 'a4', bleed: false, pad: false, answers: 'none', solution: false, colors: false, numbers: false, ...given });
const laid = (b: Book, given: Partial<PdfOptions> & { perPage?: number }) => layoutBook(given.perPage ? withSection(b, { perPage: given.perPage }) : b, options(given));
const printed = (b: Book, given: Partial<PdfOptions> & { perPage?: number }) => pdf(given.perPage ? withSection(b, { perPage: given.perPage }) : b, options(given));

describe('PDF books', () => {
  it('numbers the puzzles and the answers alike, tells the solver what to do, and says how to make the book again at the back', async () => {
    const remake = { words: 'mazeplay · simple-maze · 12×12 cells · seed p1 · bots maker' };
    const doc = await pdfOf(simpleMaze, docs(12, 12, ['p1', 'p2', 'p3']), { width: 12, height: 12 }, remake, outputOptions({ answers: 'back', perPage: 2 }));
    // Two puzzle pages of 2, one answer page of up to 4, the closing page.
    expect(pdfInfo(doc).Pages).toBe('4');
    // Two square mazes side by side draw biggest on a landscape page.
    expect(pdfInfo(doc)['Page size']).toMatch(/841.89 x 595.28 pts \(A4\)/);
    const pages = pdfText(doc).split('\f');
    expect(pages[0]).toMatch(/Maze-ish Simple Game[\s\S]*Go in at the arrow at the top left and find the way between the walls[\s\S]*Maze 1[\s\S]*Maze 2/);
    expect(pages[1]).toContain('Maze 3');
    // Puzzle pages speak to the solver: no seed, bots or cells.
    for (const page of pages.slice(0, 2)) expect(page).not.toMatch(/seed|maker|cells|mazeplay/);
    expect(pages[2]).toMatch(/Answers · Maze-ish Simple Game[\s\S]*Maze 1[\s\S]*Maze 2[\s\S]*Maze 3/);
    expect(pages[2]).toContain(remake.words);
    expect(pages[3]).toMatch(/To make this book again[\s\S]*The same settings make the same book/);
    expect(pages[3]).toContain(remake.words);
    pages.slice(0, 4).forEach((text, i) => expect(text.trim().split(/\s+/)).toContain(String(i + 1)));
  });

  it('has count × perPage pages, answers twice as many a page', async () => {
    for (const [n, perPage] of [
      [6, 4],
      [9, 9],
      [5, 1],
    ]) {
      const doc = await printed(book(6, 6, n), { perPage, answers: 'back' });
      // And the closing page.
      const expected = Math.ceil(n / perPage) + Math.ceil(n / answersPerPage(perPage)) + 1;
      expect(pdfInfo(doc).Pages).toBe(String(expected));
    }
  });

  it('fills every place of the answer key’s grid on its full pages, so no empty place looks like a missing answer', () => {
    for (const perPage of [1, 2, 3, 4, 6, 8]) {
      const answers = laid(book(6, 6, 50), { perPage, answers: 'back' }).filter((page) => page.kind === 'answers');
      for (const page of answers.slice(0, -1)) {
        const places = (coord: 0 | 1) => new Set(page.mazes.map((m) => Math.round(m.origin[coord]))).size;
        expect(page.mazes.length, `perPage ${perPage}`).toBe(places(0) * places(1));
        expect(page.mazes.length).toBeGreaterThanOrEqual(answersPerPage(perPage));
      }
    }
  });

  it('prints on A4, Letter and a 6 × 9 inch book page, and turns A4 for wide mazes', async () => {
    expect(pdfInfo(await printed(book(8, 8, 1), { paper: 'letter' }))['Page size']).toMatch(/612 x 792 pts \(letter\)/);
    expect(pdfInfo(await printed(book(8, 8, 1), { paper: '6x9' }))['Page size']).toMatch(/432 x 648 pts/);
    expect(pdfInfo(await printed(book(30, 10, 1), {}))['Page size']).toMatch(/841.89 x 595.28 pts \(A4\)/);
    // A book page stands upright, whatever the maze.
    expect(pdfInfo(await printed(book(30, 10, 1), { paper: '6x9' }))['Page size']).toMatch(/432 x 648 pts/);
  });

  it('sets a label smaller where a small maze leaves it less room, so it stays inside its cell and the margins', async () => {
    const b = book(3, 3, 16);
    b.sections[0].mazes.forEach((m, i) => (m.label = `Maze ${100 + i} · round ${(i % 8) + 1}`));
    const doc = await printed(b, { paper: '6x9', perPage: 16 });
    const words = pdfWords(doc);
    const [{ mazes }] = laid(b, { paper: '6x9', perPage: 16 });
    // Each label's words lie between its own start and the start of the next label in its row.
    for (const placed of mazes) {
      const mine = words.filter((w) => Math.abs(w.y0 - placed.labelAt[1]) < 4 && w.x0 >= placed.labelAt[0] - 0.5 && w.x0 < placed.labelAt[0] + placed.labelRoom);
      expect(mine.map((w) => w.text).join(' ')).toBe(placed.label);
      expect(Math.max(...mine.map((w) => w.x1))).toBeLessThanOrEqual(placed.labelAt[0] + placed.labelRoom + 0.5);
    }
  });

  it('fills a last page of fewer mazes from the top, where a full page starts', () => {
    const [full, last] = laid(book(6, 6, 5), { perPage: 4 });
    expect(last.mazes).toHaveLength(1);
    expect(last.mazes[0].origin).toEqual(full.mazes[0].origin);
  });

  it('keeps the puzzles’ orientation in the answer key, so a book printed on both sides reads one way', async () => {
    // Square mazes two a page stand side by side on landscape pages; tall ones stay upright. Their answer keys,
    // more a page, drew a little bigger the other way round, and turned.
    for (const [width, height, landscape] of [
      [12, 12, true],
      [10, 30, false],
    ] as const) {
      const doc = await printed(book(width, height, 4), { perPage: 2, answers: 'back' });
      const pages = Number(pdfInfo(doc).Pages);
      expect(pdfText(doc).split('\f')[pages - 2]).toContain('Answers');
      for (let page = 1; page <= pages; page++) {
        const { width: w, height: h } = pdfPage(doc, page, 10);
        expect(w > h).toBe(landscape);
      }
    }
  });

  it('puts a name and date line on puzzle pages only', async () => {
    const [puzzles, answers] = pdfText(await printed(book(6, 6, 1), { header: 'name', answers: 'back' })).split('\f');
    expect(puzzles).toMatch(/Name[\s\S]*Date/);
    expect(answers).not.toMatch(/Name|Date/);
  });

  it('embeds its fonts', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mazeplay-fonts-'));
    try {
      writeFileSync(path.join(dir, 'book.pdf'), await printed(book(6, 6, 1), {}));
      const rows = (tool('pdffonts', [path.join(dir, 'book.pdf')], { encoding: 'utf8' }) as string).split('\n').slice(2).filter(Boolean);
      expect(rows.length).toBeGreaterThan(0);
      // Columns: name, type, encoding, emb, sub, uni, object, id.
      for (const row of rows) expect(row).toMatch(/SourceSans3\S*\s+.*\s+yes\s+yes\s+yes/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is the same bytes for the same request, whatever the thread printed before', async () => {
    const a = await printed(book(8, 8, 2), { perPage: 2, answers: 'back' });
    // The parsed font is shared by every document of a thread: another book, other glyphs.
    await printed({ ...book(5, 5, 3), title: 'Ärger × 0123456789 · “quotes”' }, { perPage: 4, header: 'name' });
    const b = await printed(book(8, 8, 2), { perPage: 2, answers: 'back' });
    expect(Buffer.compare(a, b)).toBe(0);
  });

  it('cuts an instruction of more than two lines short, above the name line', async () => {
    const instruction = `Start at the filled dot and follow the lines to the ring; ${'where two lines cross with a gap, they do not meet; '.repeat(4)}`;
    const words = pdfWords(await printed(withSection(book(5, 5, 1), { instruction }), { paper: '6x9', header: 'name' }));
    const name = words.find((w) => w.text === 'Name') as { y0: number };
    const above = words.filter((w) => w.y0 < name.y0 - 4);
    expect(above.some((w) => w.text.endsWith('…') || w.text.endsWith('...'))).toBe(true);
    // The title's line and the instruction's two: nothing of it on the name line or below.
    expect(new Set(above.map((w) => Math.round(w.y0))).size).toBe(3);
    expect(words.filter((w) => Math.abs(w.y0 - name.y0) < 4).map((w) => w.text)).toEqual(['Name', 'Date']);
  });

  it('keeps every character of its text after a book whose footer was cut short', async () => {
    // A footer too long for its two lines ends in an ellipsis, which the font's shaper makes of periods.
    await printed({ ...book(5, 5, 1), remake: { words: 'word '.repeat(200) } }, { paper: '6x9', answers: 'back' });
    const text = pdfText(await printed({ ...book(5, 5, 1), remake: { url: 'https://mazes.example.org/x.pdf', words: 'w' } }, { answers: 'back' }));
    expect(text).toContain('https://mazes.example.org/x.pdf');
  });

  it('sets its text without ligatures, so the URL that makes the book again copies out as it was written', async () => {
    const url = 'https://mazes.example.org/mazes/simple-maze.pdf?size=6&seed=7&difficulty=hard&office=fifty';
    const b = withSection({ ...book(5, 5, 2), title: 'Official', remake: { url, words: 'w' } }, { instruction: 'Find the way: difficult' });
    const pages = pdfText(await printed(b, { answers: 'back' })).split('\f');
    // On the answers' footer and the closing page.
    expect(pages.filter((page) => page.includes(url))).toHaveLength(2);
    expect(pages[0]).toContain('Find the way: difficult');
    expect(pages[0]).toContain('Official');
    expect(pages.join('')).not.toMatch(/[\uFB00-\uFB06]/);
  });

  it('draws the walls as dark lines where the layout puts them, with the entrance open', async () => {
    const b = book(10, 10, 1);
    const doc = await printed(b, {});
    const [{ mazes: [placed] }] = laid(b, {});
    const page = pdfPage(doc, 1);
    const at = (x: number, y: number) => page.at(placed.origin[0] + placed.k * x, placed.origin[1] + placed.k * y);
    const { entrance, exit } = placed.maze.style === 'walls' ? placed.maze : (undefined as never);
    expect(at(5.5, 0)).toBeLessThan(100); // top wall
    expect(at(0, 5.5)).toBeLessThan(100); // left wall
    expect(at(entrance.at[0] + 0.5, 0)).toBeGreaterThan(200); // entrance gap
    expect(at(exit.at[0] + 0.5, 10)).toBeGreaterThan(200); // exit gap
    expect(page.at(20, 20)).toBeGreaterThan(250); // margin
    // One big maze, centred on the page.
    const left = placed.origin[0];
    expect(Math.abs(left + placed.k * 10 - (page.width - left))).toBeLessThan(1);
    expect(placed.k * 10).toBeGreaterThan(400);
  });

  it('lays four mazes on a page as four separate drawings, with strokes still printable', async () => {
    const b = book(20, 20, 4);
    const doc = await printed(b, { perPage: 4 });
    const [{ mazes }] = laid(b, { perPage: 4 });
    expect(mazes).toHaveLength(4);
    const page = pdfPage(doc, 1, 144);
    const px = (x: number) => Math.round(x * 2);
    const boxes = mazes.map(({ maze, k, origin }) => {
      const f = frame(maze);
      return { x0: origin[0] + k * f.x, y0: origin[1] + k * f.y, x1: origin[0] + k * (f.x + f.width), y1: origin[1] + k * (f.y + f.height), k, origin };
    });
    // A grid of 2 × 2: two columns and two rows that do not overlap.
    expect(new Set(boxes.map((b) => Math.round(b.x0))).size).toBe(2);
    expect(new Set(boxes.map((b) => Math.round(b.y0))).size).toBe(2);
    for (const box of boxes) {
      // Ink on each maze's top wall and a wall a half cell wide at least 2 points.
      expect(page.at(px(box.origin[0] + box.k * 10.5), px(box.origin[1]))).toBeLessThan(100);
      expect(box.k).toBeGreaterThan(8);
    }
    // Nothing drawn in the white strip between the two columns, top to bottom of the grid.
    const [left, right] = [Math.max(boxes[0].x1, boxes[2].x1), Math.min(boxes[1].x0, boxes[3].x0)];
    expect(right - left).toBeGreaterThan(8);
    for (let y = boxes[0].y0; y < boxes[3].y1; y += 2)
      for (let x = left + 1; x < right - 1; x += 2) expect(page.at(px(x), px(y))).toBeGreaterThan(250);
  });
});
