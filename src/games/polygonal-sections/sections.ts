/**
 * The sections of a finished drawing: the faces into which the grid lines and
 * the drawn segments cut the board. Inside one unit square the segments are
 * non-crossing chords between points of the square's boundary, so each
 * square's faces follow from its chords alone (faces.ts). Two sections are
 * adjacent where their sides on a shared grid line overlap with positive
 * length and no drawn segment covers that line (adjacency.ts).
 *
 * A 100² board has some 18,000 sections: they are kept in typed arrays, not
 * as objects (which cost more to make and collect than the rules that use
 * them), numbered square by square in reading order.
 */
import type { Point } from '../../core/game.ts';
import { CoveredEdges, sectionLinks, type Polygons, type SectionLinks } from './adjacency.ts';
import { SquareCut } from './faces.ts';
import { pieces, sideOf } from './geometry.ts';

export interface Sections extends Polygons, SectionLinks {
  /** A point strictly inside each section, [x, y, …], exactly representable as doubles. */
  inside: Float64Array;
}

export const insideOf = (sections: Sections, id: number): Point => [sections.inside[2 * id], sections.inside[2 * id + 1]];

/** A section as a JSON answer lists it: its id, its inside point and its polygon as doubles. */
export function sectionOf(sections: Sections, id: number): { id: number; inside: Point; polygon: Point[] } {
  const { start, vertices: v } = sections;
  const polygon: Point[] = [];
  for (let k = 3 * start[id]; k < 3 * start[id + 1]; k += 3) polygon.push([v[k] / v[k + 2], v[k + 1] / v[k + 2]]);
  return { id, inside: insideOf(sections, id), polygon };
}

/** Whether p is strictly inside the convex polygon of vertices from to to − 1 (all turns one way, none on an edge). */
function strictlyInside(v: Int32Array, from: number, to: number, px: number, py: number): boolean {
  let sign = 0;
  for (let i = from; i < to; i++) {
    const [a, b] = [3 * i, 3 * (i + 1 < to ? i + 1 : from)];
    const s = sideOf(v[a], v[a + 1], v[a + 2], v[b], v[b + 1], v[b + 2], px, py);
    if (s === 0 || (sign !== 0 && s !== sign)) return false;
    sign = s;
  }
  return true;
}

/** The chords (x0, y0, d0, x1, y1, d1: rational ends) of the squares that segments off the grid lines cut, square by square in the order drawn; and the grid edges that segments along grid lines cover. */
function cut(width: number, height: number, segments: number[]): { chordsFrom: Int32Array; chords: Int32Array; covered: CoveredEdges } {
  const covered = new CoveredEdges(width, height);
  // A segment has at most |dx| + |dy| pieces: one more each time it crosses a grid line.
  let most = 0;
  for (let i = 0; i < segments.length; i += 4) most += Math.abs(segments[i + 2] - segments[i]) + Math.abs(segments[i + 3] - segments[i + 1]);
  const found = new Int32Array(7 * most);
  let n = 0;
  for (let i = 0; i < segments.length; i += 4) {
    const [ax, ay, bx, by] = [segments[i], segments[i + 1], segments[i + 2], segments[i + 3]];
    if (ax === bx || ay === by) {
      covered.cover(ax, ay, bx, by);
      continue;
    }
    // Off the grid lines, each piece between two crossings is the segment's chord of the square it lies in.
    const [dx, dy] = [bx - ax, by - ay];
    const along = pieces(ax, ay, bx, by);
    for (let k = 0; k < along.length; k += 6, n += 7) {
      const [n0, d0, n1, d1] = [along[k + 2], along[k + 3], along[k + 4], along[k + 5]];
      [found[n], found[n + 1], found[n + 2], found[n + 3]] = [along[k + 1] * width + along[k], ax * d0 + n0 * dx, ay * d0 + n0 * dy, d0];
      [found[n + 4], found[n + 5], found[n + 6]] = [ax * d1 + n1 * dx, ay * d1 + n1 * dy, d1];
    }
  }
  // A counting sort by square, which keeps each square's chords in the order drawn.
  const chordsFrom = new Int32Array(width * height + 1);
  for (let k = 0; k < n; k += 7) chordsFrom[found[k] + 1]++;
  for (let i = 0; i < width * height; i++) chordsFrom[i + 1] += chordsFrom[i];
  const fill = chordsFrom.slice(0, width * height);
  const chords = new Int32Array((n / 7) * 6);
  for (let k = 0; k < n; k += 7) {
    const at = 6 * fill[found[k]]++;
    for (let i = 0; i < 6; i++) chords[at + i] = found[k + 1 + i];
  }
  return { chordsFrom, chords, covered };
}

