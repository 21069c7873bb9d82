/**
 * Straight segments packed four numbers each (x1, y1, x2, y2) in one
 * Float64Array. A 1000×1000 maze has half a million wall runs: as small
 * arrays they cost more to allocate and collect than the whole maze costs to
 * find. Renderers read the numbers in place; JSON writes each segment as
 * [x1, y1, x2, y2], as a list of arrays would be written.
 *
 * Segments that all lie on a lattice, as a grid maze's walls do, may come
 * with their unit steps (`steps`), which a drawing chains directly
 * (render/path-chains.ts); their numbers are then worked out only when read,
 * by a JSON answer, say.
 */
import type { Segment } from './maze.ts';

/**
 * The unit steps of segments on a lattice of stride × rows points: bit d of
 * point y·stride + x is set when the step from (x, y) in king direction d
 * (core/grid.ts: 0 east, 2 south, 4 west, 6 north) lies on a segment.
 */
export interface UnitSteps {
  stride: number;
  rows: number;
  bits: Uint8Array;
}

export class Segments {
  private packed: Float64Array | null;
  private readonly work: (() => Float64Array) | null;

  /**
   * The numbers, or how to work them out; and, for segments on a lattice,
   * how to find their unit steps (a fresh array each call: chaining consumes it).
   */
  constructor(
    coords: Float64Array | (() => Float64Array),
    readonly steps?: () => UnitSteps,
  ) {
    [this.packed, this.work] = typeof coords === 'function' ? [null, coords] : [coords, null];
  }

  static of(list: readonly Segment[]): Segments {
    const coords = new Float64Array(4 * list.length);
    for (let i = 0, k = 0; i < list.length; i++) {
      const s = list[i];
      coords[k++] = s[0];
      coords[k++] = s[1];
      coords[k++] = s[2];
      coords[k++] = s[3];
    }
    return new Segments(coords);
  }

  get coords(): Float64Array {
    this.packed ??= (this.work as () => Float64Array)();
    return this.packed;
  }

  get length(): number {
    return this.coords.length >> 2;
  }

  at(i: number): Segment {
    const c = this.coords;
    return [c[4 * i], c[4 * i + 1], c[4 * i + 2], c[4 * i + 3]];
  }

  *[Symbol.iterator](): IterableIterator<Segment> {
    for (let i = 0; i < this.length; i++) yield this.at(i);
  }

  toJSON(): Segment[] {
    return Array.from({ length: this.length }, (_, i) => this.at(i));
  }
}
