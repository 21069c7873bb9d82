/**
 * The sections of a finished drawing: the faces into which the grid lines and
 * the drawn segments cut the board. Inside one unit square the segments are
 * non-crossing chords between points of the square's boundary, so each
 * square's faces follow from its chords alone (faces.ts). Two sections are
 * adjacent where their sides on a shared grid line overlap with positive
 * length and no drawn segment covers that line (adjacency.ts).
 */
import type { Point } from '../../core/game.ts';
import { CoveredEdges, sectionLinks, type SectionLinks } from './adjacency.ts';
import { squareFaces } from './faces.ts';
import { pieces, q, sideOf, type Q } from './geometry.ts';

export interface Section {
  id: number;
  square: [number, number];
  polygon: Q[];
  /** A point strictly inside, exactly representable as doubles. */
  inside: Point;
}

export interface Sections extends SectionLinks {
  list: Section[];
  bySquare: number[][];
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

/** The mean of a polygon's vertices as doubles, summed in order: a point strictly inside a convex one. */
function centre(polygon: Q[]): Point {
  let [x, y] = [0, 0];
  for (const p of polygon) {
    x += p.x / p.d / polygon.length;
    y += p.y / p.d / polygon.length;
  }
  return [x, y];
}

/** The chords of the squares that segments off the grid lines cut (the others have none), and the grid edges that segments along them cover. */
function cut(width: number, height: number, segments: [Point, Point][]): { chords: Map<number, [Q, Q][]>; covered: CoveredEdges } {
  const chords = new Map<number, [Q, Q][]>();
  const covered = new CoveredEdges(width, height);
  for (const [a, b] of segments) {
    if (a[0] === b[0] || a[1] === b[1]) {
      covered.cover(a, b);
      continue;
    }
    // Off the grid lines, each piece between two crossings is the segment's chord of the square it lies in.
    const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
    const along = pieces(a, b);
    for (let k = 0; k < along.length; k += 6) {
      const [n0, d0, n1, d1] = [along[k + 2], along[k + 3], along[k + 4], along[k + 5]];
      const chord: [Q, Q] = [q(a[0] * d0 + n0 * dx, a[1] * d0 + n0 * dy, d0), q(a[0] * d1 + n1 * dx, a[1] * d1 + n1 * dy, d1)];
      const square = along[k + 1] * width + along[k];
      const list = chords.get(square);
      if (list) list.push(chord);
      else chords.set(square, [chord]);
    }
  }
  return { chords, covered };
}

export function buildSections(width: number, height: number, segments: [Point, Point][]): Sections {
  const { chords, covered } = cut(width, height, segments);
  // One lattice point for the corners of the four squares round it.
  const lattice = Array.from({ length: (width + 1) * (height + 1) }, (_, i) => q(i % (width + 1), Math.floor(i / (width + 1))));
  const list: Section[] = [];
  const bySquare: number[][] = [];
  for (let sy = 0; sy < height; sy++) {
    for (let sx = 0; sx < width; sx++) {
      const topLeft = sy * (width + 1) + sx;
      const corners = [lattice[topLeft], lattice[topLeft + 1], lattice[topLeft + width + 2], lattice[topLeft + width + 1]];
      const cuts = chords.get(sy * width + sx);
      const ids: number[] = [];
      for (const polygon of cuts ? squareFaces(sx, sy, corners, cuts) : [corners]) {
        const inside = centre(polygon);
        if (!strictlyInside(polygon, inside)) throw new Error(`section centre not inside in square ${sx},${sy}`);
        ids.push(list.push({ id: list.length, square: [sx, sy], polygon, inside }) - 1);
      }
      bySquare.push(ids);
    }
  }
  return { list, bySquare, ...sectionLinks(width, height, list.map((s) => s.polygon), list.map((s) => s.square), bySquare, covered) };
}

/** The section strictly containing p, or null for a point on a line or off the board. */
export function locate(sections: Sections, width: number, height: number, p: Point): Section | null {
  const [x, y] = p;
  if (!(x > 0 && y > 0 && x < width && y < height) || Number.isInteger(x) || Number.isInteger(y)) return null;
  const ids = sections.bySquare[Math.floor(y) * width + Math.floor(x)];
  // A section's own inside point (what bots and most logs name) is strictly inside it, checked when it was built:
  // found by equality, the exact test is spared.
  for (const id of ids) if (sections.list[id].inside[0] === x && sections.list[id].inside[1] === y) return sections.list[id];
  for (const id of ids) if (strictlyInside(sections.list[id].polygon, p)) return sections.list[id];
  return null;
}
