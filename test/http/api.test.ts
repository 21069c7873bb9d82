/** Every route and error status of docs/api.md, through app.request (no mocks). */
import { createRequire } from 'node:module';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/app.ts';
import { OUTPUT_VERSION } from '../../src/output-version.ts';
import { games } from '../../src/games/index.ts';
import { limitsFromEnv } from '../../src/service/limits.ts';
import { JobPool } from '../../src/service/pool.ts';

const app = createApp();
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
const post = (path: string, body: unknown, type = 'application/json') =>
  app.request(path, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': type } });

async function expectProblem(res: Response, status: number, detail?: RegExp) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  const body = await res.json();
  expect(body).toMatchObject({ type: expect.any(String), title: expect.any(String), status, detail: expect.any(String) });
  if (detail) expect(body.detail).toMatch(detail);
  expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  return body;
}

const log3x2 = {
  game: 'simple-maze',
  width: 3,
  height: 2,
  players: 2,
  rounds: 1,
  moves: [
    { from: [0, 0], to: [1, 0] },
    { player: 2, from: [1, 0], to: [1, 1] },
    { from: [1, 1], to: [0, 1] },
    { from: [1, 0], to: [2, 0] },
    { from: [2, 0], to: [2, 1] },
  ],
};

describe('pages', () => {
  it('GET / serves the playground', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('<title>mazeplay');
  });

  it('GET /healthz', async () => {
    expect(await (await get('/healthz')).json()).toEqual({ status: 'ok' });
  });

  it('GET /openapi.json documents every route of docs/api.md as OpenAPI 3.1', async () => {
    const doc = await (await get('/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    for (const path of ['/', '/healthz', '/openapi.json', '/docs', '/games', '/games/{game}', '/games/{game}/verify']) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    for (const ext of ['svg', 'png', 'pdf', 'json']) {
      expect(doc.paths[`/mazes/{game}.${ext}`].get.parameters.map((p: { name: string }) => p.name)).toEqual(
        expect.arrayContaining(['game', 'width', 'height', 'size', 'seed', 'bots', 'solution']),
      );
      expect(doc.paths[`/games/{game}/maze.${ext}`]).toHaveProperty('post');
    }
    const names = (ext: string) => doc.paths[`/mazes/{game}.${ext}`].get.parameters.map((p: { name: string }) => p.name);
    expect(names('pdf')).toEqual(expect.arrayContaining(['paper', 'count', 'perPage', 'header']));
    expect(names('png')).toEqual(expect.arrayContaining(['scale', 'round', 'colors', 'numbers', 'stroke']));
    expect(doc.paths['/mazes/{game}.png'].get.responses[200].content).toHaveProperty(['image/png']);
    // A shaped board's fields are strings, the same for every game, in the query and in the move log.
    const param = (name: string) => doc.paths['/mazes/{game}.svg'].get.parameters.find((p: { name: string }) => p.name === name).schema;
    expect(param('shape')).toMatchObject({ type: 'string', enum: ['square', 'circle', 'diamond', 'triangle', 'hexagon', 'heart', 'star'], description: expect.stringMatching(/every game/) });
    expect(param('text')).toMatchObject({ type: 'string', pattern: '^[A-Za-z0-9]{1,12}$' });
    expect(param('mask')).toMatchObject({ type: 'string', maxLength: 200000 });
    expect(doc.components.schemas.MoveLog.properties.mask).toMatchObject({ type: 'string' });
    expect(doc.components.schemas.WallsMaze.properties.box).toMatchObject({ type: 'array' });
    const validator = new Validator();
    expect(await validator.validate(doc)).toEqual({ valid: true });
    expect(validator.version).toBe('3.1');
  });

  it('GET /docs serves the API reference with its assets from this server, at URLs that name their version', async () => {
    const page = await get('/docs');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    expect(html).toContain('/openapi.json');
    const { version } = createRequire(import.meta.url)('swagger-ui-dist/package.json') as { version: string };
    for (const file of ['swagger-ui.css', 'swagger-ui-bundle.js']) {
      const asset = `/docs/assets/${version}/${file}`;
      expect(html).toContain(`"${asset}"`);
      const res = await get(asset);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
      // Another version's URL, or none, is not an old copy served for good.
      expect((await get(`/docs/${file}`)).status).toBe(404);
      expect((await get(`/docs/assets/0.0.1/${file}`)).status).toBe(404);
    }
  });
});

