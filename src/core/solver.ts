/**
 * Exact play of two-player games on small boards: negamax over the legal
 * moves with a transposition table keyed by what decides the rest of a game
 * (a game's own `key`), within a budget of positions. A position's value is
 * for the player to move: 1 a forced win, 0 a draw at best, −1 a forced loss.
 */
import type { BaseParams, GameRules, SolvedBoard } from './game.ts';

type Rules<S, M> = Pick<GameRules<never, S, M>, 'toMove' | 'legalMoves' | 'clone' | 'apply' | 'outcome'>;

export interface Solved<M> {
  value: -1 | 0 | 1;
  /** The moves that keep that value. */
  moves: M[];
}

class OverBudget extends Error {}

/** A table of solved positions by key; a caller may keep one between searches of one game. */
export type Table = Map<string, -1 | 0 | 1>;

/**
 * The best moves of the player to move, or null when the position needs more
 * than `budget` positions in the table.
 */
export function bestMoves<S, M>(game: Rules<S, M>, s: S, key: (s: S) => string, budget: number, table: Table = new Map()): Solved<M> | null {
  const valueOf = (state: S, mover: number): -1 | 0 | 1 => {
    const outcome = game.outcome(state);
    if (outcome) return outcome.winners.length === 0 ? 0 : outcome.winners.includes(mover) ? 1 : -1;
    const next = game.toMove(state) as number;
    const value = search(state);
    return (next === mover ? value : -value) as -1 | 0 | 1;
  };
  const search = (state: S): -1 | 0 | 1 => {
    const k = key(state);
    const known = table.get(k);
    if (known !== undefined) return known;
    if (table.size >= budget) throw new OverBudget();
    const mover = game.toMove(state) as number;
    let best: -1 | 0 | 1 = -1;
    for (const move of game.legalMoves(state)) {
      const next = game.clone(state);
      game.apply(next, move);
      const value = valueOf(next, mover);
      if (value > best) best = value;
      if (best === 1) break;
    }
    table.set(k, best);
    return best;
  };
  try {
    const mover = game.toMove(s) as number;
    const scored = game.legalMoves(s).map((move) => {
      const next = game.clone(s);
      game.apply(next, move);
      return { move, value: valueOf(next, mover) };
    });
    const value = Math.max(...scored.map((m) => m.value)) as -1 | 0 | 1;
    return { value, moves: scored.filter((m) => m.value === value).map((m) => m.move) };
  } catch (e) {
    if (e instanceof OverBudget) return null;
    throw e;
  }
}

/** A board solved from its first move: who wins with perfect play, and player 1's winning first moves. */
export function solveBoard<S, M>(game: Rules<S, M> & Pick<GameRules<BaseParams, S, M>, 'start'>, params: BaseParams, key: (s: S) => string): SolvedBoard {
  const best = bestMoves(game, game.start(params), key, Infinity) as Solved<M>;
  return { width: params.width, height: params.height, winner: best.value === 1 ? 1 : best.value === -1 ? 2 : null, winningFirstMoves: best.value === 1 ? best.moves : [] };
}
