/**
 * simple-maze's greedy bot. Player 1 wants an odd number of X's, player 2 an
 * even one. The bot looks one move ahead, following any forced single-option
 * continuation (a corridor the next players must walk) for a few steps, and
 * prefers moves after which the X count has its parity. All in O(1) a move:
 * when the mover is free it samples the frontier instead of scanning it.
 * With ENDGAME cells left it plays perfectly (endgame.ts) when it can force a win.
 */
import type { BotSpec } from '../../core/game.ts';
import { orthogonalNeighbours } from '../../core/grid.ts';
import type { Rng } from '../../core/rng.ts';
import {
  botSets,
  isForced,
  randomFrontierCell,
  segment,
  toMove,
  untakenNeighboursOf,
  type Move,
  type State,
} from './rules.ts';
import { ENDGAME, endgameMove } from './endgame.ts';

const LOOKAHEAD = 8;
const SAMPLES = 24;

/** X's made by taking `to` and then by the forced single-option moves that follow. */
function forcedXs(s: State, to: number): number {
  const visited = [to];
  let cur = to;
  for (let step = 0; step < LOOKAHEAD; step++) {
    const open = orthogonalNeighbours(s.width, s.height, cur).filter((n) => !s.taken[n] && !visited.includes(n));
    if (open.length === 0) return 1;
    if (open.length > 1) return 0;
    cur = open[0];
    visited.push(cur);
  }
  return 0;
}

function candidates(s: State, rng: Rng): Move[] {
  if (isForced(s)) return untakenNeighboursOf(s, s.last).map((to) => segment(s, s.last, to));
  const out: Move[] = [];
  const { isolated } = botSets(s);
  if (isolated.size > 0) {
    const to = isolated.at(rng.int(isolated.size));
    const from = orthogonalNeighbours(s.width, s.height, to).find((n) => s.taken[n]) as number;
    out.push(segment(s, from, to));
  }
  for (let i = 0; i < SAMPLES; i++) {
    const from = randomFrontierCell(s, rng);
    out.push(segment(s, from, rng.pick(untakenNeighboursOf(s, from))));
  }
  return out;
}

export function greedyBot(): BotSpec<State, Move> {
  return {
    description: 'looks one move ahead (through forced corridors) and plays for its X-count parity; plays the last 14 cells perfectly',
    // ns a cell: the bench measured 1,800-2,600 (with an SVG, at 300²) from one run to another.
    cost: () => 2_700,
    make: (rng) => ({
      choose(s) {
        if (s.width * s.height - 1 - s.moves <= ENDGAME) {
          const win = endgameMove(s);
          if (win) return win;
        }
        const wantOdd = toMove(s) === 1;
        const moves = candidates(s, rng);
        const good = moves.filter((m) => {
          const to = m.to[1] * s.width + m.to[0];
          return ((s.xCells.length + forcedXs(s, to)) % 2 === 1) === wantOdd;
        });
        return rng.pick(good.length > 0 ? good : moves);
      },
    }),
  };
}
