/**
 * labyrinth rules (docs/rules.md#labyrinth). Cells live in typed arrays; rule 1 is a
 * union–find query. Walls that may still join two components are kept apart
 * (open-walls.ts), which serves random moves, legal-move lists and the stuck
 * test without rescanning every wall on every move. A player can only be
 * stuck when at most 7 components are left (see isStuck), so the test costs
 * nothing before that.
 */
import * as z from 'zod';
import type { GameRules, MoveCodes, Outcome, Player, Point, Problem, SizeLimit } from '../../core/game.ts';
import { contains, EAST_LINK, indexOf, linkTo, NORTH_LINK, pointOf, SOUTH_LINK, treeParents, treePath, WEST_LINK } from '../../core/grid.ts';
import { type Maze } from '../../core/maze.ts';
import { cellMaze, EAST } from '../../core/cell-maze.ts';
import { formatPoint, movePlayer, point, shaped, twoPlayerParams } from '../../core/params.ts';
import { regionOf, type Region } from '../../core/region.ts';
import type { Rng } from '../../core/rng.ts';
import { UnionFind } from '../../core/union-find.ts';
import { isLive, OpenWalls, otherCell } from './open-walls.ts';

export const params = (limit: SizeLimit) => shaped(twoPlayerParams(limit));
export type Params = z.infer<ReturnType<typeof params>>;

export const move = z.union([
  z.strictObject({ door: z.tuple([point, point]), player: movePlayer }),
  z.strictObject({ claim: z.literal('complete'), player: movePlayer }),
]);
export type Move = z.infer<typeof move>;
type Door = Extract<Move, { door: unknown }>;

interface Result {
  reason: 'complete' | 'violation' | 'stuck';
  loser?: Player;
  rule?: string;
}

export interface State {
  width: number;
  height: number;
  /**
   * A shaped board's region (docs/rules.md, shaped boards); null for the whole
   * grid. Its cells are the board; the union–find's count counts only theirs,
   * and no wall with a cell outside it is ever live.
   */
  region: Region | null;
  /** The first cell (the entrance's) and the last (the exit's): 0 and width × height − 1 on the whole grid. */
  first: number;
  last: number;
  passages: Uint8Array;
  /** Doors of each cell (0–4): what the bots weigh a move by, read without looking at the neighbours. */
  doorsAt: Uint8Array;
  /**
   * Each cell's sides (WEST_SIDE…) whose neighbour has a door or is off the
   * board: the maker reads a cell's doorless neighbours, and how many each of
   * those has, from a byte a cell, without a test a side.
   */
  doored: Uint8Array;
  sets: UnionFind;
  /**
   * Each cell's link to its parent in its component's tree of doors: the side
   * the parent lies on, 0 for none (core/grid.ts treeParents). The solution is read off
   * it without a search; a byte a cell, as it is written at nearly every move.
   * Null once a door has joined two trees too big to turn either round in
   * O(1) (see joinTrees).
   */
  tree: Uint8Array | null;
  doors: number;
  /** Each player's previous door as two cells: [p1a, p1b, p2a, p2b], −1 before the first. */
  lastDoor: Int32Array;
  /** Interior walls (cell·2 + 0 east, + 1 south) that may still join two components. */
  open: OpenWalls;
  result: Result | null;
}

export function start(params: Params): State {
  const { width, height } = params;
  const n = width * height;
  const region = regionOf(params);
  const sets = new UnionFind(n);
  // The cells outside the region are sets of their own that never join: the count leaves them out.
  if (region) sets.count = region.squares;
  return {
    width,
    height,
    region,
    first: region ? region.first : 0,
    last: region ? region.last : n - 1,
    passages: new Uint8Array(n),
    doorsAt: new Uint8Array(n),
    doored: region ? regionSides(region) : edgeSides(width, height),
    sets,
    tree: new Uint8Array(n),
    doors: 0,
    lastDoor: new Int32Array(4).fill(-1),
    open: new OpenWalls(width, n, region && region.inside),
    // A region of one square is a maze already, without a door.
    result: region && region.squares === 1 ? { reason: 'complete' } : null,
  };
}

/** Whether a point is a cell of the board: on the grid and, on a shaped board, in its region. */
const onShape = (s: State, p: Point) => contains(s.width, s.height, p) && (!s.region || s.region.inside[indexOf(s.width, p)] === 1);

