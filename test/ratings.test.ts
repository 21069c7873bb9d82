/** The committed bot ratings (src/games/ratings.ts): one for every bot of every game, and what npm run ratings makes. */
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { games } from '../src/games/index.ts';
import { RATINGS } from '../src/games/ratings.ts';
import { ratingTournament, summary } from '../scripts/ratings.ts';

describe('bot ratings', () => {
  it('rate every bot of every game (run npm run ratings after adding one)', () => {
    for (const game of games.values()) expect(Object.keys(RATINGS[game.id]?.ratings ?? {}).sort(), game.id).toEqual(Object.keys(game.profile.bots).sort());
  });

  it('are what the command makes: the quickest run, simple-maze, again gives the committed figures', () => {
    const game = games.get('simple-maze')!;
    expect(summary(game, ratingTournament(game))).toEqual(RATINGS[game.id]);
  });

  it('are shown by GET /games/{game}, each bot with its rating and move cost', async () => {
    const detail = await (await createApp().request('/games/simple-maze')).json();
    expect(detail.tournament.command).toMatch(/^mazeplay tournament simple-maze --bots random,greedy,maker,pockets,tufts,mcts,perfect --size 5 /);
    for (const bot of detail.botDetails) expect(bot).toMatchObject({ rating: RATINGS['simple-maze'].ratings[bot.name], moveNs: expect.any(Number) });
  });
});
