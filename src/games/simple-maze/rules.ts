/**
 * simple-maze rules (docs/rules.md#simple-maze). The board is width × height cells in typed
 * arrays; each move costs O(1). Besides what the rules need, the state can
 * keep two sets that let bots choose in O(1): the frontier (taken cells with
 * an untaken neighbour) and the isolated cells (untaken, no untaken
 * neighbour). Keeping them costs a third of a game, and the maze maker never
 * reads them, so they are built when a bot first asks (`botSets`), by
 * replaying the cells in the order they were taken: the same sets, in the
 * same order, as if they had been kept from the start.
 */
import * as z from 'zod';
import type { GameRules, MoveCodes, Outcome, Player, Point, Problem, SizeLimit } from '../../core/game.ts';
import { contains, indexOf, linkTo, ORTHO_DX, ORTHO_DY, orthogonalNeighbours, pointOf, ROOT_LINK, rootPath, treeParents } from '../../core/grid.ts';
import { IndexedSet } from '../../core/indexed-set.ts';
import { winningMoves } from './endgame.ts';
import { type Maze } from '../../core/maze.ts';
import { cellMaze, EAST, SOUTH } from '../../core/cell-maze.ts';
import { formatPoint, movePlayer, point, shaped, twoPlayerParams } from '../../core/params.ts';
import { regionOf, type Region } from '../../core/region.ts';
import type { Rng } from '../../core/rng.ts';

export const params = (limit: SizeLimit) => shaped(twoPlayerParams(limit));
export type Params = z.infer<ReturnType<typeof params>>;

export const move = z.strictObject({ from: point, to: point, player: movePlayer });
export type Move = z.infer<typeof move>;

export interface State {
  width: number;
  height: number;
  /** A shaped board's region (docs/rules.md, shaped boards); null for the whole grid. */
  region: Region | null;
  /** The board's cells: the region's squares, or width × height. */
  cells: number;
  /**
   * Each cell's entry: 0 while it is untaken, then its link to the cell it was
   * entered from (core/grid.ts; ROOT_LINK for the first cell), so that the maze is the
   * tree of these links (treeParents). One byte a cell says both: a taken flag
   * and a parent's index were five, 4 MB more of fresh memory at 1000². A
   * cell outside a shaped board's region is OUTSIDE from the start: never
   * untaken, so never a segment's end, and never an origin (isTaken).
   */
  entry: Uint8Array;
  /** Untaken orthogonal neighbours of each cell. */
  untakenNeighbours: Uint8Array;
  passages: Uint8Array;
  /** The cell taken by the previous move (the first cell before the first move). */
  last: number;
  moves: number;
  /** The cells in the order they were taken, the first cell first. */
  order: Int32Array;
  xCells: number[];
  /** Kept from the first time a bot asks for them. */
  sets: BotSets | null;
}

/** What bots choose from in O(1). */
export interface BotSets {
  /** Taken cells with an untaken neighbour. */
  frontier: IndexedSet;
  /** Untaken cells without one. */
  isolated: IndexedSet;
}

/** The entry of a cell outside a shaped board's region: past every link. */
export const OUTSIDE = ROOT_LINK + 1;

/** Whether cell c is taken: entered, not untaken, nor outside the region. */
export const isTaken = (s: State, c: number): boolean => s.entry[c] !== 0 && s.entry[c] !== OUTSIDE;

/**
 * Each cell's neighbours on the board: all of them untaken at the start. On a
 * region, a cell counts its neighbours in the region, one outside it too, so
 * that taking its neighbours brings every count to 0 and no further.
 */
function boardNeighbours(width: number, height: number, region: Region | null): Uint8Array {
  const counts = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      counts[y * width + x] = 4 - +(x === 0) - +(x === width - 1) - +(y === 0) - +(y === height - 1);
    }
  }
  if (!region) return counts;
  const { inside } = region;
  for (let y = 0; y < height; y++) {
    for (let x = 0, c = y * width; x < width; x++, c++) {
      counts[c] = (x > 0 ? inside[c - 1] : 0) + (x < width - 1 ? inside[c + 1] : 0) + (y > 0 ? inside[c - width] : 0) + (y < height - 1 ? inside[c + width] : 0);
    }
  }
  return counts;
}

