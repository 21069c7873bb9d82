import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seatBots } from '../../../src/bots/seat.ts';
import { playGame } from '../../../src/core/play.ts';
import { replayPosted } from '../../../src/service/wire.ts';
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
        .update(JSON.stringify(playGame(simpleMaze.rules, { width, height }, seatBots(simpleMaze.profile, bots, new Rng(seed))).log))
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
      expect(replayPosted(simpleMaze, { width: 300, height: 300 }, loggedMoves(doc)).verdict).toMatchObject({ legal: true, finished: true });
    }
  });

  it('tufts bots play every board to the end, rectangles and slivers included, and the maze is mostly easy from 12×12 up', () => {
    for (const [w, h] of [[1, 1], [2, 2], [3, 2], [1, 9], [2, 5], [5, 5], [8, 8], [13, 7], [7, 13], [12, 12], [20, 20], [30, 12]]) {
      const easy: number[] = [];
      const games = new Set<string>();
      for (let i = 0; i < 10; i++) {
        const doc = botDocument(simpleMaze, { width: w, height: h }, ['tufts', 'tufts'], `tufts-${w}x${h}-${i}`);
        expect(replayPosted(simpleMaze, { width: w, height: h }, loggedMoves(doc)).verdict, `${w}×${h} tufts-${i}`).toMatchObject({ legal: true, finished: true });
        easy.push(doc.mazes[0].stats.difficulty / ((w + h) / 2));
        games.add(JSON.stringify(loggedMoves(doc)));
      }
      // Most of them easy (the level tries up to 16; pockets' median at 20×20 is 0.68), a third of them where half the
      // mazes are staircases (a side of 12 to 15), and not one maze for every seed.
      if (w >= 12 && h >= 12) {
        expect(easy.filter((d) => d < 0.45).length, `${w}×${h}: ${easy}`).toBeGreaterThanOrEqual(Math.max(w, h) >= 16 ? 6 : 3);
        expect(games.size).toBeGreaterThan(1);
      }
    }
  });

  it('tufts bots walk the whole way first: the first walk of the game runs from [0,0] to the exit', () => {
    for (const [w, h] of [[12, 12], [20, 20], [30, 30], [50, 50], [40, 8], [9, 25], [16, 16]]) {
      for (let i = 0; i < 10; i++) {
        const moves = loggedMoves(botDocument(simpleMaze, { width: w, height: h }, ['tufts', 'tufts'], `way-${w}x${h}-${i}`)) as { from: number[]; to: number[] }[];
        const exit = moves.findIndex((m) => m.to[0] === w - 1 && m.to[1] === h - 1);
        // Each move of the walk starts where the one before ended.
        expect(moves.slice(1, exit + 1).every((m, k) => m.from.join() === moves[k].to.join()), `${w}×${h} way-${i}`).toBe(true);
        expect(moves[0].from).toEqual([0, 0]);
      }
    }
  });

  it('a tufts bot seated with another bot still plays legal segments only', () => {
    for (const other of ['random', 'maker', 'greedy'])
      for (let i = 0; i < 10; i++) {
        const doc = botDocument(simpleMaze, { width: 9, height: 11 }, i % 2 ? ['tufts', other] : [other, 'tufts'], `mixed-${other}-${i}`);
        expect(replayPosted(simpleMaze, { width: 9, height: 11 }, loggedMoves(doc)).verdict).toMatchObject({ legal: true, finished: true });
      }
  });
});
