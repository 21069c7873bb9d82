/**
 * Walls and lines as few, long polylines, for any path format. Segments on
 * integer coordinates that run along the grid or its diagonals (every grid
 * maze, and the line games) are split into unit steps and chained into
 * polylines that go straight on where they can; each straight run is one
 * code of a chain code (below). Other segments are handed over one by one.
 * Unit steps are the king moves of core/grid.ts, bit d of a vertex for
 * direction d; segments that come with their unit steps (a grid maze's
 * walls) skip the splitting.
 *
 * The polylines of a 1000×1000 maze are half a million runs: written as
 * numbers into one array they cost a fraction of a call each, and a format
 * whose commands are relative (SVG, svg-path.ts) writes each code's text
 * from a table. `chainSegments` tells a sink the absolute points instead (PDF, pdf-path.ts).
 */
import { byteCounts, popcount } from '../core/bits.ts';
import { KING_DX, KING_DY, kingSteps } from '../core/grid.ts';
import { reused } from '../core/reused.ts';
import { isGridSegment, unitSteps, type Segments } from '../core/segments.ts';

/**
 * A code's tag, in its low two bits. A run's value is its unit steps times 8
 * plus its king direction; a move of the pen to the next polyline's start is
 * two codes, the change in x and then in y, each zigzag-coded (0, −1, 1, −2, …
 * as 0, 1, 2, 3, …) so that the common short moves either way are small codes.
 * Codes stay non-negative while coordinates stay below 2²⁸, far beyond any board.
 */
const RUN = 0;
export const MOVE_X = 1;
export const MOVE_Y = 2;

/**
 * The polylines as codes, each one's move first (the pen starts at (0, 0)),
 * and the segments off the grid as [x1, y1, x2, y2, …]. Segments that came
 * with their unit steps have none, and their coordinates are never read: a
 * grid maze works them out when first read (tens of megabytes at 1000²).
 */
export interface ChainCode {
  codes: Int32Array;
  offGrid: Float64Array;
}

/** A straight run of `steps` unit steps in king direction `direction`. */
export const runCode = (direction: number, steps: number) => (((steps << 3) | direction) << 2) | RUN;
const moveCode = (tag: number, v: number) => (((v << 1) ^ (v >> 31)) << 2) | tag;

export const runDirection = (code: number) => (code >> 2) & 7;
export const runSteps = (code: number) => code >> 5;
/** A move code's change in x or y. */
export function moveOf(code: number): number {
  const zigzag = code >>> 2;
  return (zigzag >>> 1) ^ -(zigzag & 1);
}

/**
 * chainCode's scratch, kept between drawings (core/reused.ts): which segments
 * lie on the grid, the unit steps (which the walk consumes), the odd
 * vertices, the codes and the segments off the grid. A small drawing's
 * arrays are a few fresh pages, which cost more than drawing it.
 */
const gridFlags = reused((length) => new Uint8Array(length));
const stepBits = reused((length) => new Uint8Array(length));
const oddBits = reused((length) => new Int32Array(length), false);
const chainCodes = reused((length) => new Int32Array(length), false);
const offGridNumbers = reused((length) => new Float64Array(length), false);

/** The chain code of segments. Its arrays are chainCode's scratch: read them before the next call. */
export function chainCode(segments: Segments): ChainCode {
  const steps = segments.unitSteps(stepBits);
  if (steps) return { codes: walkAll(steps.bits, steps.stride), offGrid: new Float64Array(0) };
  const c = segments.coords;
  // Which segments lie on the grid, and the grid's extent, in one pass.
  const onGrid = gridFlags(segments.length);
  let cols = -1;
  let rows = -1;
  let off = 0;
  for (let i = 0; i < c.length; i += 4) {
    if (!isGridSegment(c, i)) {
      off++;
      continue;
    }
    onGrid[i >> 2] = 1;
    cols = Math.max(cols, c[i], c[i + 2]);
    rows = Math.max(rows, c[i + 1], c[i + 3]);
  }
  // The others' numbers, copied into an array of their size (a list pushed to, four at a time, took a third of a lines maze's drawing).
  const offGrid = offGridNumbers(4 * off);
  for (let i = 0, k = 0; k < offGrid.length; i += 4) {
    if (onGrid[i >> 2]) continue;
    offGrid[k++] = c[i];
    offGrid[k++] = c[i + 1];
    offGrid[k++] = c[i + 2];
    offGrid[k++] = c[i + 3];
  }
  const codes = cols >= 0 ? walkAll(unitSteps(c, cols + 1, rows + 1, onGrid, stepBits).bits, cols + 1) : new Int32Array(0);
  return { codes, offGrid };
}

export interface PathSink {
  /** A new polyline starts at the grid point (x, y). */
  moveTo(x: number, y: number): void;
  /** A straight run from the pen to the grid point (x, y). */
  lineTo(x: number, y: number): void;
  /** A segment off the grid, after every polyline. */
  segment(x1: number, y1: number, x2: number, y2: number): void;
}

/** The polylines and the segments off the grid, told to a sink in absolute coordinates. */
export function chainSegments(segments: Segments, sink: PathSink): void {
  const { codes, offGrid } = chainCode(segments);
  let x = 0;
  let y = 0;
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i];
    if ((code & 3) === RUN) {
      const d = runDirection(code);
      x += runSteps(code) * KING_DX[d];
      y += runSteps(code) * KING_DY[d];
      sink.lineTo(x, y);
    } else {
      x += moveOf(code);
      y += moveOf(codes[++i]);
      sink.moveTo(x, y);
    }
  }
  for (let i = 0; i < offGrid.length; i += 4) sink.segment(offGrid[i], offGrid[i + 1], offGrid[i + 2], offGrid[i + 3]);
}

