/**
 * The newest node with room in a growing tree, as a recursive backtracker
 * resumes: the nearest ancestor of the last node that can still grow. Nodes
 * found full stay full (a tree only grows), so each walk records, for every
 * node it passed, where it ended (path compression): a whole game of walks
 * costs O(nodes) amortised, on typed arrays and without allocating.
 */
export class RoomFinder {
  /** For each full node found, an ancestor at or above which the next node with room lies (−1: none found yet). */
  private readonly jump: Int32Array;
  /** The nodes one walk passed. */
  private readonly passed: Int32Array;

  constructor(nodes: number) {
    this.jump = new Int32Array(nodes).fill(-1);
    this.passed = new Int32Array(nodes);
  }

  /**
   * The nearest ancestor of `from` (itself included) with room, or the root
   * when none has: `parent[v]` is v's parent (the root's is itself), and v
   * has room while `room[v]` > 0.
   */
  find(from: number, parent: Int32Array, room: Uint8Array): number {
    const { jump, passed } = this;
    let count = 0;
    let v = from;
    while (room[v] === 0 && parent[v] !== v) {
      passed[count++] = v;
      v = jump[v] >= 0 ? jump[v] : parent[v];
    }
    for (let i = 0; i < count; i++) jump[passed[i]] = v;
    return v;
  }
}
