/** PNG, puzzle books and downloads over HTTP: what a person saves, prints or pastes. */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { games } from '../../src/games/index.ts';
import { simpleMaze } from '../../src/games/simple-maze/index.ts';
import { limitsFromEnv } from '../../src/service/limits.ts';
import { OUTPUT_VERSION } from '../../src/output-version.ts';
import { PNG_MAX_PIXELS, pngSize as estimatedSize } from '../../src/service/output.ts';
import { outputOptions } from '../../src/service/options.ts';
import { pdfInfo, pdfQrCodes, pdfText } from '../helpers/poppler.ts';
import { postJson } from '../helpers/http.ts';

const app = createApp();
const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Uint8Array): [number, number] {
  const view = new DataView(png.buffer, png.byteOffset);
  return [view.getUint32(16), view.getUint32(20)];
}

describe('PNG', () => {
  it('is the SVG drawing at scale pixels a board unit, the same bytes every time', async () => {
    const res = await app.request('/mazes/simple-maze.png?size=10&seed=png&scale=10');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toMatch(/max-age=86400/);
    const png = await bytesOf(res);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // 10 cells and a margin of 1 unit on each side, as the SVG's viewBox.
    expect(pngSize(png)).toEqual([120, 120]);
    const svg = await (await app.request('/mazes/simple-maze.svg?size=10&seed=png')).text();
    expect(svg).toContain('viewBox="-1 -1 12 12"');
    const again = await bytesOf(await app.request('/mazes/simple-maze.png?size=10&seed=png&scale=10'));
    expect(Buffer.compare(png, again)).toBe(0);
  });

  it('defaults to a picture sharp enough to print, and shrinks a large board to fit', async () => {
    expect(pngSize(await bytesOf(await app.request('/mazes/simple-maze.png?size=10&seed=d')))).toEqual([384, 384]);
    const [w] = pngSize(await bytesOf(await app.request('/mazes/simple-maze.png?size=300&seed=d&bots=random')));
    expect(w).toBeLessThanOrEqual(4096);
    expect(w).toBeGreaterThan(3000);
  });

  it('answers 304 to its ETag and 400 past its pixel limit, naming the scale that fits', async () => {
    const first = await app.request('/mazes/labyrinth.png?size=8&seed=tag');
    const etag = first.headers.get('etag') as string;
    expect((await app.request('/mazes/labyrinth.png?size=8&seed=tag', { headers: { 'if-none-match': etag } })).status).toBe(304);
    const res = await app.request('/mazes/simple-maze.png?size=1000&scale=20&bots=random');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.detail).toMatch(new RegExp(`over the limit of ${PNG_MAX_PIXELS / 1e6} megapixels`));
    expect(body.errors[0]).toMatchObject({ path: 'scale', message: expect.stringMatching(/at most 5\.\d+ for a board of 1000×1000/) });
    expect((await app.request('/mazes/simple-maze.png?scale=0')).status).toBe(400);
  });

  it('is sized by a shaped board’s box, as drawn: the estimate is the PNG’s own width and height', async () => {
    for (const [q, params] of [
      ['size=24&shape=heart', { width: 24, height: 24, shape: 'heart' as const }],
      ['text=MAZE', { width: 69, height: 27, text: 'MAZE' }],
      ['size=24&shape=heart&scale=5', { width: 24, height: 24, shape: 'heart' as const }],
    ] as const) {
      const scale = /scale=(\d+)/.exec(q)?.[1];
      const png = await bytesOf(await app.request(`/mazes/labyrinth.png?${q}&seed=box`));
      expect(pngSize(png), q).toEqual(estimatedSize(params, outputOptions(scale ? { scale: Number(scale) } : {})));
    }
    // The heart's box, 24×23 of its 24×24 board, and a margin of 2 each side: 28×27 units, not the board's 28×28.
    expect(pngSize(await bytesOf(await app.request('/mazes/labyrinth.png?size=24&shape=heart&seed=box')))).toEqual([28 * 32, 27 * 32]);
  });

  it('limits a shaped board’s pixels by its box: a small region of a large board is not refused for the board around it', async () => {
    // One pixel of a 4×4 mask: the top-left 100×100 squares of a 400×400 board.
    const corner = '/mazes/simple-maze.png?size=400&mask=4x4.gAA&scale=15&bots=random&seed=c';
    const res = await app.request(corner);
    expect(res.status).toBe(200);
    expect(pngSize(await bytesOf(res))).toEqual([112 * 15, 112 * 15]);
    const whole = await app.request('/mazes/simple-maze.png?size=400&scale=15&bots=random&seed=c');
    expect(whole.status).toBe(400);
    expect((await whole.json()).errors[0].message).toMatch(/for a board of 400×400$/);
    const big = await (await app.request('/mazes/simple-maze.png?size=400&mask=4x4.gAA&scale=60&bots=random&seed=c')).json();
    expect(big.errors[0].message).toMatch(/^at most 56\.\d+ for a board of 400×400 \(its shape's box: 100×100\)$/);
  });

  it('draws a posted log too', async () => {
    const log = await (await app.request('/mazes/bidirectional-line.json?size=5&seed=post')).json();
    const res = await app.request('/games/bidirectional-line/maze.png?colors=true&scale=20', {
      method: 'POST',
      body: JSON.stringify(log.log),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="bidirectional-line-log.png"');
  });
});

describe('the page around the mazes', () => {
  it('serves a favicon, and sends /favicon.ico to it', async () => {
    const icon = await app.request('/favicon.svg');
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(await icon.text()).toMatch(/^<svg /);
    const ico = await app.request('/favicon.ico');
    expect([ico.status, ico.headers.get('location')]).toEqual([301, '/favicon.svg']);
  });

  it('lists which games can be drawn as played', async () => {
    const list: { id: string; asPlayed: boolean }[] = await (await app.request('/games')).json();
    expect(list.filter((g) => g.asPlayed).map((g) => g.id)).toEqual(['bidirectional-line']);
  });
});

describe('downloads', () => {
  it('are named by game, size and seed', async () => {
    for (const ext of ['svg', 'png', 'pdf', 'json']) {
      const res = await app.request(`/mazes/labyrinth.${ext}?width=9&height=7&seed=name-1`);
      expect(res.headers.get('content-disposition'), ext).toBe(`inline; filename="labyrinth-9x7-name-1.${ext}"`);
    }
    const fresh = await app.request('/mazes/simple-maze.svg?size=5');
    expect(fresh.headers.get('content-disposition')).toBe(`inline; filename="simple-maze-5x5-${fresh.headers.get('maze-seed')}.svg"`);
  });
});

describe('puzzle books over HTTP', () => {
  it('lays perPage mazes a page, with a name line, on a 6 × 9 inch page', async () => {
    const res = await app.request('/mazes/simple-maze.pdf?size=8&seed=book&count=5&perPage=2&header=name&paper=6x9&solution=true');
    expect(res.status).toBe(200);
    const pdf = await bytesOf(res);
    // 3 puzzle pages of 2, then 5 answers on one page of 4 and one of 1, and the closing page.
    expect(pdfInfo(pdf)).toMatchObject({ Pages: '6', 'Page size': expect.stringMatching(/432 x 648 pts/) });
    const text = pdfText(pdf);
    expect(text).toMatch(/Name[\s\S]*Date[\s\S]*Maze 1[\s\S]*Maze 2/);
    // Without PUBLIC_URL the closing page says the settings in words, paper included.
    expect(text.split('\f')[5].replace(/\s+/g, ' ')).toContain(
      'mazeplay · simple-maze · 8×8 cells · seed book · bots maker · 5 mazes · 2 mazes a page · paper 6 × 9 in · a name line · answers at the back',
    );
  });

  it('numbers no maze that is alone in its PDF', async () => {
    const text = pdfText(await bytesOf(await app.request('/mazes/simple-maze.pdf?size=6&seed=one&solution=true')));
    expect(text).not.toMatch(/Maze \d/);
    expect(pdfText(await bytesOf(await app.request('/mazes/simple-maze.pdf?size=6&seed=one&count=2')))).toMatch(/Maze 1[\s\S]*Maze 2/);
  });

  it('titles the book as asked, on the puzzles and the answer key, and makes it again with that title', async () => {
    const limits = limitsFromEnv(games.values(), { PUBLIC_URL: 'https://mazes.example.org' });
    const pub = createApp({ limits });
    const res = await pub.request('/mazes/simple-maze.pdf?size=6&seed=t&count=2&solution=true&title=Mazes%20for%20class%202B%20%E2%80%93%20%C3%89t%C3%A9');
    expect(res.status).toBe(200);
    const pdf = await bytesOf(res);
    const pages = pdfText(pdf).split('\f');
    expect(pages[0]).toContain('Mazes for class 2B – Été');
    expect(pages[0]).not.toContain(simpleMaze.about.title);
    expect(pages[2]).toContain('Answers · Mazes for class 2B – Été');
    const footer = `https://mazes.example.org/v${OUTPUT_VERSION}/mazes/simple-maze.pdf?width=6&height=6&seed=t&bots=maker&count=2&title=Mazes+for+class+2B+%E2%80%93+%C3%89t%C3%A9&answers=back`;
    // The footer's URL wraps before its last parameters, where the page number is read in between.
    expect(pdfText(pdf).replace(/\s+/g, '')).toContain(footer.slice(0, footer.indexOf('%C3%89')));
    expect(Buffer.compare(pdf, await bytesOf(await pub.request(footer.slice('https://mazes.example.org'.length))))).toBe(0);
  });

  it('400 for a title it cannot print: too long, more than a line, or outside the font', async () => {
    const cases: [string, RegExp][] = [
      ['x'.repeat(61), /title must be 1–60 characters of text, on one line/],
      ['a%0Ab', /on one line/],
      ['%20%20', /title must be/],
      ['%E3%81%82', /the character "あ" is not in the book's font \(U\+3042\)/],
    ];
    for (const [title, detail] of cases) {
      const res = await app.request(`/mazes/simple-maze.pdf?size=4&title=${title}`);
      expect(res.status, title).toBe(400);
      const body = await res.json();
      expect(body.detail, title).toMatch(detail);
      expect(body.errors[0].path).toBe('title');
    }
    // A picture has no title to set.
    expect((await app.request('/mazes/simple-maze.svg?size=4&title=x')).status).toBe(400);
    // Told before the games are played: these bots never complete a 2×2 labyrinth (a 422 once played).
    expect((await app.request('/mazes/labyrinth.pdf?size=2&bots=random,greedy&seed=1')).status).toBe(422);
    expect((await app.request('/mazes/labyrinth.pdf?size=2&bots=random,greedy&seed=1&title=%E3%81%82')).status).toBe(400);
  });

  it('names a shaped board’s region in the words that make it again: a shape, a text, a mask not by its bits', async () => {
    const words = async (q: string) => pdfText(await bytesOf(await app.request(`/mazes/labyrinth.pdf?seed=sh&count=2&${q}`))).replace(/\s+/g, ' ');
    expect(await words('size=12&shape=heart')).toContain('mazeplay · labyrinth · 12×12 cells · heart · seed sh');
    expect(await words('text=Ab')).toContain('mazeplay · labyrinth · 33×27 cells · text “AB” · seed sh');
    const drawn = await words('size=12&mask=3x2.8');
    expect(drawn).toContain('mazeplay · labyrinth · 12×12 cells · a drawn shape · seed sh');
    expect(drawn).not.toMatch(/mask|3x2/);
    // The square is the whole board: nothing to say.
    expect(await words('size=12&shape=square')).toContain('mazeplay · labyrinth · 12×12 cells · seed sh');
  });

  it('names the bots asked for beside the level on the closing page: without them the same settings make another book', async () => {
    const words = async (q: string) => pdfText(await bytesOf(await app.request(`/mazes/labyrinth.pdf?size=6&seed=lv&count=2&${q}`))).replace(/\s+/g, ' ');
    expect(await words('difficulty=medium&bots=random,greedy')).toContain('seed lv · difficulty medium · bots random,greedy · 2 mazes');
    // A level of several line-ups takes them in turn: naming one would make another book.
    expect(await words('difficulty=medium')).toContain('seed lv · difficulty medium · 2 mazes');
  });

  it('prints the absolute URL that makes the book again when PUBLIC_URL is set', async () => {
    const limits = limitsFromEnv(games.values(), { PUBLIC_URL: 'https://mazes.example.org/' });
    const pub = createApp({ limits });
    const pdf = await bytesOf(await pub.request('/mazes/simple-maze.pdf?size=8&seed=url&count=2&perPage=2&solution=true'));
    const footer = `https://mazes.example.org/v${OUTPUT_VERSION}/mazes/simple-maze.pdf?width=8&height=8&seed=url&bots=maker&count=2&perPage=2&answers=back`;
    expect(pdfText(pdf).replace(/\s+/g, '')).toContain(footer);
    // The closing page's QR code reads back as the same URL; no puzzle or answer page has one.
    expect(pdfQrCodes(pdf, 3)).toEqual([footer]);
    expect(pdfQrCodes(pdf, 2)).toEqual([]);
    // The URL regenerates the same bytes.
    const again = await bytesOf(await pub.request(footer.slice('https://mazes.example.org'.length)));
    expect(Buffer.compare(pdf, again)).toBe(0);
    expect(() => limitsFromEnv(games.values(), { PUBLIC_URL: 'mazes.example.org' })).toThrow(/PUBLIC_URL must be an absolute http\(s\) URL/);
  });

  it('400 for book options out of range', async () => {
    for (const q of ['perPage=0', 'perPage=17', 'header=date', 'paper=a3', 'perPage=x']) {
      const res = await app.request(`/mazes/simple-maze.pdf?${q}`);
      expect(res.status, q).toBe(400);
      expect((await res.json()).errors[0].path, q).toBe(q.split('=')[0]);
    }
  });
});

describe('errors that help', () => {
  it.each([
    // A side out of range is told the game's range at either end, by whichever name it was given.
    ['simple-maze.json?size=1', 'size', 'size must be an integer from 2 to 1000'],
    ['simple-maze.json?size=1001', 'size', 'size must be an integer from 2 to 1000'],
    ['simple-maze.json?width=1001', 'width', 'width must be an integer from 2 to 1000'],
    ['labyrinthine-loop.json?height=0', 'height', 'height must be an integer from 2 to 300'],
    ['simple-maze.pdf?count=0', 'count', 'count must be an integer from 1 to 50'],
    ['simple-maze.pdf?count=51', 'count', 'count must be an integer from 1 to 50'],
    ['simple-maze.pdf?perPage=17', 'perPage', 'perPage must be an integer from 1 to 16'],
    ['labyrinthine-loop.json?players=1', 'players', 'players must be an integer from 2 to 8'],
    ['labyrinthine-loop.json?players=9', 'players', 'players must be an integer from 2 to 8'],
    ['labyrinthine-loop.json?rounds=0', 'rounds', 'rounds must be an integer from 1 to 10'],
    ['labyrinthine-loop.json?rounds=11', 'rounds', 'rounds must be an integer from 1 to 10'],
    ['labyrinthine-loop.svg?round=0', 'round', 'round must be an integer of at least 1'],
    ['polygonal-sections.json?players=9', 'players', 'players must be an integer from 2 to 8'],
    ['simple-maze.json?players=3', 'players', 'players must be 2: this game has two players'],
    ['simple-maze.svg?stroke=0', 'stroke', 'stroke must be a number from 0.25 to 20'],
    ['simple-maze.png?scale=abc', 'scale', 'scale must be a number from 1 to 100, in decimal digits'],
    // A side that is no integer is told the game's own top too, as one out of range is.
    ['simple-maze.svg?size=3.5', 'size', 'size must be an integer from 2 to 1000'],
    ['labyrinthine-loop.json?width=abc', 'width', 'width must be an integer from 2 to 300, in decimal digits'],
  ])('%s names the parameter and its range', async (path, key, message) => {
    const res = await app.request(`/mazes/${path}`);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.detail).toContain(message);
    expect(body.errors).toContainEqual({ path: key, message });
  });

  it('says a side over the limit in the words of the request, naming the limit and not the variable that sets it', async () => {
    for (const [query, detail] of [
      ['width=1001', 'width must be an integer from 2 to 1000 for simple-maze'],
      ['size=1', 'size must be an integer from 2 to 1000 for simple-maze'],
    ]) {
      const body = await (await app.request(`/mazes/simple-maze.json?${query}`)).json();
      expect(body.detail, query).toBe(detail);
    }
    // The operator finds the variable in GET /games/{game}.
    expect((await (await app.request('/games/simple-maze')).json()).sizeEnv).toBe('MAX_SIZE_SIMPLE_MAZE');
  });

  it('answers a posted log with an unknown key 400, naming the key and quoting it short', async () => {
    const post = (log: unknown) => postJson(app, '/games/simple-maze/verify', log);
    const log = { width: 3, height: 2, moves: [] };
    const res = await post({ ...log, variant: 'hex' });
    expect(res.status).toBe(400);
    expect((await res.json()).detail).toMatch(/unknown key "variant"; a simple-maze move log has game, width, height, players, rounds, shape, text, mask, and moves or codes/);
    // Before it is told what it lacks: a maze's whole JSON, posted as it came, is told where its log is.
    const maze = await (await app.request('/mazes/simple-maze.json?size=3&seed=7')).json();
    expect((await (await post(maze)).json()).detail).toMatch(
      /^invalid move log: unknown keys "version", "seed", "attempt", …; a simple-maze move log has .*; a maze’s JSON holds its move log under "log": post that \(jq \.log\)$/,
    );
    expect((await post(maze.log)).status).toBe(200);
    const long = await (await post({ ...log, ['k'.repeat(5000)]: 1 })).json();
    expect(long.detail.length).toBeLessThan(300);
    expect((await post(log)).status).toBe(200);
    // "__proto__" is a key like any other in JSON, and as unknown as "constructor".
    for (const key of ['__proto__', 'constructor']) {
      const body = `{"width":3,"height":2,"moves":[],"${key}":{"players":2}}`;
      const answer = await app.request('/games/simple-maze/verify', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
      expect(answer.status).toBe(400);
      expect((await answer.json()).detail).toContain(`unknown key "${key}"`);
    }
  });

  it('answers a log of the wrong shape 400 in words, not in zod’s', async () => {
    const detail = async (body: string) => (await (await app.request('/games/simple-maze/verify', { method: 'POST', body, headers: { 'content-type': 'application/json' } })).json()).detail;
    expect(await detail('{"width":3,"height":2,"moves":5}')).toBe('invalid move log: moves must be a list, not the integer 5');
    expect(await detail('[1]')).toBe('invalid move log: the move log must be an object, not a list');
    expect(await detail('null')).toBe('invalid move log: the move log must be an object, not null');
    // The side's range, whichever way it is missed: the game's own top, not words in its place.
    for (const width of ['3.5', '-3', '"3"', '1e400']) expect(await detail(`{"width":${width},"height":2,"moves":[]}`)).toBe('invalid move log: width must be an integer from 2 to 1000');
  });
});
