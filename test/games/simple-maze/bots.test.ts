import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/core/play.ts';
import { simpleMaze } from '../../../src/games/simple-maze/index.ts';
import { botDocument } from '../../../src/service/mazes.ts';
import { loggedMoves } from '../../helpers/logs.ts';

/** Share of `games` seeded games that player `seat` wins with bot `bot` against `opponent`. */
function winShare(bot: string, opponent: string, seat: 1 | 2, size: number, games: number): number {
  let wins = 0;
  for (let i = 0; i < games; i++) {
    const bots = seat === 1 ? [bot, opponent] : [opponent, bot];
    const doc = botDocument(simpleMaze, { width: size, height: size }, bots, `strength-${i}`);
    if (doc.outcome?.winners.includes(seat)) wins++;
  }
  return wins / games;
}

describe('simple-maze bots', () => {
  it('greedy beats random from either seat', () => {
    expect(winShare('greedy', 'random', 1, 8, 40)).toBeGreaterThan(0.7);
    expect(winShare('greedy', 'random', 2, 8, 40)).toBeGreaterThan(0.7);
  });

  it('mcts beats random from either seat', () => {
    expect(winShare('mcts', 'random', 1, 6, 12)).toBeGreaterThan(0.7);
    expect(winShare('mcts', 'random', 2, 6, 12)).toBeGreaterThan(0.7);
  });

  it('plays a 300×300 game with random and greedy bots, legal to the end', () => {
    for (const bot of ['random', 'greedy']) {
      const doc = botDocument(simpleMaze, { width: 300, height: 300 }, [bot, bot], 'big');
      expect(loggedMoves(doc)).toHaveLength(300 * 300 - 1);
      expect(replay(simpleMaze, { width: 300, height: 300 }, loggedMoves(doc)).verdict).toMatchObject({ legal: true, finished: true });
    }
  });
});
