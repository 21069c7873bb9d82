/**
 * bidirectional-line as a person plays it: the vertices as dots, the line in
 * red and blue, the start as a black dot and each end in a ring of its colour.
 * A move is two picks: its first vertex (the start, or the end to extend),
 * then the vertex it goes to. Where both ends sit at one vertex, that vertex
 * is two spots side by side, "red" on the left and "blue" on the right, so
 * that no two moves share their picks.
 */
import type { Outcome, Point } from '../../core/game.ts';
import { indexOf, pointOf } from '../../core/grid.ts';
import type { GameView, Mark, Spot } from '../../core/view.ts';
import { key, point, pointSpot } from '../../core/view-parts.ts';
import { COLORS, drawnCount, openNeighbours, toMove, type Color, type Move, type State } from './rules.ts';

/** How far the ends' rings sit either side of a vertex both ends share. */
const SIDE = 0.25;

const isOpening = (s: State) => drawnCount(s) < 2;
const bothEndsAt = (s: State, v: number) => !isOpening(s) && s.ends[0] === v && s.ends[1] === v;
const endPoint = (s: State, c: number): Point => pointOf(s.cols, s.ends[c]);

/** Where colour c's ring is drawn: on its end, or beside it when both ends share the vertex. */
function endAt(s: State, c: number): [number, number] {
  const [x, y] = endPoint(s, c);
  return bothEndsAt(s, s.ends[c]) ? [x + (c === 0 ? -SIDE : SIDE), y] : [x, y];
}

function picture(s: State) {
  const marks: Mark[] = [];
  // On a shape, its vertices alone.
  const degree = s.shape?.degree;
  for (let y = 0, v = 0; y <= s.height; y++) for (let x = 0; x <= s.width; x++, v++) if (!degree || degree[v] > 0) marks.push({ dot: [x, y], r: 0.05, ink: 'ink' });
  s.colors.forEach((c, i) => {
    const [ax, ay] = pointOf(s.cols, s.path[2 * i]);
    const [bx, by] = pointOf(s.cols, s.path[2 * i + 1]);
    marks.push({ line: [ax, ay, bx, by], ink: COLORS[c], width: 0.12 });
  });
  if (s.start >= 0) marks.push({ dot: pointOf(s.cols, s.start), r: 0.13, ink: 'ink' });
  for (const c of [0, 1]) if (s.ends[c] >= 0) marks.push({ ring: endAt(s, c), r: bothEndsAt(s, s.ends[c]) ? 0.17 : 0.25, ink: COLORS[c], width: 0.07 });
  // The margin keeps the hit areas of the edge's vertices on the board.
  const [x0, y0, x1, y1] = s.shape ? s.shape.region.box : [0, 0, s.width, s.height];
  return { box: { x: x0 - 0.5, y: y0 - 0.5, width: x1 - x0 + 1, height: y1 - y0 + 1 }, marks };
}

/** What a vertex is to the line, for a screen reader. */
function vertexWords(s: State, v: number): string {
  const roles = [v === s.start && 'the start', ...COLORS.map((name, c) => s.ends[c] === v && `${name} end`)].filter(Boolean);
  return roles.length > 0 ? roles.join(', ') : s.path.includes(v) ? 'on the line' : 'untouched';
}

/** The half of a shared end's vertex that picks colour c: red the left, blue the right. */
function sharedEndSpot(s: State, c: number): Spot {
  const [x, y] = endPoint(s, c);
  const [left, right] = c === 0 ? [x - 0.5, x] : [x, x + 0.5];
  return {
    key: COLORS[c],
    at: endAt(s, c),
    hit: { area: [left, y - 0.5, right, y - 0.5, right, y + 0.5, left, y + 0.5] },
    label: `vertex ${x},${y}, ${COLORS[c]} end (the ${COLORS[1 - c]} end is here too)`,
  };
}

