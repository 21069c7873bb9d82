/**
 * simple-maze's maze maker: both players grow the maze as a recursive
 * backtracker would. The rules already force a player to go on from the last
 * cell while it has an untaken neighbour; when it has none, the maker goes on
 * from the newest cell that still has one (the last cell's nearest ancestor
 * with room), not from anywhere: long winding corridors, few short stubs,
 * O(cells) for a whole game (core/room-finder.ts).
 */
import { codeBot, type BotSpec } from '../../core/game.ts';
import { linkParent, linkSteps, orthogonalNeighbours, type LinkTree } from '../../core/grid.ts';
import { keptBeside } from '../../core/kept-beside.ts';
import { RoomFinder } from '../../core/room-finder.ts';
import type { Rng } from '../../core/rng.ts';
import { botSets, codes, isForced, isTaken, randomMove, randomStep, segment, untakenNeighboursOf, type Move, type State } from './rules.ts';

/** Each game's backtracking, kept beside its state, and the state's tree. */
interface Backtracking {
  finder: RoomFinder;
  tree: LinkTree;
}

const finders = keptBeside<State, Backtracking>();

// The tree grows from the first cell.
const newFinder = (s: State): Backtracking => ({ finder: new RoomFinder(s.entry.length, s.order[0]), tree: { links: s.entry, steps: linkSteps(s.width) } });

function newestWithRoom(s: State, kept: Backtracking): number {
  const c = kept.finder.find(s.last, linkParent, kept.tree, s.untakenNeighbours);
  return s.untakenNeighbours[c] > 0 ? c : botSets(s).frontier.at(0);
}

export function makerBot(): BotSpec<State, Move> {
  return {
    description: 'builds the maze as a recursive backtracker would: when free, goes on from the newest cell with room; long winding corridors',
    cost: () => 125,
    attemptNs: 500,
    make: (rng: Rng) => {
      const finderOf = finders(newFinder);
      return codeBot(codes, (s) => randomStep(s, isForced(s) ? s.last : newestWithRoom(s, finderOf(s)), rng));
    },
  };
}

/** Untaken neighbours of `to` that taking it hems in (two or fewer ways left): pockets in the making. */
function hemmedIn(s: State, to: number): number {
  let count = 0;
  for (const n of orthogonalNeighbours(s.width, s.height, to)) if (!s.entry[n] && s.untakenNeighbours[n] <= 2) count++;
  return count;
}

/**
 * An easier maze's maker: each walk steps where it hems untaken cells in, so
 * it leaves one- and two-cell pockets behind, and a free move fills a pocket
 * first. Pockets become short stubs whose end a solver sees at once: more dead
 * ends, less of the board to walk (difficulty 0.68 × side at 20×20 against
 * the backtracker's 0.81). O(1) a move.
 */
export function pocketBot(): BotSpec<State, Move> {
  return {
    description: 'walks where it hems cells in and fills the pockets it leaves as short stubs: more dead ends, an easier maze',
    cost: () => 900,
    make: (rng: Rng) => ({
      choose(s) {
        if (isForced(s)) {
          const options = untakenNeighboursOf(s, s.last);
          const value = (to: number) => 8 * hemmedIn(s, to) + s.untakenNeighbours[to];
          const best = Math.max(...options.map(value));
          return segment(s, s.last, rng.pick(options.filter((to) => value(to) === best)));
        }
        const { isolated } = botSets(s);
        if (isolated.size > 0) {
          const to = isolated.at(rng.int(isolated.size));
          return segment(s, orthogonalNeighbours(s.width, s.height, to).find((n) => isTaken(s, n)) as number, to);
        }
        return randomMove(s, rng);
      },
    }),
  };
}
