/**
 * A print preflight, as a self-publisher's (Amazon KDP's) checks it, on the
 * PDFs the service makes: every page's trim and bleed, nothing printed in the
 * bleed or the margins, inside margins by page count and mirrored, padding to
 * 24 pages, embedded fonts, no annotations or dates, walls at least 0.75 pt.
 * The figures are KDP's, written out here, not read from the layout code.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { simpleMaze } from '../../src/games/simple-maze/index.ts';
import { layoutBook, PAPERS, type Book, type BookOptions, type PageLayout, type Paper } from '../../src/render/book-layout.ts';
import { botDocument } from '../../src/service/mazes.ts';
import { pdfText, type Grey } from '../helpers/poppler.ts';
import { tool } from '../helpers/tools.ts';

const INCH = 72;
/** Trim sizes: A4 and Letter in points, KDP's named width × height in inches. */
const trimOf = (paper: Paper): [number, number] =>
  paper === 'a4' ? [595.28, 841.89] : paper === 'letter' ? [612, 792] : (paper.split('x').map((inches) => Number(inches) * INCH) as [number, number]);
/** Bleed: 0.125 in on the outside edge, the top and the bottom. */
const BLEED = 0.125 * INCH;
/** KDP's least outside, top and bottom margin. */
const edgeMin = (bleed: boolean) => (bleed ? 0.375 : 0.25) * INCH;
/** KDP's least inside margin by page count; its table starts at 24 pages and ends at 828. */
function insideMin(pages: number): number {
  const row = [[150, 0.375], [300, 0.5], [500, 0.625], [700, 0.75], [828, 0.875]].find(([most]) => pages <= most);
  if (!row) throw new Error(`${pages} pages: more than KDP binds`);
  return row[1] * INCH;
}

const app = createApp();
async function get(url: string): Promise<Uint8Array> {
  const res = await app.request(url);
  expect(res.status, url).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}
/** Square boards, so A4 and Letter stay upright; three mazes and their answers make odd and even pages. */
const bookUrl = (paper: Paper, bleed: boolean) => `/mazes/simple-maze.pdf?size=6&seed=geometry&count=3&answers=back&paper=${paper}&bleed=${bleed}`;
const CASES = PAPERS.flatMap((paper) => [false, true].map((bleed) => ({ paper, bleed, name: `${paper}${bleed ? ' with bleed' : ''}` })));

