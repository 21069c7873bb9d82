/**
 * labyrinthine-loop rules (docs/rules.md#labyrinthine-loop). Each round is a fresh board of
 * width × height dots; the move list is flat, each round exactly width·height
 * moves: the offense's opening, width·height − 2 growth moves in turn order,
 * the offense's closing. The segments form a tree; the closing segment makes
 * one loop whose dots the offense scores. Tree distances come from jump
 * pointers, set in O(1) as each dot joins, so no query rescans the board;
 * the closing measures all its candidate loops in one pass (closing-loops.ts).
 */
import * as z from 'zod';
import type { GameRules, MoveCodes, Outcome, Player, Point, Problem, SizeLimit } from '../../core/game.ts';
import { adjacencyOf, contains, indexOf, KING_DX, KING_DY, kingDirection, kingMovesOnBoard, kingNeighbours, kingSteps, lowestDirection, pathThrough, pointOf } from '../../core/grid.ts';
import { popcount } from '../../core/bits.ts';
import { IndexedSet } from '../../core/indexed-set.ts';
import { lazyField } from '../../core/lazy-field.ts';
import { linesMaze, type LinesGraph } from '../../core/lines-maze.ts';
import { roundWay } from './round-way.ts';
import { BRIDGE_NUMBERS, Bridges, type Box4, type Maze } from '../../core/maze.ts';
import { codedSteps, Segments, type SegmentVisitor } from '../../core/segments.ts';
import { formatPoint, intIn, movePlayer, point, shaped, side } from '../../core/params.ts';
import { onSquareRim, regionOf, regionSide, squaresRound, type Region } from '../../core/region.ts';
import type { Rng } from '../../core/rng.ts';
import { longestClosings } from './closing-loops.ts';

/** Dots over all rounds: bounds the work of one game. */
export const MAX_TOTAL_DOTS = 2_000_000;

export const params = (limit: SizeLimit) =>
  shaped(
    z.strictObject({
      width: side(limit),
      height: side(limit),
      players: intIn(2, 8).default(2).meta({ description: 'players; each is the offense in `rounds` rounds' }),
      rounds: intIn(1, 10).default(1).meta({ description: 'rounds each player plays as the offense, each on a fresh board' }),
    }),
    loopless,
  ).refine((p) => p.width * p.height * p.players * p.rounds <= MAX_TOTAL_DOTS, {
      message: `width × height × players × rounds must be at most ${MAX_TOTAL_DOTS}`,
      path: ['width'],
    });
export type Params = z.infer<ReturnType<typeof params>>;

/**
 * Why a shaped board has no closing move, or null: a closing needs two
 * adjacent dots the tree leaves unjoined, and its dots' king moves form a
 * tree exactly when no corner has three of its squares round it (the region,
 * one piece through edges, is then a straight strip).
 */
const loopless = (region: Region): string | null =>
  squaresRound(region).some((k) => k >= 3) ? null : 'the shape is a straight strip one square wide: its dots make no loop, so a round could never close';

export const move = z.strictObject({ from: point, to: point, player: movePlayer });
export type Move = z.infer<typeof move>;

export interface RoundResult {
  round: number;
  offense: Player;
  score: number;
  loop: Point[];
}

