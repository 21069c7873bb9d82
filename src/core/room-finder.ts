/**
 * The newest node with room in a growing tree, as a recursive backtracker
 * resumes: the nearest ancestor of the last node that can still grow. Nodes
 * found full stay full (a tree only grows), so each walk records, for every
 * node it passed, where it ended (path compression): a whole game of walks
 * costs O(nodes) amortised.
 */
export class RoomFinder {
  /** For each full node found, an ancestor at or above which the next node with room lies (−1: none found yet). */
  private readonly jump: Int32Array;

  constructor(nodes: number) {
    this.jump = new Int32Array(nodes).fill(-1);
  }

  /** The nearest ancestor of `from` (itself included) with room, or the root when none has. */
  find(from: number, parent: (v: number) => number, hasRoom: (v: number) => boolean): number {
    const passed: number[] = [];
    let v = from;
    while (!hasRoom(v) && parent(v) !== v) {
      passed.push(v);
      v = this.jump[v] >= 0 ? this.jump[v] : parent(v);
    }
    for (const p of passed) this.jump[p] = v;
    return v;
  }
}
