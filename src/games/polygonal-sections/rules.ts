/**
 * polygonal-sections rules (docs/rules.md#polygonal-sections). Phase 1 draws segments of any slope
 * between lattice points; every test is exact integer arithmetic, and each
 * segment is filed under the unit squares it touches so that a check looks
 * only at segments nearby. When every vertex is touched the sections are
 * built once (sections.ts) and phase 2 fills them, turn order continuing.
 */
import * as z from 'zod';
import type { GameRules, Outcome, Player, Point, Problem, SizeLimit } from '../../core/game.ts';
import { contains, indexOf, pointOf } from '../../core/grid.ts';
import { IndexedSet } from '../../core/indexed-set.ts';
import type { Maze } from '../../core/maze.ts';
import { formatPoint, intIn, movePlayer, point, shaped, side } from '../../core/params.ts';
import { hasSquare, regionOf, squaresRound, type Region } from '../../core/region.ts';
import type { Rng } from '../../core/rng.ts';
import { Buckets } from './buckets.ts';
import { gcd, meetsBeyondStart, squaresAlong, squaresTouched } from './geometry.ts';
import { buildSections, insideOf, locate, sectionOf, type Sections } from './sections.ts';
import { sectionsMaze } from './walls.ts';

export const params = (limit: SizeLimit) =>
  shaped(
    z.strictObject({
      width: side(limit),
      height: side(limit),
      players: intIn(2, 8).default(2).meta({ description: 'players taking turns' }),
      rounds: z.literal(1, { error: 'must be 1: this game has no rounds' }).optional(),
    }),
  );
export type Params = z.infer<ReturnType<typeof params>>;

const fillPoint = z.tuple([z.number(), z.number()]) as unknown as z.ZodType<Point>;
export const move = z.union([
  z.strictObject({ from: point, to: point, player: movePlayer }),
  z.strictObject({ fill: fillPoint, player: movePlayer }),
]);
export type Move = z.infer<typeof move>;

export interface State {
  width: number;
  height: number;
  players: number;
  cols: number;
  /** A shaped board's region (docs/rules.md, shaped boards); null for the whole grid. */
  region: Region | null;
  /** On a shaped board, each vertex's place: 0 off the board (no corner of a square of the region), 1 inside, RIM on its boundary; null for the whole grid. */
  board: Uint8Array | null;
  touched: Uint8Array;
  untouched: IndexedSet;
  /** The drawn segments as drawn, four numbers each: [ax, ay, bx, by, …]; segment id is the id-th. */
  segments: number[];
  /** Segment ids filed under each unit square they touch. */
  buckets: Buckets;
  moves: number;
  sections: Sections | null;
  /** Per section: 0 unfilled, else the filler. */
  filled: Uint8Array;
  unfilled: IndexedSet;
  unfilledNeighbours: Int32Array;
  lastFilled: number;
  scores: number[];
}

/** A vertex on a shaped board's boundary, in State.board. */
const RIM = 2;

export function start(p: Params): State {
  const cols = p.width + 1;
  const n = cols * (p.height + 1);
  const touched = new Uint8Array(n);
  const untouched = new IndexedSet(n);
  const region = regionOf(p);
  let board: Uint8Array | null = null;
  if (region) {
    // The squares round each vertex: none off the board, four inside, one to three on its boundary (drawn from the start).
    const round = squaresRound(region);
    board = round.map((k) => (k === 0 ? 0 : k === 4 ? 1 : RIM));
    for (let v = 0; v < n; v++) {
      if (round[v] === 4) untouched.add(v);
      else if (round[v] > 0) touched[v] = 1;
    }
  } else {
    for (let v = 0; v < n; v++) {
      const [x, y] = pointOf(cols, v);
      if (x === 0 || y === 0 || x === p.width || y === p.height) touched[v] = 1;
      else untouched.add(v);
    }
  }
  const s: State = {
    width: p.width,
    height: p.height,
    players: p.players,
    cols,
    region,
    board,
    touched,
    untouched,
    segments: [],
    buckets: new Buckets(p.width * p.height),
    moves: 0,
    sections: null,
    filled: new Uint8Array(0),
    unfilled: new IndexedSet(0),
    unfilledNeighbours: new Int32Array(0),
    lastFilled: -1,
    scores: new Array(p.players).fill(0),
  };
  // A region with no square inside it on all four sides (a thin one) has nothing to draw: it starts filling.
  if (untouched.size === 0) beginFilling(s);
  return s;
}

export const vertex = (s: State, p: Point) => indexOf(s.cols, p);
export const vertexPoint = (s: State, v: number): Point => pointOf(s.cols, v);
const onBoard = (s: State, p: Point) => contains(s.cols, s.height + 1, p) && (s.board === null || s.board[vertex(s, p)] !== 0);

