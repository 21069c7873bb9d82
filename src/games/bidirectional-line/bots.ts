/**
 * bidirectional-line's greedy bot: it maximises its own colour's lead one
 * move ahead. Each candidate is scored by the lead after the opponent's best
 * reply, where a position that ends the game counts as won, lost or drawn
 * before any lead. Moves are tried on a copy-free view (the drawn edges plus
 * at most two more), so a choice costs O(1) on any board; mcts plays it in
 * its playouts.
 */
import type { BotSpec, Player } from '../../core/game.ts';
import type { Rng } from '../../core/rng.ts';
import { drawnCount, extendMove, openNeighbours, randomMove, toMove, type Move, type State } from './rules.ts';

/** The game after up to two extra segments, seen without copying the board. */
interface View {
  ends: [number, number];
  count: [number, number];
  /** Extra segments as [a, b, a, b]. */
  extra: number[];
}

const isExtra = (view: View, a: number, b: number) => {
  for (let i = 0; i < view.extra.length; i += 2) {
    const [p, q] = [view.extra[i], view.extra[i + 1]];
    if ((p === a && q === b) || (p === b && q === a)) return true;
  }
  return false;
};

/** Undrawn segments left at v in the view. */
function free(s: State, view: View, v: number): number {
  let n = s.free[v];
  for (const end of view.extra) if (end === v) n--;
  return n;
}

function extend(view: View, color: number, to: number): View {
  const ends: [number, number] = [view.ends[0], view.ends[1]];
  const count: [number, number] = [view.count[0], view.count[1]];
  ends[color] = to;
  count[color]++;
  return { ends, count, extra: [...view.extra, view.ends[color], to] };
}

const ended = (s: State, view: View) => free(s, view, view.ends[0]) === 0 || free(s, view, view.ends[1]) === 0;

function moves(s: State, view: View): [number, number][] {
  const out: [number, number][] = [];
  for (const c of [0, 1]) {
    for (const to of openNeighbours(s, view.ends[c])) if (!isExtra(view, view.ends[c], to)) out.push([c, to]);
  }
  return out;
}

/** The mover's value of a position: a finished game outweighs any lead. */
function value(s: State, view: View, mine: number): number {
  const lead = view.count[mine] - view.count[1 - mine];
  return ended(s, view) ? Math.sign(lead) * 1e6 + lead : lead;
}

/** Greedy's move: the best lead after the opponent's best reply, ties drawn at random. */
export function greedyMove(s: State, rng: Rng): Move {
  if (drawnCount(s) < 2) return randomMove(s, rng);
  const mine = (toMove(s) as Player) - 1;
  const now: View = { ends: [s.ends[0], s.ends[1]], count: [s.count[0], s.count[1]], extra: [] };
  let best: [number, number][] = [];
  let bestValue = -Infinity;
  for (const [color, to] of moves(s, now)) {
    const after = extend(now, color, to);
    let worst = value(s, after, mine);
    if (!ended(s, after)) {
      worst = Infinity;
      for (const [c, t] of moves(s, after)) worst = Math.min(worst, value(s, extend(after, c, t), mine));
    }
    if (worst > bestValue) [best, bestValue] = [[[color, to]], worst];
    else if (worst === bestValue) best.push([color, to]);
  }
  return extendMove(s, ...rng.pick(best));
}

export function greedyBot(): BotSpec<State, Move> {
  return {
    description: "maximises its own colour's lead one move ahead, against the opponent's best reply",
    cost: () => 1_600,
    make: (rng) => ({ choose: (s) => greedyMove(s, rng) }),
  };
}
