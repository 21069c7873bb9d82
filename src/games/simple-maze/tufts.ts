/**
 * simple-maze's easy-maze maker. In this game a walk goes on until its last
 * cell has no untaken neighbour, so every dead end is a cell the board had
 * already closed in, and a wrong turn a solver sees the end of must be a walk
 * that gets closed in after a step or three. This bot plays a plan that makes
 * those: the first walk is the way, a snake across the board in runs a few
 * rows apart (a random staircase on a small board) that ends closed in at the
 * exit; that leaves bands a few rows high between the runs, and they are
 * filled a column at a time with the shortest walks that end closed in, as
 * near the way as can be: one- to four-cell tufts, most of them U-shaped.
 * The seed places the runs, jogs them, turns them short of the side, turns
 * the plan down the board or not and sweeps it from either side, so that
 * each seed's maze is its own.
 *
 * The plan is read off the board as it stands at each move, so a game against
 * another bot stays legal: a way another bot cuts is given up, and a cell no
 * tuft can reach is taken as any bot would.
 */
import { codeBot, type BotSpec } from '../../core/game.ts';
import { treeParents, type ParentOf } from '../../core/grid.ts';
import { keptBeside } from '../../core/kept-beside.ts';
import { snakeWay } from '../../core/snake-way.ts';
import type { Rng } from '../../core/rng.ts';
import { codes, codeTarget, isForced, isTaken, randomFrontierCell, randomStep, type Move, type State } from './rules.ts';

/** Rows between the way's runs at most (bands of up to five rows, tufts from both sides), and at least (a band of two rows takes U-shaped tufts from one side: more to walk). */
const GAP = 6;
const MIN_GAP = 4;
/** One column in this many along an inner run starts a jog of a row up or down and back. */
const JOG = 10;
/**
 * On a frame narrower than TURN_BELOW, a run but the last turns up to TURN − 1
 * columns short of the side, at random, and tufts fill the columns it leaves:
 * a narrow snake has few ways otherwise. Wider ones have ways enough, and a
 * short turn makes a quarter of their mazes miss easy (a level then plays
 * again: a second 600² game ran past the deadline).
 */
const TURN = 3;
const TURN_BELOW = 20;
/** The most rows a jog may leave between two runs: a tuft reaches the middle of five from either side. */
const BAND = 5;
/** The longest tuft looked for through a cell, and the longest when no shorter one ends closed in. */
const SHORT = 4;
const LONG = 6;
/**
 * Boards this long or longer get the snake, and half of those shorter than
 * ALWAYS_SNAKE; the others a staircase, which walks less of a small board.
 * A snake on a board of 12 to 15 has three runs at fixed rows, so few ways:
 * the staircases keep a book of them from repeating (npm run bench:variety).
 */
const SNAKE_LENGTH = 12;
const ALWAYS_SNAKE = 16;

/**
 * The way's cells from [0,0]: a snake of runs across the frame, alternating,
 * an odd number so that the last ends by the exit, or else a random
 * staircase. Both end with a hook that enters the exit with its other
 * neighbour taken, so that the first walk ends there. Worked out on a frame of
 * width × height whose points `cellAt` numbers (see Frame). Null on frames
 * too small for a way.
 */