describe('games', () => {
  it('GET /games and /games/{game} carry a tag of their bytes, answer 304 to it, and are fresh for an hour', async () => {
    for (const path of ['/games', '/games/labyrinth']) {
      const res = await get(path);
      expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
      const etag = res.headers.get('etag')!;
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      const again = await get(path, { 'if-none-match': `W/${etag}` });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect((await get(path, { 'if-none-match': '"other"' })).status).toBe(200);
    }
    expect((await get('/games/labyrinth')).headers.get('etag')).not.toBe((await get('/games/simple-maze')).headers.get('etag'));
  });

  it('GET /games lists the implemented games with bots and sizes', async () => {
    const list = await (await get('/games')).json();
    expect(list.map((g: { id: string }) => g.id)).toEqual([...games.keys()]);
    expect(list[0]).toEqual({
      id: 'simple-maze',
      title: 'Maze-ish Simple Game',
      players: { min: 2, max: 2 },
      bots: ['random', 'greedy', 'maker', 'pockets', 'tufts', 'mcts', 'perfect'],
      defaultBot: 'maker',
      asPlayed: false,
      boardsFrom: [],
      botLimits: { mcts: 324, perfect: 31 },
      size: { default: 12, min: 2, max: 1000, unit: 'cells' },
      parameters: {
        width: { type: 'integer', minimum: 2, maximum: 1000 },
        height: { type: 'integer', minimum: 2, maximum: 1000 },
        players: { type: 'number', const: 2 },
        rounds: { type: 'number', const: 1 },
        shape: { description: expect.stringMatching(/built-in shape/), type: 'string', enum: ['square', 'circle', 'diamond', 'triangle', 'hexagon', 'heart', 'star'] },
        text: { description: expect.stringMatching(/block letters/), type: 'string', pattern: '^[A-Za-z0-9]{1,12}$' },
        mask: { description: expect.stringMatching(/base64url/), type: 'string', maxLength: 200000 },
      },
    });
    expect(list.find((g: { id: string }) => g.id === 'labyrinth')).toMatchObject({ bots: ['random', 'greedy', 'maker', 'comb', 'mcts'], defaultBot: 'maker' });
    const loop = list.find((g: { id: string }) => g.id === 'labyrinthine-loop');
    expect(loop.parameters.rounds).toEqual({ default: 1, type: 'integer', minimum: 1, maximum: 10, description: 'rounds each player plays as the offense, each on a fresh board' });
    expect(loop.boardsFrom).toEqual(['players', 'rounds']);
  });

  it('GET /games/{game} gives rules, notation with examples, rule ids and limits', async () => {
    const g = await (await get('/games/simple-maze')).json();
    expect(g.rules.length).toBeGreaterThan(3);
    expect(g.notation.examples[0].move).toEqual({ from: [0, 0], to: [1, 0] });
    expect(g.notation.move.type).toBe('object');
    expect(g.ruleIds.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining(['format', 'off-board', 'wrong-player', 'game-over', 'from-untaken', 'to-taken', 'not-adjacent', 'forced-origin']),
    );
    expect(g.botDetails.find((b: { name: string }) => b.name === 'mcts').maxCells).toBe(324);
    expect(g.sizeEnv).toBe('MAX_SIZE_SIMPLE_MAZE');
    // How its maze is solved, in a sentence; a legend only where its drawings need one (the lines mazes).
    expect(g.howToSolve).toMatch(/^Go in at the arrow .*\.$/);
    expect(g.legend).toBeNull();
    expect((await (await get('/games/bidirectional-line')).json()).legend).toMatch(/filled dot .* ring/);
  });

  it('JSON Schemas carry only real bounds, not zod’s ±(2⁵³ − 1) for an unbounded integer', async () => {
    const texts = await Promise.all(['/openapi.json', '/games', ...[...games.keys()].map((id) => `/games/${id}`)].map(async (path) => (await get(path)).text()));
    for (const text of texts) expect(text).not.toMatch(/9007199254740991/);
    const move = (await (await get('/games/simple-maze')).json()).notation.move;
    expect(move.properties.player).toEqual({ type: 'integer', minimum: 1 });
  });

  it('404 for an unknown game', async () => {
    await expectProblem(await get('/games/chess'), 404, /no game "chess"/);
    await expectProblem(await get('/mazes/chess.svg'), 404);
    await expectProblem(await post('/games/chess/verify', log3x2), 404);
  });
});

