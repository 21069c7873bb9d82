/**
 * simple-maze's maze maker: both players grow the maze as a recursive
 * backtracker would. The rules already force a player to go on from the last
 * cell while it has an untaken neighbour; when it has none, the maker goes on
 * from the newest cell that still has one (the last cell's nearest ancestor
 * with room), not from anywhere: long winding corridors, few short stubs. The
 * ancestor walk skips cells already found full (path compression), so a whole
 * game costs O(cells) amortised.
 */
import type { BotSpec } from '../../core/game.ts';
import type { Rng } from '../../core/rng.ts';
import { isForced, segment, untakenNeighboursOf, type Move, type State } from './rules.ts';

/** Per game: for each full cell found, an ancestor at or above which the next cell with room lies (−1: not yet found). */
const jumps = new WeakMap<State, Int32Array>();

function newestWithRoom(s: State): number {
  let jump = jumps.get(s);
  if (!jump) jumps.set(s, (jump = new Int32Array(s.parent.length).fill(-1)));
  let c = s.last;
  const path: number[] = [];
  while (s.untakenNeighbours[c] === 0 && c !== 0) {
    path.push(c);
    c = jump[c] >= 0 ? jump[c] : s.parent[c];
  }
  for (const p of path) jump[p] = c;
  return s.untakenNeighbours[c] > 0 ? c : s.frontier.at(0);
}

export function makerBot(): BotSpec<State, Move> {
  return {
    description: 'builds the maze as a recursive backtracker would: when free, goes on from the newest cell with room; long winding corridors',
    cost: () => 900,
    make: (rng: Rng) => ({
      choose(s) {
        const from = isForced(s) ? s.last : newestWithRoom(s);
        return segment(s, from, rng.pick(untakenNeighboursOf(s, from)));
      },
    }),
  };
}
