/**
 * labyrinth's greedy bot. A player can only become stuck with at most 7
 * components left, so while more remain it opens a door that lengthens a
 * corridor (the sampled door whose cells have the fewest doors), which makes
 * better mazes. Near the end it looks two moves ahead: it takes a door that
 * leaves the opponent stuck, and otherwise avoids any door after which some
 * legal reply would leave itself stuck.
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

function corridorDoor(s: State, rng: Rng): number {
  let best = -1;
  let bestDegree = Infinity;
  for (let i = 0; i < SAMPLES; i++) {
    const wall = randomWall(s, rng);
    const [a, b] = wallCells(s, wall);
    const d = degree(s, a) + degree(s, b);
    if (d < bestDegree) [best, bestDegree] = [wall, d];
  }
  return best;
}

/**
 * The two-move look-ahead, worked out on the bridging walls alone (no copies
 * of the board): each wall is reduced to its two cells and the pair of
 * components it joins. A door merges its pair; walls inside the merged
 * component die. The opponent is stuck after door d when every surviving wall
 * touches their previous door. The mover is stuck after d and a reply r when
 * the surviving walls that avoid d's cells all join the one pair r merges.
 */
function endgameDoor(s: State, rng: Rng): number {
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
  const wins: number[] = [];
  const safe: number[] = [];
  const legal = bridges.filter((d) => !d.mine);
  for (const d of legal) {
    if (components - 1 === 1) {
      safe.push(d.wall);
      continue;
    }
    const merged = (c: number) => (c === d.y ? d.x : c);
    const survivors = bridges.filter((w) => !(w.x === d.x && w.y === d.y));
    if (survivors.every((w) => w.theirs)) {
      wins.push(d.wall);
      continue;
    }
    const replies = survivors.filter((w) => !w.theirs);
    const mineNext = survivors.filter((w) => w.a !== d.a && w.a !== d.b && w.b !== d.a && w.b !== d.b);
    const pairOf = (w: (typeof bridges)[number]) => [merged(w.x), merged(w.y)].sort((i, j) => i - j).join(',');
    const pairs = new Set(mineNext.map(pairOf));
    const stuckAfter =
      components - 2 > 1 && (pairs.size === 0 || (pairs.size === 1 && replies.some((r) => pairs.has(pairOf(r)))));
    if (!stuckAfter) safe.push(d.wall);
  }
  return rng.pick(wins.length ? wins : safe.length ? safe : legal.map((d) => d.wall));
}

export function greedyBot(): BotSpec<State, Move> {
  return {
    description: 'opens corridor-lengthening doors; near the end leaves the opponent stuck when it can and never walks into its own stuck position',
    cost: () => 7_500,
    make: (rng) => ({
      choose: (s) => doorMove(s, s.sets.count <= ENDGAME ? endgameDoor(s, rng) : corridorDoor(s, rng)),
    }),
  };
}
