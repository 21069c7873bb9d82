/**
 * simple-maze's perfect player and the boards it has solved. On a board of up
 * to SOLVABLE + 1 cells the exact search (endgame.ts) decides every position
 * from the first move: the bot plays a move that wins by force whenever there
 * is one (at random among them), else any legal move, as every move then
 * loses against perfect play.
 */
import type { BotSpec, SolvedBoard } from '../../core/game.ts';
import type { Rng } from '../../core/rng.ts';
import { SOLVABLE, winningMoves } from './endgame.ts';
import { randomMove, start, type Move, type State } from './rules.ts';

export function perfectBot(): BotSpec<State, Move> {
  return {
    description: `plays perfectly (an exact search of the game): wins by force whenever it can; boards of up to ${SOLVABLE + 1} cells`,
    maxCells: SOLVABLE + 1,
    // Measured: a whole 6×5 game takes about 30 ms, searched afresh at every move.
    cost: () => 1_000_000,
    make: (rng: Rng) => ({
      choose(s) {
        const wins = winningMoves(s);
        return wins && wins.length > 0 ? rng.pick(wins) : randomMove(s, rng);
      },
    }),
  };
}

/** Every board of up to SOLVABLE + 1 cells with width ≥ height (a board and its mirror image play alike), in about 35 ms. */
export function solvedBoards(): SolvedBoard[] {
  const boards: SolvedBoard[] = [];
  for (let height = 2; height * height <= SOLVABLE + 1; height++) {
    for (let width = height; width * height <= SOLVABLE + 1; width++) {
      const winningFirstMoves = winningMoves(start({ width, height })) as Move[];
      boards.push({ width, height, winner: winningFirstMoves.length > 0 ? 1 : 2, winningFirstMoves });
    }
  }
  return boards;
}