export interface State {
  width: number;
  height: number;
  /** A shaped board's region (docs/rules.md, shaped boards); null for the whole grid. Clones share it. */
  region: Region | null;
  /** The dots on the board, in reading order, on a shaped board (null on the whole grid). */
  dotList: Int32Array | null;
  /** Dots a round: width·height, or the region's squares. */
  dots: number;
  /** The first dot and the last in reading order: the maze's entrance and exit. */
  firstDot: number;
  lastDot: number;
  players: number;
  rounds: number;
  /** The round being played (0-based); equals players·rounds once the game is over. */
  round: number;
  /** Moves made in this round. */
  step: number;
  touched: Uint8Array;
  /** Segments at each dot, one bit per direction. */
  joined: Uint8Array;
  /** Diagonals in the unit square whose top-left dot this is: 1 "\\", 2 "/". */
  diagonals: Uint8Array;
  depth: Int32Array;
  /** Each dot's parent in the tree (the root is its own). */
  parent: Int32Array;
  /**
   * Jump pointers (Myers 1983): each dot's ancestor some way up, chosen from
   * its parent's so that any ancestor is O(log depth) jumps and steps away;
   * one number a dot, where a binary lifting table takes log n.
   */
  jump: Int32Array;
  /**
   * Touched dots with an untouched neighbour, kept from the first time a bot
   * asks (frontierOf), which the maker does not: keeping it cost a tenth of a
   * maker game. Not enumerable (keptFrontier): what the round's moves say
   * already, so two states with the same moves are equal, kept or not.
   */
  frontier: IndexedSet | null;
  /**
   * Each dot's directions (bits, as onBoard's) to its untouched neighbours, 0
   * when it has no room: a growth move picks from one byte, where reading its
   * eight neighbours' touched bytes made a maker game slower.
   */
  untouchedMoves: Uint8Array;
  /**
   * The board's: each dot's king moves that stay on it, one bit a direction
   * (core/grid.ts kingMovesOnBoard), and each direction's step between dot
   * numbers. A move's dot is then found without a division. Clones share them.
   */
  onBoard: Uint8Array;
  steps: number[];
  /**
   * This round's segments as their move codes, in order (`step` of them so
   * far, room for all width·height): integers, where a small array a segment
   * cost more to allocate and collect than the rest of the move, and which a
   * search's clone copies at little cost.
   */
  played: Int32Array;
  /**
   * Whether this round's tree has grown depth-first so far: each growth move
   * from the dot the last one reached, or, where that dot and the ones above
   * it had no room left, from the nearest with room. Every two neighbours are
   * then an ancestor and its descendant, which the closing reads
   * (closing-loops.ts byAncestry).
   */
  depthFirst: boolean;
  /** The codes of this round's diagonals that crossed the other diagonal of their square: bridges, made only for a maze. */
  crossings: number[];
  results: RoundResult[];
  /** Each finished round's drawing and its way (round-way.ts); its maze is built only when asked for (not in replays or playouts). */
  boards: { played: Int32Array; crossings: number[]; way: Int32Array }[];
  totals: number[];
}

export function start(p: Params): State {
  const n = p.width * p.height;
  const region = regionOf(p);
  const s: State = {
    width: p.width,
    height: p.height,
    region,
    dotList: region && dotsOf(region),
    dots: region ? region.squares : n,
    firstDot: region ? region.first : 0,
    lastDot: region ? region.last : n - 1,
    players: p.players,
    rounds: p.rounds,
    round: 0,
    step: 0,
    touched: new Uint8Array(n),
    joined: new Uint8Array(n),
    diagonals: new Uint8Array(n),
    depth: new Int32Array(n),
    parent: new Int32Array(n),
    jump: new Int32Array(n),
    frontier: null,
    untouchedMoves: new Uint8Array(n),
    onBoard: region ? kingMovesOnShape(region) : kingMovesOnBoard(p.width, p.height),
    steps: kingSteps(p.width),
    played: new Int32Array(0),
    depthFirst: true,
    crossings: [],
    results: [],
    boards: [],
    totals: new Array(p.players).fill(0),
  };
  newBoard(s);
  return keptFrontier(s, null);
}

/** A region's dots (its squares' numbers), in reading order. */
function dotsOf({ inside, squares }: Region): Int32Array {
  const list = new Int32Array(squares);
  for (let v = 0, k = 0; v < inside.length; v++) if (inside[v]) list[k++] = v;
  return list;
}

/** Each dot's king moves to dots of the region (none from a dot outside it), as kingMovesOnBoard's. */
function kingMovesOnShape({ width, height, inside }: Region): Uint8Array {
  const moves = kingMovesOnBoard(width, height);
  const steps = kingSteps(width);
  for (let v = 0; v < moves.length; v++) {
    if (!inside[v]) {
      moves[v] = 0;
      continue;
    }
    for (let open = moves[v]; open !== 0; open &= open - 1) {
      const d = lowestDirection(open);
      if (!inside[v + steps[d]]) moves[v] &= ~(1 << d);
    }
  }
  return moves;
}

/** `s` with `frontier` as its frontier, a property JSON and deep equality do not see. */
const keptFrontier = (s: State, frontier: IndexedSet | null): State =>
  Object.defineProperty(s, 'frontier', { value: frontier, writable: true, enumerable: false, configurable: true });

