/** POST /games/{game}/move: the verdict of a log and the move a named bot would play next, for every game and bot. */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { seatBots } from '../../src/bots/seat.ts';
import { playGame } from '../../src/core/play.ts';
import { Rng } from '../../src/core/rng.ts';
import { games } from '../../src/games/index.ts';
import { botNames } from '../../src/service/bot-names.ts';
import { postJson } from '../helpers/http.ts';
import { playedMoves } from '../helpers/logs.ts';

const app = createApp();

describe.each([...games.values()])('next move: $id', (game) => {
  const params = game.rules.params({ maxSide: 100 }).parse({ width: 4, height: 3 });
  const played = playGame(game.rules, params, seatBots(game.profile, botNames(game, params, 'random'), new Rng('next')));
  const moves = playedMoves(game, played);
  const log = { ...params, moves: moves.slice(0, Math.floor(moves.length / 2)) };

  it.each(Object.keys(game.profile.bots).filter((bot) => (game.profile.bots[bot].maxCells ?? Infinity) >= 12))('%s plays a legal move, the same for the same seed', async (bot) => {
    const answer = await (await postJson(app, `/games/${game.id}/move?bot=${bot}&seed=s1`, log)).json();
    expect(answer).toMatchObject({ legal: true, finished: false, bot, seed: 's1', move: expect.anything() });
    const after = await (await postJson(app, `/games/${game.id}/verify`, { ...log, moves: [...log.moves, answer.move] })).json();
    expect(after).toMatchObject({ legal: true, applied: log.moves.length + 1 });
    expect(await (await postJson(app, `/games/${game.id}/move?bot=${bot}&seed=s1`, log)).json()).toEqual(answer);
  });

  it('answers an illegal or a finished log as verify does, with no move', async () => {
    const illegal = { ...log, moves: [...log.moves, {}] };
    const verdict = await (await postJson(app, `/games/${game.id}/verify`, illegal)).json();
    expect(await (await postJson(app, `/games/${game.id}/move?bot=random&seed=x`, illegal)).json()).toEqual({ ...verdict, bot: 'random', seed: 'x', move: null });
    const finished = await (await postJson(app, `/games/${game.id}/move?bot=random&seed=x`, { ...params, moves })).json();
    expect(finished).toMatchObject({ legal: true, finished: true, move: null });
  });
});

describe('next move', () => {
  it('names a fresh seed when none is given, and the code of the move for games with codes', async () => {
    const answer = await (await postJson(app, '/games/simple-maze/move?bot=greedy', { width: 3, height: 2, codes: [0] })).json();
    expect(answer.seed).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(answer).toMatchObject({ move: { from: [1, 0] }, code: expect.any(Number) });
  });

  it('refuses an unknown or missing bot, and a bot past its board limit', async () => {
    const res = await postJson(app, '/games/labyrinth/move?bot=nobody', { width: 3, height: 2, moves: [] });
    expect(res.status).toBe(400);
    expect((await res.json()).detail).toMatch(/unknown bot "nobody"; labyrinth has random, greedy, maker, comb, mcts/);
    expect((await postJson(app, '/games/labyrinth/move', { width: 3, height: 2, moves: [] })).status).toBe(400);
    const big = await postJson(app, '/games/simple-maze/move?bot=mcts', { width: 30, height: 30, moves: [] });
    expect(await big.json()).toMatchObject({ detail: expect.stringMatching(/bot "mcts" plays boards of at most 324 cells/), errors: [{ path: 'bot' }] });
  });

  it('is in the API document', async () => {
    const doc = await (await app.request('/openapi.json')).json();
    expect(doc.paths['/games/{game}/move'].post).toMatchObject({ operationId: 'nextMove', tags: ['games'] });
  });
});
