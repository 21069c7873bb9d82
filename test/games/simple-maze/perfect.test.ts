/** simple-maze solved: the exact search checked against brute force, and a perfect player that never lets a won game go. */
import { describe, expect, it } from 'vitest';
import { seatBots } from '../../../src/bots/seat.ts';
import type { AnyGame } from '../../../src/service/game.ts';
import { playGame } from '../../../src/core/play.ts';
import { Rng } from '../../../src/core/rng.ts';
import { simpleMaze } from '../../../src/games/simple-maze/index.ts';
import { solvedBoards } from '../../../src/games/simple-maze/perfect.ts';
import type { State } from '../../../src/games/simple-maze/rules.ts';

const game = simpleMaze as AnyGame;

/** Plain minimax over the game's own rules: whether the player to move wins by force. */
function bruteWins(s: State): boolean {
  const mover = game.rules.toMove(s) as number;
  return game.rules.legalMoves(s).some((move) => {
    const next = game.rules.clone(s) as State;
    game.rules.apply(next, move);
    const outcome = game.rules.outcome(next);
    return outcome ? outcome.winners.includes(mover) : !bruteWins(next);
  });
}

describe('simple-maze solved', () => {
  it('agrees with brute force on every board of up to 12 cells, winner and winning first moves', () => {
    const small = solvedBoards().filter((b) => b.width * b.height <= 12);
    expect(small.length).toBeGreaterThanOrEqual(7);
    for (const board of small) {
      const start = game.rules.start(board) as State;
      const winning = game.rules.legalMoves(start).filter((move) => {
        const next = game.rules.clone(start) as State;
        game.rules.apply(next, move);
        return !bruteWins(next);
      });
      expect(board.winner, `${board.width}×${board.height}`).toBe(winning.length > 0 ? 1 : 2);
      expect(board.winningFirstMoves).toEqual(winning);
    }
  });

  it('finds second-player wins: 5×3, 7×3, 9×3 and 5×5; the first player wins the rest', () => {
    const second = solvedBoards().filter((b) => b.winner === 2).map((b) => `${b.width}×${b.height}`);
    expect(second).toEqual(['5×3', '7×3', '9×3', '5×5']);
  });

  it('never lets a won game go: the perfect bot in the winning seat beats every other bot', () => {
    for (const board of solvedBoards().filter((b) => b.width * b.height <= 20)) {
      for (const other of ['random', 'greedy', 'maker', 'mcts']) {
        for (const seed of ['p1', 'p2']) {
          const seats = board.winner === 1 ? ['perfect', other] : [other, 'perfect'];
          const played = playGame(game.rules, board, seatBots(game.profile, seats, new Rng(`${seed}-${board.width}x${board.height}`)), false);
          expect(game.rules.outcome(played.state)?.winners, `${board.width}×${board.height} against ${other}`).toEqual([board.winner]);
        }
      }
    }
  });
});