function withFile<T>(pdf: Uint8Array, f: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'mazeplay-preflight-'));
  try {
    writeFileSync(path.join(dir, 'book.pdf'), pdf);
    return f(path.join(dir, 'book.pdf'), dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Boxes = Record<'MediaBox' | 'BleedBox' | 'TrimBox', number[]>;
/** Every page's boxes, [x0, y0, x1, y1] in PDF space (y up), as pdfinfo -box reads them (a last page past the end reads to the end). */
function boxesOf(pdf: Uint8Array): Boxes[] {
  const out = withFile(pdf, (file) => tool('pdfinfo', ['-box', '-f', '1', '-l', '100000', file], { encoding: 'utf8' }) as string);
  const pages: Boxes[] = Array.from({ length: Number(/^Pages:\s+(\d+)/m.exec(out)?.[1]) }, () => ({}) as Boxes);
  for (const [, page, name, ...numbers] of out.matchAll(/^Page\s+(\d+) (MediaBox|BleedBox|TrimBox):\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)$/gm))
    pages[Number(page) - 1][name as keyof Boxes] = numbers.map(Number);
  return pages;
}

/** Every page at `dpi` as grey levels, in one pdftoppm run (as pdfPage does one page). */
function pagesOf(pdf: Uint8Array, dpi: number): Grey[] {
  return withFile(pdf, (file, dir) => {
    tool('pdftoppm', ['-gray', '-r', String(dpi), file, path.join(dir, 'page')]);
    // page-1.pgm … or page-01.pgm …: the same width of number throughout, so a sort by name is by page.
    return readdirSync(dir)
      .filter((name) => name.endsWith('.pgm'))
      .sort()
      .map((name) => {
        const data = readFileSync(path.join(dir, name));
        // P5, width, height, 255, each after one whitespace byte, then the pixels.
        const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(data.subarray(0, 40).toString('latin1'));
        if (!header) throw new Error(`${name}: not an 8-bit PGM`);
        const [width, height, offset] = [Number(header[1]), Number(header[2]), header[0].length];
        return { width, height, at: (x: number, y: number) => data[offset + y * width + x] };
      });
  });
}

/** The live area's edges in points from the sheet's top left: the trim in by KDP's least margins, the inside by the page count. */
function liveArea(paper: Paper, bleed: boolean, page: number, pages: number) {
  const [w, h] = trimOf(paper);
  const odd = page % 2 === 1;
  const trimX = bleed && !odd ? BLEED : 0;
  const [edge, inside] = [edgeMin(bleed), insideMin(Math.max(24, pages))];
  const [left, right] = odd ? [inside, edge] : [edge, inside];
  const top = bleed ? BLEED : 0;
  return { x0: trimX + left, x1: trimX + w - right, y0: top + edge, y1: top + h - edge };
}

describe('print geometry, for a bound book', () => {
  const books = new Map<string, Uint8Array>();
  beforeAll(async () => {
    await Promise.all(CASES.map(async ({ paper, bleed, name }) => books.set(name, await get(bookUrl(paper, bleed)))));
  });

  it('has every page’s TrimBox the trim size; with bleed the sheet 9 pt wider and 18 pt taller, the trim flush with the inside edge', () => {
    for (const { paper, bleed, name } of CASES) {
      const [w, h] = trimOf(paper);
      const pages = boxesOf(books.get(name)!);
      expect(pages.length, name).toBeGreaterThanOrEqual(4);
      pages.forEach(({ MediaBox, BleedBox, TrimBox }, i) => {
        const where = `${name}, page ${i + 1}`;
        // Odd pages are right-hand pages, their outside (and the bleed) on the right; even pages the other way.
        const x = bleed && i % 2 === 1 ? BLEED : 0;
        const y = bleed ? BLEED : 0;
        const close = (box: number[], expected: number[]) => box.forEach((v, j) => expect(v, `${where}: [${box}] is not [${expected}]`).toBeCloseTo(expected[j], 2));
        close(TrimBox, [x, y, x + w, y + h]);
        close(MediaBox, bleed ? [0, 0, w + BLEED, h + 2 * BLEED] : TrimBox);
        close(BleedBox, MediaBox);
      });
    }
  });

  it('prints nothing in the bleed or the margins: every pixel outside the live area is white', () => {
    const dpi = 36;
    const pt = 72 / dpi;
    const stray: string[] = [];
    for (const { paper, bleed, name } of CASES) {
      const pages = pagesOf(books.get(name)!, dpi);
      pages.forEach((page, i) => {
        const live = liveArea(paper, bleed, i + 1, pages.length);
        let inked = 0;
        for (let py = 0; py < page.height; py++)
          for (let px = 0; px < page.width; px++) {
            const grey = page.at(px, py);
            // A pixel wholly outside the live area (one on its edge may hold ink from inside).
            const outside = (px + 1) * pt <= live.x0 || px * pt >= live.x1 || (py + 1) * pt <= live.y0 || py * pt >= live.y1;
            if (!outside) inked += grey < 128 ? 1 : 0;
            else if (grey < 255 && stray.length < 20) stray.push(`${name}, page ${i + 1}: grey ${grey} at ${px * pt}, ${py * pt} pt (live area x ${live.x0}–${live.x1}, y ${live.y0}–${live.y1})`);
          }
        // A page rendered blank, or in the wrong place, would pass the margins: each has its ink inside.
        expect(inked, `${name}, page ${i + 1}`).toBeGreaterThan(0);
      });
    }
    expect(stray).toEqual([]);
  });
});

describe('inside margins and padding, laid out (layoutBook)', () => {
  // One tiny maze on every page: layoutBook is pure, so a book of 828 pages costs little.
  const tiny = botDocument(simpleMaze, { width: 3, height: 3 }, ['maker', 'maker'], 'tiny').mazes[0];
  const book = (mazes: number): Book => ({
    title: 'T',
    titlePage: false,
    sections: [{ name: 'S', instruction: 'I', perPage: 1, mazes: Array.from({ length: mazes }, (_, i) => ({ maze: tiny, label: `Maze ${i + 1}` })) }],
    remake: { words: 'w' },
  });
  const options = (given: Partial<BookOptions>): BookOptions => ({ paper: '6x9', bleed: false, pad: false, answers: 'none', ...given });
  const near = (a: number, b: number) => Math.abs(a - b) < 1e-9;
  /** A page's margins from its trim, the inside one by which hand the page is. */
  const margins = ({ trim, area, rightHand }: PageLayout) => {
    const [left, right] = [area.x - trim.x, trim.x + trim.width - area.x - area.width];
    return { inside: rightHand ? left : right, outside: rightHand ? right : left, top: area.y - trim.y, bottom: trim.y + trim.height - area.y - area.height };
  };

  it('grows the inside margin with the page count, on the left of odd pages and the right of even ones', () => {
    const wrong: string[] = [];
    // A page past each of KDP's steps, where its least inside margin has just grown (and books of fewer than 24 pages and of
    // 100). A book of n mazes one a page is n puzzle pages and a closing page. The long books on a few papers only, as
    // layoutBook takes about 0.15 ms a page.
    const few = new Set<Paper>(['5x8', '6x9', '8.5x11']);
    for (const pages of [10, 100, 151, 301, 501, 701, 828])
      for (const { paper, bleed, name } of CASES.filter(({ paper }) => pages <= 100 || few.has(paper))) {
        const laid = layoutBook(book(pages - 1), options({ paper, bleed }));
        expect(laid.length).toBe(pages);
        const first = margins(laid[0]);
        const where = `${name}, ${pages} pages`;
        if (first.inside < insideMin(pages)) wrong.push(`${where}: inside ${first.inside} pt, under ${insideMin(pages)}`);
        for (const [side, edge] of Object.entries(first)) if (side !== 'inside' && edge < edgeMin(bleed)) wrong.push(`${where}: ${side} ${edge} pt, under ${edgeMin(bleed)}`);
        // Mirrored: odd pages right-hand, and every page the first's margins, the inside one towards the spine.
        const [w, h] = trimOf(paper);
        laid.forEach((page, i) => {
          if (page.rightHand !== (i % 2 === 0)) wrong.push(`${where}, page ${i + 1}: ${page.rightHand ? 'right' : 'left'}-hand`);
          if (!near(page.trim.width, w) || !near(page.trim.height, h)) wrong.push(`${where}, page ${i + 1}: trim ${page.trim.width} × ${page.trim.height}`);
          const own = margins(page);
          if (Object.entries(own).some(([side, edge]) => !near(edge, first[side as keyof typeof first]))) wrong.push(`${where}, page ${i + 1}: ${JSON.stringify(own)}, page 1 ${JSON.stringify(first)}`);
        });
        // Which side the inside is on shows where it is wider than the outside: on the left of page 1, the right of page 2.
        if (first.inside > first.outside && !(laid[0].area.x - laid[0].trim.x > laid[1].area.x - laid[1].trim.x)) wrong.push(`${where}: page 1's left margin is not its inside`);
      }
    expect(wrong).toEqual([]);
  });

  it('pads with notes pages to an even count of at least 24, before the closing page', () => {
    for (const [mazes, answers] of [
      [1, 'none'],
      [3, 'back'],
      [29, 'none'],
      [30, 'none'],
    ] as const) {
      const plain = layoutBook(book(mazes), options({ answers }));
      const padded = layoutBook(book(mazes), options({ answers, pad: true }));
      const where = `${mazes} mazes, answers ${answers}: ${plain.length} pages, padded ${padded.length}`;
      expect(padded.length % 2, where).toBe(0);
      expect(padded.length, where).toBe(Math.max(24, plain.length + (plain.length % 2)));
      // The book's own pages in their order, the padding all notes pages, and the closing page still last.
      expect(padded.filter((page) => page.kind !== 'notes').map((page) => page.kind), where).toEqual(plain.map((page) => page.kind));
      expect(padded.filter((page) => page.kind === 'notes'), where).toHaveLength(padded.length - plain.length);
      // A book of one maze has no closing page (its answer page, or its document's information, says how to make it again).
      expect(padded.at(-1)?.kind, where).toBe(mazes > 1 ? 'closing' : 'notes');
    }
  });
});

describe('padded PDFs', () => {
  it('pads with pages that say “Notes”, never more than two blank pages in a row, the closing page last', async () => {
    for (const query of ['size=4&seed=pad', 'size=4&seed=pad&count=3&answers=back', 'size=3&seed=pad&count=29', 'size=3&seed=pad&count=30']) {
      const plain = pdfText(await get(`/mazes/simple-maze.pdf?${query}`)).split('\f').slice(0, -1);
      const pdf = await get(`/mazes/simple-maze.pdf?${query}&pad=true`);
      const texts = pdfText(pdf).split('\f').slice(0, -1);
      const where = `${query}: ${plain.length} pages, padded ${texts.length}`;
      expect(texts.length % 2, where).toBe(0);
      expect(texts.length, where).toBeGreaterThanOrEqual(24);
      expect(texts.length, where).toBe(Math.max(24, plain.length + (plain.length % 2)));
      // A notes page: its heading and its page number, nothing else.
      expect(texts.filter((text) => /^\s*Notes\s+\d+\s*$/.test(text)), where).toHaveLength(texts.length - plain.length);
      if (query.includes('count=')) expect(texts.at(-1), where).toContain('To make this book again');
      // Blank: no ink at all. KDP flags more than two in a row.
      let run = 0;
      for (const [i, page] of pagesOf(pdf, 18).entries()) {
        let blank = true;
        for (let y = 0; y < page.height && blank; y++) for (let x = 0; x < page.width && blank; x++) blank = page.at(x, y) >= 200;
        run = blank ? run + 1 : 0;
        expect(run, `${where}, page ${i + 1}`).toBeLessThanOrEqual(2);
      }
    }
  });
});

describe('the PDF file', () => {
  const samples = ['/mazes/simple-maze.pdf?size=6&seed=file&count=3&answers=back&header=name&paper=6x9&bleed=true', '/mazes/bidirectional-line.pdf?size=6&seed=file&count=2&answers=back&paper=letter'];

  it('embeds every font', async () => {
    for (const url of samples) {
      const out = withFile(await get(url), (file) => tool('pdffonts', [file], { encoding: 'utf8' }) as string).split('\n');
      // The columns by the dashes under their names: name, type, encoding, emb, sub, uni, object, ID.
      const columns = [...out[1].matchAll(/-+/g)].map((m) => [m.index, m.index + m[0].length]);
      const emb = out[0].slice(...columns[3]).trim() === 'emb' ? columns[3] : undefined;
      expect(emb, out[0]).toBeDefined();
      const fonts = out.slice(2).filter(Boolean);
      // A bold heading and regular text, at least.
      expect(fonts.length, url).toBeGreaterThanOrEqual(2);
      for (const row of fonts) expect(row.slice(...emb!).trim(), `${url}: ${row}`).toBe('yes');
    }
  });

  it('has no annotations, bookmarks or creation date, and is the same bytes each time it is made', async () => {
    for (const url of samples) {
      const [res1, res2] = [await createApp().request(url), await createApp().request(url)];
      // Two apps, two response caches: both made the PDF.
      for (const res of [res1, res2]) expect(res.headers.get('cache-status'), url).toMatch(/fwd=miss/);
      const [pdf, again] = [new Uint8Array(await res1.arrayBuffer()), new Uint8Array(await res2.arrayBuffer())];
      const bytes = Buffer.from(pdf).toString('latin1');
      // The page dictionaries are plain text (no object streams), so a key in them would be seen.
      expect(bytes).toContain('/TrimBox');
      expect(bytes).not.toContain('/Annots');
      expect(bytes).not.toContain('/Outlines');
      expect(bytes).not.toContain('/CreationDate');
      const info = withFile(pdf, (file) => tool('pdfinfo', [file], { encoding: 'utf8' }) as string);
      expect(info).toMatch(/^Pages:/m);
      expect(info).not.toMatch(/CreationDate/);
      expect(Buffer.compare(pdf, again), url).toBe(0);
    }
  });
});

describe('ink', () => {
  /** Every page content stream's text: each stream inflated, the form XObjects (paths in board units) left out. */
  function contents(pdf: Uint8Array): string[] {
    const bytes = Buffer.from(pdf);
    const text = bytes.toString('latin1');
    const found: string[] = [];
    for (const m of text.matchAll(/<<((?:(?!<<|>>)[\s\S])*)>>\s*stream\r?\n/g)) {
      if (!m[1].includes('/FlateDecode') || /\/Subtype|\/Length1/.test(m[1])) continue;
      const start = m.index + m[0].length;
      found.push(inflateSync(bytes.subarray(start, text.indexOf('endstream', start))).toString('latin1'));
    }
    return found;
  }

  it('draws every maze’s walls or lines at least 0.75 pt, on puzzle and answer pages', async () => {
    const cases = ['simple-maze', 'bidirectional-line'].flatMap((game) => [
      // A small board on a big page, and a big board on KDP's smallest trim, sixteen a page and as many answers.
      `/mazes/${game}.pdf?size=4&seed=ink&answers=back&paper=a4`,
      `/mazes/${game}.pdf?size=4&seed=ink&answers=back&paper=8.5x11`,
      `/mazes/${game}.pdf?size=60&seed=ink&count=16&perPage=16&answers=back&paper=5x8`,
    ]);
    const thin: string[] = [];
    for (const url of cases) {
      const streams = contents(await get(url));
      let inks = 0;
      for (const [page, content] of streams.entries()) {
        // A maze's path: its transform (k points a board unit), the pen's width in board units, its colour, the form.
        const drawn = [...content.matchAll(/(\S+) 0 0 (\S+) \S+ \S+ cm\n(\S+) w\n[^Q]*?(\S+ \S+ \S+) SCN\n\/(Path\d+) Do/g)];
        // Every form drawn on the page is one of these: none slips past in another shape.
        expect(drawn.length, `${url}, content stream ${page + 1}`).toBe(content.match(/\/Path\d+ Do/g)?.length ?? 0);
        for (const [, k, k2, w, colour, name] of drawn) {
          expect(k2).toBe(k);
          // The ink is black; the solution's colours (and a bridge's white cut) are not walls.
          if (colour !== '0 0 0') continue;
          inks++;
          const width = Number(k) * Number(w);
          if (width < 0.75 - 1e-6) thin.push(`${url}, content stream ${page + 1}, ${name}: ${k} × ${w} = ${width} pt`);
        }
      }
      expect(inks, url).toBeGreaterThan(0);
    }
    expect(thin).toEqual([]);
  });
});
