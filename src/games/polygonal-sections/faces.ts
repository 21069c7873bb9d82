/**
 * The faces of one unit square cut by chords: the drawn segments' pieces
 * inside it, non-crossing, between points of its boundary. The square's
 * stations (corners and chord ends) are ordered round it by exact rational
 * position, and the cycle is split chord by chord, each chord splitting the
 * first face that holds both its ends. One SquareCut serves every square of
 * a board in turn: its stations live in typed arrays it reuses.
 */
import { doubled } from '../../core/doubled.ts';

export class SquareCut {
  /** Station i is the point (x[i] / d[i], y[i] / d[i]), at place[i] / d[i] round the square. */
  x = new Int32Array(16);
  y = new Int32Array(16);
  d = new Int32Array(16);
  private place = new Int32Array(16);
  private count = 0;
  private sx = 0;
  private sy = 0;

  /** Starts square (sx, sy) with its corners, clockwise from the top left: stations 0–3. */
  begin(sx: number, sy: number): void {
    [this.sx, this.sy, this.count] = [sx, sy, 0];
    this.add(sx, sy, 1);
    this.add(sx + 1, sy, 1);
    this.add(sx + 1, sy + 1, 1);
    this.add(sx, sy + 1, 1);
  }

  /**
   * Position of boundary point (x / d, y / d) going round the square clockwise
   * from its top-left corner (top, right, bottom, left, in [0, 4)), as a
   * numerator over d.
   */
  private perimeter(x: number, y: number, d: number): number {
    const [x0, y0, x1, y1] = [this.sx * d, this.sy * d, (this.sx + 1) * d, (this.sy + 1) * d];
    if (y === y0 && x < x1) return x - x0;
    if (x === x1 && y < y1) return d + y - y0;
    if (y === y1 && x > x0) return 2 * d + x1 - x;
    return 3 * d + y1 - y;
  }

  private add(x: number, y: number, d: number): number {
    if (this.count === this.x.length) this.grow();
    const i = this.count++;
    [this.x[i], this.y[i], this.d[i], this.place[i]] = [x, y, d, this.perimeter(x, y, d)];
    return i;
  }

  private grow(): void {
    [this.x, this.y, this.d, this.place] = [doubled(this.x), doubled(this.y), doubled(this.d), doubled(this.place)];
  }

  /** The station at boundary point (x / d, y / d), added if new (a point met twice is one station: the first one's). */
  station(x: number, y: number, d: number): number {
    const place = this.perimeter(x, y, d);
    for (let i = 0; i < this.count; i++) if (place * this.d[i] === this.place[i] * d) return i;
    return this.add(x, y, d);
  }

  /** The stations in order round the square: an insertion sort, as a square has few. */
  private inOrder(): number[] {
    const order: number[] = [];
    for (let i = 0; i < this.count; i++) {
      let k = order.length;
      while (k > 0 && this.place[i] * this.d[order[k - 1]] < this.place[order[k - 1]] * this.d[i]) k--;
      order.splice(k, 0, i);
    }
    return order;
  }

  /** The faces, as stations in order round each, once the chords' ends (station pairs, in the order drawn) are given. */
  faces(ends: readonly number[]): number[][] {
    const faces: number[][] = [this.inOrder()];
    for (let c = 0; c < ends.length; c += 2) {
      const [u, v] = [ends[c], ends[c + 1]];
      let k = 0;
      while (!faces[k].includes(u) || !faces[k].includes(v)) k++;
      const face = faces[k];
      const [i, j] = [Math.min(face.indexOf(u), face.indexOf(v)), Math.max(face.indexOf(u), face.indexOf(v))];
      faces.splice(k, 1, face.slice(i, j + 1), face.slice(j).concat(face.slice(0, i + 1)));
    }
    return faces;
  }
}