describe('GET /mazes/{game}.{ext}', () => {
  it('returns a seeded SVG, the latest for a day with an ETag, its pinned URL, and open to every origin', async () => {
    const res = await get('/mazes/simple-maze.svg?size=10&seed=abc');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
    const pinned = `/v${OUTPUT_VERSION}/mazes/simple-maze.svg?size=10&seed=abc`;
    expect(res.headers.get('link')).toBe(`<${pinned}>; rel="canonical"`);
    expect(res.headers.get('content-location')).toBe(pinned);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('maze-seed')).toBe('abc');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const svg = await res.text();
    expect(svg).toContain('<title>Maze-ish Simple Game, 10×10 cells, seed abc</title>');
    const again = await get('/mazes/simple-maze.svg?seed=abc&size=10');
    expect(await again.text()).toBe(svg);
    expect(again.headers.get('etag')).toBe(etag);
    const kept = await get(pinned);
    expect(kept.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(kept.headers.get('link')).toBeNull();
    expect(await kept.text()).toBe(svg);
  });

  it('names the pinned URL of an unseeded maze, with the seed it was given', async () => {
    const res = await get('/mazes/labyrinth.json?size=5');
    const seed = res.headers.get('maze-seed')!;
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-location')).toBe(`/v${OUTPUT_VERSION}/mazes/labyrinth.json?size=5&seed=${seed}`);
    const again = await get(res.headers.get('content-location')!);
    expect(await again.text()).toBe(await res.text());
  });

  it('answers 404 to an output version past this release, naming the current URL', async () => {
    for (const path of [`/v${OUTPUT_VERSION + 1}/mazes/simple-maze.svg?seed=a`, '/v0/mazes/simple-maze.svg?seed=a', '/v02/mazes/simple-maze.svg?seed=a']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ currentVersion: OUTPUT_VERSION, current: `/v${OUTPUT_VERSION}/mazes/simple-maze.svg?seed=a` });
    }
  });

  it('answers 304 to a matching If-None-Match, and 200 to another', async () => {
    const { headers } = await get('/mazes/simple-maze.json?seed=e1');
    const etag = headers.get('etag')!;
    const res = await get('/mazes/simple-maze.json?seed=e1', { 'if-none-match': `"x", W/${etag}` });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
    expect((await get('/mazes/simple-maze.json?seed=e1', { 'if-none-match': '"other"' })).status).toBe(200);
    expect((await get('/mazes/simple-maze.json?seed=e2')).headers.get('etag')).not.toBe(etag);
  });

  it('matches If-None-Match: * only to an answer already made: a request that fails says so', async () => {
    const star = { 'if-none-match': '*' };
    // Round 3 of a two-round game, and bots that never complete a 2×2 labyrinth: errors, not 304s.
    expect((await get('/mazes/labyrinthine-loop.svg?size=4&seed=star&round=3', star)).status).toBe(400);
    expect((await get('/mazes/labyrinth.json?size=2&seed=star&bots=greedy', star)).status).toBe(422);
    // An answer not made yet is made; once made, * matches it.
    expect((await get('/mazes/simple-maze.svg?size=5&seed=star', star)).status).toBe(200);
    expect((await get('/mazes/simple-maze.svg?size=5&seed=star', star)).status).toBe(304);
  });

  it('picks a seed when none is given, names it, and does not let it be cached', async () => {
    const res = await get('/mazes/simple-maze.json?size=6');
    const seed = res.headers.get('maze-seed')!;
    expect(seed).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
    const doc = await res.json();
    expect(doc.seed).toBe(seed);
    const replayed = await (await get(`/mazes/simple-maze.json?size=6&seed=${seed}`)).json();
    expect(replayed).toEqual(doc);
  });

  it('returns the JSON of docs/api.md whose log verifies and replays to the same mazes', async () => {
    const doc = await (await get('/mazes/simple-maze.json?width=12&height=9&seed=abc&bots=greedy,random')).json();
    expect(doc).toMatchObject({ game: 'simple-maze', width: 12, height: 9, seed: 'abc', attempt: 1, bots: ['greedy', 'random'] });
    expect(doc.outcome).toMatchObject({ reason: 'parity', winners: [expect.any(Number)] });
    const [maze] = doc.mazes;
    expect(maze).toMatchObject({ style: 'walls', entrance: { at: [0, 0], side: 'top' }, exit: { at: [11, 8], side: 'bottom' } });
    expect(maze.solution[0]).toEqual([0.5, -0.5]);
    expect(maze.stats).toEqual(expect.objectContaining({ deadEnds: expect.any(Number), solutionLength: expect.any(Number), junctions: expect.any(Number), turnsOnSolution: expect.any(Number) }));
    expect(await (await post('/games/simple-maze/verify', doc.log)).json()).toMatchObject({ legal: true, finished: true });
    const again = await (await post('/games/simple-maze/maze.json', doc.log)).json();
    expect(again.mazes).toEqual(doc.mazes);
    expect(again.outcome).toEqual(doc.outcome);
  });

  it('returns a PDF with count puzzle pages and an answer key', async () => {
    const res = await get('/mazes/simple-maze.pdf?size=8&seed=p&count=3&solution=true&paper=letter');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // Three puzzles a page each, their answers on one page, the page that says how to make the book again.
    expect(bytes.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(5);
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await app.request('/mazes/simple-maze.svg?seed=h', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('maze-seed')).toBe('h');
  });

  it.each([
    ['size=1', /size/],
    ['width=1001', /width.*1000/],
    ['size=abc', /size must be an integer/],
    // Decimal digits only: a plain coercion would read these as 16, 5, 5 and 20.
    ['size=0x10', /size must be an integer from 2 to 1000, in decimal digits/],
    ['size=%205', /size must be an integer from 2 to 1000, in decimal digits/],
    ['size=.5e1', /size must be an integer from 2 to 1000, in decimal digits/],
    ['size=4.5', /size must be an integer from 2 to 1000$/],
    // A fraction a double rounds to a whole number is no integer either (a helper's probe: it played 2×2).
    ['size=1.9999999999999999999', /size must be an integer from 2 to 1000$/],
    // Past any board, not merely "at least 2" (a helper's probe): the game's own range where the number is one.
    ['size=99999999999999999999', /size must be an integer from 2 to 1000$/],
    ['size=100000', /size must be an integer from 2 to 1000 for/],
    ['cell=2e1', /cell must be a number from 2 to 100, in decimal digits/],
    ['size=5&size=7', /size is given 2 times in the query; give it once/],
    ['__proto__=1', /unknown parameter "__proto__"/],
    ['seed=no spaces', /seed must be 1–64 characters/],
    [`seed=${'x'.repeat(65)}`, /seed/],
    ['bots=nobody', /unknown bot "nobody"/],
    // Said once, not once a player.
    ['bots=,', /^unknown bot ""; simple-maze has [a-z, ]+$/],
    ['bots=random,random,random', /one for each of the 2 players/],
    ['bots=mcts&size=30', /mcts.*at most 324 cells/],
    ['size=5&width=6', /size sets both/],
    ['solution=maybe', /solution/],
    ['unknown=1', /unknown parameter "unknown"; GET \/mazes\/simple-maze.svg takes width, height, size, seed, bots, solution, difficulty, round, stroke, colors, numbers, cell, players, rounds/],
    ['players=3', /players/],
    ['count=2', /count/],
  ])('400 for ?%s', async (query, detail) => {
    const body = await expectProblem(await get(`/mazes/simple-maze.svg?${query}`), 400, detail);
    expect(body.errors.length).toBeGreaterThan(0);
  });

  it('reads a number in decimal digits however it is written', async () => {
    const [a, b] = await Promise.all(['stroke=.5', 'stroke=0.50'].map((q) => get(`/mazes/simple-maze.svg?size=4&seed=f&${q}`)));
    const [c, d] = await Promise.all(['size=4', 'size=4.0'].map((q) => get(`/mazes/simple-maze.svg?seed=f&${q}`)));
    expect([a.status, b.status, c.status, d.status]).toEqual([200, 200, 200, 200]);
    expect(await a.text()).toBe(await b.text());
    expect(await c.text()).toBe(await d.text());
  });

  it('400 for a PDF book of more than a million cells in all', async () => {
    await expectProblem(await get('/mazes/simple-maze.pdf?size=500&count=5'), 400, /count × width × height \(a shaped board's squares; × boards a game\) must be at most 1000000/);
    await expectProblem(await get('/mazes/labyrinthine-loop.pdf?size=100&players=8&rounds=2&count=7'), 400, /at most 1000000/);
    expect((await get('/mazes/simple-maze.pdf?size=10&count=50&seed=b')).status).toBe(200);
  });

  it('400 for a PDF count over 50 and an unknown paper', async () => {
    await expectProblem(await get('/mazes/simple-maze.pdf?count=51'), 400, /count/);
    await expectProblem(await get('/mazes/simple-maze.pdf?paper=a3'), 400, /paper/);
  });

  it('raises size limits by environment variable', async () => {
    const limits = limitsFromEnv(games.values(), { MAX_SIZE_SIMPLE_MAZE: '1200' });
    const raised = createApp({ limits });
    expect((await (await raised.request('/games/simple-maze')).json()).size.max).toBe(1200);
    expect((await get('/mazes/simple-maze.json?width=1100&height=2&seed=x')).status).toBe(400);
    expect((await raised.request('/mazes/simple-maze.json?width=1100&height=2&seed=x')).status).toBe(200);
  });
});

describe('POST /games/{game}/verify', () => {
  it('returns the verdict of a legal finished log', async () => {
    const res = await post('/games/simple-maze/verify', log3x2);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      legal: true,
      finished: true,
      moves: 5,
      applied: 5,
      violation: null,
      toMove: null,
      outcome: { winners: [2], scores: { 1: 0, 2: 1 }, reason: 'parity', details: { xCount: 2, xCells: [[0, 1], [2, 1]] } },
    });
  });

  it('names the first illegal move with its index, player, rule id and a sentence', async () => {
    const moves = [...log3x2.moves];
    moves[1] = { from: [0, 0], to: [0, 1] };
    const v = await (await post('/games/simple-maze/verify', { ...log3x2, moves })).json();
    expect(v).toMatchObject({ legal: false, finished: false, moves: 5, applied: 1, toMove: 2, outcome: null });
    expect(v.violation).toEqual({
      index: 1,
      player: 2,
      rule: 'forced-origin',
      message: 'move 2 (index 1): the segment must start from the last cell [1,0], which still has an untaken neighbour',
    });
  });

  it('accepts an unfinished log and says who is to move', async () => {
    expect(await (await post('/games/simple-maze/verify', { ...log3x2, moves: log3x2.moves.slice(0, 2) })).json()).toMatchObject({
      legal: true,
      finished: false,
      toMove: 1,
    });
  });

  it.each([
    ['no moves', { width: 3, height: 2 }, /moves/],
    ['moves not a list', { width: 3, height: 2, moves: {} }, /moves/],
    ['width too small', { width: 1, height: 2, moves: [] }, /width/],
    ['width over the limit', { width: 5000, height: 2, moves: [] }, /width/],
    ['another game', { ...log3x2, game: 'labyrinth' }, /"labyrinth"/],
    ['three players', { ...log3x2, players: 3 }, /players/],
    ['a list', [1, 2], /move log/],
  ])('400 for %s', async (_, body, detail) => {
    await expectProblem(await post('/games/simple-maze/verify', body), 400, detail);
  });

  it.each([
    ['cut short', '{"width":', /not valid JSON/],
    ['empty', '', /not valid JSON/],
    ['text', 'width=3', /not valid JSON/],
    // The moves are read as the replay takes them; a fault after the first illegal move is still found.
    ['not JSON after an illegal move', '{"width":3,"height":2,"moves":[{"from":[2,1],"to":[2,0]},{"from":[0,0],"to":[01,0]}]}', /not valid JSON.* at byte 77/],
  ])('415 for a body sent as JSON that is not JSON: %s', async (_, body, detail) => {
    await expectProblem(await post('/games/simple-maze/verify', body), 415, detail);
  });

  it('415 for a body that is not JSON', async () => {
    await expectProblem(await post('/games/simple-maze/verify', 'width=3', 'application/x-www-form-urlencoded'), 415);
    await expectProblem(await app.request('/games/simple-maze/verify', { method: 'POST', body: '{}' }), 415);
    // A compressed body is named as such, not read as broken JSON.
    const gzipped = await app.request('/games/simple-maze/verify', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } });
    await expectProblem(gzipped, 415, /not encoded \(Content-Encoding: "gzip"\)/);
    expect(gzipped.headers.get('accept-encoding')).toBe('identity');
    // JSON is UTF-8: a body said to be in another charset would be misread.
    await expectProblem(await post('/games/simple-maze/verify', log3x2, 'application/json; charset=ISO-8859-1'), 415, /JSON in UTF-8, not "ISO-8859-1"/);
    for (const type of ['application/json; charset=utf-8', 'application/json;charset="UTF-8"']) expect((await post('/games/simple-maze/verify', log3x2, type)).status).toBe(200);
  });

  it('415 for a body that is not valid UTF-8, which would be read with its bad bytes replaced', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ ...log3x2, game: 'simple-maze' }));
    const broken = bytes.slice();
    broken[broken.indexOf(0x73)] = 0xff; // the "s" of "simple-maze"
    await expectProblem(await app.request('/games/simple-maze/verify', { method: 'POST', body: broken, headers: { 'content-type': 'application/json' } }), 415, /not valid UTF-8/);
    expect((await app.request('/games/simple-maze/verify', { method: 'POST', body: bytes, headers: { 'content-type': 'application/json' } })).status).toBe(200);
  });

  it('413 for a body over the limit, by declared length or by counting', async () => {
    const small = createApp({ limits: { ...limitsFromEnv(games.values()), maxBodyBytes: 100 } });
    const big = JSON.stringify({ ...log3x2, pad: 'x'.repeat(200) });
    const declared = await small.request('/games/simple-maze/verify', { method: 'POST', body: big, headers: { 'content-type': 'application/json' } });
    await expectProblem(declared, 413, /100 bytes/);
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(big));
        c.close();
      },
    });
    const counted = await small.request('/games/simple-maze/verify', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    await expectProblem(counted, 413);
    expect((await small.request('/games/simple-maze/verify', { method: 'POST', body: '{"width":2,"height":2,"moves":[]}', headers: { 'content-type': 'application/json' } })).status).toBe(200);
  });
});

