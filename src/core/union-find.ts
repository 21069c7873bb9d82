/**
 * Disjoint sets over 0..n−1 on one typed array: union by size, path halving.
 * A root holds minus its set's size, any other element its parent, so a
 * look-up or a union touches one array (on a million-cell board each array
 * touched is a cache miss more).
 */
export class UnionFind {
  private readonly up: Int32Array;
  /** How many sets there are. */
  count: number;

  constructor(n: number) {
    this.up = new Int32Array(n).fill(-1);
    this.count = n;
  }

  find(v: number): number {
    const up = this.up;
    for (let parent = up[v]; parent >= 0; parent = up[v]) {
      const grandparent = up[parent];
      if (grandparent < 0) return parent;
      up[v] = grandparent;
      v = grandparent;
    }
    return v;
  }

  /** How many elements v's set holds. */
  size(v: number): number {
    return -this.up[this.find(v)];
  }

  /** Joins the sets of a and b; false if they were one already. */
  union(a: number, b: number): boolean {
    let ra = this.find(a);
    let rb = this.find(b);
    if (ra === rb) return false;
    const up = this.up;
    // The smaller set goes under the larger: sizes are stored negated.
    if (up[ra] > up[rb]) [ra, rb] = [rb, ra];
    up[ra] += up[rb];
    up[rb] = ra;
    this.count--;
    return true;
  }

  /**
   * Joins `single`, which must be a set of its own and not v, to v's set:
   * union(v, single)'s result, without a look-up of `single` (on a big board
   * its entry is often a cache miss).
   */
  attach(single: number, v: number): void {
    const root = this.find(v);
    this.up[root]--;
    this.up[single] = root;
    this.count--;
  }

  clone(): UnionFind {
    const copy = Object.create(UnionFind.prototype) as UnionFind;
    Object.assign(copy, { up: this.up.slice(), count: this.count });
    return copy;
  }
}
