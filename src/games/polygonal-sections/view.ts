/**
 * polygonal-sections as a person plays it: in phase 1 the vertices, picked
 * as a segment's start then its end; in phase 2 the sections, picked once to
 * fill. Each segment is drawn in its drawer's colour and each filled section
 * hatched in its filler's.
 */
import type { Outcome, Player, Point } from '../../core/game.ts';
import { hasSquare, type Region } from '../../core/region.ts';
import type { GameView, Mark, Path, Spot } from '../../core/view.ts';
import { andList, cellGrid, key, point, pointSpot } from '../../core/view-parts.ts';
import { fillMove, vertex, vertexPoint, type Move, type State } from './rules.ts';
import { locate, sectionOf, type Sections } from './sections.ts';

/** Room round the boundary, so that its vertices' hit circles are not cut off. */
const MARGIN = 0.3;
/** Hatching: lines x − y = k·HATCH, a light tint that leaves the segments over it legible. */
const HATCH = 1 / 10;

const sectionKey = (id: number) => `s${id}`;
const sectionId = (k: string) => Number(k.slice(1));

/** Who drew segment id: phase 1's moves are all segments, the players drawing in turn from player 1. */
const drawer = (s: State, id: number): Player => (id % s.players) + 1;

/** Where the line x − y = c crosses convex polygon p, which it cuts in two. */
function chord(p: Point[], c: number): Path {
  const ends: number[] = [];
  p.forEach(([ax, ay], i) => {
    const [bx, by] = p[(i + 1) % p.length];
    const [da, db] = [ax - ay - c, bx - by - c];
    if (da < 0 !== db < 0) ends.push(ax + ((bx - ax) * da) / (da - db), ay + ((by - ay) * da) / (da - db));
  });
  return ends;
}

/** The hatching of convex polygon p: the lattice-wide lines that pass through it, clipped to it. */
function hatch(p: Point[], ink: Player): Mark[] {
  const along = p.map(([x, y]) => x - y);
  const [low, high] = [Math.min(...along), Math.max(...along)];
  const marks: Mark[] = [];
  for (let k = Math.floor(low / HATCH) + 1; k * HATCH < high; k++) marks.push({ line: chord(p, k * HATCH), ink, width: 0.014 });
  return marks;
}

/** The filled sections: hatched, the last filled solid, as the corridor goes on from it. */
function fills(s: State, sections: Sections): Mark[] {
  const marks: Mark[] = [];
  for (let id = 0; id < sections.count; id++) {
    if (!s.filled[id]) continue;
    const { polygon } = sectionOf(sections, id);
    if (id === s.lastFilled) marks.push({ area: polygon.flat(), ink: s.filled[id] });
    else marks.push(...hatch(polygon, s.filled[id]));
  }
  return marks;
}

function segments(s: State): Mark[] {
  const marks: Mark[] = [];
  for (let id = 0; 4 * id < s.segments.length; id++) marks.push({ line: s.segments.slice(4 * id, 4 * id + 4), ink: drawer(s, id), width: 0.08 });
  return marks;
}

/** While drawing, a ring in its drawer's colour round the end of the segment drawn last: the move just made. */
function lastEnd(s: State): Mark[] {
  const id = s.segments.length / 4 - 1;
  if (s.sections || id < 0) return [];
  return [{ dot: [s.segments[4 * id + 2], s.segments[4 * id + 3]], r: 0.13, ink: drawer(s, id) }];
}

/** Whether vertex v is on the board: every vertex of the whole grid, a corner of a square of a shaped board's region. */
const onBoard = (s: State, v: number) => s.board === null || s.board[v] !== 0;

function vertices(s: State): Mark[] {
  const marks: Mark[] = [];
  s.touched.forEach((touched, v) => {
    if (!onBoard(s, v)) return;
    const p = vertexPoint(s, v);
    marks.push(touched ? { dot: p, r: 0.055, ink: 'ink' } : { ring: p, r: 0.08, ink: 'ink', width: 0.025 });
  });
  return marks;
}

/**
 * A region's boundary as one closed line, corner by corner: clockwise on
 * screen from the top-left corner of its first square, each boundary edge
 * leading to the next (no two squares of a region meet only at a corner, so
 * each boundary vertex has one edge out).
 */
export function regionOutline(region: Region): number[] {
  const { width, height, first } = region;
  const at = (x: number, y: number) => hasSquare(region, x, y);
  const cols = width + 1;
  const next = new Int32Array(cols * (height + 1)).fill(-1);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (!at(x, y)) continue;
      if (!at(x, y - 1)) next[y * cols + x] = y * cols + x + 1;
      if (!at(x + 1, y)) next[y * cols + x + 1] = (y + 1) * cols + x + 1;
      if (!at(x, y + 1)) next[(y + 1) * cols + x + 1] = (y + 1) * cols + x;
      if (!at(x - 1, y)) next[(y + 1) * cols + x] = y * cols + x;
    }
  const begin = Math.floor(first / width) * cols + (first % width);
  const line = [begin % cols, Math.floor(begin / cols)];
  for (let v = begin, u = next[v]; ; v = u, u = next[u]) {
    const w = next[u];
    // A corner where the way turns (or the start, to close the line).
    if (u === begin || w - u !== u - v) line.push(u % cols, Math.floor(u / cols));
    if (u === begin) return line;
  }
}

