/**
 * Straight segments packed four numbers each (x1, y1, x2, y2) in one
 * Float64Array. A 1000×1000 maze has half a million wall runs: as small
 * arrays they cost more to allocate and collect than the whole maze costs to
 * find. Renderers read the numbers in place; JSON writes each segment as
 * [x1, y1, x2, y2], as a list of arrays would be written.
 */
import type { Segment } from './maze.ts';

export class Segments {
  constructor(readonly coords: Float64Array) {}

  static of(list: readonly Segment[]): Segments {
    const coords = new Float64Array(4 * list.length);
    list.forEach((s, i) => coords.set(s, 4 * i));
    return new Segments(coords);
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
    return [...this];
  }
}
