/**
 * The drawn segments filed under the unit squares they touch, each square's
 * in the order filed: one linked list a square, in typed arrays. A 100² game
 * files some 60,000 entries; as an array a square they cost more to grow,
 * collect and clone than the crossing tests that read them.
 */
import { doubled } from '../../core/doubled.ts';

export class Buckets {
  /** Each square's first and last entry, 0 for none (entry 0 is never used). */
  private readonly head: Int32Array;
  private readonly tail: Int32Array;
  /** Each entry's segment id, and the entry after it in its square's list (0 at the end). */
  private ids: Int32Array;
  private after: Int32Array;
  private used = 1;

  constructor(squares: number, from?: Buckets) {
    this.head = from ? from.head.slice() : new Int32Array(squares);
    this.tail = from ? from.tail.slice() : new Int32Array(squares);
    this.ids = from ? from.ids.slice() : new Int32Array(8 * squares + 1);
    this.after = from ? from.after.slice() : new Int32Array(8 * squares + 1);
    if (from) this.used = from.used;
  }

  clone(): Buckets {
    return new Buckets(0, this);
  }

  /** Files segment id under square, unless it is the square's newest already (a segment may touch a square twice). */
  add(square: number, id: number): void {
    const last = this.tail[square];
    if (last !== 0 && this.ids[last] === id) return;
    if (this.used === this.ids.length) this.grow();
    const entry = this.used++;
    this.ids[entry] = id;
    if (last === 0) this.head[square] = entry;
    else this.after[last] = entry;
    this.tail[square] = entry;
  }

  private grow(): void {
    [this.ids, this.after] = [doubled(this.ids), doubled(this.after)];
  }

  /** A square's first entry, then next(entry) until 0; id(entry) is the segment filed. */
  first(square: number): number {
    return this.head[square];
  }

  next(entry: number): number {
    return this.after[entry];
  }

  id(entry: number): number {
    return this.ids[entry];
  }
}
