/**
 * Straight segments packed four numbers each (x1, y1, x2, y2) in one
 * Float64Array. A 1000×1000 maze has half a million wall runs: as small
 * arrays they cost more to allocate and collect than the whole maze costs to
 * find. Renderers read the numbers in place; JSON writes each segment as
 * [x1, y1, x2, y2], as a list of arrays would be written.
 *
 * Segments that all lie on a lattice, as a grid maze's walls do, may come
 * with their unit steps (`unitSteps`), which a drawing chains directly
 * (render/path-chains.ts), and as a lister (`SegmentLister`) instead of their
 * numbers: a JSON answer writes them as they are listed (`each`), and the
 * numbers are worked out only when read. A 1000² maze's wall runs are 16 MB
 * of numbers, and fresh memory costs more to map than they cost to find.
 */
import { kingSteps, stepDirection } from './grid.ts';
import type { Segment } from './maze.ts';

/**
 * The unit steps of segments on a lattice of stride × rows points: bit d of
 * point y·stride + x is set when the step from (x, y) in king direction d
 * (core/grid.ts: 0 east, 2 south, 4 west, 6 north) lies on a segment.
 */
export interface UnitSteps {
  stride: number;
  rows: number;
  bits: Uint8Array;
}

/** Zeroed bytes for unit steps' bits: fresh ones, or a caller's scratch (render/path-chains.ts). */
export type StepBits = (length: number) => Uint8Array;

const freshBits: StepBits = (length) => new Uint8Array(length);

/** A segment's numbers, to a lister's visitor. */
export type SegmentVisitor = (x1: number, y1: number, x2: number, y2: number) => void;

/** Segments between lattice points (whole numbers), each told to `visit` in turn, the same every call: a source that keeps none. */
export type SegmentLister = (visit: SegmentVisitor) => void;

/** The box around segments: its least x and y, and its width and height. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What a source of listed segments may know without listing them: how many, and their box. */
export interface Known {
  count: number;
  box: Box;
}

export class Segments {
  #packed: Float64Array | null;
  readonly #list: SegmentLister | null;
  #count = -1;
  #box: Box | null = null;
  readonly #steps: ((bits: StepBits) => UnitSteps) | null;

