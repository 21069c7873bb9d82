/**
 * labyrinth's greedy and maker bots. A player can only become stuck with at
 * most 7 components left, so while more remain both open a door that
 * lengthens a corridor (the sampled door whose cells have the fewest doors),
 * which makes better mazes; the maker grows one tree depth-first instead.
 * Near the end both look two moves ahead: greedy
 * takes a door that leaves the opponent stuck, the maker one that leaves
 * nobody stuck; neither walks into its own stuck position if it can help it.
 */
import { popcount } from '../../core/bits.ts';
import { codeBot, type BotSpec, type Player } from '../../core/game.ts';
import { keptBeside } from '../../core/kept-beside.ts';
import type { Rng } from '../../core/rng.ts';
import { combDoors } from './comb.ts';
import { bridgingWalls, codes, doorMove, NORTH_SIDE, randomWall, toMove, touchesLastDoor, wallBetween, wallCells, WEST_SIDE, type Move, type State } from './rules.ts';

/** Components at which the two-move look-ahead starts (stuck needs ≤ 7 after two more doors). */
const ENDGAME = 9;
const SAMPLES = 12;

/** The sampled door whose cells have the fewest doors: corridors get longer. */
function corridorDoor(s: State, rng: Rng): number {
  let best = -1;
  let bestScore = Infinity;
  for (let i = 0; i < SAMPLES; i++) {
    const wall = randomWall(s, rng);
    const [a, b] = wallCells(s, wall);
    const score = s.doorsAt[a] + s.doorsAt[b];
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

/** A bridging wall: its cells, the components it joins (x < y, numbered as first met), whose previous door it touches. */
interface Bridge {
  wall: number;
  a: number;
  b: number;
  x: number;
  y: number;
  theirs: boolean;
  mine: boolean;
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
  const bridges = bridgingWalls(s).map((wall): Bridge => {
    const [a, b] = wallCells(s, wall);
    const [x, y] = [comp(a), comp(b)].sort((i, j) => i - j);
    return { wall, a, b, x, y, theirs: touchesLastDoor(s, them, a, b), mine: touchesLastDoor(s, me, a, b) };
  });
  const components = s.sets.count;
  return bridges
    .filter((d) => !d.mine)
    .map((d) => {
      if (components - 1 === 1) return { wall: d.wall, completes: true, strandsThem: false, risksMe: false };
      // The pair a wall joins once d has merged its own, as one number: one pass, nothing built, per door.
      const pairAfter = (w: Bridge) => {
        const [i, j] = [w.x === d.y ? d.x : w.x, w.y === d.y ? d.x : w.y];
        return Math.min(i, j) * components + Math.max(i, j);
      };
      const survives = (w: Bridge) => !(w.x === d.x && w.y === d.y);
      let strandsThem = true;
      // The pairs the walls avoiding d's cells join: how many (0, 1, or 2 for more) and the first.
      let pairs = 0;
      let pair = -1;
      for (const w of bridges) {
        if (!survives(w)) continue;
        if (!w.theirs) strandsThem = false;
        if (w.a === d.a || w.a === d.b || w.b === d.a || w.b === d.b) continue;
        const key = pairAfter(w);
        if (pairs === 0) {
          pairs = 1;
          pair = key;
        } else if (key !== pair) pairs = 2;
      }
      if (strandsThem) return { wall: d.wall, completes: false, strandsThem: true, risksMe: false };
      const risksMe = components - 2 > 1 && (pairs === 0 || (pairs === 1 && bridges.some((r) => survives(r) && !r.theirs && pairAfter(r) === pair)));
      return { wall: d.wall, completes: false, strandsThem: false, risksMe };
    });
}

/** How many sides each set of sides (4 bits) holds. */
const BITS4 = Uint8Array.from({ length: 16 }, (_, sides) => popcount(sides));

/**
 * The sides of cell c whose neighbour is on the board and has no door yet
 * (cell 0, where the stack starts, never counts; on a shaped board the
 * sides towards its first cell are marked at the start), as bits of
 * State.doored: one byte read.
 */
const doorlessSides = (doored: Uint8Array, width: number, c: number): number => ~doored[c] & (c === 1 ? 15 & ~WEST_SIDE : c === width ? 15 & ~NORTH_SIDE : 15);

/** The game's depth-first stack of cells, kept beside its state. */
interface Stack {
  cells: Int32Array;
  size: number;
}

const stacks = keptBeside<State, Stack>();

/** How far below the stack's top a player barred from the top cell looks. */
const REACH = 4;
const HUG = 5;
/** A side's step to the neighbour there (west, east, north, south), north and south set for each board. */
const SIDE_STEPS = new Int32Array([-1, 1, 0, 0]);
/** Scratch for a move's candidate cells, and how many ways on each has: at most 4. */
const OPTIONS = new Int32Array(4);
const WAYS = new Int32Array(4);

/**
 * A door that grows the maze depth-first: from the newest cell that still has
 * a neighbour without doors, into that neighbour. Cells whose neighbours all
 * have doors leave the stack for good, so a whole game costs O(cells). A
 * player may not touch their own previous door: then a cell a little further
 * down serves. −1 when none does.
 */
function depthFirstDoor(s: State, stack: Stack, rng: Rng): number {
  const me = toMove(s) as Player;
  const { width, doored } = s;
  SIDE_STEPS[2] = -width;
  SIDE_STEPS[3] = width;
  for (let i = stack.size - 1, barred = 0; i >= 0 && barred < REACH; i--) {
    const c = stack.cells[i];
    const fresh = doorlessSides(doored, width, c);
    if (fresh === 0) {
      if (i === stack.size - 1) stack.size--;
      continue;
    }
    if (touchesLastDoor(s, me, c, c)) {
      barred++;
      continue;
    }
    // Into a neighbour that leads on, where one does: fewer one-cell stubs, fewer bars. One
    // step in HUG into the one with the fewest ways on, along what is built: that wins back the
    // corridor length the bars cost (20×20: longest corridor 35 → 41, a backtracker's 42).
    let options = 0;
    for (let sides = fresh; sides !== 0; sides &= sides - 1) {
      const n = c + SIDE_STEPS[31 - Math.clz32(sides & -sides)];
      const ways = BITS4[doorlessSides(doored, width, n)];
      if (ways > 0) {
        OPTIONS[options] = n;
        WAYS[options++] = ways;
      }
    }
    if (options === 0) {
      // None leads on: any fresh neighbour, each with no way on.
      for (let sides = fresh; sides !== 0; sides &= sides - 1) {
        OPTIONS[options] = c + SIDE_STEPS[31 - Math.clz32(sides & -sides)];
        WAYS[options++] = 0;
      }
    }
    let n = OPTIONS[0];
    if (rng.int(HUG) === 0) {
      // The first with the fewest ways on.
      for (let k = 1, least = WAYS[0]; k < options; k++) {
        if (WAYS[k] < least) {
          n = OPTIONS[k];
          least = WAYS[k];
        }
      }
    } else n = OPTIONS[rng.int(options)];
    if (stack.size < stack.cells.length) stack.cells[stack.size++] = n;
    return wallBetween(c, n);
  }
  return -1;
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
 * A maze maker: both players build one maze together, depth-first from the
 * entrance (a recursive backtracker's texture; a corridor-lengthening door
 * when the stack offers none, as after another bot's moves); near the end,
 * doors that leave nobody stuck, so every game completes its maze, down to 2×2.
 */
export const makerBot = (): BotSpec<State, Move> => ({
  ...builder(depthFirstDoors, 250, 'builds the maze rather than the win: grows it depth-first from the entrance like a recursive backtracker, and leaves nobody stuck, so every game completes its maze'),
  attemptNs: 800,
});

/** A bot's depth-first doors, from the stack the game's makers share. */
function depthFirstDoors(rng: Rng): (s: State) => number {
  const stackOf = stacks((s) => {
    const cells = new Int32Array(s.passages.length);
    cells[0] = s.first;
    return { cells, size: 1 };
  });
  return (s) => depthFirstDoor(s, stackOf(s), rng);
}

/** The easy-maze maker: the maker's play, with the doors of a planned comb (comb.ts). */
export const combBot = (): BotSpec<State, Move> =>
  builder(combDoors, 1_200, 'builds an easy maze: a way that snakes across the board with short teeth, every wrong turn ending in sight; leaves nobody stuck');

/**
 * A bot that builds one maze with the other player: the function `grower`
 * makes for a bot picks each door until the endgame, which leaves nobody
 * stuck; `costNs` a cell, measured.
 */
function builder(grower: (rng: Rng) => (s: State) => number, costNs: number, description: string): BotSpec<State, Move> {
  return {
    description,
    cost: () => costNs,
    make: (rng) => {
      const grow = grower(rng);
      return codeBot(codes, (s) => {
        if (s.sets.count > ENDGAME) {
          const wall = grow(s);
          return wall >= 0 ? wall : corridorDoor(s, rng);
        }
        const doors = endgameDoors(s);
        const kind = doors.filter((d) => !d.strandsThem);
        return pickFirst(rng, doors.filter((d) => d.completes), kind.filter((d) => !d.risksMe), kind, doors);
      });
    },
  };
}
