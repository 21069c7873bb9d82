/**
 * labyrinth's greedy and maker bots. A player can only become stuck with at
 * most 7 components left, so while more remain both open a door that
 * lengthens a corridor (the sampled door whose cells have the fewest doors),
 * which makes better mazes. Near the end both look two moves ahead: greedy
 * takes a door that leaves the opponent stuck, the maker one that leaves
 * nobody stuck; neither walks into its own stuck position if it can help it.
 */
import type { BotSpec, Player } from '../../core/game.ts';
import type { Rng } from '../../core/rng.ts';
import { bridgingWalls, doorMove, randomWall, toMove, touchesLastDoor, wallCells, type Move, type State } from './rules.ts';

/** Components at which the two-move look-ahead starts (stuck needs ≤ 7 after two more doors). */
const ENDGAME = 9;
const SAMPLES = 12;

function degree(s: State, c: number): number {
  const { width, passages } = s;
  return (
    (passages[c] & 1) + ((passages[c] >> 1) & 1) + (c % width > 0 ? passages[c - 1] & 1 : 0) + (c >= width ? (passages[c - width] >> 1) & 1 : 0)
  );
}

/**
 * The sampled door whose cells have the fewest doors: corridors get longer.
 * With `apart`, a door that would join the entrance's part to the exit's is
 * taken only when every sample would: the way through forms late and winds.
 */
function corridorDoor(s: State, rng: Rng, apart = false): number {
  const last = s.passages.length - 1;
  let best = -1;
  let bestScore = Infinity;
  for (let i = 0; i < SAMPLES; i++) {
    const wall = randomWall(s, rng);
    const [a, b] = wallCells(s, wall);
    let score = degree(s, a) + degree(s, b);
    if (apart) {
      const [ra, rb] = [s.sets.find(a), s.sets.find(b)];
      const [entry, exit] = [s.sets.find(0), s.sets.find(last)];
      if ((ra === entry && rb === exit) || (ra === exit && rb === entry)) score += 100;
    }
    if (score < bestScore) [best, bestScore] = [wall, score];
  }
  return best;
}

interface EndgameDoor {
  wall: number;
  /** The door completes the maze. */
  completes: boolean;
  /** After it, every door the opponent could open touches their previous one: they are stuck. */
  strandsThem: boolean;
  /** Some reply of the opponent's would then leave the mover stuck. */
  risksMe: boolean;
}

/**
 * The two-move look-ahead, worked out on the bridging walls alone (no copies
 * of the board): each wall is reduced to its two cells and the pair of
 * components it joins. A door merges its pair; walls inside the merged
 * component die. The opponent is stuck after door d when every surviving wall
 * touches their previous door. The mover is stuck after d and a reply r when
 * the surviving walls that avoid d's cells all join the one pair r merges.
 */
function endgameDoors(s: State): EndgameDoor[] {
  const me = toMove(s) as Player;
  const them = 3 - me;
  const roots = new Map<number, number>();
  const comp = (c: number) => {
    const r = s.sets.find(c);
    if (!roots.has(r)) roots.set(r, roots.size);
    return roots.get(r) as number;
  };
  const bridges = bridgingWalls(s).map((wall) => {
    const [a, b] = wallCells(s, wall);
    const [x, y] = [comp(a), comp(b)].sort((i, j) => i - j);
    return { wall, a, b, x, y, theirs: touchesLastDoor(s, them, a, b), mine: touchesLastDoor(s, me, a, b) };
  });
  const components = s.sets.count;
  return bridges
    .filter((d) => !d.mine)
    .map((d) => {
      if (components - 1 === 1) return { wall: d.wall, completes: true, strandsThem: false, risksMe: false };
      const merged = (c: number) => (c === d.y ? d.x : c);
      const survivors = bridges.filter((w) => !(w.x === d.x && w.y === d.y));
      if (survivors.every((w) => w.theirs)) return { wall: d.wall, completes: false, strandsThem: true, risksMe: false };
      const replies = survivors.filter((w) => !w.theirs);
      const mineNext = survivors.filter((w) => w.a !== d.a && w.a !== d.b && w.b !== d.a && w.b !== d.b);
      const pairOf = (w: (typeof bridges)[number]) => [merged(w.x), merged(w.y)].sort((i, j) => i - j).join(',');
      const pairs = new Set(mineNext.map(pairOf));
      const risksMe = components - 2 > 1 && (pairs.size === 0 || (pairs.size === 1 && replies.some((r) => pairs.has(pairOf(r)))));
      return { wall: d.wall, completes: false, strandsThem: false, risksMe };
    });
}

/** The first non-empty list's random member. */
function pickFirst(rng: Rng, ...lists: EndgameDoor[][]): number {
  return rng.pick(lists.find((l) => l.length > 0) as EndgameDoor[]).wall;
}

export function greedyBot(): BotSpec<State, Move> {
  return {
    description: 'opens corridor-lengthening doors; near the end leaves the opponent stuck when it can and never walks into its own stuck position',
    cost: () => 7_500,
    make: (rng) => ({
      choose(s) {
        if (s.sets.count > ENDGAME) return doorMove(s, corridorDoor(s, rng));
        const doors = endgameDoors(s);
        return doorMove(s, pickFirst(rng, doors.filter((d) => d.strandsThem), doors.filter((d) => !d.risksMe), doors));
      },
    }),
  };
}

/**
 * A maze maker: both players build one maze together. Corridor-lengthening
 * doors that keep the entrance's and the exit's parts apart while they can;
 * near the end, doors that leave nobody stuck, so every game completes its
 * maze, down to 2×2.
 */
export function makerBot(): BotSpec<State, Move> {
  return {
    description: 'builds the maze rather than the win: long corridors, the way through joined late, and nobody left stuck, so every game completes its maze',
    cost: () => 7_500,
    make: (rng) => ({
      choose(s) {
        if (s.sets.count > ENDGAME) return doorMove(s, corridorDoor(s, rng, true));
        const doors = endgameDoors(s);
        const kind = doors.filter((d) => !d.strandsThem);
        return doorMove(s, pickFirst(rng, doors.filter((d) => d.completes), kind.filter((d) => !d.risksMe), kind, doors));
      },
    }),
  };
}