  /**
   * The numbers, or a lister of segments between lattice points; for segments
   * on a lattice, how to find their unit steps; and, with a lister, what its
   * source knows of them, so that neither is found by listing them (the
   * numbers say both at once).
   */
  constructor(coords: Float64Array, steps?: (bits: StepBits) => UnitSteps);
  constructor(coords: SegmentLister, steps?: (bits: StepBits) => UnitSteps, known?: Known);
  constructor(coords: Float64Array | SegmentLister, steps?: (bits: StepBits) => UnitSteps, known?: Known) {
    [this.#packed, this.#list] = typeof coords === 'function' ? [null, coords] : [coords, null];
    this.#steps = steps ?? null;
    if (known) [this.#count, this.#box] = [known.count, known.box];
  }

  /**
   * The numbers, worked out when first read. A getter of the class, not of
   * each object: one defined on each (a closure of its own) gave every
   * Segments a shape of its own, and the optimised code that made one was
   * thrown away at each next one (a lines maze's build, once a game, in a
   * worker that plays every game). Deep equality compares Segments by their
   * iterator.
   */
  get coords(): Float64Array {
    if (!this.#packed) {
      const c = new Float64Array(4 * this.length);
      let k = 0;
      this.each((x1, y1, x2, y2) => {
        c[k++] = x1;
        c[k++] = y1;
        c[k++] = x2;
        c[k++] = y2;
      });
      this.#packed = c;
    }
    return this.#packed;
  }

  /** Each segment's numbers to `visit`, in order: listed ones as they are listed, without building the numbers. */
  each(visit: SegmentVisitor): void {
    const c = this.#packed;
    if (!c) return (this.#list as SegmentLister)(visit);
    for (let i = 0; i < c.length; i += 4) visit(c[i], c[i + 1], c[i + 2], c[i + 3]);
  }

  /** Whether every number is a whole one from −2³¹ to 2³¹ − 1, as a JSON writer of integers needs: listed segments' are. */
  get whole(): boolean {
    const c = this.#packed;
    if (!c || this.#list) return true;
    for (let i = 0; i < c.length; i++) if ((c[i] | 0) !== c[i]) return false;
    return true;
  }

  /** The unit steps, in bits from `bits` (fresh by default: chaining consumes them), for segments that came with them; else null. */
  unitSteps(bits: StepBits = freshBits): UnitSteps | null {
    return this.#steps?.(bits) ?? null;
  }

  /**
   * The same segments, whose unit steps are copies of `steps`, theirs worked
   * out already: a drawing that reads them before it chains them (a lines
   * maze's junctions) finds them once, where they cost as much as the chaining.
   */
  withUnitSteps(steps: UnitSteps): Segments {
    const copy = (bits: StepBits): UnitSteps => {
      const into = bits(steps.bits.length);
      into.set(steps.bits);
      return { stride: steps.stride, rows: steps.rows, bits: into };
    };
    return this.#packed ? new Segments(this.#packed, copy) : new Segments(this.#list as SegmentLister, copy, { count: this.length, box: this.box() });
  }

  /** The box around the segments (none: zero wide and high at the origin), found when first asked for, without building the numbers. */
  box(): Box {
    if (this.#box) return this.#box;
    let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
    const c = this.#packed;
    if (c) {
      for (let i = 0; i < c.length; i += 2) {
        x0 = Math.min(x0, c[i]);
        y0 = Math.min(y0, c[i + 1]);
        x1 = Math.max(x1, c[i]);
        y1 = Math.max(y1, c[i + 1]);
      }
    } else {
      this.each((xa, ya, xb, yb) => {
        x0 = Math.min(x0, xa, xb);
        y0 = Math.min(y0, ya, yb);
        x1 = Math.max(x1, xa, xb);
        y1 = Math.max(y1, ya, yb);
      });
    }
    return (this.#box = x0 === Infinity ? { x: 0, y: 0, width: 0, height: 0 } : { x: x0, y: y0, width: x1 - x0, height: y1 - y0 });
  }

  static of(list: readonly Segment[]): Segments {
    const coords = new Float64Array(4 * list.length);
    for (let i = 0, k = 0; i < list.length; i++) {
      const s = list[i];
      coords[k++] = s[0];
      coords[k++] = s[1];
      coords[k++] = s[2];
      coords[k++] = s[3];
    }
    return new Segments(coords);
  }

  get length(): number {
    if (this.#packed) return this.#packed.length >> 2;
    if (this.#count < 0) {
      let count = 0;
      this.each(() => count++);
      this.#count = count;
    }
    return this.#count;
  }

  at(i: number): Segment {
    const c = this.coords;
    return [c[4 * i], c[4 * i + 1], c[4 * i + 2], c[4 * i + 3]];
  }

  *[Symbol.iterator](): IterableIterator<Segment> {
    for (let i = 0; i < this.length; i++) yield this.at(i);
  }

  toJSON(): Segment[] {
    // A loop, not Array.from over {length}, which costs several times as much at half a million segments.
    const c = this.coords;
    const list: Segment[] = [];
    for (let i = 0; i < c.length; i += 4) list.push([c[i], c[i + 1], c[i + 2], c[i + 3]]);
    return list;
  }
}

/** A whole number from 0 to 2³¹ − 1 (coordinates of any board). */
const isGridPoint = (v: number) => (v | 0) === v && v >= 0;

/** Whether the segment whose numbers start at coords[i] runs along the grid or a diagonal, between grid points. */
export function isGridSegment(c: Float64Array, i: number): boolean {
  const dx = Math.abs(c[i + 2] - c[i]);
  const dy = Math.abs(c[i + 3] - c[i + 1]);
  return (dx === 0 || dy === 0 || dx === dy) && isGridPoint(c[i]) && isGridPoint(c[i + 1]) && isGridPoint(c[i + 2]) && isGridPoint(c[i + 3]);
}

/**
 * The unit steps of grid segments (`isGridSegment`) on a lattice of stride ×
 * rows points: of those `onGrid` marks, or of all of them.
 */
export function unitSteps(c: Float64Array, stride: number, rows: number, onGrid: Uint8Array | null = null, into: StepBits = freshBits): UnitSteps {
  const bits = into(stride * rows);
  markSteps(c, stride, onGrid, bits);
  return { stride, rows, bits };
}

/**
 * The unit steps of king moves given as codes, 8 × the lattice point a step
 * starts from + its direction (as labyrinthine-loop numbers its moves), on a
 * lattice of stride × rows points: the same as unitSteps of their segments,
 * without reading a segment's numbers.
 */
export function codedSteps(codes: Int32Array, stride: number, rows: number, into: StepBits = freshBits): UnitSteps {
  const bits = into(stride * rows);
  const STEP = kingSteps(stride);
  for (let i = 0; i < codes.length; i++) {
    const d = codes[i] & 7;
    const at = codes[i] >> 3;
    bits[at] |= 1 << d;
    bits[at + STEP[d]] |= 1 << (d ^ 4);
  }
  return { stride, rows, bits };
}

/**
 * unitSteps' loop, in a function of its own that ends with it: run on from
 * the loop's optimised code (OSR), the code after a long loop has no type
 * feedback yet, and deoptimised there at every call.
 */
function markSteps(c: Float64Array, stride: number, onGrid: Uint8Array | null, bits: Uint8Array): void {
  const STEP = kingSteps(stride);
  for (let i = 0; i < c.length; i += 4) {
    if (onGrid && !onGrid[i >> 2]) continue;
    // Small integers from here on (the coordinates come as doubles), so indices stay integers.
    const x1 = c[i] | 0;
    const y1 = c[i + 1] | 0;
    const dx = (c[i + 2] | 0) - x1;
    const dy = (c[i + 3] | 0) - y1;
    const d = stepDirection(Math.sign(dx), Math.sign(dy));
    const bit = 1 << d;
    const back = 1 << (d ^ 4);
    const step = STEP[d];
    const steps = Math.max(Math.abs(dx), Math.abs(dy));
    // The run's first vertex leads on, its last one leads back, and each one between does both.
    let at = y1 * stride + x1;
    bits[at] |= bit;
    for (let k = 1; k < steps; k++) bits[(at += step)] |= bit | back;
    bits[at + step] |= back;
  }
}