/** Whether point p (fractions allowed) lies in the closed region of a shaped board: in or on a square of it. */
function inRegion(region: Region, [x, y]: Point): boolean {
  const [x0, y0] = [Math.floor(x), Math.floor(y)];
  const [x1, y1] = [Number.isInteger(x) ? x0 - 1 : x0, Number.isInteger(y) ? y0 - 1 : y0];
  for (let sy = y1; sy <= y0; sy++) for (let sx = x1; sx <= x0; sx++) if (hasSquare(region, sx, sy)) return true;
  return false;
}

/** A segment met on the way: a drawn one's id, or BOUNDARY for the region's boundary (a shaped board's). */
const BOUNDARY = -2;
const isOver = (s: State) => s.sections !== null && s.unfilled.size === 0;

export function toMove(s: State): Player | null {
  return isOver(s) ? null : (s.moves % s.players) + 1;
}

/** Why a segment may not be drawn: a rule id, and for `crosses` the drawn segment it meets. */
type SegmentFault = { rule: 'off-board' | 'same-point' | 'from-untouched' | 'to-touched' } | { rule: 'crosses'; met: number };

/** Why segment a–b may not be drawn, or null. */
function segmentFault(s: State, a: Point, b: Point): SegmentFault | null {
  if (!onBoard(s, a) || !onBoard(s, b)) return { rule: 'off-board' };
  if (a[0] === b[0] && a[1] === b[1]) return { rule: 'same-point' };
  if (!s.touched[vertex(s, a)]) return { rule: 'from-untouched' };
  if (s.touched[vertex(s, b)]) return { rule: 'to-touched' };
  const met = firstMet(s, a, b);
  return met === -1 ? null : { rule: 'crosses', met };
}

/** Whether segment a–b may be drawn now: what bots ask, without wording a problem. */
export const canDraw = (s: State, a: Point, b: Point): boolean => segmentFault(s, a, b) === null;

/** Why segment a–b may not be drawn, in words, or null. */
function segmentProblem(s: State, a: Point, b: Point): Problem | null {
  const fault = segmentFault(s, a, b);
  if (!fault) return null;
  switch (fault.rule) {
    case 'off-board':
      return s.region
        ? { rule: 'off-board', message: `vertex ${formatPoint(onBoard(s, a) ? b : a)} lies outside the shape of the board: it is no corner of a square of it` }
        : { rule: 'off-board', message: `vertex ${formatPoint(onBoard(s, a) ? b : a)} is outside the ${s.width}×${s.height} board` };
    case 'same-point':
      return { rule: 'same-point', message: `a segment needs two different vertices, not ${formatPoint(a)} twice` };
    case 'from-untouched':
      return { rule: 'from-untouched', message: `vertex ${formatPoint(a)} is untouched: a segment starts from a touched vertex` };
    case 'to-touched':
      return { rule: 'to-touched', message: `vertex ${formatPoint(b)} is already touched: a segment ends at an untouched vertex` };
    case 'crosses': {
      if (fault.met === BOUNDARY)
        return { rule: 'crosses', message: `the segment from ${formatPoint(a)} to ${formatPoint(b)} meets the boundary of the shape away from its start` };
      const [px, py, qx, qy] = s.segments.slice(4 * fault.met, 4 * fault.met + 4);
      const [p, q]: Point[] = [[px, py], [qx, qy]];
      return {
        rule: 'crosses',
        message: `the segment from ${formatPoint(a)} to ${formatPoint(b)} meets the segment from ${formatPoint(p)} to ${formatPoint(q)} away from its start`,
      };
    }
  }
}

/**
 * The drawn segment that a–b meets away from a, or −1: the first met among
 * those filed under the squares a–b passes through, in order from a. Each
 * segment is filed under every square it touches, so whatever meets a–b is
 * filed where they meet, on a square along a–b.
 */
function firstMet(s: State, a: Point, b: Point): number {
  if (s.region) return firstMetShaped(s, s.region, a, b);
  const { buckets, segments: at } = s;
  for (const square of squaresAlong(a, b, s.width, s.height)) {
    for (let entry = buckets.first(square); entry !== 0; entry = buckets.next(entry)) {
      const k = 4 * buckets.id(entry);
      if (meetsBeyondStart(a[0], a[1], b[0], b[1], at[k], at[k + 1], at[k + 2], at[k + 3])) return k / 4;
    }
  }
  return -1;
}

/**
 * firstMet on a shaped board, where the region's boundary is drawn too. a–b
 * meets the boundary away from a just when it runs into a square outside the
 * region (crossing a boundary edge, or running along one, puts a square
 * outside it along a–b) or passes through a boundary vertex; b is untouched,
 * so inside. Met first in order from a, square by square.
 */