function spots(s: State): Spot[] {
  const out: Spot[] = [];
  for (let v = 0; v < s.free.length; v++) {
    if (s.shape && s.shape.degree[v] === 0) continue; // off the shape
    const [x, y] = pointOf(s.cols, v);
    if (bothEndsAt(s, v)) out.push(sharedEndSpot(s, 0), sharedEndSpot(s, 1));
    else out.push(pointSpot(x, y, 'vertex', vertexWords(s, v), 0.45));
  }
  return out;
}

/** The key that picks colour c's end: its vertex, or its half of a vertex both ends share. */
const endKey = (s: State, c: number) => (bothEndsAt(s, s.ends[c]) ? COLORS[c] : key(endPoint(s, c)));

/** The first vertex (the start, or the end it extends), then the vertex it goes to. */
function picks(s: State, m: Move): string[] {
  return ['from' in m ? key(m.from) : endKey(s, COLORS.indexOf(m.color)), key(m.to)];
}

/** The vertex a key stands for: a shared end's half is that end's vertex. */
const pointOfKey = (s: State, k: string): Point => (COLORS.includes(k as Color) ? endPoint(s, COLORS.indexOf(k as Color)) : point(k));

/** A neighbour a segment from p may go to: one along an undrawn edge, else p itself (which the rules refuse as not adjacent). */
function someNeighbour(s: State, p: Point): Point {
  const open = openNeighbours(s, indexOf(s.cols, p));
  return open.length > 0 ? pointOf(s.cols, open[0]) : p;
}

const distance = (p: Point, q: Point) => Math.abs(p[0] - q[0]) + Math.abs(p[1] - q[1]);

/**
 * The colour a first pick extends: the end picked; for another vertex, where
 * the person means the line to go, an end that may go there, else the nearer
 * end, so that the rules' sentence names it. Between two such ends, the
 * mover's own colour (red counts for player 1, blue for player 2).
 */
function colourOf(s: State, k: string): number {
  const picked = COLORS.findIndex((name, c) => k === name || k === key(endPoint(s, c)));
  if (picked >= 0) return picked;
  const own = (toMove(s) ?? 1) - 1;
  const v = indexOf(s.cols, point(k));
  const reaching = [own, 1 - own].find((c) => openNeighbours(s, s.ends[c]).includes(v));
  if (reaching !== undefined) return reaching;
  return distance(endPoint(s, 1 - own), point(k)) < distance(endPoint(s, own), point(k)) ? 1 - own : own;
}

/** Picks as a move: a segment in the first two moves, else an extension; a lone pick goes along some undrawn edge. */
function attempt(s: State, chosen: readonly string[]): Move {
  if (isOpening(s)) {
    const from = point(chosen[0]);
    return { from, to: chosen.length > 1 ? point(chosen[1]) : someNeighbour(s, from) };
  }
  const c = colourOf(s, chosen[0]);
  if (chosen.length > 1) return { color: COLORS[c], to: pointOfKey(s, chosen[1]) };
  const isEnd = chosen[0] === endKey(s, c);
  return { color: COLORS[c], to: isEnd ? someNeighbour(s, endPoint(s, c)) : point(chosen[0]) };
}

/** The segments so far: red counts for player 1, blue for player 2. */
const scores = (s: State) => ({ 1: s.count[0], 2: s.count[1] });

function says(o: Outcome): string {
  const { red, blue, blocked } = o.details as { red: number; blue: number; blocked: string };
  const counts = `${red} red segment${red === 1 ? '' : 's'} to ${blue} blue`;
  const stop = blocked === 'both' ? 'both ends are blocked' : `the ${blocked} end is blocked`;
  const who = o.winners.length === 0 ? 'A draw' : `Player ${o.winners[0]} wins`;
  return `${who}: ${counts}; ${stop}`;
}

export const view: GameView<State, Move> = { playBoard: { width: 4, height: 4 }, picture, spots, picks, attempt, scores, says, rubberBand: true };
