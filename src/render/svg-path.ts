/**
 * Compact SVG path data for walls and lines. Segments on integer coordinates
 * that run along the grid or its diagonals (every grid maze, and the line
 * games) are split into unit steps and chained into long polylines that go
 * straight on where they can; each straight run is one short relative
 * command (`h`, `v`, or `l` on a diagonal), and a new polyline starts with a
 * short relative `m`. Other segments are written as absolute `M…L…` pairs.
 */
import { popcount } from '../core/bits.ts';
import type { Point } from '../core/game.ts';
import type { Segment } from '../core/maze.ts';
import { AsciiWriter } from './ascii-writer.ts';

/** The eight unit steps, bit d for direction d: E, SE, S, SW, W, NW, N, NE; d ^ 4 is the opposite. */
const DX = [1, 1, 0, -1, -1, -1, 0, 1];
const DY = [0, 1, 1, 1, 0, -1, -1, -1];

export function num(v: number): string {
  return String(Math.round(v * 1000) / 1000);
}

/** Path commands and the space, as character codes for the writer. */
const [M, L, H, V, m, h, v, l, SPACE] = [...'MLHVmhvl '].map((c) => c.charCodeAt(0));

/** "a b" with the space left out before a minus sign. */
function pair(out: AsciiWriter, a: number, b: number): AsciiWriter {
  out.int(a);
  if (b >= 0) out.char(SPACE);
  return out.int(b);
}

/** A whole number from 0 to 2³² − 1 (coordinates of any board). */
const isGridPoint = (v: number) => v >>> 0 === v;

function isGridSegment(s: Segment): boolean {
  const dx = Math.abs(s[2] - s[0]);
  const dy = Math.abs(s[3] - s[1]);
  return (dx === 0 || dy === 0 || dx === dy) && isGridPoint(s[0]) && isGridPoint(s[1]) && isGridPoint(s[2]) && isGridPoint(s[3]);
}

export function wallPathData(segments: readonly Segment[]): string {
  const out = new AsciiWriter();
  // The segments on the grid and its extent, and the segments off it, in one pass.
  let cols = -1;
  let rows = -1;
  const grid: Segment[] = [];
  const other: Segment[] = [];
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i];
    if (!isGridSegment(s)) other.push(s);
    else {
      grid.push(s);
      cols = Math.max(cols, s[0], s[2]);
      rows = Math.max(rows, s[1], s[3]);
    }
  }
  if (grid.length) chainGrid(grid, cols + 1, rows + 1, out);
  for (const [x1, y1, x2, y2] of other) out.char(M).num(x1).char(SPACE).num(y1).char(L).num(x2).char(SPACE).num(y2);
  return out.toString();
}

/** Grid segments on a lattice of stride × rows points, split into unit steps and chained into polylines. */
function chainGrid(segments: readonly Segment[], stride: number, rows: number, out: AsciiWriter): void {
  const STEP = DX.map((dx, d) => dx + DY[d] * stride);
  const edges = new Uint8Array(stride * rows);
  for (const [x1, y1, x2, y2] of segments) {
    const d = direction(Math.sign(x2 - x1), Math.sign(y2 - y1));
    const bit = 1 << d;
    const back = 1 << (d ^ 4);
    const step = STEP[d];
    const steps = Math.max(Math.abs(x2 - x1), Math.abs(y2 - y1));
    for (let k = 0, at = y1 * stride + x1; k < steps; k++, at += step) {
      edges[at] |= bit;
      edges[at + step] |= back;
    }
  }
  // Polylines from odd vertices first (each ends at another), then closed circuits.
  let pen = -1;
  for (let at = 0; at < edges.length; at++) if (ODD[edges[at]]) pen = walk(edges, STEP, stride, at, pen, out);
  for (let at = 0; at < edges.length; at++) if (edges[at]) pen = walk(edges, STEP, stride, at, pen, out);
}

/** Whether a vertex has an odd number of edges left, by its direction bits. */
const ODD = Uint8Array.from({ length: 256 }, (_, bits) => popcount(bits) % 2);

/**
 * One polyline from `start`, the pen last at `pen` (−1: not yet down):
 * straight on while it can, else the lowest direction left; each unit step
 * taken is cleared from both its ends. Returns where the pen stops.
 */
function walk(edges: Uint8Array, STEP: number[], stride: number, start: number, pen: number, out: AsciiWriter): number {
  const x = start % stride;
  const y = (start - x) / stride;
  if (pen < 0) out.char(M).int(x).char(SPACE).int(y);
  else pair(out.char(m), x - (pen % stride), y - Math.floor(pen / stride));
  let at = start;
  for (let bits = edges[at]; bits !== 0; bits = edges[at]) {
    const d = 31 - Math.clz32(bits & -bits);
    const [bit, back, step] = [1 << d, 1 << (d ^ 4), STEP[d]];
    let run = 0;
    do {
      edges[at] &= ~bit;
      at += step;
      edges[at] &= ~back;
      run++;
    } while (edges[at] & bit);
    command(out, d, run);
  }
  return at;
}

/** The direction d with unit step (dx, dy). */
const direction = (dx: number, dy: number) => DIRECTION[(dy + 1) * 3 + dx + 1];
const DIRECTION = [5, 6, 7, 4, -1, 0, 3, 2, 1];

function command(out: AsciiWriter, dir: number, run: number): void {
  if (DY[dir] === 0) out.char(h).int(DX[dir] * run);
  else if (DX[dir] === 0) out.char(v).int(DY[dir] * run);
  else pair(out.char(l), DX[dir] * run, DY[dir] * run);
}

/** An open polyline as path data, with H and V where the step is axis-aligned. */
export function polylineData(points: readonly Point[]): string {
  const out = new AsciiWriter().char(M).num(points[0][0]).char(SPACE).num(points[0][1]);
  for (let i = 1; i < points.length; i++) {
    const [x, y] = points[i];
    const [px, py] = points[i - 1];
    if (y === py) out.char(H).num(x);
    else if (x === px) out.char(V).num(y);
    else out.char(L).num(x).char(SPACE).num(y);
  }
  return out.toString();
}