/** Whether both cells of an interior wall lie in the region (always on the whole grid). */
const wallInside = (inside: Uint8Array, width: number, wall: number) => (inside[wall >> 1] & inside[otherCell(width, wall)]) === 1;

/** The interior wall between two neighbouring cells (codes below): the lower cell × 2, + 1 when the other is below it. */
export const wallBetween = (a: number, b: number): number => 2 * Math.min(a, b) + Number(Math.abs(a - b) !== 1);

export const wallCells = (s: State, wall: number): [number, number] => [wall >> 1, otherCell(s.width, wall)];

const other = (p: Player): Player => 3 - p;

export function toMove(s: State): Player | null {
  return s.result ? null : (s.doors % 2) + 1;
}

const onBoard = (s: State, p: Point) => contains(s.width, s.height, p);

/** Whether a door between cells a and b touches a cell of `player`'s previous door. */
export function touchesLastDoor(s: State, player: Player, a: number, b: number): boolean {
  const p = s.lastDoor[2 * (player - 1)];
  const q = s.lastDoor[2 * (player - 1) + 1];
  return a === p || a === q || b === p || b === q;
}

/** A claim is false whenever it can be made: a complete maze ends the game. */
const falseClaim = (s: State): Problem => ({
  rule: 'false-claim',
  losing: true,
  message: `rule 4: the maze is not complete: cells ${formatPoint(pointOf(s.width, s.first))} and ${formatPoint(pointOf(s.width, unconnectedCell(s)))} are not connected`,
});

export function check(s: State, m: Move): Problem | null {
  if ('claim' in m) return falseClaim(s);
  const [p, q] = m.door;
  if (s.region) return checkOnShape(s, p, q);
  if (!onBoard(s, p) && !onBoard(s, q))
    return { rule: 'off-board', message: `cells ${formatPoint(p)} and ${formatPoint(q)} are both outside the ${s.width}×${s.height} board` };
  if (Math.abs(p[0] - q[0]) + Math.abs(p[1] - q[1]) !== 1)
    return { rule: 'not-adjacent', message: `cells ${formatPoint(p)} and ${formatPoint(q)} are not orthogonal neighbours, so no wall lies between them` };
  const outside = onBoard(s, p) ? q : p;
  if (!onBoard(s, outside)) return outerWall(outside, p, q);
  return doorThrough(s, wallOf(s, p, q), false, [p, q]);
}

/** check on a shaped board: the region's cells are the board, and its boundary the outer wall. */
function checkOnShape(s: State, p: Point, q: Point): Problem | null {
  const [inP, inQ] = [onShape(s, p), onShape(s, q)];
  if (!inP && !inQ)
    return {
      rule: 'off-board',
      message: `cells ${formatPoint(p)} and ${formatPoint(q)} both lie outside the shape of the ${s.width}×${s.height} board: the door lies outside the shape`,
    };
  if (Math.abs(p[0] - q[0]) + Math.abs(p[1] - q[1]) !== 1)
    return { rule: 'not-adjacent', message: `cells ${formatPoint(p)} and ${formatPoint(q)} are not orthogonal neighbours, so no wall lies between them` };
  if (!inP || !inQ) return outerWallOfShape(inP ? q : p, p, q);
  return doorThrough(s, wallOf(s, p, q), false, [p, q]);
}

const outerWallOfShape = (outside: Point, p: Point, q: Point): Problem => ({
  rule: 'outer-wall',
  losing: true,
  message: `rule 3: cell ${formatPoint(outside)} is outside the shape of the board: a door between ${formatPoint(p)} and ${formatPoint(q)} would open the outer wall`,
});

const outerWall = (outside: Point, p: Point, q: Point): Problem => ({
  rule: 'outer-wall',
  losing: true,
  message: `rule 3: cell ${formatPoint(outside)} is outside the board: a door between ${formatPoint(p)} and ${formatPoint(q)} would open the outer wall`,
});

/** The interior wall between two neighbouring cells on the board. */
const wallOf = (s: State, p: Point, q: Point): number => wallBetween(indexOf(s.width, p), indexOf(s.width, q));

/**
 * The rules for a door through an interior wall, and, if it keeps them and
 * `open` is set, the door opened (codes.play). The tests are written out here,
 * not called: a call of them a move was a measurable share of a game. Messages name the
 * wall's cells as the move did (`named`), else as legalMoves writes them:
 * points are built only for a message.
 */
