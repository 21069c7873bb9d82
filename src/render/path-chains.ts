/**
 * Walls and lines as few, long polylines, for any path format. Segments on
 * integer coordinates that run along the grid or its diagonals (every grid
 * maze, and the line games) are split into unit steps and chained into
 * polylines that go straight on where they can; each straight run is one
 * lineTo. Other segments are handed over one by one. SVG (svg-path.ts) and
 * PDF (pdf-path.ts) write what a sink is told in their own syntax. Unit steps
 * are the king moves of core/grid.ts, bit d of a vertex for direction d;
 * segments that come with their unit steps (a grid maze's walls) skip the splitting.
 */
import { popcount } from '../core/bits.ts';
import { KING_DX, KING_DY, stepDirection } from '../core/grid.ts';
import type { Segments } from '../core/segments.ts';

export interface PathSink {
  /** A new polyline starts at the grid point (x, y). */
  moveTo(x: number, y: number): void;
  /** A straight run from the pen to the grid point (x, y). */
  lineTo(x: number, y: number): void;
  /** A segment off the grid, after every polyline. */
  segment(x1: number, y1: number, x2: number, y2: number): void;
}


/** A whole number from 0 to 2³¹ − 1 (coordinates of any board). */
const isGridPoint = (v: number) => (v | 0) === v && v >= 0;

/** Whether segment i (its coordinates from 4i) runs along the grid or a diagonal, between grid points. */
function isGridSegment(c: Float64Array, i: number): boolean {
  const dx = Math.abs(c[i + 2] - c[i]);
  const dy = Math.abs(c[i + 3] - c[i + 1]);
  return (dx === 0 || dy === 0 || dx === dy) && isGridPoint(c[i]) && isGridPoint(c[i + 1]) && isGridPoint(c[i + 2]) && isGridPoint(c[i + 3]);
}

export function chainSegments(segments: Segments, sink: PathSink): void {
  if (segments.steps) {
    const { bits, stride } = segments.steps();
    walkAll(bits, stride, sink);
    return;
  }
  const c = segments.coords;
  // Which segments lie on the grid, and the grid's extent, in one pass.
  const onGrid = new Uint8Array(segments.length);
  let cols = -1;
  let rows = -1;
  for (let i = 0; i < c.length; i += 4) {
    if (!isGridSegment(c, i)) continue;
    onGrid[i >> 2] = 1;
    cols = Math.max(cols, c[i], c[i + 2]);
    rows = Math.max(rows, c[i + 1], c[i + 3]);
  }
  if (cols >= 0) walkAll(unitSteps(c, onGrid, cols + 1, rows + 1), cols + 1, sink);
  for (let i = 0; i < c.length; i += 4) if (!onGrid[i >> 2]) sink.segment(c[i], c[i + 1], c[i + 2], c[i + 3]);
}

/** The grid segments' unit steps on a lattice of stride × rows points (segments.ts's UnitSteps). */
function unitSteps(c: Float64Array, onGrid: Uint8Array, stride: number, rows: number): Uint8Array {
  const STEP = KING_DX.map((dx, d) => dx + KING_DY[d] * stride);
  const edges = new Uint8Array(stride * rows);
  for (let i = 0; i < c.length; i += 4) {
    if (!onGrid[i >> 2]) continue;
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
    edges[at] |= bit;
    for (let k = 1; k < steps; k++) edges[(at += step)] |= bit | back;
    edges[at + step] |= back;
  }
  return edges;
}

/** Unit steps chained into polylines, consuming them: from odd vertices first (each ends at another), then closed circuits. */
function walkAll(edges: Uint8Array, stride: number, sink: PathSink): void {
  const STEP = KING_DX.map((dx, d) => dx + KING_DY[d] * stride);
  for (let at = 0; at < edges.length; at++) if (ODD[edges[at]]) walk(edges, STEP, stride, at, sink);
  for (let at = 0; at < edges.length; at++) if (edges[at]) walk(edges, STEP, stride, at, sink);
}

/** Whether a vertex has an odd number of edges left, by its direction bits. */
const ODD = Uint8Array.from({ length: 256 }, (_, bits) => popcount(bits) % 2);

/**
 * One polyline from `start`: straight on while it can, else the lowest
 * direction left; each unit step taken is cleared from both its ends.
 */
function walk(edges: Uint8Array, STEP: number[], stride: number, start: number, sink: PathSink): void {
  // The pen's point, kept alongside its index: no division a run.
  let x = start % stride;
  let y = (start - x) / stride;
  sink.moveTo(x, y);
  let at = start;
  for (let bits = edges[at]; bits !== 0; bits = edges[at]) {
    const d = 31 - Math.clz32(bits & -bits);
    const bit = 1 << d;
    const back = 1 << (d ^ 4);
    const step = STEP[d];
    // Straight on while the way goes on: the vertices passed lose both directions, the ends one each.
    edges[at] &= ~bit;
    at += step;
    let steps = 1;
    while (edges[at] & bit) {
      edges[at] &= ~(bit | back);
      at += step;
      steps++;
    }
    edges[at] &= ~back;
    x += steps * KING_DX[d];
    y += steps * KING_DY[d];
    sink.lineTo(x, y);
  }
}

