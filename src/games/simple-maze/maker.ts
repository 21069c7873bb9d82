/**
 * simple-maze's maze maker: both players grow the maze as a recursive
 * backtracker would. The rules already force a player to go on from the last
 * cell while it has an untaken neighbour; when it has none, the maker goes on
 * from the newest cell that still has one (the last cell's nearest ancestor
 * with room), not from anywhere: long winding corridors, few short stubs,
 * O(cells) for a whole game (core/room-finder.ts).
 */
import type { BotSpec } from '../../core/game.ts';
import { RoomFinder } from '../../core/room-finder.ts';
import type { Rng } from '../../core/rng.ts';
import { isForced, segment, untakenNeighboursOf, type Move, type State } from './rules.ts';

/** Each game's backtracking, kept beside its state. */
const finders = new WeakMap<State, RoomFinder>();

function newestWithRoom(s: State): number {
  let finder = finders.get(s);
  if (!finder) finders.set(s, (finder = new RoomFinder(s.parent.length)));
  const c = finder.find(s.last, (v) => s.parent[v], (v) => s.untakenNeighbours[v] > 0);
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
