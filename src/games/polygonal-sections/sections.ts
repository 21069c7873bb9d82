/**
 * The sections of a finished drawing: the faces into which the grid lines and
 * the drawn segments cut the board. Inside one unit square the segments are
 * non-crossing chords between points of the square's boundary, so the faces
 * follow from the chords' end points in order round the square (compared as
 * exact rationals) by splitting the square's station cycle chord by chord.
 * Two sections are adjacent where their boundary intervals on a shared grid
 * line overlap with positive length and no drawn segment covers that line.
 */
import type { Point } from '../../core/game.ts';
import { pieces, q, sideOf, toFloat, type Q } from './geometry.ts';

export interface Section {
  id: number;
  square: [number, number];
  polygon: Q[];
  /** A point strictly inside, exactly representable as doubles. */
  inside: Point;
}

export interface Adjacency {
  to: number;
  /** The middle of the shared grid-line piece, where a path crosses. */
  via: Point;
}

export interface Sections {
  list: Section[];
  bySquare: number[][];
  adjacent: Adjacency[][];
}

/** A rational number n / d, d > 0. */
type R = [number, number];
const less = (a: R, b: R) => a[0] * b[1] < b[0] * a[1];
const equal = (a: R, b: R) => a[0] * b[1] === b[0] * a[1];

/** Position of a boundary point of square (sx, sy) going round it: top, right, bottom, left, in [0, 4). */
function perimeter(p: Q, sx: number, sy: number): R {
  const [x0, y0, x1, y1] = [sx * p.d, sy * p.d, (sx + 1) * p.d, (sy + 1) * p.d];
  if (p.y === y0 && p.x < x1) return [p.x - x0, p.d];
  if (p.x === x1 && p.y < y1) return [p.d + p.y - y0, p.d];
  if (p.y === y1 && p.x > x0) return [2 * p.d + x1 - p.x, p.d];
  return [3 * p.d + y1 - p.y, p.d];
}

/** The unit grid edges that drawn segments along grid lines cover. */
class CoveredEdges {
  /** Edge [x,y]–[x+1,y] at y · width + x. */
  private readonly across: Uint8Array;
  /** Edge [x,y]–[x,y+1] at y · (width + 1) + x. */
  private readonly down: Uint8Array;

  constructor(private readonly width: number, height: number) {
    this.across = new Uint8Array(width * (height + 1));
    this.down = new Uint8Array((width + 1) * height);
  }

  /** Covers the edges of a–b, a segment along a grid line. */
  cover(a: Point, b: Point): void {
    if (a[1] === b[1]) for (let x = Math.min(a[0], b[0]); x < Math.max(a[0], b[0]); x++) this.across[a[1] * this.width + x] = 1;
    else for (let y = Math.min(a[1], b[1]); y < Math.max(a[1], b[1]); y++) this.down[y * (this.width + 1) + a[0]] = 1;
  }

  horizontal = (x: number, y: number) => this.across[y * this.width + x] === 1;
  vertical = (x: number, y: number) => this.down[y * (this.width + 1) + x] === 1;
}

function squareFaces(sx: number, sy: number, chords: [Q, Q][]): Q[][] {
  const stations: { p: Q; t: R }[] = [q(sx, sy), q(sx + 1, sy), q(sx + 1, sy + 1), q(sx, sy + 1)].map((p, i) => ({ p, t: [i, 1] }));
  const indexOf = (p: Q) => {
    const t = perimeter(p, sx, sy);
    let i = stations.findIndex((s) => equal(s.t, t));
    if (i < 0) i = stations.push({ p, t }) - 1;
    return i;
  };
  const ends = chords.map(([p, r]) => [indexOf(p), indexOf(r)]);
  const order = stations.map((_, i) => i).sort((i, j) => (less(stations[i].t, stations[j].t) ? -1 : 1));
  let faces: number[][] = [order];
  for (const [u, v] of ends) {
    const k = faces.findIndex((f) => f.includes(u) && f.includes(v));
    const face = faces[k];
    const [i, j] = [face.indexOf(u), face.indexOf(v)].sort((x, y) => x - y);
    faces = [...faces.slice(0, k), face.slice(i, j + 1), [...face.slice(j), ...face.slice(0, i + 1)], ...faces.slice(k + 1)];
  }
  return faces.map((f) => f.map((i) => stations[i].p));
}

/** Whether p is strictly inside a convex polygon (all turns one way, none on an edge). */
function strictlyInside(polygon: Q[], p: Point): boolean {
  let sign = 0;
  for (let i = 0; i < polygon.length; i++) {
    const s = sideOf(polygon[i], polygon[(i + 1) % polygon.length], p);
    if (s === 0 || (sign !== 0 && s !== sign)) return false;
    sign = s;
  }
  return true;
}