/** A new board's entries: outside the region, OUTSIDE. */
function boardEntries(n: number, region: Region | null): Uint8Array {
  const entry = new Uint8Array(n);
  if (region) for (let c = 0; c < n; c++) if (!region.inside[c]) entry[c] = OUTSIDE;
  return entry;
}

export function start(params: Params): State {
  const { width, height } = params;
  const n = width * height;
  const region = regionOf(params);
  const first = region?.first ?? 0;
  const s: State = {
    width,
    height,
    region,
    cells: region?.squares ?? n,
    entry: boardEntries(n, region),
    untakenNeighbours: boardNeighbours(width, height, region),
    passages: new Uint8Array(n),
    last: first,
    moves: 0,
    order: new Int32Array(n),
    xCells: [],
    sets: null,
  };
  s.order[0] = first;
  s.entry[first] = ROOT_LINK;
  take(s.width, s.entry, s.untakenNeighbours, null, first);
  return s;
}

/** The bots' sets, built on the first call by taking the cells again in their order on a fresh board. */
export function botSets(s: State): BotSets {
  if (s.sets) return s.sets;
  const n = s.entry.length;
  const sets = { frontier: new IndexedSet(n), isolated: new IndexedSet(n) };
  const taken = boardEntries(n, s.region);
  const untakenNeighbours = boardNeighbours(s.width, s.height, s.region);
  for (let k = 0; k <= s.moves; k++) {
    taken[s.order[k]] = 1;
    take(s.width, taken, untakenNeighbours, sets, s.order[k]);
  }
  return (s.sets = sets);
}

export const isFinished = (s: State) => s.moves === s.cells - 1;

export function toMove(s: State): Player | null {
  return isFinished(s) ? null : (s.moves % 2) + 1;
}

/** The mover must continue from the last cell while it has an untaken neighbour. */
export const isForced = (s: State) => s.untakenNeighbours[s.last] > 0;


/** A cell as [x,y] in a message. */
const at = (s: State, c: number) => formatPoint(pointOf(s.width, c));

const offBoard = (s: State, p: Point): Problem => ({ rule: 'off-board', message: `cell ${formatPoint(p)} is outside the ${s.width}×${s.height} board` });

const offShape = (s: State, c: number): Problem => ({ rule: 'off-board', message: `cell ${at(s, c)} lies outside the shape of the board` });

/** Cell c's problem when it lies off a shaped board's region: an entry is OUTSIDE only there. */
const offRegion = (s: State, c: number): Problem | null => (s.entry[c] === OUTSIDE ? offShape(s, c) : null);

export function check(s: State, m: Move): Problem | null {
  const outside = !contains(s.width, s.height, m.from) ? m.from : !contains(s.width, s.height, m.to) ? m.to : null;
  if (outside) return offBoard(s, outside);
  const from = indexOf(s.width, m.from);
  const to = indexOf(s.width, m.to);
  const off = s.region && (offRegion(s, from) ?? offRegion(s, to));
  if (off) return off;
  const adjacent = Math.abs(m.to[0] - m.from[0]) + Math.abs(m.to[1] - m.from[1]) === 1;
  return checkSegment(s, from, to, adjacent);
}

/**
 * The rules after the board's edge, in the order docs/rules.md gives them, for
 * a segment between two cells on the board (points are built only for a
 * message). Whether the cells are neighbours is the caller's to say: a move
 * code's cells always are.
 */
