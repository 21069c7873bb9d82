/**
 * labyrinth's open walls: the interior walls that may still join two
 * components (live walls), as randomWall samples them. That is an IndexedSet
 * of every interior wall from which each door, and each wall found dead on a
 * walk from the end, is deleted: where a wall sits in it, and so every random
 * draw, follows from the game so far.
 *
 * Keeping that set costs more than the rest of a move on a big board (a
 * deletion is two cache misses), and the maker bots never sample. So until
 * the first sample it is only written down: the doors in order, and each walk
 * made (when, and where it stopped); the first sample builds it by replaying
 * those against a union–find of its own. Meanwhile the live walls come from
 * one scan of the board when first asked for, kept in a list that drops the
 * walls that die.
 */
import { IndexedSet } from '../../core/indexed-set.ts';
import { UnionFind } from '../../core/union-find.ts';

/** A wall's cell east of or below the cell wall >> 1: worked out, not chosen by a branch, as the way a door goes is random. */
export const otherCell = (width: number, wall: number) => (wall >> 1) + 1 + (wall & 1) * (width - 1);

/** A walk's stop cell meaning "never stop": the walk prunes the whole set. */
const WHOLE = -1;

/** What the walls are read against: the components, and how many doors each cell has. */
interface Board {
  sets: UnionFind;
  doorsAt: Uint8Array;
}

export class OpenWalls {
  /** Until the set is built (then null): the walls opened, in order (a board has fewer doors than cells)… */
  private doors: Int32Array | null;
  private doorCount = 0;
  /** …each walk as [doors before it, p, q] (see walk), and the live walls, once first asked for. */
  private walks: number[] = [];
  private live: number[] | null = null;

  constructor(
    private readonly width: number,
    private readonly cells: number,
    /** A shaped board's region, 1 a cell in it (null for the whole grid): walls with a cell outside it are never live. */
    private readonly inside: Uint8Array | null = null,
    private set: IndexedSet | null = null,
  ) {
    // A number a door, as it comes. Worked out to a byte a door from the door before (the maker's mostly follow on from
    // it), the log cost a fifteenth of a 1000² game; the 3 MB more of fresh memory cost almost nothing.
    this.doors = set ? null : new Int32Array(cells);
  }

  /** A door was opened through `wall`. */
  opened(wall: number): void {
    if (this.set) this.set.delete(wall);
    else (this.doors as Int32Array)[this.doorCount++] = wall;
  }

  /** Every live wall, in no particular order; the set drops every dead one. */
  liveWalls(board: Board): number[] {
    const set = this.set;
    if (set) {
      walk(set, board.sets, this.width, WHOLE, WHOLE);
      return Array.from({ length: set.size }, (_, i) => set.at(i));
    }
    this.walks.push(this.doorsOpened(), WHOLE, WHOLE);
    return this.liveList(board).slice();
  }

  /** Whether some live wall touches neither cell p nor q; the set drops the dead walls it passes on the way. */
  someLiveAvoiding(board: Board, p: number, q: number): boolean {
    if (this.set) return walk(this.set, board.sets, this.width, p, q);
    this.walks.push(this.doorsOpened(), p, q);
    return this.liveList(board).some((wall) => !touches(this.width, wall, p, q));
  }

  /** How many doors the log holds (the set is not built while anything is logged). */
  private doorsOpened(): number {
    return this.doors ? this.doorCount : 0;
  }

  /** The set itself, for sampling: built now if it was only written down. */
  sampled(): IndexedSet {
    return (this.set ??= this.replay());
  }

  /** The set is built first, so that a clone and its original look alike however either was read before. */
  clone(): OpenWalls {
    return new OpenWalls(this.width, this.cells, this.inside, this.sampled().clone());
  }

  /** The live walls, dropping those that died since last asked: found by one scan of the board the first time. */
  private liveList(board: Board): number[] {
    if (!this.live) return (this.live = this.inside ? regionLive(board.sets, this.width, this.inside) : scanLive(board, this.width));
    const live = this.live;
    let kept = 0;
    for (const wall of live) if (isLive(board.sets, this.width, wall)) live[kept++] = wall;
    live.length = kept;
    return live;
  }