function newBoard(s: State): void {
  s.touched.fill(0);
  s.joined.fill(0);
  s.diagonals.fill(0);
  // The frontier, if kept, is empty again (the last round touched every dot): it serves as it is.
  s.untouchedMoves.set(s.onBoard);
  s.played = new Int32Array(s.dots);
  s.depthFirst = true;
  s.crossings = [];
  s.step = 0;
}

/**
 * The frontier, built on the first call by touching this round's dots again
 * in their order on a fresh board: the same set, in the same order, as if it
 * had been kept from the start.
 */
export function frontierOf(s: State): IndexedSet {
  if (s.frontier) return s.frontier;
  const n = dotsPerRound(s);
  const frontier = new IndexedSet(s.width * s.height);
  const untouched = s.onBoard.slice();
  // The opening touched its first dot, then its second; each growth move since, the dot it went to. The closing touches none.
  if (s.step > 0) touch(s, untouched, frontier, s.played[0] >> 3);
  for (let k = 0; k < Math.min(s.step, n - 1); k++) touch(s, untouched, frontier, codeTarget(s, s.played[k]));
  return (s.frontier = frontier);
}

const dotsPerRound = (s: State) => s.dots;
export const offense = (s: State): Player => (s.round % s.players) + 1;
export const phase = (s: State): 'opening' | 'growth' | 'closing' =>
  s.step === 0 ? 'opening' : s.step < dotsPerRound(s) - 1 ? 'growth' : 'closing';

export function toMove(s: State): Player | null {
  if (s.round === s.players * s.rounds) return null;
  if (s.step === 0 || phase(s) === 'closing') return offense(s);
  return ((offense(s) + s.step - 1) % s.players) + 1;
}

const dot = (s: State, p: Point) => indexOf(s.width, p);
const dotPoint = (s: State, v: number): Point => pointOf(s.width, v);
const onBoard = (s: State, p: Point) => contains(s.width, s.height, p) && (s.region === null || s.region.inside[indexOf(s.width, p)] === 1);

/** The dots next to v (king moves: direction d's opposite is d ^ 4), with the direction to each: for the move lists, not the hot paths. */
const neighbours = (s: State, v: number): [number, number][] =>
  s.region === null ? kingNeighbours(s.width, s.height, v) : s.region.inside[v] ? kingNeighbours(s.width, s.height, v).filter(([w]) => s.region!.inside[w]) : [];

export function check(s: State, m: Move): Problem | null {
  for (const p of [m.from, m.to]) if (!onBoard(s, p)) return offBoard(s, p);
  return checkStep(s, dot(s, m.from), dot(s, m.to), kingDirection(m.from, m.to));
}

const offBoard = (s: State, p: Point): Problem => ({
  rule: 'off-board',
  message: contains(s.width, s.height, p) ? `dot ${formatPoint(p)} lies outside the shape` : `dot ${formatPoint(p)} is outside the ${s.width}×${s.height} board`,
});

/** A dot as [x,y] in a message. */
const at = (s: State, v: number) => formatPoint(dotPoint(s, v));

const notAdjacent = (s: State, a: number, b: number): Problem => ({
  rule: 'not-adjacent',
  message: `dots ${at(s, a)} and ${at(s, b)} are not neighbours (a king's move apart)`,
});

/** The rules for a segment between dots a and b on the board, d the direction from a to b (−1: not neighbours). */
function checkStep(s: State, a: number, b: number, d: number): Problem | null {
  switch (phase(s)) {
    case 'opening':
      return d < 0 ? notAdjacent(s, a, b) : null;
    case 'growth':
      if (!s.touched[a]) return { rule: 'from-untouched', message: `dot ${at(s, a)} has no segment yet: grow from a touched dot` };
      if (s.touched[b]) return { rule: 'to-touched', message: `dot ${at(s, b)} already has a segment: grow to an untouched dot` };
      return d < 0 ? notAdjacent(s, a, b) : null;
    case 'closing':
      if (d < 0) return notAdjacent(s, a, b);
      if (s.joined[a] & (1 << d)) return { rule: 'already-joined', message: `dots ${at(s, a)} and ${at(s, b)} are already joined by a segment` };
      return null;
  }
}

export function apply(s: State, m: Move): void {
  applyStep(s, dot(s, m.from), dot(s, m.to), kingDirection(m.from, m.to));
}

