/**
 * bidirectional-line's greedy bot: it maximises its own colour's lead one
 * move ahead. Each candidate is scored by the lead after the opponent's best
 * reply, where a position that ends the game counts as won, lost or drawn
 * before any lead. Moves are tried on a copy-free view (the drawn edges plus
 * at most two more), so a choice costs O(1) on any board.
 */
import type { BotSpec, Player } from '../../core/game.ts';
import { extendMove, openNeighbours, randomMove, toMove, type Move, type State } from './rules.ts';

/** The game after extra segments, seen without copying the board. */
interface View {
  ends: [number, number];
  count: [number, number];
  /** Extra edges, as "a,b" with a < b. */
  extra: string[];
}

const key = (a: number, b: number) => (a < b ? `${a},${b}` : `${b},${a}`);

function open(s: State, view: View, v: number): number[] {
  return openNeighbours(s, v).filter((b) => !view.extra.includes(key(v, b)));
}

function extend(view: View, color: number, to: number): View {
  const ends: [number, number] = [...view.ends];
  const count: [number, number] = [...view.count];
  const extra = [...view.extra, key(view.ends[color], to)];
  ends[color] = to;
  count[color]++;
  return { ends, count, extra };
}

const ended = (s: State, view: View) => open(s, view, view.ends[0]).length === 0 || open(s, view, view.ends[1]).length === 0;

function moves(s: State, view: View): [number, number][] {
  return [0, 1].flatMap((c) => open(s, view, view.ends[c]).map((to): [number, number] => [c, to]));
}

/** The mover's value of a position: a finished game outweighs any lead. */
function value(s: State, view: View, mine: number): number {
  const lead = view.count[mine] - view.count[1 - mine];
  return ended(s, view) ? Math.sign(lead) * 1e6 + lead : lead;
}

export function greedyBot(): BotSpec<State, Move> {
  return {
    description: "maximises its own colour's lead one move ahead, against the opponent's best reply",
    make: (rng) => ({
      choose(s) {
        if (s.segments.length < 2) return randomMove(s, rng);
        const mine = (toMove(s) as Player) - 1;
        const now: View = { ends: [...s.ends], count: [...s.count], extra: [] };
        let best: [number, number][] = [];
        let bestValue = -Infinity;
        for (const [color, to] of moves(s, now)) {
          const after = extend(now, color, to);
          const replies = ended(s, after) ? [] : moves(s, after);
          const worst = replies.length
            ? Math.min(...replies.map(([c, t]) => value(s, extend(after, c, t), mine)))
            : value(s, after, mine);
          if (worst > bestValue) [best, bestValue] = [[[color, to]], worst];
          else if (worst === bestValue) best.push([color, to]);
        }
        return extendMove(s, ...rng.pick(best));
      },
    }),
  };
}
