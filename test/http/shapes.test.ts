/** Shaped boards over HTTP (docs/api.md, shaped boards): every maze route takes shape, text or mask, and says what is wrong with a region. */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { encodeMask } from '../../src/core/region.ts';
import { games } from '../../src/games/index.ts';
import { estimateMs } from '../../src/service/cost.ts';
import { limitsFromEnv } from '../../src/service/limits.ts';
import { botMazeRequest, QUERIES } from '../../src/service/query.ts';
import { bookRequest, bookSpecSchema } from '../../src/service/book-spec.ts';
import { postJson } from '../helpers/http.ts';
import { pdfText } from '../helpers/poppler.ts';

const app = createApp();
const get = (path: string) => app.request(path);

/** A mask of rows written as strings, '#' a square of the region. */
const maskOf = (...rows: string[]) => encodeMask({ cols: rows[0].length, rows: rows.length, bits: Uint8Array.from([...rows.join('')].map((c) => (c === '#' ? 1 : 0))) });

describe.each([...games.values()])('shaped boards over HTTP: $id', (game) => {
  it('a GET heart keeps its shape in the log, frames its box, and its log posts back to the same maze; /move plays on it', async () => {
    const res = await get(`/mazes/${game.id}.json?size=12&shape=heart&seed=heart`);
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.log).toMatchObject({ width: 12, height: 12, shape: 'heart' });
    for (const maze of doc.mazes) {
      const [x0, y0, x1, y1] = maze.box;
      expect(x0 >= 0 && y0 >= 0 && x1 <= 13 && y1 <= 13 && x1 > x0 && y1 > y0, JSON.stringify(maze.box)).toBe(true);
    }
    expect(await (await postJson(app, `/games/${game.id}/verify`, doc.log)).json()).toMatchObject({ legal: true, finished: true });
    const replayed = await (await postJson(app, `/games/${game.id}/maze.json`, doc.log)).json();
    expect(replayed.mazes).toEqual(doc.mazes);
    const moves = 'codes' in doc.log ? { codes: [] } : { moves: [] };
    const opening = await postJson(app, `/games/${game.id}/move?bot=random&seed=m`, { ...doc.log, ...moves });
    const answer = await opening.json();
    expect(answer, JSON.stringify(answer)).toMatchObject({ legal: true, finished: false, move: expect.anything() });
    const after = await (await postJson(app, `/games/${game.id}/verify`, { ...doc.log, codes: undefined, moves: [answer.move] })).json();
    expect(after).toMatchObject({ legal: true, applied: 1 });
  });
});