function applyStep(s: State, a: number, b: number, d: number): void {
  const closing = phase(s) === 'closing';
  if (s.step === 0) attach(s, a, a);
  else if (!closing && s.depthFirst) s.depthFirst = keepsDepthFirst(s, codeTarget(s, s.played[s.step - 1]), a);
  if (!closing) attach(s, b, a);
  s.joined[a] |= 1 << d;
  s.joined[b] |= 1 << (d ^ 4);
  crossing(s, 8 * a + d, a, b);
  s.played[s.step] = 8 * a + d;
  s.step++;
  if (closing) closeRound(s, a, b);
}

/**
 * Whether growing from dot `from`, after a move that reached dot `last`,
 * keeps the tree depth-first: `from` is `last` or an ancestor of it, and
 * every dot between (those left behind for good) has no room. The walk up
 * passes each dot once in a round while the tree grows so, and stops at the
 * first that breaks it, after which nobody asks.
 */
function keepsDepthFirst({ parent, untouchedMoves }: State, last: number, from: number): boolean {
  for (let u = last; u !== from; u = parent[u]) if (untouchedMoves[u] !== 0 || parent[u] === u) return false;
  return true;
}

/** The dot a code steps to (its last three bits are a king direction), or −1 when that is off the board. */
export const codeTarget = (s: State, code: number): number => ((s.onBoard[code >> 3] >> (code & 7)) & 1 ? (code >> 3) + s.steps[code & 7] : -1);

/** Move codes (docs/rules.md): the dot a segment starts from × 8 + the direction of its end (0 east, 1 south-east, … 7 north-east, clockwise). */
export const codes: MoveCodes<State, Move> = {
  count: (s) => 8 * dotsPerRound(s),
  encode: (s, m) => 8 * dot(s, m.from) + kingDirection(m.from, m.to),
  decode(s, code) {
    const [x, y] = dotPoint(s, code >> 3);
    return { from: [x, y], to: [x + KING_DX[code & 7], y + KING_DY[code & 7]] };
  },
  check(s, code) {
    const to = codeTarget(s, code);
    if (to >= 0) return checkStep(s, code >> 3, to, code & 7);
    const { from, to: end } = codes.decode(s, code);
    return offBoard(s, onBoard(s, from) ? end : from);
  },
  apply: (s, code) => applyStep(s, code >> 3, codeTarget(s, code), code & 7),
  play(s, code) {
    const to = codeTarget(s, code);
    if (to < 0) return codes.check(s, code);
    const problem = checkStep(s, code >> 3, to, code & 7);
    if (problem === null) applyStep(s, code >> 3, to, code & 7);
    return problem;
  },
};

/** Dot v joins the tree below `parent` (a root is its own parent). */
function attach(s: State, v: number, parent: number): void {
  const { depth, jump } = s;
  s.touched[v] = 1;
  s.parent[v] = parent;
  if (v === parent) {
    depth[v] = 0;
    jump[v] = v;
  } else {
    // Two equal jumps in a row above the parent merge into one from here: jump lengths grow as 2^k − 1.
    const [j, above] = [jump[parent], depth[parent]];
    const jj = jump[j];
    depth[v] = above + 1;
    // jump[j] where the two are equal, else the parent: chosen by arithmetic, as a branch on it was often guessed wrong.
    jump[v] = parent ^ ((parent ^ jj) & -Number(above - depth[j] === depth[j] - depth[jj]));
  }
  touch(s, s.untouchedMoves, s.frontier, v);
}

/** Dot v is touched: each neighbour's move to it leads to a touched dot now, and the frontier, where it is kept, follows. */
function touch({ onBoard, steps, width }: State, untouched: Uint8Array, frontier: IndexedSet | null, v: number): void {
  if (frontier === null && onBoard[v] === 255) {
    // Off the edges, with no frontier kept (the maker's games): the eight written out, row by row (the neighbour to the
    // north-west reaches v south-east, and so on), where a walk over the moves' bits cost a tenth of a game.
    untouched[v - width - 1] &= ~(1 << SE);
    untouched[v - width] &= ~(1 << S);
    untouched[v - width + 1] &= ~(1 << SW);
    untouched[v - 1] &= ~(1 << E);
    untouched[v + 1] &= ~(1 << W);
    untouched[v + width - 1] &= ~(1 << NE);
    untouched[v + width] &= ~(1 << N);
    untouched[v + width + 1] &= ~(1 << NW);
    return;
  }
  frontier?.delete(v);
  for (let moves = onBoard[v]; moves !== 0; moves &= moves - 1) {
    const d = lowestDirection(moves);
    const w = v + steps[d];
    // From w, v lies the opposite way: d ^ 4.
    if ((untouched[w] &= ~(1 << (d ^ 4))) === 0) frontier?.delete(w);
  }
  if (frontier && untouched[v] !== 0) frontier.add(v);
}