function doorThrough(s: State, wall: number, open: boolean, named?: [Point, Point]): Problem | null {
  const player = toMove(s) as Player;
  const a = wall >> 1;
  const b = otherCell(s.width, wall);
  if (s.passages[a] & passageOf(wall)) return { rule: 'already-open', message: `the wall between ${cellsNamed(s, wall, named)} is already a door` };
  // A cell without doors is a component of its own: no look-up needed, and the maker's doors all lead to one.
  if (s.doorsAt[a] !== 0 && s.doorsAt[b] !== 0 && s.sets.find(a) === s.sets.find(b))
    return { rule: 'loop', losing: true, message: `rule 1: cells ${cellsNamed(s, wall, named)} are already connected, a door between them makes a loop` };
  if (touchesLastDoor(s, player, a, b)) {
    const last = [s.lastDoor[2 * (player - 1)], s.lastDoor[2 * (player - 1) + 1]].map((c) => formatPoint(pointOf(s.width, c)));
    return {
      rule: 'own-last-door',
      losing: true,
      message: `rule 2: the door touches a cell of player ${player}'s previous door between ${last[0]} and ${last[1]}`,
    };
  }
  if (open) openDoor(s, wall);
  return null;
}

/** "[x,y] and [x,y]": a wall's cells as the move named them, or in reading order. */
function cellsNamed(s: State, wall: number, named: [Point, Point] | undefined): string {
  const [p, q] = named ?? (doorMove(s, wall) as Door).door;
  return `${formatPoint(p)} and ${formatPoint(q)}`;
}

/** The first cell of the board, in reading order, not connected to the first cell ([0,0] on the whole grid). */
export function unconnectedCell(s: State): number {
  const root = s.sets.find(s.first);
  const inside = s.region?.inside;
  for (let c = s.first + 1; c < s.passages.length; c++) if ((!inside || inside[c]) && s.sets.find(c) !== root) return c;
  throw new Error('unconnectedCell: the maze is complete');
}

export function apply(s: State, m: Move): void {
  const [p, q] = (m as Door).door;
  openDoor(s, wallOf(s, p, q));
}

function openDoor(s: State, wall: number): void {
  const player = toMove(s) as Player;
  const { tree, sets, doorsAt } = s;
  const a = wall >> 1;
  const b = otherCell(s.width, wall);
  s.passages[a] |= passageOf(wall);
  if (doorsAt[a] * doorsAt[b] === 0) {
    // A cell without doors is a set and a tree of its own: it hangs from the other cell (b when both have none), and
    // its set is joined without a look-up. So go every door the maker opens but a few at the end, half of them each
    // way at random: which cell hangs is worked out without a branch, whose misses a 1000² game could measure.
    const hangsB = Number(doorsAt[b] === 0);
    const fresh = b ^ ((a ^ b) & (hangsB - 1));
    const old = a ^ b ^ fresh;
    if (tree) tree[fresh] = HANGING_LINKS[2 * hangsB + (wall & 1)];
    sets.attach(fresh, old);
    doorsAt[fresh] = 1;
    if (doorsAt[old]++ === 0) markDoored(s, old);
    markDoored(s, fresh);
  } else {
    if (tree) joinTrees(s, tree, a, b);
    sets.union(a, b);
    doorsAt[a]++;
    doorsAt[b]++;
  }
  s.open.opened(wall);
  s.lastDoor[2 * (player - 1)] = a;
  s.lastDoor[2 * (player - 1) + 1] = b;
  s.doors++;
  if (sets.count === 1) s.result = { reason: 'complete' };
  else if (isStuck(s, other(player))) s.result = { reason: 'stuck', loser: other(player) };
}

/** A wall's bit in its cell's passages: EAST, or SOUTH (EAST << 1) for a south wall; without a branch, as the way a door goes is random. */
/** The passage bit of `wall` in its west or upper cell's byte of `passages`: set once the wall is a door. */
export const passageOf = (wall: number) => EAST << (wall & 1);

/** The link of a cell that hangs from the other cell of its door (openDoor): by 2 × (whether it is the east or south one) + (whether the door is south). */
const HANGING_LINKS = new Uint8Array([EAST_LINK, SOUTH_LINK, WEST_LINK, NORTH_LINK]);

/** A cell's sides, as bits of State.doored. */
export const [WEST_SIDE, EAST_SIDE, NORTH_SIDE, SOUTH_SIDE] = [1, 2, 4, 8];