/** How many unit steps a vertex's direction bits hold. */
export const DEGREE = Uint8Array.from({ length: 256 }, (_, bits) => popcount(bits));

/**
 * Unit steps chained into polylines, consuming them: from odd vertices first
 * (each ends at another), then closed circuits.
 */
function walkAll(edges: Uint8Array, stride: number): Int32Array {
  // The odd vertices as bits, 32 a word, found without a branch; and the unit steps, counted.
  const odd = oddBits((edges.length + 31) >> 5);
  let odds = 0;
  let degrees = 0;
  // Four vertices at a time, as the bytes of a little-endian word: each byte's steps counted at once, its lowest bit
  // whether the vertex is odd, and the four such bits gathered by one multiplication (byte j's to bit 28 + j). A byte
  // a vertex, the scan cost a tenth of a grid maze's drawing.
  const view = new DataView(edges.buffer, edges.byteOffset, edges.byteLength);
  const whole = edges.length >> 5;
  for (let w = 0; w < whole; w++) {
    let word = 0;
    let counts = 0;
    for (let k = 0, at = w << 5; k < 8; k++, at += 4) {
      const c = byteCounts(view.getInt32(at, true));
      // At most 8 steps a vertex, 8 words: 64 in each byte of the sum.
      counts += c;
      word |= (Math.imul(c & 0x01010101, 0x10204080) >>> 28) << (4 * k);
    }
    odd[w] = word;
    odds += popcount(word);
    degrees += (counts & 0xff) + ((counts >>> 8) & 0xff) + ((counts >>> 16) & 0xff) + (counts >>> 24);
  }
  // The last vertices, fewer than 32, one at a time.
  if (whole < odd.length) {
    let word = 0;
    for (let b = 0, at = whole << 5; at < edges.length; b++, at++) {
      const degree = DEGREE[edges[at]];
      word |= (degree & 1) << b;
      odds += degree & 1;
      degrees += degree;
    }
    odd[whole] = word;
  }
  const chains = new ChainCoder(edges, stride, degrees >> 1, odds);
  // A walk ends at an odd vertex after its start (those before are all even by then) and leaves it
  // even: its bit is cleared, so every bit still set starts a polyline, with no test of the vertex
  // again (which mispredicts on about every other odd vertex).
  for (let w = 0; w < odd.length; w++) {
    for (let word = odd[w]; word !== 0; ) {
      const b = 31 - Math.clz32(word & -word);
      const end = chains.walk((w << 5) | b);
      odd[end >> 5] &= ~(1 << (end & 31));
      word = odd[w] & (-2 << b);
    }
  }
  for (let at = 0; chains.taken < chains.unitSteps; at++) if (edges[at]) chains.walk(at);
  return chains.codes.subarray(0, chains.length);
}

/** A chain code as it is written, the unit steps it has taken, and where the pen is. */
class ChainCoder {
  readonly STEP: number[];
  codes: Int32Array;
  length = 0;
  /** Unit steps taken so far. */
  taken = 0;
  /** The pen, as a point: no division a run. */
  x = 0;
  y = 0;

  constructor(
    readonly edges: Uint8Array,
    readonly stride: number,
    readonly unitSteps: number,
    odds: number,
  ) {
    this.STEP = kingSteps(stride);
    // A run a unit step at most, and a move (two codes) for every two odd vertices: room for every polyline between odd vertices; a circuit may grow it.
    this.codes = chainCodes(unitSteps + odds);
  }

  /**
   * One polyline from `start`: straight on while it can, else the lowest
   * direction left; each unit step taken is cleared from both its ends. Where it ends.
   */
  walk(start: number): number {
    const { edges, STEP } = this;
    // Room for this polyline's move and a run for each unit step left.
    if (this.length + 2 + this.unitSteps - this.taken > this.codes.length) {
      const bigger = new Int32Array(2 * this.codes.length + 2);
      bigger.set(this.codes);
      this.codes = bigger;
    }
    // Locals through the loop: a field would be stored back at every run.
    const { codes } = this;
    let { length, x, y, taken } = this;
    const startX = start % this.stride;
    const startY = (start - startX) / this.stride;
    codes[length++] = moveCode(MOVE_X, startX - x);
    codes[length++] = moveCode(MOVE_Y, startY - y);
    x = startX;
    y = startY;
    let at = start;
    for (let bits = edges[at]; bits !== 0; ) {
      const d = 31 - Math.clz32(bits & -bits);
      const bit = 1 << d;
      const both = bit | (1 << (d ^ 4));
      const step = STEP[d];
      // Straight on while the way goes on: the vertices passed lose both directions, the ends one each.
      edges[at] = bits & ~bit;
      at += step;
      let next = edges[at];
      let steps = 1;
      while (next & bit) {
        edges[at] = next & ~both;
        at += step;
        next = edges[at];
        steps++;
      }
      bits = next & ~both;
      edges[at] = bits;
      taken += steps;
      x += steps * KING_DX[d];
      y += steps * KING_DY[d];
      codes[length++] = runCode(d, steps);
    }
    this.length = length;
    this.taken = taken;
    this.x = x;
    this.y = y;
    return at;
  }
}