function checkSegment(s: State, from: number, to: number, adjacent: boolean): Problem | null {
  if (!s.entry[from]) return { rule: 'from-untaken', message: `cell ${at(s, from)} is not taken: a segment must start from a taken cell` };
  if (s.entry[to]) return { rule: 'to-taken', message: `cell ${at(s, to)} is already taken: a segment must end in an untaken cell` };
  if (!adjacent) return { rule: 'not-adjacent', message: `cells ${at(s, from)} and ${at(s, to)} are not orthogonal neighbours` };
  if (from !== s.last && isForced(s))
    return { rule: 'forced-origin', message: `the segment must start from the last cell ${at(s, s.last)}, which still has an untaken neighbour` };
  return null;
}

export function apply(s: State, m: Move): void {
  applySegment(s, indexOf(s.width, m.from), indexOf(s.width, m.to));
}

function applySegment(s: State, from: number, to: number): void {
  const low = Math.min(from, to);
  // A board is at least 2 cells wide: a step of 1 is east or west.
  s.passages[low] |= to - from === 1 || from - to === 1 ? EAST : SOUTH;
  s.entry[to] = linkTo(s.width, to, from);
  take(s.width, s.entry, s.untakenNeighbours, s.sets, to);
  s.last = to;
  s.order[++s.moves] = to;
  if (s.untakenNeighbours[to] === 0) s.xCells.push(to);
}

/** Updates the neighbour counts and the bots' sets, if kept, for cell c, marked taken (non-zero in `taken`), in O(1). */
function take(width: number, taken: Uint8Array, untakenNeighbours: Uint8Array, sets: BotSets | null, c: number): void {
  if (sets) {
    sets.isolated.delete(c);
    if (untakenNeighbours[c] > 0) sets.frontier.add(c);
  }
  const x = c % width;
  if (x + 1 < width) loseUntakenNeighbour(taken, untakenNeighbours, sets, c + 1);
  if (x > 0) loseUntakenNeighbour(taken, untakenNeighbours, sets, c - 1);
  if (c + width < taken.length) loseUntakenNeighbour(taken, untakenNeighbours, sets, c + width);
  if (c >= width) loseUntakenNeighbour(taken, untakenNeighbours, sets, c - width);
}

function loseUntakenNeighbour(taken: Uint8Array, untakenNeighbours: Uint8Array, sets: BotSets | null, n: number): void {
  if (--untakenNeighbours[n] > 0 || !sets) return;
  if (taken[n]) sets.frontier.delete(n);
  else sets.isolated.add(n);
}

export function clone(s: State): State {
  return {
    ...s,
    entry: s.entry.slice(),
    untakenNeighbours: s.untakenNeighbours.slice(),
    passages: s.passages.slice(),
    order: s.order.slice(),
    xCells: s.xCells.slice(),
    sets: s.sets && { frontier: s.sets.frontier.clone(), isolated: s.sets.isolated.clone() },
  };
}


export function outcome(s: State): Outcome | null {
  if (!isFinished(s)) return null;
  const xCount = s.xCells.length;
  const winner = xCount % 2 === 1 ? 1 : 2;
  return {
    winners: [winner],
    scores: { 1: winner === 1 ? 1 : 0, 2: winner === 2 ? 1 : 0 },
    reason: 'parity',
    details: { xCount, xCells: s.xCells.map((c) => pointOf(s.width, c)) },
  };
}

/** Segments the mover may start from: the last cell if forced, else any frontier cell. */
function origins(s: State): number[] {
  if (isForced(s)) return [s.last];
  const { frontier } = botSets(s);
  const out: number[] = [];
  for (let i = 0; i < frontier.size; i++) out.push(frontier.at(i));
  return out.sort((a, b) => a - b);
}

export const segment = (s: State, from: number, to: number): Move => ({
  from: pointOf(s.width, from),
  to: pointOf(s.width, to),
});

export function untakenNeighboursOf(s: State, c: number): number[] {
  return orthogonalNeighbours(s.width, s.height, c).filter((n) => !s.entry[n]);
}

