/**
 * A set of integers in [0, capacity) with O(1) add, delete, has and uniform
 * random access by position: what bots need to pick from a changing frontier
 * of a million-cell board without scanning it.
 */
export class IndexedSet {
  private readonly items: Int32Array;
  private readonly pos: Int32Array;
  size = 0;

  constructor(capacity: number) {
    this.items = new Int32Array(capacity);
    this.pos = new Int32Array(capacity).fill(-1);
  }

  has(v: number): boolean {
    return this.pos[v] >= 0;
  }

  add(v: number): void {
    if (this.pos[v] >= 0) return;
    this.pos[v] = this.size;
    this.items[this.size++] = v;
  }

  delete(v: number): void {
    const i = this.pos[v];
    if (i < 0) return;
    const last = this.items[--this.size];
    this.items[i] = last;
    this.pos[last] = i;
    this.pos[v] = -1;
  }

  /** The element at position i (0 ≤ i < size); positions change as elements are deleted. */
  at(i: number): number {
    return this.items[i];
  }

  clone(): IndexedSet {
    const copy = new IndexedSet(this.items.length);
    copy.items.set(this.items);
    copy.pos.set(this.pos);
    copy.size = this.size;
    return copy;
  }
}
