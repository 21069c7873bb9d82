/**
 * Walls and lines as few, long polylines, for any path format. Segments on
 * integer coordinates that run along the grid or its diagonals (every grid
 * maze, and the line games) are split into unit steps and chained into
 * polylines that go straight on where they can; each straight run is one
 * lineTo. Other segments are handed over one by one. SVG (svg-path.ts) and
 * PDF (pdf-path.ts) write what a sink is told in their own syntax. Unit steps
 * are the king moves of core/grid.ts, bit d of a vertex for direction d.
 */
import { popcount } from '../core/bits.ts';
import { KING_DX, KING_DY, stepDirection } from '../core/grid.ts';
import type { Segment } from '../core/maze.ts';

export interface PathSink {
  /** A new polyline starts at the grid point (x, y). */
  moveTo(x: number, y: number): void;
  /** A straight run from the pen to the grid point (x, y). */
  lineTo(x: number, y: number): void;
  /** A segment off the grid, after every polyline. */
  segment(x1: number, y1: number, x2: number, y2: number): void;
}


/** A whole number from 0 to 2³² − 1 (coordinates of any board). */
const isGridPoint = (v: number) => v >>> 0 === v;

function isGridSegment(s: Segment): boolean {
  const dx = Math.abs(s[2] - s[0]);
  const dy = Math.abs(s[3] - s[1]);
  return (dx === 0 || dy === 0 || dx === dy) && isGridPoint(s[0]) && isGridPoint(s[1]) && isGridPoint(s[2]) && isGridPoint(s[3]);
}

export function chainSegments(segments: readonly Segment[], sink: PathSink): void {
  // Which segments lie on the grid, and the grid's extent, in one pass.
  const onGrid = new Uint8Array(segments.length);
  let cols = -1;
  let rows = -1;
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i];
    if (!isGridSegment(s)) continue;
    onGrid[i] = 1;
    cols = Math.max(cols, s[0], s[2]);
    rows = Math.max(rows, s[1], s[3]);
  }
  if (cols >= 0) chainGrid(segments, onGrid, cols + 1, rows + 1, sink);
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i];
    if (!onGrid[i]) sink.segment(s[0], s[1], s[2], s[3]);
  }
}

/** The grid segments on a lattice of stride × rows points, split into unit steps and chained into polylines. */
function chainGrid(segments: readonly Segment[], onGrid: Uint8Array, stride: number, rows: number, sink: PathSink): void {
  const STEP = KING_DX.map((dx, d) => dx + KING_DY[d] * stride);
  const edges = new Uint8Array(stride * rows);
  for (let i = 0; i < segments.length; i++) {
    if (!onGrid[i]) continue;
    const s = segments[i];
    const x1 = s[0];
    const y1 = s[1];
    const d = stepDirection(Math.sign(s[2] - x1), Math.sign(s[3] - y1));
    const bit = 1 << d;
    const back = 1 << (d ^ 4);
    const step = STEP[d];
    const steps = Math.max(Math.abs(s[2] - x1), Math.abs(s[3] - y1));
    // The run's first vertex leads on, its last one leads back, and each one between does both.
    let at = y1 * stride + x1;
    edges[at] |= bit;
    for (let k = 1; k < steps; k++) edges[(at += step)] |= bit | back;
    edges[at + step] |= back;
  }
  // Polylines from odd vertices first (each ends at another), then closed circuits.
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
  const x = start % stride;
  sink.moveTo(x, (start - x) / stride);
  let at = start;
  for (let bits = edges[at]; bits !== 0; bits = edges[at]) {
    const d = 31 - Math.clz32(bits & -bits);
    const bit = 1 << d;
    const back = 1 << (d ^ 4);
    const step = STEP[d];
    // Straight on while the way goes on: the vertices passed lose both directions, the ends one each.
    edges[at] &= ~bit;
    at += step;
    while (edges[at] & bit) {
      edges[at] &= ~(bit | back);
      at += step;
    }
    edges[at] &= ~back;
    const ax = at % stride;
    sink.lineTo(ax, (at - ax) / stride);
  }
}