/** The king directions, as numbered by core/grid.ts (KING_DX, KING_DY). */
const [E, SE, S, SW, W, NW, N, NE] = [0, 1, 2, 3, 4, 5, 6, 7];

/** Whether a diagonal's code runs "\" (south-east or north-west: directions 1 and 5) rather than "/". */
const falls = (code: number) => (code & 3) === 1;

/**
 * A diagonal crossing the other diagonal of its unit square makes a bridge:
 * the newer, this one (its code), passes over. Asked of every segment, and
 * worked out without a branch on whether it is diagonal (half are, at
 * random): a segment along the grid marks no square.
 */
function crossing(s: State, code: number, a: number, b: number): void {
  const falling = Number(falls(code));
  // "\" 1, "/" 2, along the grid 0.
  const mark = (code & 1) << (1 - falling);
  // The square's top-left dot is the lower-numbered end's, moved west when the other end lies west of it ("/"). A
  // segment along the grid reads (and leaves as it was) a square beside it, never one before the first.
  const square = Math.max(0, Math.min(a, b) - 1 + falling);
  const before = s.diagonals[square];
  s.diagonals[square] = before | mark;
  // Each diagonal is drawn once: a square is crossed when its second one comes.
  if ((before | mark) === 3 && before !== 3) s.crossings.push(code);
}

/** The bridges the crossing diagonals' codes make on a board `width` dots wide: each over the other diagonal of its square. */
function bridges(width: number, crossings: readonly number[]): Bridges {
  const n = new Float64Array(BRIDGE_NUMBERS * crossings.length);
  for (let i = 0, k = 0; i < crossings.length; i++, k += BRIDGE_NUMBERS) {
    const code = crossings[i];
    const from = code >> 3;
    const x1 = from % width;
    const y1 = (from - x1) / width;
    const x2 = x1 + KING_DX[code & 7];
    const y2 = y1 + KING_DY[code & 7];
    const x = Math.min(x1, x2);
    const y = Math.min(y1, y2);
    n[k] = x + 0.5;
    n[k + 1] = y + 0.5;
    n[k + 2] = x1;
    n[k + 3] = y1;
    n[k + 4] = x2;
    n[k + 5] = y2;
    // Under a "\" the "/" of its square, under a "/" the "\".
    const falling = falls(code);
    n[k + 6] = x;
    n[k + 7] = falling ? y + 1 : y;
    n[k + 8] = x + 1;
    n[k + 9] = falling ? y : y + 1;
  }
  return new Bridges(n);
}

/** The lowest common ancestor: the deeper dot rises to the other's depth, then both together, jumping where that does not overshoot. */
function lca(s: State, a: number, b: number): number {
  const { depth, parent, jump } = s;
  if (depth[a] < depth[b]) [a, b] = [b, a];
  while (depth[a] > depth[b]) a = depth[jump[a]] >= depth[b] ? jump[a] : parent[a];
  // At equal depths jumps have equal lengths: they meet where their jumps first agree.
  while (a !== b) {
    if (jump[a] !== jump[b]) [a, b] = [jump[a], jump[b]];
    else [a, b] = [parent[a], parent[b]];
  }
  return a;
}

/** The tree path from dot a to dot b in order: its common ancestor and length from the jump pointers, only the path walked. */
function treeWay(s: State, a: number, b: number): Int32Array {
  const top = lca(s, a, b);
  return pathThrough((v) => s.parent[v], a, b, top, s.depth[a] + s.depth[b] - 2 * s.depth[top] + 1);
}

/** Dots on the loop that a segment a–b would close: the tree distance + 1. */
export const loopSize = (s: State, a: number, b: number) => s.depth[a] + s.depth[b] - 2 * s.depth[lca(s, a, b)] + 1;

