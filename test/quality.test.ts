/** The committed maze figures (src/games/quality.ts): one for every bot bench:quality measures, what it makes, and shown by GET /games/{game}. */
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { games } from '../src/games/index.ts';
import { MAZE_MEDIANS, QUALITY } from '../src/games/quality.ts';
import { botMazes, measured, medians } from '../bench/maze-medians.ts';

describe('maze figures of the bots', () => {
  it('cover every bot bench:quality measures (run npm run bench:quality after adding one)', () => {
    for (const game of games.values()) {
      const bots = Object.keys(game.profile.bots).filter((bot) => measured(game, bot, QUALITY.side));
      expect(Object.keys(MAZE_MEDIANS[game.id] ?? {}).sort(), game.id).toEqual(bots.sort());
    }
  });

  it('are what the bench makes: labyrinth comb, again', () => {
    const game = games.get('labyrinth')!;
    expect(medians(botMazes(game, 'comb', QUALITY.side, QUALITY.seeds), QUALITY.side)).toEqual(MAZE_MEDIANS.labyrinth.comb);
  });

  it('are shown by GET /games/{game} beside each bot, with the line-ups of each difficulty level', async () => {
    const detail = await (await createApp().request('/games/bidirectional-line')).json();
    expect(detail.mazeRun).toEqual({ command: 'npm run bench:quality', side: 20, seeds: 100 });
    expect(detail.levels).toEqual({ easy: ['greedy', 'random'], medium: ['maker'], hard: ['tangle'] });
    const byName = Object.fromEntries(detail.botDetails.map((b: { name: string }) => [b.name, b]));
    expect(byName.tangle.mazes).toEqual(MAZE_MEDIANS['bidirectional-line'].tangle);
    expect(byName.mcts.mazes).toBeNull();
  });
});
