/** What the service does before and around the work: cost admission, bounded bodies, own-key bot names, the cache, compression. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { games } from '../../src/games/index.ts';
import type { AnyGame } from '../../src/service/game.ts';
import { estimateMs } from '../../src/service/cost.ts';
import type { Job } from '../../src/service/job.ts';
import { limitsFromEnv } from '../../src/service/limits.ts';
import { outputOptions } from '../../src/service/options.ts';
import { DIFFICULTY_ATTEMPTS } from '../../src/service/difficulty.ts';
import { LEVEL_MS, levelAttempts, playMs } from '../../src/service/budget.ts';
import { botMazeRequest } from '../../src/service/query.ts';
import { CHEAP_MS } from '../../src/service/pool.ts';

const app = createApp();

async function expectProblem(res: Response, status: number, detail?: RegExp) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  const body = await res.json();
  if (detail) expect(body.detail).toMatch(detail);
  return body;
}

const postJson = (a: typeof app, path: string, body: string | ReadableStream) =>
  a.request(path, { method: 'POST', body, headers: { 'content-type': 'application/json' }, duplex: 'half' } as RequestInit);

describe('admission by cost', () => {
  it('refuses a request over the budget with a 400 that names the limit and ways under it', async () => {
    const body = await expectProblem(await app.request('/mazes/labyrinth.json?size=1000&bots=greedy&seed=x'), 400, /MAX_COST_MS/);
    expect(body.detail).toMatch(/a board of at most \d+×\d+/);
    expect(body.detail).toMatch(/bots=random/);
    await expectProblem(await app.request('/mazes/labyrinthine-loop.json?size=6&bots=mcts&players=8&rounds=10&seed=m1'), 400, /MAX_COST_MS/);
    await expectProblem(await app.request('/mazes/polygonal-sections.pdf?size=100&count=50&seed=p'), 400, /count=\d+ or fewer/);
  });

  it('suggests only bots that play the board, and no estimate of "about 0.0 s"', async () => {
    // perfect plays boards of up to 31 cells: a 15×15 request is not told to ask for it.
    const tight = createApp({ limits: { ...limitsFromEnv(games.values()), maxCostMs: 1000 } });
    const body = await expectProblem(await tight.request('/mazes/simple-maze.svg?size=15&bots=mcts&seed=m2'), 400, /MAX_COST_MS/);
    expect(body.detail).toMatch(/bots=maker \(under 0.1 s\)/);
    expect(body.detail).not.toMatch(/perfect|about 0.0 s/);
  });

  it("plays no more of a difficulty level's mcts games than its budget holds, and costs every one: 16 on 10×10 ran past the deadline (a helper's probe: a 503 after 10 s)", () => {
    const game = games.get('simple-maze') as AnyGame;
    const limits = limitsFromEnv(games.values());
    const { job } = botMazeRequest(game, limits, 'svg', { size: 10, seed: 'm4', bots: 'mcts', difficulty: 'hard' });
    const attempts = levelAttempts(game, { width: 10, height: 10 }, [['mcts', 'mcts']]);
    expect(attempts).toBeGreaterThan(1);
    expect(attempts).toBeLessThan(DIFFICULTY_ATTEMPTS);
    expect(attempts * playMs(game, { width: 10, height: 10 }, ['mcts', 'mcts'])).toBeLessThanOrEqual(LEVEL_MS);
    expect(estimateMs(game, job)).toBeGreaterThanOrEqual(attempts * playMs(game, { width: 10, height: 10 }, ['mcts', 'mcts']));
    expect(estimateMs(game, job)).toBeLessThanOrEqual(limits.maxCostMs);
  });

  it('offers no bot a board it may not play within the default budget: its own limit is within it', () => {
    // simple-maze's mcts was offered 20×20 (400 cells), which the budget then refused (a playground review).
    const limits = limitsFromEnv(games.values());
    for (const game of games.values())
      for (const [name, bot] of Object.entries(game.profile.bots)) {
        if (bot.maxCells === undefined) continue;
        const side = Math.floor(Math.sqrt(bot.maxCells));
        const { job } = botMazeRequest(game, limits, 'svg', { size: side, seed: 'limit', bots: name });
        expect(estimateMs(game, job), `${game.id} ${name} at ${side}×${side}`).toBeLessThanOrEqual(limits.maxCostMs);
      }
  });

  it('costs the ways it suggests as it costs the request: a level with every attempt', async () => {
    const tight = createApp({ limits: { ...limitsFromEnv(games.values()), maxCostMs: 100 } });
    const body = await expectProblem(await tight.request('/mazes/simple-maze.json?size=200&difficulty=hard&seed=d'), 400, /MAX_COST_MS/);
    const side = Number(/a board of at most (\d+)×/.exec(body.detail)?.[1]);
    expect(side).toBeGreaterThan(1);
    expect((await tight.request(`/mazes/simple-maze.json?size=${side}&difficulty=hard&seed=d`)).status).toBe(200);
    expect((await tight.request(`/mazes/simple-maze.json?size=${side + 1}&difficulty=hard&seed=d`)).status).toBe(400);
  });

  it('costs a posted log at least at its board, however short: a few moves can name a large one', async () => {
    const job = (game: string, body: string, output: Job['output']): Job => ({
      game,
      source: { kind: 'log', body: new TextEncoder().encode(body), maxSide: 1000 },
      output,
      options: outputOptions({}),
      ...(output === 'move' ? { next: { bot: 'comb', seed: '1' } } : {}),
    });
    const estimate = (game: string, body: string, output: Job['output']) => estimateMs(games.get(game) as AnyGame, job(game, body, output));
    // 99 moves that finish a 100×100 polygonal-sections game: a board's worth of sections to report.
    const rows = Array.from({ length: 99 }, (_, y) => `{"from":[0,${y + 1}],"to":[99,${y + 1}]}`).join(',');
    expect(estimate('polygonal-sections', `{"width":100,"height":100,"moves":[${rows}]}`, 'verdict')).toBeGreaterThan(CHEAP_MS);
    // One door on a 1000² labyrinth, and a bot that plans the whole board for its move; the keys in any order and spacing.
    expect(estimate('labyrinth', '{"moves":[{"door":[[500,500],[501,500]]}], "height" : 1000,"width":1000}', 'move')).toBeGreaterThan(250);
    // A small board costs little; a body without a board costs its bytes.
    expect(estimate('simple-maze', '{"width":3,"height":2,"moves":[]}', 'verdict')).toBeLessThan(1);
    expect(estimate('simple-maze', '{"moves":[]}', 'json')).toBeLessThan(1);
  });

  it('costs a PDF its document and each maze drawn, whatever the boards, so a book of tiny mazes is no cheap job', () => {
    const estimate = (query: Record<string, unknown>) => estimateMs(games.get('simple-maze') as AnyGame, botMazeRequest(games.get('simple-maze') as AnyGame, limitsFromEnv(games.values()), 'pdf', { seed: 'b', ...query }).job);
    // Fifty 2×2 mazes with their answers took 55–110 ms, where their board units came to 0.3 ms; as a cheap job it
    // rode in a batch of cheap ones and ran their shared deadline out (a helper's stress test).
    expect(estimate({ size: 2, count: 50, solution: true })).toBeGreaterThan(CHEAP_MS);
    expect(estimate({ size: 2, count: 50, solution: true })).toBeGreaterThan(estimate({ size: 2, count: 50 }));
    expect(estimate({ size: 2 })).toBeGreaterThan(5);
    // Each page too: one maze a page took half again as long as sixteen (63 pages against 6).
    expect(estimate({ size: 2, count: 50, solution: true })).toBeGreaterThan(1.5 * estimate({ size: 2, count: 50, solution: true, perPage: 16 }));
  });

  it('refuses up front the long books and numbered PNGs that were admitted and ran past the deadline (a helper’s probes: 503s after 10 s)', async () => {
    // 19 games of 80 rounds: the count=19 its own refusal of count=50 suggested, estimated at 4.6 s, took 16.5.
    await expectProblem(await app.request('/mazes/labyrinthine-loop.pdf?size=2&players=8&rounds=10&count=19&solution=true&seed=lp2'), 400, /MAX_COST_MS/);
    // 47,430 move numbers, about 0.3 ms each: estimated at 1.7 s, it took 16.4 s.
    await expectProblem(await app.request('/mazes/bidirectional-line.png?size=1000&colors=true&numbers=true&seed=N1'), 400, /MAX_COST_MS/);
    expect((await app.request('/mazes/bidirectional-line.png?size=30&colors=true&numbers=true&seed=N1')).status).toBe(200);
  });

  it('refuses, once played, a PNG of more move numbers than it draws in time: the line’s length is up to the bots', async () => {
    const body = await expectProblem(await app.request('/mazes/bidirectional-line.png?size=300&bots=tangle&colors=true&numbers=true&seed=N1'), 400, /a PNG numbers at most 12,000 moves; this game has [\d,]+: the SVG numbers them all/);
    expect(body.errors).toEqual([{ path: 'numbers', message: 'at most 12000 moves in a PNG' }]);
  });

  it('refuses a round past the game’s before playing it', async () => {
    await expectProblem(await app.request('/mazes/labyrinth.svg?size=1000&bots=random&round=2&seed=r'), 400, /^round 2 does not exist; this game has 1$/);
    await expectProblem(await app.request('/mazes/labyrinthine-loop.svg?size=10&rounds=2&round=5&seed=r'), 400, /^round 5 does not exist; this game has 4$/);
  });

  it('holds a posted log to the board its cost was read from: no escaped or repeated width plays a bigger one', async () => {
    for (const body of ['{"wi\\u0064th":1000,"he\\u0069ght":1000,"moves":[]}', '{"width":2,"height":2,"width":1000,"height":1000,"moves":[]}']) {
      const res = await postJson(app, '/games/labyrinth/move?bot=comb&seed=x1', body);
      await expectProblem(res, 400, /width and height must each be given once, written plainly/);
    }
    expect((await postJson(app, '/games/labyrinth/verify', '{ "height" : 3, "width":2.0, "moves":[]}')).status).toBe(200);
  });

  it('admits what fits, by the limit in force', async () => {
    const tight = createApp({ limits: { ...limitsFromEnv(games.values()), maxCostMs: 1 } });
    await expectProblem(await tight.request('/mazes/simple-maze.svg?size=100&seed=a'), 400, /limit of 0\.0 s/);
    expect((await tight.request('/mazes/simple-maze.svg?size=10&seed=a')).status).toBe(200);
  });
});

describe('bot names', () => {
  const names = ['constructor', 'toString', '__proto__', 'valueOf', 'hasOwnProperty'];
  it.each([...games.keys()])('%s: names of Object.prototype are unknown bots, in every format', async (game) => {
    for (const name of names)
      for (const ext of ['svg', 'pdf', 'json'])
        await expectProblem(await app.request(`/mazes/${game}.${ext}?seed=a&bots=${name}`), 400, /unknown bot/);
  });
});

describe('posted bodies', () => {
  it('refuses deep nesting and floods of empty arrays before parsing them', async () => {
    await expectProblem(await postJson(app, '/games/simple-maze/verify', '['.repeat(1_000_000)), 400, /deeper than 32/);
    await expectProblem(await postJson(app, '/games/simple-maze/verify', `{"width":3,"height":2,"moves":[${'[],'.repeat(100_000)}[]]}`), 400, /more arrays/);
  });

  it('times out a body that stalls, with 408', async () => {
    const slow = createApp({ limits: { ...limitsFromEnv(games.values()), bodyIdleMs: 50 } });
    const stalled = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode('{"width":2,'));
      },
    });
    await expectProblem(await postJson(slow, '/games/simple-maze/verify', stalled), 408, /sent nothing for 50 ms/);
  });

  it('quotes user input only briefly', async () => {
    const long = 'x'.repeat(5000);
    const res = await postJson(app, '/games/simple-maze/verify', JSON.stringify({ game: long, width: 3, height: 2, moves: [] }));
    const body = await expectProblem(res, 400);
    expect(body.detail.length).toBeLessThan(200);
    expect((await (await app.request(`/mazes/${long}.svg`)).json()).detail.length).toBeLessThan(300);
  });
});

describe('the response cache', () => {
  it('serves a repeated seeded URL from memory, byte-identical', async () => {
    const url = '/mazes/simple-maze.svg?size=30&seed=cached';
    const first = await app.request(url);
    expect(first.headers.get('cache-status')).toBe('mazeplay; fwd=miss');
    const second = await app.request(url);
    expect(second.headers.get('cache-status')).toBe('mazeplay; hit');
    expect(Buffer.from(await second.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('never caches an unseeded maze', async () => {
    const res = await app.request('/mazes/simple-maze.svg?size=5');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('cache-status')).toBe('mazeplay; fwd=miss');
  });
});

describe('compression', () => {
  it('compresses text formats for clients that accept it, with its own validator', async () => {
    const url = '/mazes/simple-maze.json?size=20&seed=zip';
    const plain = Buffer.from(await (await app.request(url)).arrayBuffer());
    const gz = await app.request(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toBe('Accept-Encoding');
    const gzBytes = Buffer.from(await gz.arrayBuffer());
    expect(gzBytes.length).toBeLessThan(plain.length / 3);
    expect(gunzipSync(gzBytes).equals(plain)).toBe(true);
    const br = await app.request(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).equals(plain)).toBe(true);
    expect(br.headers.get('etag')).toMatch(/-br"$/);
    const revalidated = await app.request(url, { headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.get('etag') as string } });
    expect(revalidated.status).toBe(304);
    // The 304 names the representation a 200 would send, and what it varies by.
    expect(revalidated.headers.get('etag')).toBe(br.headers.get('etag'));
    expect(revalidated.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('leaves PDFs and clients that refuse codings alone', async () => {
    const pdf = await app.request('/mazes/simple-maze.pdf?size=5&seed=zip', { headers: { 'accept-encoding': 'gzip' } });
    expect(pdf.headers.get('content-encoding')).toBeNull();
    const refused = await app.request('/mazes/simple-maze.svg?size=5&seed=zip', { headers: { 'accept-encoding': 'gzip;q=0, br;q=0' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
  });
});