/**
 * The sections of a drawing whose segments are packed [ax, ay, bx, by, …];
 * on a shaped board (`region`, 1 for each of the region's squares) only those of its
 * squares: a square outside it has none, so no link reaches it either.
 */
export function buildSections(width: number, height: number, segments: number[], region: Uint8Array | null = null): Sections {
  const { chordsFrom, chords, covered } = cut(width, height, segments);
  // Each chord adds a section. A square's faces have at most 4 + 4c vertices in all: the cycle round it holds the corners
  // and the chords' ends, and each chord's split of a face gives the two new faces its ends twice over.
  const squares = width * height;
  const most = squares + chords.length / 6;
  const first = new Int32Array(squares + 1);
  const start = new Int32Array(most + 1);
  const vertices = new Int32Array(3 * 4 * most);
  const inside = new Float64Array(2 * most);
  const square = new SquareCut();
  const ends: number[] = [];
  let [count, v] = [0, 0];
  for (let sy = 0, sq = 0; sy < height; sy++) {
    for (let sx = 0; sx < width; sx++, sq++) {
      if (region !== null && !region[sq]) {
        first[sq + 1] = count;
        continue;
      }
      square.begin(sx, sy);
      ends.length = 0;
      for (let c = 6 * chordsFrom[sq]; c < 6 * chordsFrom[sq + 1]; c += 6)
        ends.push(square.station(chords[c], chords[c + 1], chords[c + 2]), square.station(chords[c + 3], chords[c + 4], chords[c + 5]));
      for (const face of square.faces(ends)) {
        // The mean of the vertices as doubles, summed in order: a point strictly inside a convex polygon.
        let [x, y] = [0, 0];
        for (const i of face) {
          [vertices[v], vertices[v + 1], vertices[v + 2]] = [square.x[i], square.y[i], square.d[i]];
          v += 3;
          x += square.x[i] / square.d[i] / face.length;
          y += square.y[i] / square.d[i] / face.length;
        }
        [inside[2 * count], inside[2 * count + 1]] = [x, y];
        start[++count] = v / 3;
        if (!strictlyInside(vertices, start[count - 1], start[count], x, y)) throw new Error(`section centre not inside in square ${sx},${sy}`);
      }
      first[sq + 1] = count;
    }
  }
  const sections = { count, first, start: start.subarray(0, count + 1), vertices: vertices.subarray(0, v), inside: inside.subarray(0, 2 * count) };
  return { ...sections, ...sectionLinks(width, height, sections, covered) };
}

/** The section strictly containing p, or −1 for a point on a line or off the board. */
export function locate(sections: Sections, width: number, height: number, p: Point): number {
  const [x, y] = p;
  if (!(x > 0 && y > 0 && x < width && y < height) || Number.isInteger(x) || Number.isInteger(y)) return -1;
  const { first, start, vertices, inside } = sections;
  const sq = Math.floor(y) * width + Math.floor(x);
  // A section's own inside point (what bots and most logs name) is strictly inside it, checked when it was built:
  // found by equality, the exact test is spared.
  for (let id = first[sq]; id < first[sq + 1]; id++) if (inside[2 * id] === x && inside[2 * id + 1] === y) return id;
  for (let id = first[sq]; id < first[sq + 1]; id++) if (strictlyInside(vertices, start[id], start[id + 1], x, y)) return id;
  return -1;
}