  /** The set as it would be had it been kept all along: the doors and walks again, in order. */
  private replay(): IndexedSet {
    const { width, cells, walks, inside } = this;
    const set = new IndexedSet(2 * cells);
    if (inside) {
      for (let c = 0; c < cells; c++) {
        if (!inside[c]) continue;
        if (c % width < width - 1 && inside[c + 1]) set.add(2 * c);
        if (c + width < cells && inside[c + width]) set.add(2 * c + 1);
      }
    } else {
      for (let c = 0; c < cells; c++) {
        if (c % width < width - 1) set.add(2 * c);
        if (c + width < cells) set.add(2 * c + 1);
      }
    }
    const sets = new UnionFind(cells);
    const count = this.doorsOpened();
    const doors = this.doors as Int32Array;
    for (let k = 0, w = 0; ; k++) {
      for (; w < walks.length && walks[w] === k; w += 3) walk(set, sets, width, walks[w + 1], walks[w + 2]);
      if (k === count) break;
      const wall = doors[k];
      set.delete(wall);
      sets.union(wall >> 1, otherCell(width, wall));
    }
    this.doors = null;
    this.walks = [];
    this.live = null;
    return set;
  }
}

/** Whether a wall still joins two components. */
export const isLive = (sets: UnionFind, width: number, wall: number) => sets.find(wall >> 1) !== sets.find(otherCell(width, wall));

function touches(width: number, wall: number, p: number, q: number): boolean {
  const a = wall >> 1;
  const b = otherCell(width, wall);
  return a === p || a === q || b === p || b === q;
}

/**
 * Walks the set from the end (deleting moves the last wall into the freed
 * place, so none is skipped), deleting dead walls, until a live wall touching
 * neither p nor q: whether there is one. With p = WHOLE it never stops.
 */
function walk(set: IndexedSet, sets: UnionFind, width: number, p: number, q: number): boolean {
  for (let i = set.size - 1; i >= 0; i--) {
    const wall = set.at(i);
    if (!isLive(sets, width, wall)) set.delete(wall);
    else if (p !== WHOLE && !touches(width, wall, p, q)) return true;
  }
  return false;
}

/** Every live wall, found by one pass over the board. */
const scanLive = (board: Board, width: number): number[] => singletonWalls(board, width) ?? walls(board.sets, board.doorsAt.length, width);

/**
 * When every component but one is a single cell, as the maker bots leave the
 * board, a wall is live just when one of its cells has no door yet: the walls
 * of those cells, found without a union–find look-up. Null otherwise.
 */
function singletonWalls({ sets, doorsAt }: Board, width: number): number[] | null {
  const cells = doorsAt.length;
  const live: number[] = [];
  let singletons = 0;
  for (let c = 0, x = 0; c < cells; c++, x = x === width - 1 ? 0 : x + 1) {
    if (doorsAt[c] !== 0) continue;
    singletons++;
    // Each wall once: a wall between two such cells is the west or north one's.
    if (x > 0 && doorsAt[c - 1] !== 0) live.push(2 * (c - 1));
    if (c >= width && doorsAt[c - width] !== 0) live.push(2 * (c - width) + 1);
    if (x < width - 1) live.push(2 * c);
    if (c + width < cells) live.push(2 * c + 1);
  }
  return singletons >= sets.count - 1 ? live : null;
}

/** On a shaped board, every wall between two cells of the region whose roots differ. */
function regionLive(sets: UnionFind, width: number, inside: Uint8Array): number[] {
  const live: number[] = [];
  const cells = inside.length;
  for (let c = 0, x = 0; c < cells; c++, x = x === width - 1 ? 0 : x + 1) {
    if (!inside[c]) continue;
    if (x < width - 1 && inside[c + 1] && sets.find(c) !== sets.find(c + 1)) live.push(2 * c);
    if (c + width < cells && inside[c + width] && sets.find(c) !== sets.find(c + width)) live.push(2 * c + 1);
  }
  return live;
}

/** Every wall whose cells' roots differ, a row of roots at a time: one look-up a cell. */
function walls(sets: UnionFind, cells: number, width: number): number[] {
  const live: number[] = [];
  let row = new Int32Array(width);
  let below = new Int32Array(width);
  for (let x = 0; x < width; x++) row[x] = sets.find(x);
  for (let c = 0; c < cells; ) {
    const last = c + width >= cells;
    if (!last) for (let x = 0; x < width; x++) below[x] = sets.find(c + width + x);
    for (let x = 0; x < width; x++, c++) {
      if (x < width - 1 && row[x] !== row[x + 1]) live.push(2 * c);
      if (!last && row[x] !== below[x]) live.push(2 * c + 1);
    }
    [row, below] = [below, row];
  }
  return live;
}