function firstMetShaped(s: State, region: Region, a: Point, b: Point): number {
  const { buckets, segments: at } = s;
  const { inside } = region;
  for (const square of squaresAlong(a, b, s.width, s.height)) {
    if (!inside[square]) return BOUNDARY;
    for (let entry = buckets.first(square); entry !== 0; entry = buckets.next(entry)) {
      const k = 4 * buckets.id(entry);
      if (meetsBeyondStart(a[0], a[1], b[0], b[1], at[k], at[k + 1], at[k + 2], at[k + 3])) return k / 4;
    }
  }
  // The lattice points strictly between a and b: one on the boundary (a corner where three squares are in the region).
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const g = gcd(dx, dy);
  const board = s.board as Uint8Array;
  for (let k = 1; k < g; k++) if (board[vertex(s, [a[0] + (k * dx) / g, a[1] + (k * dy) / g])] === RIM) return BOUNDARY;
  return -1;
}

export function check(s: State, m: Move): Problem | null {
  const filling = s.sections !== null;
  if (filling !== 'fill' in m)
    return filling
      ? { rule: 'phase', message: 'every vertex is touched: this is the filling phase, whose moves are {"fill":[x,y]}' }
      : { rule: 'phase', message: 'vertices are still untouched: this is the drawing phase, whose moves are {"from":[x,y],"to":[x,y]}' };
  if ('from' in m) return segmentProblem(s, m.from, m.to);
  if (s.region && !inRegion(s.region, m.fill))
    return { rule: 'off-board', message: `point ${formatPoint(m.fill)} lies outside the shape of the board: it is in no square of it` };
  const section = locate(s.sections as Sections, s.width, s.height, m.fill);
  if (section < 0)
    return { rule: 'not-in-section', message: `point ${formatPoint(m.fill)} is not strictly inside a section: it is on a line or off the board` };
  if (s.filled[section]) return { rule: 'already-filled', message: `the section containing ${formatPoint(m.fill)} is already filled` };
  // Unfilled, as the test above found: it is one of the last section's unfilled neighbours if it is a neighbour at all.
  if (inCorridor(s) && !adjacent(s, s.lastFilled, section))
    return {
      rule: 'not-in-corridor',
      message: `the last section filled still has an unfilled neighbour in its corridor; fill one of those (e.g. at ${formatPoint(corridorChoices(s)[0])})`,
    };
  return null;
}

/** Inside points of the unfilled sections next to the last one filled. */
function corridorChoices(s: State): Point[] {
  const sections = s.sections as Sections;
  return openNeighbours(s, s.lastFilled).map((id) => insideOf(sections, id));
}

export function apply(s: State, m: Move): void {
  const player = toMove(s) as Player;
  s.moves++;
  if ('from' in m) {
    const id = s.segments.push(m.from[0], m.from[1], m.to[0], m.to[1]) / 4 - 1;
    for (const square of squaresTouched(m.from, m.to, s.width, s.height)) s.buckets.add(square, id);
    touchAlong(s, m.from, m.to);
    if (s.untouched.size === 0) beginFilling(s);
    return;
  }
  const sections = s.sections as Sections;
  const id = locate(sections, s.width, s.height, m.fill);
  s.filled[id] = player;
  s.unfilled.delete(id);
  const { start, next } = sections.adjacent;
  for (let k = start[id]; k < start[id + 1]; k++) s.unfilledNeighbours[next[k]]--;
  s.lastFilled = id;
  // A filled section with no unfilled neighbour ends its string: its filler scores (the last one too).
  if (s.unfilledNeighbours[id] === 0) s.scores[player - 1]++;
}

/** Touches the lattice points of segment a–b. */
function touchAlong(s: State, a: Point, b: Point): void {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const g = gcd(dx, dy);
  const [v, step] = [vertex(s, a), vertex(s, [a[0] + dx / g, a[1] + dy / g]) - vertex(s, a)];
  for (let k = 0; k <= g; k++) {
    s.touched[v + k * step] = 1;
    s.untouched.delete(v + k * step);
  }
}

function beginFilling(s: State): void {
  const sections = buildSections(s.width, s.height, s.segments, s.region?.inside ?? null);
  s.sections = sections;
  s.filled = new Uint8Array(sections.count);
  s.unfilled = new IndexedSet(sections.count);
  for (let i = 0; i < sections.count; i++) s.unfilled.add(i);
  // Every neighbour is unfilled yet: each section's count is its row's length.
  const { start } = sections.adjacent;
  s.unfilledNeighbours = start.subarray(1).map((end, id) => end - start[id]);
}

export function clone(s: State): State {
  return {
    ...s,
    touched: s.touched.slice(),
    untouched: s.untouched.clone(),
    segments: s.segments.slice(),
    buckets: s.buckets.clone(),
    filled: s.filled.slice(),
    unfilled: s.unfilled.clone(),
    unfilledNeighbours: s.unfilledNeighbours.slice(),
    scores: s.scores.slice(),
  };
}