function way({ width, height, cellAt, snake }: Frame, rng: Rng): number[] | null {
  if (height < 5 || width < 3) return null;
  const cells: number[] = [];
  let [x, y] = [0, 0];
  const to = (tx: number, ty: number) => {
    while (y < ty) cells.push(cellAt(x, y++));
    while (y > ty) cells.push(cellAt(x, y--));
    while (x < tx) cells.push(cellAt(x++, y));
    while (x > tx) cells.push(cellAt(x--, y));
  };
  const last = height - 3;
  if (!snake) {
    // East or south at random, leaning back towards the diagonal.
    while (x < width - 1 || y < last) {
      const east = y >= last || (x < width - 1 && rng.int(x * last < y * (width - 1) ? 3 : 2) !== 0);
      if (east) to(x + 1, y);
      else to(x, y + 1);
    }
  } else {
    const rows = runRows(last, rng);
    for (let i = 0; i < rows.length; i++) {
      to(x, rows[i]);
      const start = x;
      const short = i < rows.length - 1 && width < TURN_BELOW ? rng.int(TURN) : 0;
      const end = i % 2 === 0 ? width - 1 - short : short;
      const dir = end > x ? 1 : -1;
      while (x !== end) {
        const length = 2 + rng.int(3);
        // A jog stays inside the bands on either side (its row ± 1 never meets a neighbouring run) and off the run's ends.
        if (i > 0 && i < rows.length - 1 && x !== start && Math.abs(end - x) > length + 2 && rng.int(JOG) === 0) {
          // Up, where the band above keeps a row and the one below grows to BAND rows at most; down likewise.
          const [above, below] = [rows[i] - rows[i - 1] - 1, rows[i + 1] - rows[i] - 1];
          const [up, down] = [above >= 2 && below < BAND, below >= 2 && above < BAND];
          const dy = up && down ? (rng.int(2) ? 1 : -1) : up ? -1 : down ? 1 : 0;
          if (dy !== 0) {
            to(x, rows[i] + dy);
            to(x + dir * length, y);
            to(x, rows[i]);
            // One step along the run before the next jog, which would go back over this one's last cell.
            to(x + dir, y);
            continue;
          }
        }
        to(x + dir, y);
      }
    }
  }
  to(width - 1, height - 2);
  to(width - 2, height - 2);
  to(width - 2, height - 1);
  to(width - 1, height - 1);
  cells.push(cellAt(x, y));
  return cells;
}

/**
 * The rows of a snake's runs, from row 1 (row 0 is a band of its own) to
 * `last`: the fewest, odd in number, that keep them at most GAP apart, and at
 * least MIN_GAP (or as far apart as three runs can be on a low frame), at
 * rows the seed shuffles. Where the runs fit exactly GAP apart, nothing would
 * shuffle: the first run may start a row lower instead. One run alone where
 * three do not fit two rows apart.
 */
function runRows(last: number, rng: Rng): number[] {
  let first = 1;
  if ((last - first) % GAP === 0 && last - first > GAP) first += rng.int(2);
  const span = last - first;
  // Closer runs on a low frame: one run alone makes the way a plain L.
  const least = Math.min(MIN_GAP, Math.floor(span / 2));
  if (least < 2) return [first];
  let runs = Math.ceil(span / GAP) + 1;
  if (runs % 2 === 0) runs++;
  const gaps = Array.from({ length: runs - 1 }, (_, i) => Math.floor((span * (i + 1)) / (runs - 1)) - Math.floor((span * i) / (runs - 1)));
  // A row moves from one gap to another, again and again, within the bounds.
  for (let k = 0; k < 2 * gaps.length; k++) {
    const [i, j] = [rng.int(gaps.length), rng.int(gaps.length)];
    if (i !== j && gaps[i] > least && gaps[j] < GAP) [gaps[i], gaps[j]] = [gaps[i] - 1, gaps[j] + 1];
  }
  const rows = [first];
  for (const gap of gaps) rows.push(rows[rows.length - 1] + gap);
  return rows;
}

/** A game's plan, kept beside its state: the way, how far it is walked, each cell's depth off it, the tuft being walked. */
interface Plan {
  /** The state's tree: each cell's parent. */
  parentOf: ParentOf;
  way: number[];
  /** The next cell of the way to take; way.length once it is walked or given up. */
  next: number;
  /** Steps from the way (0 on it), for the cells taken so far; −1 for the others. */
  depth: Int32Array;
  /** Moves whose cell's depth is known. */
  seen: number;
  /** The board as the way was planned: turned over its diagonal or not (see way). */
  frame: Frame;
  /** The first cell, column by column of the frame, that may be untaken. */
  sweep: number;
  /** The tuft being walked: its cells from the one it starts at; `step` is the index of the last one taken. */
  tuft: number[];
  step: number;
}

/** The board as the way is planned on it: itself, or turned over its diagonal (x and y swapped), for runs down it. */
interface Frame {
  width: number;
  height: number;
  cellAt: (x: number, y: number) => number;
  /** A snake of runs, or a staircase. */
  snake: boolean;
  /** Whether the tufts are swept in from the frame's last column rather than its first: they face the other way. */
  fromEnd: boolean;
}

const plans = keptBeside<State, Plan>();

/**
 * The frame at random: half the mazes have their runs down the board, and
 * half their tufts facing the other way. A snake needs five rows for its runs
 * and the hook: a board that has them one way only is planned that way.
 */
