/** Disjoint sets over 0..n−1 on typed arrays: union by size, path halving. */
export class UnionFind {
  private readonly parent: Int32Array;
  private readonly size: Int32Array;
  /** How many sets there are. */
  count: number;

  constructor(n: number) {
    this.parent = new Int32Array(n);
    for (let i = 0; i < n; i++) this.parent[i] = i;
    this.size = new Int32Array(n).fill(1);
    this.count = n;
  }

  find(v: number): number {
    const parent = this.parent;
    while (parent[v] !== v) {
      parent[v] = parent[parent[v]];
      v = parent[v];
    }
    return v;
  }

  /** Joins the sets of a and b; false if they were one already. */
  union(a: number, b: number): boolean {
    let ra = this.find(a);
    let rb = this.find(b);
    if (ra === rb) return false;
    if (this.size[ra] < this.size[rb]) [ra, rb] = [rb, ra];
    this.parent[rb] = ra;
    this.size[ra] += this.size[rb];
    this.count--;
    return true;
  }

  clone(): UnionFind {
    const copy = Object.create(UnionFind.prototype) as UnionFind;
    Object.assign(copy, { parent: this.parent.slice(), size: this.size.slice(), count: this.count });
    return copy;
  }
}