export function outcome(s: State): Outcome | null {
  if (!isOver(s)) return null;
  const best = Math.max(...s.scores);
  return {
    winners: s.scores.flatMap((v, i) => (v === best ? [i + 1] : [])),
    scores: Object.fromEntries(s.scores.map((v, i) => [i + 1, v])),
    reason: 'points',
    details: { sections: (s.sections as Sections).count, segments: s.segments.length / 4 },
  };
}

/** Whether the mover must continue the corridor: the last section filled has an unfilled neighbour. */
export const inCorridor = (s: State) => s.lastFilled >= 0 && s.unfilledNeighbours[s.lastFilled] > 0;

/** The unfilled neighbours of section id, in order. */
export function openNeighbours(s: State, id: number): number[] {
  const { start, next } = (s.sections as Sections).adjacent;
  const open: number[] = [];
  for (let k = start[id]; k < start[id + 1]; k++) if (!s.filled[next[k]]) open.push(next[k]);
  return open;
}

/** The first of openNeighbours(s, id), or −1; without making the list, as a bot asks this of every candidate. */
export function firstOpenNeighbour(s: State, id: number): number {
  const { start, next } = (s.sections as Sections).adjacent;
  for (let k = start[id]; k < start[id + 1]; k++) if (!s.filled[next[k]]) return next[k];
  return -1;
}

/** Whether sections a and b are adjacent. */
function adjacent(s: State, a: number, b: number): boolean {
  const { start, next } = (s.sections as Sections).adjacent;
  for (let k = start[a]; k < start[a + 1]; k++) if (next[k] === b) return true;
  return false;
}

/** Sections the player to move may fill: the corridor's next ones, or any unfilled. */
export function fillable(s: State): number[] {
  if (inCorridor(s)) return openNeighbours(s, s.lastFilled);
  return Array.from({ length: s.unfilled.size }, (_, i) => s.unfilled.at(i)).sort((a, b) => a - b);
}

export const fillMove = (s: State, id: number): Move => ({ fill: insideOf(s.sections as Sections, id) });
const segmentMove = (s: State, a: number, b: number): Move => ({ from: vertexPoint(s, a), to: vertexPoint(s, b) });

export function legalMoves(s: State): Move[] {
  if (isOver(s)) return [];
  if (s.sections) return fillable(s).map((id) => fillMove(s, id));
  const moves: Move[] = [];
  for (let b = 0; b < s.touched.length; b++) {
    if (s.touched[b]) continue;
    for (let a = 0; a < s.touched.length; a++) {
      if (s.touched[a] && canDraw(s, vertexPoint(s, a), vertexPoint(s, b))) moves.push(segmentMove(s, a, b));
    }
  }
  return moves;
}

/**
 * A touched vertex that sees untouched vertex b, searched ring by ring
 * (Chebyshev distance 1, 2, …) in random order: a random phase-1 segment.
 */
export function segmentTo(s: State, b: number, rng: Rng): Move | null {
  const [bx, by] = vertexPoint(s, b);
  for (let r = 1; r <= Math.max(s.width, s.height); r++) {
    const ring: Point[] = [];
    for (let dx = -r; dx <= r; dx++) {
      for (let dy = -r; dy <= r; dy++) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) === r && onBoard(s, [bx + dx, by + dy])) ring.push([bx + dx, by + dy]);
      }
    }
    for (let k = ring.length; k > 0; k--) {
      const a = ring.splice(rng.int(k), 1)[0];
      if (canDraw(s, a, [bx, by])) return { from: a, to: [bx, by] };
    }
  }
  return null;
}

export function randomMove(s: State, rng: Rng): Move {
  if (s.sections) {
    return fillMove(s, inCorridor(s) ? rng.pick(fillable(s)) : s.unfilled.at(rng.int(s.unfilled.size)));
  }
  return segmentTo(s, s.untouched.at(rng.int(s.untouched.size)), rng) as Move;
}

export function mazes(s: State): Maze[] {
  return [sectionsMaze(s.width, s.height, s.segments, s.sections, s.region)];
}

/** Once drawing is over: every section (id, a point strictly inside, polygon) and the ones the mover may fill. */
export function position(s: State): Record<string, unknown> | null {
  if (!s.sections) return null;
  return {
    phase: 'filling',
    sections: Array.from({ length: s.sections.count }, (_, id) => ({ ...sectionOf(s.sections as Sections, id), filled: s.filled[id] || null })),
    fillable: fillable(s),
  };
}

/** The rules as the engine sees them: exactly the members of GameRules (core/game.ts), the helpers above kept out. */
export const rules = { id: 'polygonal-sections', params, move, start, toMove, check, apply, clone, outcome, legalMoves, randomMove, mazes, position } satisfies GameRules<Params, State, Move>;