describe('POST /games/{game}/maze.{ext}', () => {
  it('returns the maze of a legal finished log in each format', async () => {
    const svg = await post('/games/simple-maze/maze.svg?solution=true', log3x2);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await svg.text()).toContain('3×2 cells');
    const pdf = await post('/games/simple-maze/maze.pdf?paper=letter', log3x2);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const json = await (await post('/games/simple-maze/maze.json', log3x2)).json();
    expect(json.mazes[0].walls).toHaveLength(6);
    expect(json.log.moves).toEqual(log3x2.moves);
  });

  it('422 with the verdict for an illegal or unfinished log', async () => {
    const illegal = await expectProblem(await post('/games/simple-maze/maze.svg', { ...log3x2, moves: [{ from: [2, 2], to: [0, 0] }] }), 422, /move 1 \(index 0\) is illegal \(off-board\)/);
    expect(illegal.verdict.violation.rule).toBe('off-board');
    const unfinished = await expectProblem(await post('/games/simple-maze/maze.json', { ...log3x2, moves: log3x2.moves.slice(0, 3) }), 422, /not finished/);
    expect(unfinished.verdict).toMatchObject({ legal: true, finished: false, toMove: 2 });
  });

  it('400 for drawing options that do not belong to a posted log', async () => {
    await expectProblem(await post('/games/simple-maze/maze.svg?seed=1', log3x2), 400, /unknown parameter "seed"; POST \/games\/simple-maze\/maze.svg takes solution, round, cell, stroke, colors, numbers/);
  });

  it('400 for a query parameter a log route does not take, verify and move included', async () => {
    await expectProblem(await post('/games/simple-maze/verify?strict=1', log3x2), 400, /unknown parameter "strict"; POST \/games\/simple-maze\/verify takes no parameters/);
    await expectProblem(await post('/games/simple-maze/move?bot=random&depth=3', log3x2), 400, /unknown parameter "depth"; POST \/games\/simple-maze\/move takes bot, seed/);
    await expectProblem(await post('/games/simple-maze/maze.json?log=codes&x=1', log3x2), 400, /unknown parameter "x"; POST \/games\/simple-maze\/maze.json takes log/);
    expect((await post('/games/simple-maze/verify', log3x2)).status).toBe(200);
  });
});

