/**
 * A node's parent in `tree` (the root's is itself): a function that lives as
 * long as its module, the tree passed to it. Every game's finder calls it from
 * the same sites; V8 inlines the few such functions it meets there, where
 * closures made afresh for each game's tree, of two games' kinds, were called
 * the slow way, and slowed a labyrinthine-loop game.
 */
export type ParentIn<T> = (tree: T, v: number) => number;

/**
 * The newest node with room in a growing tree, as a recursive backtracker
 * resumes: the nearest ancestor of the last node that can still grow. It
 * keeps a backtracker's stack: ancestors of the last node it was asked from,
 * every one with room among them. Asked again, it climbs from the new last
 * node to the stack's top and pushes the way. While the tree grows as a
 * backtracker grows it (from its last node, or from the newest with room),
 * that way is just the nodes grown since: each node is pushed once, and
 * memory is touched only as deep as the tree goes (a quarter of a 1000²
 * maze's cells), where a jump a node was 4 MB of fresh memory (a page costs
 * 14 µs here). When the climb misses the top, or would push more nodes than
 * the tree has (the tree grew from elsewhere), AncestorJumps takes over.
 */
export class RoomFinder {
  private stack: Int32Array | null;
  private depth = 1;
  /** Nodes pushed so far: a backtracker's growth pushes each once. */
  private pushed = 1;
  private jumps: AncestorJumps | null = null;

  constructor(
    private readonly nodes: number,
    root: number,
  ) {
    this.stack = new Int32Array(nodes);
    this.stack[0] = root;
  }

  /**
   * The nearest ancestor of `last` (itself included) with room, or the root
   * when none has: `parentIn(tree, v)` is v's parent (the root's is itself), and v
   * has room while `room[v]` > 0. Rooms only close.
   */
  find<T>(last: number, parentIn: ParentIn<T>, tree: T, room: Uint8Array): number {
    const { stack } = this;
    if (stack && this.climb(stack, last, parentIn, tree)) {
      while (this.depth > 1 && room[stack[this.depth - 1]] === 0) this.depth--;
      return stack[this.depth - 1];
    }
    this.stack = null;
    this.jumps ??= new AncestorJumps(this.nodes);
    return this.jumps.find(last, parentIn, tree, room);
  }

  /** Pushes the way from the stack's top down to `last`; false when `last` does not descend from the top, or the push would make more than `nodes`. */
  private climb<T>(stack: Int32Array, last: number, parentIn: ParentIn<T>, tree: T): boolean {
    const top = stack[this.depth - 1];
    let length = 0;
    for (let u = last; u !== top; length++) {
      const up = parentIn(tree, u);
      if (up === u || this.pushed + length >= this.nodes) return false;
      u = up;
    }
    for (let u = last, i = this.depth + length - 1; i >= this.depth; u = parentIn(tree, u)) stack[i--] = u;
    this.depth += length;
    this.pushed += length;
    return true;
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
  find<T>(from: number, parentIn: ParentIn<T>, tree: T, room: Uint8Array): number {
    const { jump, passed } = this;
    let count = 0;
    let v = from;
    for (let up = parentIn(tree, v); room[v] === 0 && up !== v; up = parentIn(tree, v)) {
      passed[count++] = v;
      v = jump[v] >= 0 ? jump[v] : up;
    }
    for (let i = 0; i < count; i++) jump[passed[i]] = v;
    return v;
  }
}
