/** mcts: its work a move is bounded by its budget, whatever the rounds and players of the game; it plays forced wins a game names, and beats greedy where it should. */
import { describe, expect, it } from 'vitest';
import { mctsBot } from '../../src/bots/mcts.ts';
import { Rng } from '../../src/core/rng.ts';
import { labyrinthineLoop } from '../../src/games/labyrinthine-loop/index.ts';
import * as loop from '../../src/games/labyrinthine-loop/rules.ts';
import type { AnyGame } from '../../src/core/game.ts';
import { winningMoves } from '../../src/games/simple-maze/endgame.ts';
import { simpleMaze } from '../../src/games/simple-maze/index.ts';
import { tournament } from '../../src/service/tournament.ts';

/** Moves applied by one mcts choice from the start of a game with these players and rounds. */
function appliesOfOneMove(players: number, rounds: number, budget: { iterations: number; maxCells: number }): number {
  let applies = 0;
  const counted = { ...loop, apply: (s: loop.State, m: loop.Move) => (applies++, loop.apply(s, m)) };
  const bot = mctsBot(counted, { ...budget, stepNs: 1 }).make(new Rng('budget'));
  const state = labyrinthineLoop.start({ width: 4, height: 4, players, rounds });
  bot.choose(state);
  return applies;
}

describe('mcts budget', () => {
  it('does not grow with rounds or players: playouts stop after one board of moves', () => {
    const budget = { iterations: 50, maxCells: 16 };
    const small = appliesOfOneMove(2, 1, budget);
    const large = appliesOfOneMove(8, 10, budget);
    // Each iteration: a descent through the tree (at most one node a previous iteration), one expansion, a capped playout.
    const bound = budget.iterations * (budget.iterations + 1 + budget.maxCells);
    expect(small).toBeLessThanOrEqual(bound);
    expect(large).toBeLessThanOrEqual(bound);
    // The whole 8-player, 10-round game has 80 boards of 16 dots: uncapped playouts would apply hundreds a iteration.
    expect(large).toBeLessThan(budget.iterations * 80);
  });

  it('states its cost from the same budget', () => {
    const spec = mctsBot(loop, { iterations: 200, maxCells: 36, stepNs: 1000 });
    expect(spec.cost(16)).toBe((200 * 16 * 1000) / 2);
    expect(spec.cost(10_000)).toBe(spec.cost(36));
  });
});

describe('mcts strength', () => {
  it('plays a forced win where the game names one (simple-maze with 20 cells or fewer untaken)', () => {
    const bot = simpleMaze.bots.mcts.make(new Rng('win'));
    let won = 0;
    for (const [seed, moves] of [['a', 0], ['b', 1], ['c', 2], ['d', 3], ['e', 4], ['f', 5]] as const) {
      const s = simpleMaze.start({ width: 5, height: 4 });
      const rng = new Rng(seed);
      for (let i = 0; i < moves; i++) simpleMaze.apply(s, simpleMaze.randomMove(s, rng));
      const wins = winningMoves(s) ?? [];
      if (wins.length === 0) continue;
      expect(wins).toContainEqual(bot.choose(s));
      won++;
    }
    expect(won).toBeGreaterThan(0);
  });

  it('beats greedy in a loop game of three rounds, its playouts stopping at each round with the standing there: 4×4, 10 games in each seat order', () => {
    const params = labyrinthineLoop.params({ maxSide: 300 }).parse({ width: 4, height: 4, rounds: 3 });
    const { pairings } = tournament(labyrinthineLoop as AnyGame, { bots: ['mcts', 'greedy'], params, games: 10, seed: 'rounds' });
    expect((pairings[0].score + (1 - pairings[1].score)) / 2).toBeGreaterThanOrEqual(0.6);
  });

  it('beats greedy in simple-maze: 6×6, 20 games in each seat order, a score of 0.6 or more', () => {
    const { pairings } = tournament(simpleMaze as AnyGame, { bots: ['mcts', 'greedy'], params: { width: 6, height: 6 }, games: 20, seed: 'strength' });
    const score = (pairings[0].score + (1 - pairings[1].score)) / 2;
    expect(score).toBeGreaterThanOrEqual(0.6);
  });
});