/** Each cell's sides on the board's edge: their neighbours are off the board. */
function edgeSides(width: number, height: number): Uint8Array {
  const sides = new Uint8Array(width * height);
  for (let x = 0; x < width; x++) {
    sides[x] |= NORTH_SIDE;
    sides[(height - 1) * width + x] |= SOUTH_SIDE;
  }
  for (let y = 0; y < height; y++) {
    sides[y * width] |= WEST_SIDE;
    sides[y * width + width - 1] |= EAST_SIDE;
  }
  return sides;
}

/** Each cell's sides whose neighbour is off the board or outside the region: the maker never steps there. */
function regionSides(region: Region): Uint8Array {
  const { width, height, inside } = region;
  const sides = edgeSides(width, height);
  for (let c = 0; c < sides.length; c++) {
    const x = c % width;
    if (x > 0 && !inside[c - 1]) sides[c] |= WEST_SIDE;
    if (x + 1 < width && !inside[c + 1]) sides[c] |= EAST_SIDE;
    if (c >= width && !inside[c - width]) sides[c] |= NORTH_SIDE;
    if (c + width < sides.length && !inside[c + width]) sides[c] |= SOUTH_SIDE;
  }
  // The first cell starts the makers' stack: never a neighbour to step into (bots.ts doorlessSides, cell 0 on the grid).
  const first = region.first;
  if (first % width < width - 1) sides[first + 1] |= WEST_SIDE;
  if (first + width < sides.length) sides[first + width] |= NORTH_SIDE;
  return sides;
}

/** Cell c has its first door: its neighbours' sides towards it are doored. */
function markDoored({ width, doored }: State, c: number): void {
  // Without a division for the column: past the end of a row lies the next row's first cell, whose west side, off the
  // board, is marked already (and before the start of one the last cell's east side).
  if (c > 0) doored[c - 1] |= EAST_SIDE;
  if (c + 1 < doored.length) doored[c + 1] |= WEST_SIDE;
  if (c >= width) doored[c - width] |= SOUTH_SIDE;
  if (c + width < doored.length) doored[c + width] |= NORTH_SIDE;
}

/** Trees of more cells than this are not turned round: a move stays O(1). */
const TURNABLE = 256;

/**
 * The tree after a door between two trees of more than one cell: the smaller
 * is turned round and hung from the other, if it is small (the maker's last
 * doors join pairs of cells); else the tree is given up, and the solution is
 * searched for.
 */
function joinTrees(s: State, tree: Uint8Array, a: number, b: number): void {
  const [sizeA, sizeB] = [s.sets.size(a), s.sets.size(b)];
  if (Math.min(sizeA, sizeB) > TURNABLE) s.tree = null;
  else if (sizeA < sizeB) hang(s.width, tree, a, b);
  else hang(s.width, tree, b, a);
}

/** Makes `v` the root of its tree by turning the links from it up to the old root round, and hangs it from `under`. */
function hang(width: number, tree: Uint8Array, v: number, under: number): void {
  const parentOf = treeParents(width, tree);
  for (let child = under, u = v; ; ) {
    const up = parentOf(u);
    tree[u] = linkTo(width, u, child);
    if (up === u) return;
    [child, u] = [u, up];
  }
}

export function concede(s: State, player: Player, problem: Problem): void {
  s.result = { reason: 'violation', loser: player, rule: problem.rule };
}

/** Whether a wall still joins two components: only those can become doors. */
export const isBridge = (s: State, wall: number): boolean => isLive(s.sets, s.width, wall);

/**
 * A player is stuck when every wall that joins two components touches a cell
 * of their previous door. Those cells lie in one component and touch at most
 * 6 closed walls, and every other component must border theirs through one
 * of them, so with more than 7 components nobody is stuck.
 */
function isStuck(s: State, player: Player): boolean {
  if (s.sets.count > 7 || s.lastDoor[2 * (player - 1)] < 0) return false;
  return !s.open.someLiveAvoiding(s, s.lastDoor[2 * (player - 1)], s.lastDoor[2 * (player - 1) + 1]);
}

export function clone(s: State): State {
  return { ...s, passages: s.passages.slice(), doorsAt: s.doorsAt.slice(), doored: s.doored.slice(), sets: s.sets.clone(), tree: s.tree && s.tree.slice(), lastDoor: s.lastDoor.slice(), open: s.open.clone(), result: s.result && { ...s.result } };
}