export function buildSections(width: number, height: number, segments: [Point, Point][]): Sections {
  const chords: [Q, Q][][] = Array.from({ length: width * height }, () => []);
  const covered = new CoveredEdges(width, height);
  for (const [a, b] of segments) {
    if (a[0] === b[0] || a[1] === b[1]) {
      covered.cover(a, b);
      continue;
    }
    // Off the grid lines, each piece between two crossings is the segment's chord of the square it lies in.
    const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
    const at = (n: number, d: number): Q => q(a[0] * d + n * dx, a[1] * d + n * dy, d);
    const along = pieces(a, b);
    for (let k = 0; k < along.length; k += 6) chords[along[k + 1] * width + along[k]].push([at(along[k + 2], along[k + 3]), at(along[k + 4], along[k + 5])]);
  }
  const list: Section[] = [];
  const bySquare: number[][] = [];
  for (let sy = 0; sy < height; sy++) {
    for (let sx = 0; sx < width; sx++) {
      bySquare.push(
        squareFaces(sx, sy, chords[sy * width + sx]).map((polygon) => {
          const [cx, cy] = polygon.map(toFloat).reduce(([x, y], [u, v]) => [x + u / polygon.length, y + v / polygon.length], [0, 0]);
          if (!strictlyInside(polygon, [cx, cy])) throw new Error(`section centre not inside in square ${sx},${sy}`);
          return list.push({ id: list.length, square: [sx, sy], polygon, inside: [cx, cy] }) - 1;
        }),
      );
    }
  }
  return { list, bySquare, adjacent: adjacency(width, height, list, bySquare, covered) };
}

/** Boundary intervals of each section on one side of a grid line, as [from, to] along the line, with the section. */
function intervals(list: Section[], ids: number[], onLine: (p: Q) => R | null): [R, R, number][] {
  const out: [R, R, number][] = [];
  for (const id of ids) {
    const poly = list[id].polygon;
    for (let i = 0; i < poly.length; i++) {
      const [u, v] = [onLine(poly[i]), onLine(poly[(i + 1) % poly.length])];
      if (u && v && !equal(u, v)) out.push(less(u, v) ? [u, v, id] : [v, u, id]);
    }
  }
  return out;
}

function adjacency(width: number, height: number, list: Section[], bySquare: number[][], covered: CoveredEdges): Adjacency[][] {
  const adjacent: Adjacency[][] = list.map(() => []);
  const link = (sideA: [R, R, number][], sideB: [R, R, number][], point: (t: R) => Point) => {
    for (const [a0, a1, a] of sideA) {
      for (const [b0, b1, b] of sideB) {
        const lo = less(a0, b0) ? b0 : a0;
        const hi = less(a1, b1) ? a1 : b1;
        if (!less(lo, hi)) continue;
        const via = point([lo[0] * hi[1] + hi[0] * lo[1], 2 * lo[1] * hi[1]]);
        adjacent[a].push({ to: b, via });
        adjacent[b].push({ to: a, via });
      }
    }
  };
  // The position along a line of a point on it: x on y = k, y on x = k.
  const along = (axis: 'x' | 'y', k: number) => (p: Q): R | null =>
    axis === 'x' ? (p.y === k * p.d ? [p.x, p.d] : null) : p.x === k * p.d ? [p.y, p.d] : null;
  for (let sy = 0; sy < height; sy++) {
    for (let sx = 0; sx < width; sx++) {
      if (sx + 1 < width && !covered.vertical(sx + 1, sy)) {
        const line = along('y', sx + 1);
        link(intervals(list, bySquare[sy * width + sx], line), intervals(list, bySquare[sy * width + sx + 1], line), ([n, d]) => [sx + 1, n / d]);
      }
      if (sy + 1 < height && !covered.horizontal(sx, sy + 1)) {
        const line = along('x', sy + 1);
        link(intervals(list, bySquare[sy * width + sx], line), intervals(list, bySquare[(sy + 1) * width + sx], line), ([n, d]) => [n / d, sy + 1]);
      }
    }
  }
  return adjacent;
}

/** The section strictly containing p, or null for a point on a line or off the board. */
export function locate(sections: Sections, width: number, height: number, p: Point): Section | null {
  const [x, y] = p;
  if (!(x > 0 && y > 0 && x < width && y < height) || Number.isInteger(x) || Number.isInteger(y)) return null;
  const ids = sections.bySquare[Math.floor(y) * width + Math.floor(x)];
  // A section's own inside point (what bots and most logs name) is strictly inside it, checked when it was built:
  // found by equality, the exact test is spared.
  const id = ids.find((i) => sections.list[i].inside[0] === x && sections.list[i].inside[1] === y) ?? ids.find((i) => strictlyInside(sections.list[i].polygon, p));
  return id === undefined ? null : sections.list[id];
}
