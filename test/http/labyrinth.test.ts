/** labyrinth through the HTTP API: losing violations, stuck games, retried GETs. */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { postJson } from '../helpers/http.ts';

const app = createApp();
const post = (path: string, body: unknown) => postJson(app, path, body);

describe('labyrinth over HTTP', () => {
  it('GET returns a complete maze, a draw, with its attempt', async () => {
    const doc = await (await app.request('/mazes/labyrinth.json?size=9&seed=lab')).json();
    expect(doc).toMatchObject({ game: 'labyrinth', width: 9, height: 9, attempt: expect.any(Number) });
    expect(doc.outcome).toMatchObject({ winners: [], reason: 'complete' });
    expect(doc.mazes[0].stats.solutionLength).toBeGreaterThan(0);
    expect(await (await post('/games/labyrinth/verify', doc.log)).json()).toMatchObject({ legal: true, finished: true });
  });

  it('replays with {seed}~2, … when a game ends stuck', async () => {
    let retried;
    for (let i = 0; !retried; i++) {
      const doc = await (await app.request(`/mazes/labyrinth.json?size=2&bots=random&seed=t${i}`)).json();
      if (doc.attempt > 1) retried = doc;
    }
    expect(retried.outcome.reason).toBe('complete');
    expect(retried.seed).toMatch(/^t\d+$/);
  });

  it('GET without bots answers every board with a complete maze, 2×2 included', async () => {
    const doc = await (await app.request('/mazes/labyrinth.json?size=2&seed=small')).json();
    expect(doc).toMatchObject({ bots: ['maker', 'maker'], attempt: 1, outcome: { reason: 'complete' } });
  });

  it('422 when the bots can never complete the maze', async () => {
    const res = await app.request('/mazes/labyrinth.svg?size=2&bots=greedy&seed=x');
    expect(res.status).toBe(422);
    expect((await res.json()).detail).toMatch(/100 games between greedy and greedy ended without a complete maze/);
  });

  it('a losing violation is illegal, finished, and has an outcome', async () => {
    const v = await (
      await post('/games/labyrinth/verify', { width: 3, height: 3, moves: [{ door: [[0, 0], [1, 0]] }, { door: [[0, 0], [-1, 0]] }] })
    ).json();
    expect(v).toMatchObject({
      legal: false,
      finished: true,
      applied: 1,
      toMove: null,
      violation: { index: 1, player: 2, rule: 'outer-wall' },
      outcome: { winners: [1], reason: 'violation' },
    });
  });

  it('POST maze: a stuck game is legal and finished, so it has a maze; a violation has none', async () => {
    const stuck = { width: 2, height: 2, moves: [{ door: [[0, 0], [1, 0]] }, { door: [[0, 1], [1, 1]] }] };
    const doc = await (await post('/games/labyrinth/maze.json', stuck)).json();
    expect(doc.outcome).toMatchObject({ reason: 'stuck', winners: [2] });
    expect(doc.mazes[0].solution).toEqual([]);
    expect((await post('/games/labyrinth/maze.svg', stuck)).status).toBe(200);
    const loop = { width: 2, height: 2, moves: [{ claim: 'complete' }] };
    expect((await post('/games/labyrinth/maze.svg', loop)).status).toBe(422);
  });
});
