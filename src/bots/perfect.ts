import type { BotSpec, GameRules } from '../core/game.ts';
import { bestMoves, type Table } from '../core/solver.ts';

/**
 * A perfect player for small boards of any two-player game with a position
 * key: the exact search (core/solver.ts) from the position to move, a best
 * move at random among those that keep its value (a win, else a draw). Past
 * its board limit it does not play; `costNs` is the measured nanoseconds per
 * board unit of a whole game at that limit, and a search's cost about halves
 * with each unit less (the line game's whole games: 2×2 15 ms, 3×2 84, 4×2
 * 460, 3×3 1,160).
 */
export function perfectBot<S, M>(
  game: Pick<GameRules<never, S, M>, 'toMove' | 'legalMoves' | 'clone' | 'apply' | 'outcome'>,
  key: (s: S) => string,
  { maxCells, costNs }: { maxCells: number; costNs: number },
): BotSpec<S, M> {
  return {
    description: `plays perfectly (an exact search of the game): a forced win where there is one, else a draw; boards of up to ${maxCells} units`,
    maxCells,
    cost: (units) => costNs * 2 ** Math.min(0, units - maxCells),
    make: (rng) => {
      // Positions solved for one move stay solved for the next: the first move pays for the game.
      const table: Table = new Map();
      return {
        choose(s) {
          const best = bestMoves(game, s, key, Infinity, table);
          return rng.pick(best ? best.moves : game.legalMoves(s));
        },
      };
    },
  };
}