function frameOf(s: State, rng: Rng): Frame {
  const { width, height } = s;
  const long = Math.max(width, height);
  const snake = long >= ALWAYS_SNAKE || (long >= SNAKE_LENGTH && rng.int(2) === 0);
  const plain = { width, height, cellAt: (x: number, y: number) => y * width + x };
  const turned = { width: height, height: width, cellAt: (x: number, y: number) => x * width + y };
  let frame = rng.int(2) === 0 ? plain : turned;
  if (snake && frame.height < 5) frame = frame === plain ? turned : plain;
  // Between a snake's runs either way serves; a staircase's corners fill best from the entrance's side.
  return { ...frame, snake, fromEnd: snake && rng.int(2) === 1 };
}

/** The orthogonal neighbour of c in direction d (the move codes' order: east, south, west, north), or −1 off the board. */
const neighbour = (s: State, c: number, d: number): number => codeTarget(s, 4 * c + d);

const untaken = (s: State, c: number) => c >= 0 && s.entry[c] === 0;

/**
 * The cells of a path being searched, without allocating: a tuft grows both
 * ways from the cell it must pass through, which sits at CENTRE (the cells
 * before it below, the cells after it above), so its cells are always one run
 * of this array.
 */
const CENTRE = LONG;
const PATH = new Int32Array(2 * LONG + 1);

/** Whether cell n is one of PATH[lo..hi]. */
function onPath(n: number, lo: number, hi: number): boolean {
  for (let k = lo; k <= hi; k++) if (PATH[k] === n) return true;
  return false;
}

/** Whether a walk along PATH[lo..hi] stops at its end: every neighbour of the end is taken or on the path. */
function closedIn(s: State, lo: number, hi: number): boolean {
  for (let d = 0; d < 4; d++) {
    const n = neighbour(s, PATH[hi], d);
    if (untaken(s, n) && !onPath(n, lo, hi)) return false;
  }
  return true;
}

/**
 * The best tuft through cell u: a path of untaken cells of at most `most`
 * cells containing u, entered from a taken neighbour of its first cell, whose
 * last cell is then closed in. Best: the shallowest deepest cell (three steps
 * off the way or fewer all count as three, a solver sees their end), then
 * the fewest cells; ties at random. Null when there is none.
 */
function tuftThrough(s: State, plan: Plan, u: number, most: number, rng: Rng): number[] | null {
  let best: number[] | null = null;
  let bestKey = Infinity;
  let ties = 0;
  const consider = (lo: number, hi: number) => {
    if (!closedIn(s, lo, hi)) return;
    let from = -1;
    for (let d = 0; d < 4; d++) {
      const n = neighbour(s, PATH[lo], d);
      if (n >= 0 && isTaken(s, n) && (from < 0 || plan.depth[n] < plan.depth[from])) from = n;
    }
    if (from < 0) return;
    const cells = hi - lo + 1;
    const key = Math.max(plan.depth[from] + cells, 3) * 16 + cells;
    if (key < bestKey) [bestKey, ties] = [key, 1];
    else if (key !== bestKey || rng.int(++ties) !== 0) return;
    best = [from, ...PATH.subarray(lo, hi + 1)];
  };
  // Every simple path through u: a head grown back from u (below CENTRE), then for each head a tail grown on (above).
  const grow = (lo: number, hi: number) => {
    consider(lo, hi);
    if (hi - lo + 1 >= most) return;
    for (let d = 0; d < 4; d++) {
      const n = neighbour(s, PATH[hi], d);
      if (untaken(s, n) && !onPath(n, lo, hi)) {
        PATH[hi + 1] = n;
        grow(lo, hi + 1);
      }
    }
  };
  const heads = (lo: number) => {
    grow(lo, CENTRE);
    if (CENTRE - lo + 1 >= most) return;
    for (let d = 0; d < 4; d++) {
      const n = neighbour(s, PATH[lo], d);
      if (untaken(s, n) && !onPath(n, lo, CENTRE)) {
        PATH[lo - 1] = n;
        heads(lo - 1);
      }
    }
  };
  PATH[CENTRE] = u;
  heads(CENTRE);
  return best;
}