/** The closing segment a–b ends the round: the loop it makes (the tree path from a to b, in order) scores for the offense. */
function closeRound(s: State, a: number, b: number): void {
  const loop = treeWay(s, a, b);
  const o = offense(s);
  s.results.push(roundResult(s.round + 1, o, loop, s.width));
  s.totals[o - 1] += loop.length;
  // The way now, while the round's tree is at hand (the next round's takes its place): in replays and playouts too,
  // where it costs the way's length and nothing an mcts game can measure.
  const tree = { parent: s.parent, path: (u: number, v: number) => treeWay(s, u, v), distance: (u: number, v: number) => loopSize(s, u, v) - 1 };
  s.boards.push({ played: s.played, crossings: s.crossings, way: roundWay(s.played, s.steps, tree, s.firstDot, s.lastDot) });
  s.round++;
  if (s.round < s.players * s.rounds) newBoard(s);
}

/** A round's result, its loop's points made when first read (a JSON answer reads them, a drawing does not): a loop may pass tens of thousands of dots. */
const roundResult = (round: number, offense: Player, dots: Int32Array, width: number): RoundResult =>
  lazyField({ round, offense, score: dots.length } as RoundResult, 'loop', () => Array.from(dots, (v) => pointOf(width, v)));

export function clone(s: State): State {
  const copy: State = {
    ...s,
    touched: s.touched.slice(),
    joined: s.joined.slice(),
    diagonals: s.diagonals.slice(),
    depth: s.depth.slice(),
    parent: s.parent.slice(),
    jump: s.jump.slice(),
    untouchedMoves: s.untouchedMoves.slice(),
    played: s.played.slice(),
    crossings: s.crossings.slice(),
    results: s.results.slice(),
    boards: s.boards.slice(),
    totals: s.totals.slice(),
  };
  // Not copied by the spread, which sees only what is enumerable.
  return keptFrontier(copy, s.frontier && s.frontier.clone());
}

export function outcome(s: State): Outcome | null {
  if (toMove(s) !== null) return null;
  const best = Math.max(...s.totals);
  return {
    winners: s.totals.flatMap((t, i) => (t === best ? [i + 1] : [])),
    scores: Object.fromEntries(s.totals.map((t, i) => [i + 1, t])),
    reason: 'loops',
    details: { rounds: s.results },
  };
}

const segmentMove = (s: State, a: number, b: number): Move => ({ from: dotPoint(s, a), to: dotPoint(s, b) });

/** Closing segments: pairs of neighbouring dots not yet joined, each once. */
export function closings(s: State): [number, number][] {
  const out: [number, number][] = [];
  for (let v = 0; v < s.width * s.height; v++) {
    for (const [w, d] of neighbours(s, v)) if (d < 4 && !(s.joined[v] & (1 << d))) out.push([v, w]);
  }
  return out;
}

/**
 * The code of the closing segment with the longest loop: every bot closes so.
 * Ties at random, in the order of `closings`.
 */
export function closingCode(s: State, rng: Rng): number {
  const segments = longestClosings(s);
  // segments[k] = 4v + d is the segment from v in direction d.
  const segment = segments[rng.int(segments.length)];
  return 8 * (segment >> 2) + (segment & 3);
}

export const bestClosing = (s: State, rng: Rng): Move => codes.decode(s, closingCode(s, rng));

export function legalMoves(s: State): Move[] {
  if (toMove(s) === null) return [];
  const n = s.width * s.height;
  const pairs: [number, number][] = [];
  if (phase(s) === 'closing') return closings(s).map(([a, b]) => segmentMove(s, a, b));
  for (let v = 0; v < n; v++) {
    if (phase(s) === 'growth' && (!s.touched[v] || s.untouchedMoves[v] === 0)) continue;
    for (const [w] of neighbours(s, v)) if (phase(s) === 'opening' || !s.touched[w]) pairs.push([v, w]);
  }
  return pairs.map(([a, b]) => segmentMove(s, a, b));
}

/** Growth at random in O(1); the opening at random; the closing the best one. As a code, which bots play without building the move. */
export function randomCode(s: State, rng: Rng): number {
  switch (phase(s)) {
    case 'closing':
      return closingCode(s, rng);
    case 'opening':
      return growthCode(s, s.dotList === null ? rng.int(dotsPerRound(s)) : s.dotList[rng.int(s.dots)], rng);
    case 'growth': {
      const frontier = frontierOf(s);
      return growthCode(s, frontier.at(rng.int(frontier.size)), rng);
    }
  }
}

