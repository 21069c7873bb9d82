/** POST /books.pdf and /books.json: books of sections from a JSON spec, as poppler reads them and as their JSON lists them. */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { regionOf } from '../../src/core/region.ts';
import { pdfInfo, pdfText } from '../helpers/poppler.ts';

const app = createApp();
const post = (path: string, body: unknown, type = 'application/json') =>
  app.request(path, { method: 'POST', headers: { 'content-type': type }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

const CLASS_BOOK = {
  title: 'Mazes for Class 2B',
  subtitle: 'Autumn term',
  paper: '8.5x11',
  seed: 'class2b',
  sections: [
    { game: 'simple-maze', size: 8, count: 6, perPage: 2, ramp: true },
    { game: 'labyrinth', size: 8, difficulty: 'easy', count: 4, perPage: 4 },
    { game: 'bidirectional-line', size: 6, count: 4, perPage: 4, name: 'Follow the line' },
  ],
};

describe('POST /books.pdf', () => {
  it('makes a title page with the contents, each section’s puzzles with its instruction, one answer key and a closing page', async () => {
    const res = await post('/books.pdf', CLASS_BOOK);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('mazes-for-class-2b.pdf');
    const pdf = await bytesOf(res);
    // Title, 3 + 1 + 1 puzzle pages, answers 6 (4 a page: 2 pages) + 4 + 4, the closing page.
    expect(pdfInfo(pdf)).toMatchObject({ Pages: '11', 'Page size': expect.stringMatching(/612 x 792 pts/) });
    const pages = pdfText(pdf).split('\f');
    expect(pages[0]).toMatch(/Mazes for Class 2B[\s\S]*Autumn term[\s\S]*Contents/);
    // Each entry's page number is where its section begins.
    const entry = (name: string) => Number(new RegExp(`${name}\\s+(\\d+)`).exec(pages[0].replace(/\s+/g, ' '))?.[1]);
    expect(entry('Maze-ish Simple Game, easy to hard')).toBe(2);
    expect(entry('Labyrinth-Generating Game, easy')).toBe(5);
    expect(entry('Follow the line')).toBe(6);
    expect(entry('Answers')).toBe(7);
    expect(pages[1]).toMatch(/Maze-ish Simple Game, easy to hard[\s\S]*Go in at the arrow at the top left and find the way between the walls[\s\S]*Maze 1 · Easy/);
    expect(pages[3]).toContain('Maze 6 · Hard');
    expect(pages[4]).toMatch(/Labyrinth-Generating Game, easy[\s\S]*Easy[\s\S]*Maze 7/);
    expect(pages[5]).toMatch(/Follow the line[\s\S]*Start at the filled dot and follow the line to the ring;[\s\S]*Maze 11/);
    for (const page of pages.slice(1, 6)) expect(page).not.toMatch(/seed|cells|maker|comb/);
    expect(pages[6]).toMatch(/Answers · Mazes for Class 2B[\s\S]*Maze 1 · Easy/);
    expect(pages.slice(6, 10).join('')).toMatch(/Maze 14/);
    expect(pages[10]).toMatch(/To make this book again[\s\S]*seed class2b/);
  });

  it('keeps the answers apart, or leaves them out, as asked', async () => {
    const pages = async (answers: string) => Number(pdfInfo(await bytesOf(await post('/books.pdf', { ...CLASS_BOOK, answers }))).Pages);
    // Title, the answer key's four pages, the closing page.
    expect(await pages('only')).toBe(6);
    expect(await pages('none')).toBe(7);
    const res = await post('/books.pdf', { ...CLASS_BOOK, answers: 'only' });
    expect(res.headers.get('content-disposition')).toContain('mazes-for-class-2b-answers.pdf');
    expect(pdfText(await bytesOf(res))).not.toMatch(/Go in at the arrow/);
  });

  it('is the same bytes for the same spec, the second time from the cache; a spec without a seed is made afresh', async () => {
    const [a, b] = [await post('/books.pdf', CLASS_BOOK), await post('/books.pdf', CLASS_BOOK)];
    const first = await bytesOf(a);
    expect(Buffer.compare(first, await bytesOf(b))).toBe(0);
    expect(b.headers.get('cache-status')).toContain('hit');
    const { seed: _, ...unseeded } = CLASS_BOOK;
    const c = await post('/books.pdf', unseeded);
    expect(c.headers.get('cache-status')).toContain('miss');
    expect(Buffer.compare(first, await bytesOf(c))).not.toBe(0);
  });
});

describe('a posted book of shaped boards', () => {
  const SHAPED = {
    seed: 'shaped',
    sections: [
      { game: 'labyrinth', size: 20, shape: 'heart', count: 2 },
      { game: 'simple-maze', text: 'maze' },
      { game: 'labyrinthine-loop', size: 10, players: 3, rounds: 2, mask: '3x2.8' },
    ],
  };

  it('plays each section on its region, and says the region and the game’s parameters on the closing page', async () => {
    const res = await post('/books.pdf', SHAPED);
    expect(res.status).toBe(200);
    const pages = pdfText(await bytesOf(res)).split('\f');
    // Without its spaces: a line may break anywhere, even inside a game's name.
    const closing = pages[pages.length - 2].replace(/\s+/g, '');
    const settings = ['seed shaped', 'labyrinth 20×20 heart bots maker, 2 mazes', 'simple-maze 69×27 text “MAZE” bots maker, 1 maze', 'labyrinthine-loop 10×10 a drawn shape players 3 rounds 2 bots maker, 1 game'];
    expect(closing).toContain(['mazeplay', 'a posted book', ...settings].join(' · ').replace(/\s+/g, ''));
    expect(closing).not.toContain('3x2.8');
    // The same spec makes the same book.
    expect(Buffer.compare(await bytesOf(await post('/books.pdf', SHAPED)), await bytesOf(await post('/books.pdf', SHAPED)))).toBe(0);
  });

  it('gives each section’s mazes its region, as a GET of the same parameters would', async () => {
    const book = await (await post('/books.json', SHAPED)).json();
    const [heart, text, loop] = book.sections.map((s: { documents: { mazes: { box?: number[] }[] }[] }) => s.documents.flatMap((d) => d.mazes));
    // The heart of a 20×20 board leaves its bottom row out.
    expect(heart.map((m: { box?: number[] }) => m.box)).toEqual([regionOf({ width: 20, height: 20, shape: 'heart' })?.box, [0, 0, 20, 19]]);
    expect(text.map((m: { box?: number[] }) => m.box)).toEqual([regionOf({ width: 69, height: 27, text: 'MAZE' })?.box]);
    // A section's first maze is a GET's of its parameters and the section's seed (the book's, then {seed}-s{k}).
    const alone = async (q: string) => (await (await app.request(`/mazes/${q}`)).json()).mazes;
    expect(heart.slice(0, 1)).toEqual(await alone('labyrinth.json?size=20&shape=heart&seed=shaped'));
    expect(loop.every((m: { box?: number[] }) => m.box !== undefined)).toBe(true);
    expect(loop).toEqual(await alone('labyrinthine-loop.json?size=10&players=3&rounds=2&mask=3x2.8&seed=shaped-s3'));
  });
});

describe('POST /books.json', () => {
  it('lists every maze of the book in book order, as the maze JSON writes them; a ramp’s levels rise through its section', async () => {
    const res = await post('/books.json', CLASS_BOOK);
    expect(res.status).toBe(200);
    const book = await res.json();
    expect(book.title).toBe('Mazes for Class 2B');
    expect(book.sections.map((s: { game: string }) => s.game)).toEqual(['simple-maze', 'labyrinth', 'bidirectional-line']);
    const [ramp, easy, lines] = book.sections;
    expect(ramp.documents.map((d: { difficulty: { level: string } }) => d.difficulty.level)).toEqual(['easy', 'easy', 'medium', 'medium', 'hard', 'hard']);
    expect(easy.documents.every((d: { difficulty: { level: string; met: boolean } }) => d.difficulty.level === 'easy' && d.difficulty.met)).toBe(true);
    for (const doc of [...ramp.documents, ...easy.documents, ...lines.documents]) {
      expect(doc.mazes).toHaveLength(1);
      expect(doc.mazes[0].solution.length).toBeGreaterThan(1);
      expect(doc.mazes[0].stats.difficulty).toBeGreaterThan(0);
    }
    expect(lines.documents[0].mazes[0].style).toBe('lines');
    // Section k (from 2) plays from {seed}-s{k}; each maze from its own seed of that.
    expect(easy.documents.map((d: { seed: string }) => d.seed)).toEqual(['class2b-s2', 'class2b-s2-2', 'class2b-s2-3', 'class2b-s2-4']);
  });
});

describe('a book spec that does not fit', () => {
  it.each([
    [{ sections: [] }, 'sections', /at least one section/],
    [{ sections: [{ game: 'chess' }] }, 'sections.0.game', /unknown game "chess"/],
    [{ sections: [{ game: 'simple-maze' }, { game: 'labyrinth', size: 1 }] }, 'sections.1.size', /size must be an integer from 2 to/],
    [{ sections: [{ game: 'simple-maze', bots: 'nobody' }] }, 'sections.0.bots', /unknown bot "nobody"/],
    [{ sections: [{ game: 'simple-maze', colour: 'red' }] }, 'sections.0.colour', /unknown field "colour"/],
    [{ sections: [{ game: 'simple-maze', ramp: true, difficulty: 'hard' }] }, 'sections.0.ramp', /ramp or difficulty/],
    [{ sections: [{ game: 'simple-maze', count: 51 }] }, 'sections.0.count', /count must be an integer from 1 to 50/],
    [{ paper: 'a5', sections: [{ game: 'simple-maze' }] }, 'paper', /paper must be/],
    [{ paper: 'a4', trim: '6x9', sections: [{ game: 'simple-maze' }] }, 'trim', /paper and trim/],
    [{ sections: Array.from({ length: 5 }, () => ({ game: 'simple-maze', size: 4, count: 50 })) }, 'sections', /at most 200 mazes/],
    [{ sections: [{ game: 'simple-maze', size: 16, count: 50, bots: 'mcts' }] }, 'sections', /would take about .* over the limit.*fewer or smaller mazes/],
    [{ sections: [{ game: 'labyrinthine-loop', players: 9 }] }, 'sections.0.players', /players must be an integer from 2 to 8/],
  ])('%j: 400 naming %s', async (spec, path, detail) => {
    const res = await post('/books.pdf', spec);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const body = await res.json();
    expect(body.detail).toMatch(detail);
    expect(body.errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it('415 for a body that is not JSON, 413 for one over 64 KiB', async () => {
    expect((await post('/books.pdf', '{"sections": [', 'application/json')).status).toBe(415);
    expect((await post('/books.pdf', CLASS_BOOK, 'text/plain')).status).toBe(415);
    const big = await post('/books.json', { ...CLASS_BOOK, subtitle: 'x'.repeat(70_000) });
    expect(big.status).toBe(413);
  });
});