describe('shaped boards over HTTP', () => {
  it('gives a text or a mask its own board when no size is asked for', async () => {
    const text = await (await get('/mazes/labyrinth.json?text=HI&seed=t')).json();
    // HI is 11×9 pixels of the block font, three squares a pixel.
    expect([text.width, text.height]).toEqual([33, 27]);
    const mask = maskOf('###', '#..', '#..');
    const masked = await (await get(`/mazes/simple-maze.json?mask=${mask}&seed=m`)).json();
    expect([masked.width, masked.height]).toEqual([3, 3]);
    // A size given wins: the text is scaled to fit it.
    const sized = await (await get('/mazes/labyrinth.json?text=HI&width=24&height=10&seed=t')).json();
    expect([sized.width, sized.height]).toEqual([24, 10]);
  });

  it.each([
    ['an empty mask', `mask=${maskOf('...', '...')}&size=6`, 'mask', /no square/i],
    ['a mask in two pieces', `mask=${maskOf('#.#', '#.#')}&size=6`, 'mask', /piece/i],
    ['a mask whose squares meet at a corner only', `mask=${maskOf('#.', '.#')}&size=6`, 'mask', /corner/i],
    ['a mask with a hole', `mask=${maskOf('###', '#.#', '###')}&size=9`, 'mask', /hole/i],
    ['a malformed mask', 'mask=3x2.tA&size=6', 'mask', /needs 1 base64url character/],
    ['a mask that is not one', 'mask=heart&size=6', 'mask', /\{columns\}x\{rows\}/],
    ['an unknown shape', 'shape=moon&size=6', 'shape', /must be one of square, circle/],
    ['a text with other characters', 'text=h%C3%A9&size=30', 'text', /letters and digits/],
    ['a text too long for its board', 'text=MAZEPLAY&size=20', 'text', /needs a board of at least 47×9/],
    ['two names for the region', 'shape=heart&text=HI&size=40', 'text', /one of shape, text and mask/],
  ])('answers %s with a 400 under its field', async (_, query, field, message) => {
    const res = await get(`/mazes/labyrinth.svg?${query}&seed=x`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
    const problem = await res.json();
    expect(problem.errors, JSON.stringify(problem)).toContainEqual({ path: field, message: expect.stringMatching(message) });
  });

  it('answers a posted log whose region is none with a 400, and a move outside the shape as off-board', async () => {
    const holed = await postJson(app, '/games/simple-maze/verify', { width: 3, height: 3, mask: maskOf('###', '#.#', '###'), moves: [] });
    expect(holed.status).toBe(400);
    expect((await holed.json()).errors).toContainEqual({ path: 'mask', message: expect.stringMatching(/hole/) });
    // A region is made only of a well-formed board: one past the size limit is refused as that, not built.
    const huge = await postJson(app, '/games/labyrinth/verify', { width: 2_000_000, height: 2_000_000, shape: 'heart', moves: [] });
    expect(huge.status).toBe(400);
    expect(JSON.stringify(await huge.json())).not.toMatch(/shape/);
    // The loop game's own check of a region (no straight strip) waits for it too: a 20000² heart took 11 s and 1.3 GB to refuse.
    const loop = await postJson(app, '/games/labyrinthine-loop/verify', { width: 20_000, height: 20_000, shape: 'heart', moves: [] });
    expect(loop.status).toBe(400);
    expect(JSON.stringify(await loop.json())).not.toMatch(/shape/);
    // An L: [1,1] is outside it.
    const ell = maskOf('##', '#.');
    const verdict = await (await postJson(app, '/games/simple-maze/verify', { width: 2, height: 2, mask: ell, moves: [{ from: [0, 0], to: [1, 0] }, { from: [1, 0], to: [1, 1] }] })).json();
    expect(verdict).toMatchObject({ legal: false, violation: { index: 1, rule: 'off-board', message: expect.stringMatching(/outside the shape/) } });
  });

  it('refuses bots a board where no game can end in a maze, and still replays a log on it', async () => {
    // A diamond of odd side: every vertex meets an even number of segments, so the line's ends run out only where they meet.
    const res = await get('/mazes/bidirectional-line.svg?size=7&shape=diamond&seed=d');
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toContainEqual({ path: 'shape', message: expect.stringMatching(/even number of segments/) });
    expect((await get('/mazes/bidirectional-line.svg?size=8&shape=diamond&seed=d')).status).toBe(200);
    const book = await postJson(app, '/books.pdf', { seed: 'b', sections: [{ game: 'bidirectional-line', size: 9, shape: 'diamond', count: 2 }] });
    expect(book.status).toBe(400);
    expect((await book.json()).errors).toContainEqual({ path: 'sections.0.shape', message: expect.stringMatching(/even number of segments/) });
    const verdict = await (await postJson(app, '/games/bidirectional-line/verify', { width: 7, height: 7, shape: 'diamond', moves: [] })).json();
    expect(verdict).toMatchObject({ legal: true, finished: false });
  });

  it('costs a shaped board by its squares: a circle costs less than its square, a text less still', () => {
    const game = games.get('labyrinth')!;
    const limits = limitsFromEnv(games.values());
    const cost = (region: Record<string, string>) => estimateMs(game, botMazeRequest(game, limits, 'svg', QUERIES.svg.parse({ size: '400', seed: 'c' }), region).job);
    const [square, circle, text] = [cost({}), cost({ shape: 'circle' }), cost({ text: 'HI' })];
    expect(circle).toBeLessThan(0.85 * square);
    expect(circle).toBeGreaterThan(0.7 * square);
    expect(text).toBeLessThan(circle);
  });
});

describe('shaped books', () => {
  it('count a posted book’s cells by its sections’ squares', () => {
    const limits = limitsFromEnv(games.values());
    const spec = (shape?: 'heart') => bookSpecSchema.parse({ seed: 'b', sections: [0, 1, 2].map(() => ({ game: 'labyrinth', size: 600, shape })) });
    // Three 600² boards are 1,080,000 cells, over the million; three 600² hearts are about 640,000 squares.
    expect(() => bookRequest(games, limits, 'pdf', spec())).toThrow(/at most 1000000/);
    expect(bookRequest(games, limits, 'pdf', spec('heart')).job.source.sections).toHaveLength(3);
  });
});

describe('shaped puzzle pages', () => {
  it('tell the solver where a shape’s arrows are: at its top and bottom, not a rectangle’s corners', async () => {
    const text = async (query: string) => pdfText(Buffer.from(await (await get(`/mazes/labyrinth.pdf?size=12&seed=p${query}`)).arrayBuffer()));
    expect(await text('&shape=heart')).toMatch(/Go in at the arrow at the top and find the way through the gaps in the walls to the arrow\s+out at the bottom/);
    expect(await text('')).toMatch(/Go in at the arrow at the top left and find the way/);
  });
});
