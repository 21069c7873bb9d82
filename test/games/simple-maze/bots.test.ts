import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seatBots } from '../../../src/bots/seat.ts';
import { playGame, replay } from '../../../src/core/play.ts';
import { Rng } from '../../../src/core/rng.ts';
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

  it('greedy plays the same seeded games on any day (the digests of their logs, from before it stopped allocating)', () => {
    const digest = (width: number, height: number, seed: string, bots: string[]) =>
      createHash('sha256')
        .update(JSON.stringify(playGame(simpleMaze, { width, height }, seatBots(simpleMaze, bots, new Rng(seed))).log))
        .digest('hex')
        .slice(0, 16);
    expect(digest(12, 12, 'pin-1', ['greedy', 'greedy'])).toBe('910375144d8d3caf');
    expect(digest(9, 14, 'pin-2', ['greedy', 'random'])).toBe('5c49a31d11965cad');
    expect(digest(30, 30, 'pin-3', ['greedy', 'greedy'])).toBe('5619e02f256cbdb8');
  });

  it('plays a 300×300 game with random and greedy bots, legal to the end', () => {
    for (const bot of ['random', 'greedy']) {
      const doc = botDocument(simpleMaze, { width: 300, height: 300 }, [bot, bot], 'big');
      expect(loggedMoves(doc)).toHaveLength(300 * 300 - 1);
      expect(replay(simpleMaze, { width: 300, height: 300 }, loggedMoves(doc)).verdict).toMatchObject({ legal: true, finished: true });
    }
  });
});