export function legalMoves(s: State): Move[] {
  if (isFinished(s)) return [];
  return origins(s).flatMap((from) => untakenNeighboursOf(s, from).map((to) => segment(s, from, to)));
}

/** Allocation-free: takes the k-th untaken neighbour of a random origin. */
export function randomMove(s: State, rng: Rng): Move {
  const from = isForced(s) ? s.last : randomFrontierCell(s, rng);
  return codes.decode(s, randomStep(s, from, rng));
}

/** A frontier cell at random. */
export function randomFrontierCell(s: State, rng: Rng): number {
  const { frontier } = botSets(s);
  return frontier.at(rng.int(frontier.size));
}

/** The code of a step from `from` to one of its untaken neighbours, chosen uniformly. */
export const randomStep = (s: State, from: number, rng: Rng): number => 4 * from + untakenDirection(s, from, rng.int(s.untakenNeighbours[from]));

/** The direction to the k-th untaken neighbour of c, in the order east, south, west, north. */
function untakenDirection(s: State, c: number, k: number): number {
  const { width, entry: taken } = s;
  const x = c % width;
  if (x + 1 < width && !taken[c + 1]) {
    if (k === 0) return 0;
    k--;
  }
  if (c + width < taken.length && !taken[c + width]) {
    if (k === 0) return 1;
    k--;
  }
  return x > 0 && !taken[c - 1] && k === 0 ? 2 : 3;
}

/**
 * The cell a code steps to (its last two bits are an orthogonal direction), or
 * −1 when that is off the board; with one division at most, as it runs twice a move.
 */
export function codeTarget(s: State, code: number): number {
  const from = code >> 2;
  const { width } = s;
  switch (code & 3) {
    case 0:
      return (from + 1) % width === 0 ? -1 : from + 1;
    case 1:
      return from + width < s.entry.length ? from + width : -1;
    case 2:
      return from % width === 0 ? -1 : from - 1;
    default:
      return from >= width ? from - width : -1;
  }
}

/** Move codes (docs/rules.md): the cell a segment starts from × 4 + the direction of its end (0 east, 1 south, 2 west, 3 north). */
export const codes: MoveCodes<State, Move> = {
  count: (s) => 4 * s.width * s.height,
  encode: (s, m) => 4 * indexOf(s.width, m.from) + ORTHO_DX.findIndex((dx, d) => m.to[0] - m.from[0] === dx && m.to[1] - m.from[1] === ORTHO_DY[d]),
  decode(s, code) {
    const [x, y] = pointOf(s.width, code >> 2);
    return { from: [x, y], to: [x + ORTHO_DX[code & 3], y + ORTHO_DY[code & 3]] };
  },
  check(s, code) {
    const to = codeTarget(s, code);
    if (to < 0) return offBoard(s, codes.decode(s, code).to);
    return (s.region && (offRegion(s, code >> 2) ?? offRegion(s, to))) || checkSegment(s, code >> 2, to, true);
  },
  apply: (s, code) => applySegment(s, code >> 2, codeTarget(s, code)),
};

export function mazes(s: State): Maze[] {
  const last = s.region?.last ?? s.entry.length - 1;
  return [cellMaze(s.width, s.height, s.passages, isFinished(s) ? rootPath(treeParents(s.width, s.entry), last) : undefined, s.region)];
}

/** Exact answers where they are cheap: the whole game tree of up to SOLVE_CELLS untaken cells takes milliseconds. */
const SOLVE_CELLS = 20;

export function solve(s: State): Move[] | null {
  return s.cells - 1 - s.moves <= SOLVE_CELLS ? winningMoves(s) : null;
}

/** The rules as the engine sees them: exactly the members of GameRules (core/game.ts), the helpers above kept out. */
export const rules = { id: 'simple-maze', params, move, start, toMove, check, apply, clone, outcome, legalMoves, randomMove, mazes, codes, search: { solve } } satisfies GameRules<Params, State, Move>;
