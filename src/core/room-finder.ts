import type { ParentOf } from './grid.ts';

/**
 * The newest node with room in a growing tree, as a recursive backtracker
 * resumes: the nearest ancestor of the last node that can still grow. Told
 * every growth in order, it keeps a backtracker's stack: the last node's
 * ancestors with room, and some without. While the tree grows as a
 * backtracker grows it (each growth from the last node or from the newest
 * with room), the stack is all it needs, and it touches memory only as deep
 * as the tree: a quarter of a 1000² maze, where a jump a node was 4 MB of
 * fresh memory (14 µs a page here). A growth from anywhere else hands it to
 * AncestorJumps, which walks the parents.
 */
export class RoomFinder {
  private stack: Int32Array | null;
  private depth = 1;
  private jumps: AncestorJumps | null = null;

  constructor(
    private readonly nodes: number,
    root: number,
  ) {
    this.stack = new Int32Array(nodes);
    this.stack[0] = root;
  }

  /** Node `to` grew from `from`; `room[v]` > 0 while v can still grow. */
  grew(from: number, to: number, room: Uint8Array): void {
    const { stack } = this;
    if (!stack) return;
    // Nodes above `from` without room now had none when it grew, in a backtracker's growth; none will again.
    while (this.depth > 1 && stack[this.depth - 1] !== from && room[stack[this.depth - 1]] === 0) this.depth--;
    if (stack[this.depth - 1] === from) stack[this.depth++] = to;
    else [this.stack, this.jumps] = [null, new AncestorJumps(this.nodes)];
  }

  /**
   * The nearest ancestor of `last` (itself included), the last node grown,
   * with room, or the root when none has: `parentOf(v)` is v's parent (the
   * root's is itself).
   */
  find(last: number, parentOf: ParentOf, room: Uint8Array): number {
    const { stack } = this;
    if (!stack) return (this.jumps as AncestorJumps).find(last, parentOf, room);
    while (this.depth > 1 && room[stack[this.depth - 1]] === 0) this.depth--;
    return stack[this.depth - 1];
  }
}

/**
 * The nearest ancestor with room by walking the parents. Nodes found full
 * stay full (a tree only grows), so each walk records, for every node it
 * passed, where it ended (path compression): a whole game of walks costs
 * O(nodes) amortised, on typed arrays and without allocating.
 */
export class AncestorJumps {
  /** For each full node found, an ancestor at or above which the next node with room lies (−1: none found yet). */
  private readonly jump: Int32Array;
  /** The nodes one walk passed. */
  private readonly passed: Int32Array;

  constructor(nodes: number) {
    this.jump = new Int32Array(nodes).fill(-1);
    this.passed = new Int32Array(nodes);
  }

  /** As RoomFinder.find, from any node. */
  find(from: number, parentOf: ParentOf, room: Uint8Array): number {
    const { jump, passed } = this;
    let count = 0;
    let v = from;
    while (room[v] === 0 && parentOf(v) !== v) {
      passed[count++] = v;
      v = jump[v] >= 0 ? jump[v] : parentOf(v);
    }
    for (let i = 0; i < count; i++) jump[passed[i]] = v;
    return v;
  }
}