export function outcome(s: State): Outcome | null {
  const r = s.result;
  if (!r) return null;
  if (r.reason === 'complete') return { winners: [], scores: { 1: 0, 2: 0 }, reason: 'complete', details: { doors: s.doors } };
  const loser = r.loser as Player;
  const winner = other(loser);
  return {
    winners: [winner],
    scores: { [winner]: 1, [loser]: 0 },
    reason: r.reason,
    details: r.rule ? { loser, rule: r.rule } : { loser },
  };
}

/** The door through a wall, the outer walls east of the last column and south of the last row included. */
export const doorMove = (s: State, wall: number): Move => {
  const [x, y] = pointOf(s.width, wall >> 1);
  return { door: [[x, y], wall & 1 ? [x, y + 1] : [x + 1, y]] };
};

/**
 * Whether a wall lies on the board's east or south edge: its other cell is past the last row, or, for an east wall,
 * the first of the next row. Whether the wall is east is asked last, as it goes either way at random.
 */
const isOuter = (s: State, wall: number) => {
  const b = otherCell(s.width, wall);
  return b >= s.passages.length || (b % s.width === 0 && (wall & 1) === 0);
};

/**
 * Move codes (docs/rules.md): a door is its wall, the cell west of or above it
 * × 2, + 1 for a wall below the cell; the claim is 2 × width × height.
 */
export const codes: MoveCodes<State, Move> = {
  count: (s) => 2 * s.passages.length + 1,
  encode: (s, m) => ('claim' in m ? 2 * s.passages.length : wallOf(s, m.door[0], m.door[1])),
  decode: (s, code) => (code === 2 * s.passages.length ? { claim: 'complete' } : doorMove(s, code)),
  check(s, code) {
    if (code === 2 * s.passages.length) return falseClaim(s);
    // On a shape, a wall with a cell outside the region (or off the grid) is checked as its door move is.
    if (s.region && (isOuter(s, code) || !wallInside(s.region.inside, s.width, code))) return check(s, doorMove(s, code));
    if (!isOuter(s, code)) return doorThrough(s, code, false);
    const [p, q] = (doorMove(s, code) as Door).door;
    return outerWall(q, p, q);
  },
  apply: (s, code) => openDoor(s, code),
  play: (s, code) =>
    code === 2 * s.passages.length || isOuter(s, code) || (s.region && !wallInside(s.region.inside, s.width, code)) ? codes.check(s, code) : doorThrough(s, code, true),
};

/** Every wall that joins two components, in order. */
export function bridgingWalls(s: State): number[] {
  return s.open.liveWalls(s).sort((x, y) => x - y);
}

/** Walls the player to move may open: joining two components, not touching their previous door. */
function legalWalls(s: State): number[] {
  const player = toMove(s);
  if (player === null) return [];
  return bridgingWalls(s).filter((wall) => !touchesLastDoor(s, player, ...wallCells(s, wall)));
}

export const legalMoves = (s: State): Move[] => legalWalls(s).map((w) => doorMove(s, w));

/** Samples walls, pruning dead ones; falls back to a full list when the live ones mostly touch the last door. */
export function randomWall(s: State, rng: Rng): number {
  const player = toMove(s) as Player;
  const open = s.open.sampled();
  for (let tries = 0; tries < 32 && open.size > 0; ) {
    const wall = open.at(rng.int(open.size));
    if (!isBridge(s, wall)) open.delete(wall);
    else if (touchesLastDoor(s, player, ...wallCells(s, wall))) tries++;
    else return wall;
  }
  return rng.pick(legalWalls(s));
}

export const randomMove = (s: State, rng: Rng): Move => doorMove(s, randomWall(s, rng));

export function mazes(s: State): Maze[] {
  const { width, tree } = s;
  return [cellMaze(width, s.height, s.passages, tree ? treePath(treeParents(width, tree), s.first, s.last) : undefined, s.region)];
}

export const mazeComplete = (s: State) => s.result?.reason === 'complete';

/** The rules as the engine sees them: exactly the members of GameRules (core/game.ts), the helpers above kept out. */
export const rules = { id: 'labyrinth', params, move, start, toMove, check, apply, concede, clone, outcome, legalMoves, randomMove, mazes, mazeComplete, codes } satisfies GameRules<Params, State, Move>;
