/**
 * Picks into moves, for any game: from the legal moves and the picks each
 * takes (its view's `picks`), what a person may pick next after the picks
 * made so far, and whether that pick completes a move.
 */
import type { GameView } from '../core/view.ts';

/** A pick that may come next: the move it completes, or null when it needs another pick. */
export type Next<M> = Map<string, M | null>;

/** Legal moves with the picks that make each, as a view gives them: a move may be listed twice, its picks in either order. */
export interface Choices<M> {
  moves: M[];
  picks: string[][];
}

/** Each legal move's picks; a move whose picks may come in either order, once each way. */
export function choicesOf<S, M>(view: GameView<S, M>, s: S, legal: M[]): Choices<M> {
  const choices: Choices<M> = { moves: [], picks: [] };
  for (const m of legal) {
    const picks = view.picks(s, m);
    for (const order of view.unordered?.(s, m) ? [picks, picks.toReversed()] : [picks]) {
      choices.moves.push(m);
      choices.picks.push(order);
    }
  }
  return choices;
}

/** The next picks after `made`: each key, and the move it completes if it does. */
export function nextPicks<M>({ moves, picks }: Choices<M>, made: readonly string[]): Next<M> {
  const next: Next<M> = new Map();
  picks.forEach((p, i) => {
    if (p.length <= made.length || made.some((k, j) => p[j] !== k)) return;
    const k = p[made.length];
    next.set(k, p.length === made.length + 1 ? moves[i] : null);
  });
  return next;
}
