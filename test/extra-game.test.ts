/**
 * A sixth game with a parameter of its own (`first`), registered by a test as
 * a real game is added (test/fixtures): the conformance suite and every route
 * take it, its parameter goes from the query, the posted log and the API
 * document to its schema, and no generic file names it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import type { Point } from '../src/core/game.ts';
import { limitsFromEnv } from '../src/service/limits.ts';
import { JobPool } from '../src/service/pool.ts';
import { games } from './fixtures/registry.ts';
import { serpentine } from './fixtures/serpentine/index.ts';
import { describeConformance } from './helpers/conformance.ts';
import { postJson } from './helpers/http.ts';

describeConformance([serpentine], {
  moveSpace: (_game, state) => {
    const { width, height } = state as { width: number; height: number };
    const points: Point[] = [];
    for (let y = -1; y <= height; y++) for (let x = -1; x <= width; x++) points.push([x, y]);
    return points.map((to) => ({ to }));
  },
  // One legal move at every turn.
  perft: { serpentine: { '2x2': [1, 1, 1, 1], '3x2': [1, 1, 1, 1] } },
  // It takes no shape.
  perftShaped: {},
});

describe('a sixth game through the routes', () => {
  const limits = limitsFromEnv(games.values());
  const pool = new JobPool({ ...limits, workers: 1, registry: new URL('./fixtures/registry.ts', import.meta.url).href });
  const app = createApp({ games, limits, pool });
  afterAll(() => pool.close());
  const post = (path: string, body: unknown) => postJson(app, path, body);

  it('is listed with its parameter, from its schema', async () => {
    const game = await (await app.request('/games/serpentine')).json();
    expect(game.parameters.first).toEqual({ default: 1, type: 'integer', minimum: 1, maximum: 2, description: 'the player who draws the first segment' });
    expect(game.ruleIds.map((r: { id: string }) => r.id)).toContain('not-next');
  });

  it('plays it from a query that sets its parameter, whose log carries it and posts back', async () => {
    const doc = await (await app.request('/mazes/serpentine.json?size=5&seed=s&first=2')).json();
    expect(doc.log).toMatchObject({ game: 'serpentine', width: 5, height: 5, first: 2 });
    // 24 moves, the first by player 2: player 1 draws the last.
    expect(doc.outcome.winners).toEqual([1]);
    // An odd number of rows ends the path at the exit: one corridor through every cell.
    expect(doc.mazes[0].stats).toMatchObject({ solutionLength: 25, deadEnds: 0, junctions: 0 });
    expect(await (await post('/games/serpentine/verify', doc.log)).json()).toMatchObject({ legal: true, finished: true, outcome: { winners: [1] } });
    const svg = await app.request('/mazes/serpentine.svg?size=5&seed=s&first=2');
    expect(svg.status).toBe(200);
    expect(await svg.text()).toMatch(/^<svg/);
  });

  it('checks its parameter with its schema, in a query and in a log', async () => {
    const res = await app.request('/mazes/serpentine.svg?size=4&first=3');
    expect(res.status).toBe(400);
    expect((await res.json()).detail).toMatch(/first must be an integer from 1 to 2/);
    expect((await (await app.request('/mazes/simple-maze.svg?first=1')).json()).detail).toMatch(/unknown parameter "first"/);
    const log = await (await post('/games/serpentine/verify', { width: 3, height: 2, first: 2, moves: [{ player: 1, to: [1, 0] }] })).json();
    expect(log.violation).toMatchObject({ index: 0, rule: 'wrong-player' });
  });

  it('documents its parameter in the API document', async () => {
    const doc = await (await app.request('/openapi.json')).json();
    const query = doc.paths['/mazes/{game}.svg'].get.parameters.find((p: { name: string }) => p.name === 'first');
    expect(query.description).toMatch(/^serpentine 1 to 2 \(default 1\): the player who draws the first segment/);
    expect(doc.components.schemas.MoveLog.properties.first).toMatchObject({ type: 'integer', minimum: 1 });
    expect(doc.components.schemas.GameId.enum).toContain('serpentine');
  });
});