/** The shortest way on from the last cell (at most LONG cells) that ends closed in, ties at random; else one step. */
function closingWalk(s: State, rng: Rng): number[] {
  PATH[0] = s.last;
  for (let most = 1; most <= LONG; most++) {
    let best: number[] | null = null;
    let ties = 0;
    const grow = (hi: number) => {
      if (closedIn(s, 0, hi)) {
        if (rng.int(++ties) === 0) best = Array.from(PATH.subarray(0, hi + 1));
        return;
      }
      if (hi + 1 >= most) return;
      for (let d = 0; d < 4; d++) {
        const n = neighbour(s, PATH[hi], d);
        if (untaken(s, n) && !onPath(n, 0, hi)) {
          PATH[hi + 1] = n;
          grow(hi + 1);
        }
      }
    };
    grow(0);
    if (best) return best;
  }
  return [s.last, codeTarget(s, randomStep(s, s.last, rng))];
}

/** The code of the step from `from` to its neighbour `to`. */
function stepCode(s: State, from: number, to: number): number {
  let d = 0;
  while (neighbour(s, from, d) !== to) d++;
  return 4 * from + d;
}

/** A game's plan, made when a bot first moves in it. */
function newPlan(s: State, rng: Rng): Plan {
  const depth = new Int32Array(s.entry.length).fill(-1);
  depth[s.order[0]] = 0;
  const frame = frameOf(s, rng);
  // On a shaped board, a snake through its region (the walk may go on past the exit: a branch beside it, no harm).
  const cells = (s.region ? snakeWay(s.region, GAP, rng) : way(frame, rng)) ?? [s.order[0]];
  return { parentOf: treeParents(s.width, s.entry), way: cells, next: 1, depth, seen: 0, frame, sweep: 0, tuft: [], step: 0 };
}

/** The plan's next move, read off the board as it stands. */
function nextCode(s: State, plan: Plan, rng: Rng): number {
  // The depth of each cell taken since: on the way, or one more than the cell it was entered from.
  for (; plan.seen < s.moves; plan.seen++) {
    const c = s.order[plan.seen + 1];
    plan.depth[c] = plan.next < plan.way.length && c === plan.way[plan.next] ? (plan.next++, 0) : plan.depth[plan.parentOf(c)] + 1;
  }
  if (plan.next < plan.way.length && !untaken(s, plan.way[plan.next])) plan.next = plan.way.length;
  const { tuft } = plan;
  if (isForced(s)) {
    if (plan.next < plan.way.length && s.last === plan.way[plan.next - 1]) return stepCode(s, s.last, plan.way[plan.next]);
    if (!(tuft[plan.step] === s.last && untaken(s, tuft[plan.step + 1]))) [plan.tuft, plan.step] = [closingWalk(s, rng), 0];
    plan.step++;
    return stepCode(s, plan.tuft[plan.step - 1], plan.tuft[plan.step]);
  }
  // A free move: the way's walk has ended (at the exit, unless another bot cut it short).
  plan.next = plan.way.length;
  while (s.entry[sweepCell(plan.frame, plan.sweep)]) plan.sweep++;
  const u = sweepCell(plan.frame, plan.sweep);
  const found = tuftThrough(s, plan, u, SHORT, rng) ?? tuftThrough(s, plan, u, LONG, rng);
  if (!found) {
    // No tuft reaches u (another bot's moves can leave it so): any cell that has room.
    plan.tuft = [];
    return randomStep(s, randomFrontierCell(s, rng), rng);
  }
  [plan.tuft, plan.step] = [found, 1];
  return stepCode(s, found[0], found[1]);
}

/** The k-th cell of the sweep: column by column of the frame, each from the top. */
const sweepCell = ({ width, height, cellAt, fromEnd }: Frame, k: number) => cellAt(fromEnd ? width - 1 - Math.floor(k / height) : Math.floor(k / height), k % height);

export function tuftsBot(): BotSpec<State, Move> {
  return {
    description: 'builds an easy maze: the way snakes across the board, and every other cell is on a short tuft closed in after a step or three, so a solver sees the end of nearly every wrong turn',
    cost: () => 1_000,
    make: (rng: Rng) => {
      const planOf = plans((s) => newPlan(s, rng));
      return codeBot(codes, (s) => nextCode(s, planOf(s), rng));
    },
  };
}