describe('errors', () => {
  it('404 for an unknown route, 405 with Allow for a wrong method', async () => {
    await expectProblem(await get('/nowhere'), 404);
    await expectProblem(await get('/mazes/simple-maze.gif'), 404);
    const res = await app.request('/games/simple-maze/verify', { method: 'GET' });
    await expectProblem(res, 405);
    expect(res.headers.get('allow')).toBe('POST');
    const del = await app.request('/mazes/simple-maze.svg', { method: 'DELETE' });
    await expectProblem(del, 405);
    expect(del.headers.get('allow')).toBe('GET, HEAD');
  });

  it('400 for a query parameter without a name, which would otherwise be dropped unread', async () => {
    for (const answer of [get('/mazes/simple-maze.svg?=4'), get('/mazes/simple-maze.svg?size=4&=5'), post('/games/simple-maze/verify?=1', log3x2)])
      await expectProblem(await answer, 400, /a parameter of the query has no name/);
    // An empty pair is no parameter at all.
    expect((await get('/mazes/simple-maze.svg?&size=4&seed=e&')).status).toBe(200);
  });

  it('names only the methods the routes take in a CORS preflight', async () => {
    const res = await app.request('/games/simple-maze/verify', { method: 'OPTIONS', headers: { origin: 'https://example.org', 'access-control-request-method': 'POST' } });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET,HEAD,POST');
  });

  it('503 with a Retry-After computed from the queue when the queue is full', async () => {
    const pool = new JobPool({ workers: 1, deadlineMs: 60_000, maxQueueMs: 100 });
    const limited = createApp({ pool });
    try {
      // 300² greedy is estimated at about 0.2 s: it fills the one thread, and the next would wait longer than 100 ms.
      const first = limited.request('/mazes/simple-maze.svg?size=300&seed=q1&bots=greedy');
      await vi.waitFor(() => expect(pool.load.running).toBe(1));
      const busy = await limited.request('/mazes/simple-maze.svg?size=300&seed=q2&bots=greedy');
      await expectProblem(busy, 503, /queued/);
      expect(Number(busy.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect((await first).status).toBe(200);
      expect((await limited.request('/mazes/simple-maze.svg?size=300&seed=q2&bots=greedy')).status).toBe(200);
    } finally {
      await pool.close();
    }
  });
});
