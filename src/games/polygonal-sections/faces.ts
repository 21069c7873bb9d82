/**
 * The faces of one unit square cut by chords: the drawn segments' pieces
 * inside it, non-crossing, between points of its boundary. The square's
 * stations (corners and chord ends) are ordered round it by exact rational
 * position, and the cycle is split chord by chord, each chord splitting the
 * first face that holds both its ends.
 */
import type { Q } from './geometry.ts';

/**
 * Position of a boundary point of square (sx, sy) going round it clockwise
 * from its top-left corner (top, right, bottom, left, in [0, 4)), as a
 * rational whose denominator is the point's.
 */
function perimeter(p: Q, sx: number, sy: number): number {
  const [x0, y0, x1, y1] = [sx * p.d, sy * p.d, (sx + 1) * p.d, (sy + 1) * p.d];
  if (p.y === y0 && p.x < x1) return p.x - x0;
  if (p.x === x1 && p.y < y1) return p.d + p.y - y0;
  if (p.y === y1 && p.x > x0) return 2 * p.d + x1 - p.x;
  return 3 * p.d + y1 - p.y;
}

/** The stations of a square: their points and perimeter positions (numerator over the point's d). */
class Stations {
  readonly points: Q[];
  private readonly places: number[] = [0, 1, 2, 3];

  constructor(
    corners: Q[],
    private readonly sx: number,
    private readonly sy: number,
  ) {
    this.points = corners.slice();
  }

  /** The station at boundary point p, added if new (a point met twice is one station: the first one's). */
  indexOf(p: Q): number {
    const place = perimeter(p, this.sx, this.sy);
    for (let i = 0; i < this.points.length; i++) if (place * this.points[i].d === this.places[i] * p.d) return i;
    this.places.push(place);
    return this.points.push(p) - 1;
  }

  /** The stations in order round the square: an insertion sort, as a square has few. */
  inOrder(): number[] {
    const order: number[] = [];
    for (let i = 0; i < this.points.length; i++) {
      let k = order.length;
      while (k > 0 && this.places[i] * this.points[order[k - 1]].d < this.places[order[k - 1]] * this.points[i].d) k--;
      order.splice(k, 0, i);
    }
    return order;
  }
}

/** The faces of square (sx, sy), whose corners clockwise from the top left are given, cut by chords in the order drawn. */
export function squareFaces(sx: number, sy: number, corners: Q[], chords: [Q, Q][]): Q[][] {
  const stations = new Stations(corners, sx, sy);
  const ends: number[] = [];
  for (const [p, r] of chords) ends.push(stations.indexOf(p), stations.indexOf(r));
  const faces: number[][] = [stations.inOrder()];
  for (let c = 0; c < ends.length; c += 2) {
    const [u, v] = [ends[c], ends[c + 1]];
    let k = 0;
    while (!faces[k].includes(u) || !faces[k].includes(v)) k++;
    const face = faces[k];
    const [i, j] = [Math.min(face.indexOf(u), face.indexOf(v)), Math.max(face.indexOf(u), face.indexOf(v))];
    faces.splice(k, 1, face.slice(i, j + 1), face.slice(j).concat(face.slice(0, i + 1)));
  }
  const polygons: Q[][] = [];
  for (const face of faces) {
    const polygon: Q[] = [];
    for (const i of face) polygon.push(stations.points[i]);
    polygons.push(polygon);
  }
  return polygons;
}
