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
import { KING_DX, KING_DY } from '../core/grid.ts';
import { isGridSegment, unitSteps, type Segments } from '../core/segments.ts';

export interface PathSink {
  /** A new polyline starts at the grid point (x, y). */
  moveTo(x: number, y: number): void;
  /** A straight run from the pen to the grid point (x, y). */
  lineTo(x: number, y: number): void;
  /** A segment off the grid, after every polyline. */
  segment(x1: number, y1: number, x2: number, y2: number): void;
}


export function chainSegments(segments: Segments, sink: PathSink): void {
  const steps = segments.unitSteps();
  if (steps) {
    walkAll(steps.bits, steps.stride, sink);
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
  if (cols >= 0) walkAll(unitSteps(c, cols + 1, rows + 1, onGrid).bits, cols + 1, sink);
  for (let i = 0; i < c.length; i += 4) if (!onGrid[i >> 2]) sink.segment(c[i], c[i + 1], c[i + 2], c[i + 3]);
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