export const randomMove = (s: State, rng: Rng): Move => codes.decode(s, randomCode(s, rng));

/**
 * The code of a segment from dot `from` to one of its untouched neighbours at
 * random (in the opening every neighbour is untouched): the k-th in direction
 * order, k drawn from their count, so no list of them is built.
 */
export function growthCode(s: State, from: number, rng: Rng): number {
  const open = s.untouchedMoves[from];
  return 8 * from + KTH_DIRECTION[8 * open + rng.int(popcount(open))];
}

/** For each set of directions (8 bits) and k < 8, its k-th direction, lowest first: looked up, where a loop clearing k bits ended on a guess. */
const KTH_DIRECTION = Uint8Array.from({ length: 256 * 8 }, (_, i) => {
  let set = i >> 3;
  for (let k = i & 7; k > 0 && set !== 0; k--) set &= set - 1;
  return set === 0 ? 0 : lowestDirection(set);
});

/**
 * A round's segments, listed from their codes on a board `width` dots wide:
 * its numbers (2.9 MB at 300², as fresh memory at 15 µs a page) are built
 * only when read, which a drawing does not, since the round says what a
 * drawing asks of them: their unit steps, how many, and their box, every dot
 * of the board.
 */
function roundSegments(width: number, height: number, played: Int32Array, region: Region | null): Segments {
  const list = (visit: SegmentVisitor) => {
    for (let i = 0; i < played.length; i++) {
      const from = played[i] >> 3;
      const x = from % width;
      const y = (from - x) / width;
      visit(x, y, x + KING_DX[played[i] & 7], y + KING_DY[played[i] & 7]);
    }
  };
  const [x0, y0, x1, y1] = dotBox(width, height, region);
  const box = { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
  return new Segments(list, (bits) => codedSteps(played, width, height, bits), { count: played.length, box });
}

/** The least and greatest x and y of the board's dots: the whole grid's, or the region's squares' top-left corners. */
function dotBox(width: number, height: number, region: Region | null): Box4 {
  if (!region) return [0, 0, width - 1, height - 1];
  const [x0, y0, x1, y1] = region.box;
  return [x0, y0, x1 - 1, y1 - 1];
}

export function mazes(s: State): Maze[] {
  // The sides alone, not the state, for the mazes' unit steps: a maze may outlive its game.
  const { width, height, region, firstDot, lastDot } = s;
  return s.boards.map(({ played, crossings, way }) => {
    const maze = linesMaze(
      { width: width - 1, height: height - 1 },
      roundSegments(width, height, played, region),
      { at: pointOf(width, firstDot), side: 'top' },
      { at: pointOf(width, lastDot), side: 'bottom' },
      { bridges: bridges(width, crossings), graph: roundGraph(width, height, played, way, region) },
    );
    if (region) maze.box = dotBox(width, height, region);
    return maze;
  });
}

/** A round's drawing as a graph of its dots, with its way. */
function roundGraph(width: number, height: number, played: Int32Array, way: Int32Array, region: Region | null): LinesGraph {
  const STEP = kingSteps(width);
  return {
    ...(region && { units: { count: region.squares, side: regionSide(region), onRim: (x: number, y: number) => onSquareRim(region, y * width + x) } }),
    points: width * height,
    x: (v) => v % width,
    y: (v) => Math.floor(v / width),
    way,
    kingSteps: width > 2,
    adjacency() {
      const edges = new Int32Array(2 * played.length);
      for (let k = 0; k < played.length; k++) [edges[2 * k], edges[2 * k + 1]] = [played[k] >> 3, (played[k] >> 3) + STEP[played[k] & 7]];
      return adjacencyOf(width * height, edges);
    },
  };
}

/** The round being played (0-based): search playouts stop at its end. */
export const round = (s: State): number => s.round;

/** A player's share of the points scored so far (an even share before any): how a playout that stops after a round stands. */
export function standing(s: State, player: Player): number {
  const sum = s.totals.reduce((a, b) => a + b, 0);
  return sum === 0 ? 1 / s.players : s.totals[player - 1] / sum;
}

/** The rules as the engine sees them: exactly the members of GameRules (core/game.ts), the helpers above kept out. */
export const rules = { id: 'labyrinthine-loop', params, move, start, toMove, check, apply, clone, outcome, legalMoves, randomMove, mazes, codes, search: { round, standing } } satisfies GameRules<Params, State, Move>;
