/** Move logs as codes (docs/api.md, compact logs): written, posted, verified and replayed like moves. */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { games } from '../../src/games/index.ts';
import { MAX_TOTAL_DOTS } from '../../src/games/labyrinthine-loop/rules.ts';
import { limitsFromEnv } from '../../src/service/limits.ts';
import { botDocument, CODES_ABOVE } from '../../src/service/mazes.ts';
import { postJson } from '../helpers/http.ts';

const app = createApp();
const get = (path: string) => app.request(path);
const post = (path: string, body: unknown) => postJson(app, path, body);

describe('move codes', () => {
  it('GET …json?log=codes writes the log as codes, which verify and replay to the same mazes', async () => {
    for (const game of ['simple-maze', 'labyrinth', 'labyrinthine-loop']) {
      const doc = await (await get(`/mazes/${game}.json?size=9&seed=c&log=codes`)).json();
      expect(doc.log.moves).toBeUndefined();
      expect(doc.log.codes).toEqual(expect.arrayContaining([expect.any(Number)]));
      expect(await (await post(`/games/${game}/verify`, doc.log)).json()).toMatchObject({ legal: true, finished: true, violation: null });
      const again = await (await post(`/games/${game}/maze.json`, doc.log)).json();
      expect(again.mazes).toEqual(doc.mazes);
      expect(again.outcome).toEqual(doc.outcome);
      expect(again.log).toEqual(doc.log);
      // The same game in notation, and back: one log in two forms.
      const moves = await (await get(`/mazes/${game}.json?size=9&seed=c&log=moves`)).json();
      expect((await (await post(`/games/${game}/maze.json?log=codes`, moves.log)).json()).log).toEqual(doc.log);
    }
  });

  it('a log with two "codes" keys is the last one, as JSON.parse reads it, however the key is written', async () => {
    const doc = await (await get('/mazes/simple-maze.json?size=4&seed=c&log=codes')).json();
    const codes = JSON.stringify(doc.log.codes);
    for (const [first, last, moves] of [[codes, '[]', 0], ['[]', codes, 15]] as const) {
      const body = `{"width":4,"height":4,"codes":${first},"\\u0063odes":${last}}`;
      const res = await app.request('/games/simple-maze/verify', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
      expect(await res.json(), body).toMatchObject({ legal: true, moves, finished: moves === 15 });
    }
  });

  it('a log is written as moves up to CODES_ABOVE moves and as codes beyond, unless asked', async () => {
    expect((await (await get('/mazes/simple-maze.json?size=12&seed=s')).json()).log.moves).toHaveLength(143);
    const side = Math.ceil(Math.sqrt(CODES_ABOVE + 2));
    const big = await (await get(`/mazes/simple-maze.json?size=${side}&seed=s`)).json();
    expect(big.log.codes).toHaveLength(side * side - 1);
    expect((await (await get(`/mazes/simple-maze.json?size=${side}&seed=s&log=moves`)).json()).log.moves).toHaveLength(side * side - 1);
  });

  it('refuses codes where a game has none, and a log with both forms or neither', async () => {
    const res = await get('/mazes/bidirectional-line.json?size=5&seed=x&log=codes');
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([{ path: 'log', message: 'must be moves for this game' }]);
    const line = await (await post('/games/bidirectional-line/verify', { width: 3, height: 3, codes: [0] })).json();
    expect(line.violation).toMatchObject({ index: 0, rule: 'format', message: 'move 1 (index 0): bidirectional-line has no move codes; post "moves" in its notation' });
    for (const body of [{ width: 3, height: 2, moves: [], codes: [] }, { width: 3, height: 2 }]) {
      const bad = await post('/games/simple-maze/verify', body);
      expect(bad.status).toBe(400);
      expect((await bad.json()).detail).toMatch(/a move log has "moves" in the game’s notation, or "codes": one of the two/);
    }
  });

  it('GET /games/{game} says how codes are made, or null', async () => {
    expect((await (await get('/games/simple-maze')).json()).notation.codes).toMatch(/^4 × \(y × width \+ x\)/);
    expect((await (await get('/games/polygonal-sections')).json()).notation.codes).toBeNull();
  });

  it('the largest log any GET serves fits the default body limit, so it posts back', () => {
    const { maxBodyBytes } = limitsFromEnv(games.values());
    for (const id of ['simple-maze', 'labyrinth']) {
      const game = games.get(id)!;
      const side = game.about.size.max;
      const doc = botDocument(game, { width: side, height: side }, [game.profile.defaultBot, game.profile.defaultBot], 'largest');
      expect(Buffer.byteLength(JSON.stringify(doc.log)), id).toBeLessThan(maxBodyBytes);
    }
    // The loop game's longest log: a move a dot, each code below 8 × 300² (6 digits and a comma).
    const loop = games.get('labyrinthine-loop')!;
    expect(MAX_TOTAL_DOTS * (String(8 * loop.about.size.max ** 2).length + 1)).toBeLessThan(maxBodyBytes);
  });
});