/** The light grid inside a region (the sides its squares share, in runs) and its boundary in ink. */
function regionGrid(region: Region): Mark[] {
  const { width, height } = region;
  const at = (x: number, y: number) => hasSquare(region, x, y);
  const marks: Mark[] = [];
  for (let y = 1; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (!(at(x, y - 1) && at(x, y)) || (at(x - 1, y - 1) && at(x - 1, y))) continue;
      let end = x + 1;
      while (at(end, y - 1) && at(end, y)) end++;
      marks.push({ line: [x, y, end, y], ink: 'grid' });
    }
  for (let x = 1; x < width; x++)
    for (let y = 0; y < height; y++) {
      if (!(at(x - 1, y) && at(x, y)) || (at(x - 1, y - 1) && at(x, y - 1))) continue;
      let end = y + 1;
      while (at(x - 1, end) && at(x, end)) end++;
      marks.push({ line: [x, y, x, end], ink: 'grid' });
    }
  marks.push({ line: regionOutline(region), ink: 'ink', width: 0.06 });
  return marks;
}

function picture(s: State) {
  const { width, height, region } = s;
  const grid = region ? regionGrid(region) : cellGrid(width, height);
  const marks = [...(s.sections ? fills(s, s.sections) : []), ...grid, ...segments(s), ...lastEnd(s), ...vertices(s)];
  if (!region) return { box: { x: -MARGIN, y: -MARGIN, width: width + 2 * MARGIN, height: height + 2 * MARGIN }, marks };
  const [x0, y0, x1, y1] = region.box;
  return { box: { x: x0 - MARGIN, y: y0 - MARGIN, width: x1 - x0 + 2 * MARGIN, height: y1 - y0 + 2 * MARGIN }, marks };
}

function sectionSpot(s: State, sections: Sections, id: number): Spot {
  const { inside, polygon } = sectionOf(sections, id);
  const square = `${Math.floor(inside[0])},${Math.floor(inside[1])}`;
  return {
    key: sectionKey(id),
    at: inside,
    hit: { area: polygon.flat() },
    label: `section ${id} in square ${square}, ${s.filled[id] ? `filled by player ${s.filled[id]}` : 'unfilled'}`,
  };
}

/** Phase 1: every vertex; phase 2: every section. */
function spots(s: State): Spot[] {
  const { sections } = s;
  if (sections) return Array.from({ length: sections.count }, (_, id) => sectionSpot(s, sections, id));
  const out: Spot[] = [];
  s.touched.forEach((touched, v) => {
    if (!onBoard(s, v)) return;
    const [x, y] = vertexPoint(s, v);
    out.push(pointSpot(x, y, 'vertex', touched ? 'touched' : 'untouched'));
  });
  return out;
}

/** A segment's start, then its end; a fill's section. */
function picks(s: State, m: Move): string[] {
  if ('from' in m) return [key(m.from), key(m.to)];
  return [sectionKey(locate(s.sections as Sections, s.width, s.height, m.fill))];
}

/** The untouched vertex nearest p (ties to the first in reading order): where a segment from p likeliest goes. */
function nearestUntouched(s: State, [px, py]: Point): Point {
  let best: Point = [px, py];
  let bestDistance = Infinity;
  s.touched.forEach((touched, v) => {
    const [x, y] = vertexPoint(s, v);
    const distance = (x - px) ** 2 + (y - py) ** 2;
    if (!touched && distance < bestDistance) [best, bestDistance] = [[x, y], distance];
  });
  return best;
}

/**
 * A section's fill at the point legalMoves names it by. One vertex: from a
 * touched one, a segment to the nearest untouched vertex (the rules say what
 * it meets); from an untouched one, a segment to its right-hand neighbour,
 * which the rules refuse for starting untouched (only inner vertices are
 * untouched, so that neighbour is on the board).
 */
function attempt(s: State, chosen: readonly string[]): Move {
  if (s.sections) return fillMove(s, sectionId(chosen[0]));
  const from = point(chosen[0]);
  if (chosen.length > 1) return { from, to: point(chosen[1]) };
  if (s.touched[vertex(s, from)]) return { from, to: nearestUntouched(s, from) };
  return { from, to: [from[0] + 1, from[1]] };
}

const scores = (s: State): Record<number, number> => Object.fromEntries(s.scores.map((v, i) => [i + 1, v]));

const points = (n: number) => `${n} point${n === 1 ? '' : 's'}`;

function says(o: Outcome): string {
  const total = Object.values(o.scores).reduce((a, b) => a + b, 0);
  const best = o.scores[o.winners[0]];
  if (o.winners.length === 1) return `Player ${o.winners[0]} wins with ${points(best)} of the ${total}`;
  return `Players ${andList(o.winners)} share the win with ${points(best)} each of the ${total}`;
}

export const view: GameView<State, Move> = {
  playBoard: { width: 4, height: 4, players: 2 },
  picture,
  spots,
  picks,
  attempt,
  scores,
  says,
  rubberBand: true,
};
