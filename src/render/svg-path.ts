/**
 * Compact SVG path data for wall segments. Axis-aligned walls on integer
 * coordinates (every grid maze) are split into unit edges and chained into
 * long polylines that go straight on where they can; each straight run is one
 * short relative `h`/`v` command, and a new polyline starts with a short
 * relative `m`. Other segments are written as absolute `M…L…` pairs.
 */
import type { Point } from '../core/game.ts';
import type { Segment } from '../core/maze.ts';

const E = 1;
const S = 2;
const W = 4;
const N = 8;
const DX = [0, 1, 0, 0, -1, 0, 0, 0, 0];
const DY = [0, 0, 1, 0, 0, 0, 0, 0, -1];
const OPPOSITE = [0, W, N, 0, E, 0, 0, 0, S];

export function num(v: number): string {
  return String(Math.round(v * 1000) / 1000);
}

function isGridSegment([x1, y1, x2, y2]: Segment): boolean {
  return (x1 === x2 || y1 === y2) && [x1, y1, x2, y2].every((v) => Number.isInteger(v) && v >= 0);
}

export function wallPathData(segments: readonly Segment[]): string {
  const grid = segments.filter(isGridSegment);
  const other = segments.filter((s) => !isGridSegment(s));
  const out = grid.length ? [chainGrid(grid)] : [];
  for (const [x1, y1, x2, y2] of other) out.push(`M${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}`);
  return out.join('');
}

function chainGrid(segments: readonly Segment[]): string {
  let cols = 0;
  let rows = 0;
  for (const [x1, y1, x2, y2] of segments) {
    cols = Math.max(cols, x1, x2);
    rows = Math.max(rows, y1, y2);
  }
  const stride = cols + 1;
  const edges = new Uint8Array(stride * (rows + 1));
  for (const [x1, y1, x2, y2] of segments) {
    const d = x1 === x2 ? S : E;
    const from = Math.min(y1, y2) * stride + Math.min(x1, x2);
    const steps = Math.abs(x2 - x1) + Math.abs(y2 - y1);
    const step = d === E ? 1 : stride;
    for (let i = 0, v = from; i < steps; i++, v += step) {
      edges[v] |= d;
      edges[v + step] |= OPPOSITE[d];
    }
  }
  const parts: string[] = [];
  const pen = { x: 0, y: 0, started: false };
  const walk = (start: number) => {
    let x = start % stride;
    let y = (start - x) / stride;
    parts.push(pen.started ? `m${x - pen.x}${y - pen.y < 0 ? '' : ' '}${y - pen.y}` : `M${x} ${y}`);
    pen.started = true;
    let dir = 0;
    let run = 0;
    for (let v = start; edges[v] !== 0; ) {
      const bits = edges[v];
      const d = bits & dir ? dir : bits & -bits; // straight on if possible, else the lowest bit
      if (d !== dir && run > 0) {
        parts.push(command(dir, run));
        run = 0;
      }
      const next = v + DX[d] + DY[d] * stride;
      edges[v] &= ~d;
      edges[next] &= ~OPPOSITE[d];
      v = next;
      x += DX[d];
      y += DY[d];
      dir = d;
      run++;
    }
    parts.push(command(dir, run));
    pen.x = x;
    pen.y = y;
  };
  // Polylines from odd vertices first (each ends at another), then closed circuits.
  for (let v = 0; v < edges.length; v++) if (edges[v] && popcount(edges[v]) % 2 === 1) walk(v);
  for (let v = 0; v < edges.length; v++) if (edges[v]) walk(v);
  return parts.join('');
}

function popcount(bits: number): number {
  return (bits & 1) + ((bits >> 1) & 1) + ((bits >> 2) & 1) + ((bits >> 3) & 1);
}

function command(dir: number, run: number): string {
  return dir === E ? `h${run}` : dir === W ? `h-${run}` : dir === S ? `v${run}` : `v-${run}`;
}

/** An open polyline as path data, with H and V where the step is axis-aligned. */
export function polylineData(points: readonly Point[]): string {
  let d = `M${num(points[0][0])} ${num(points[0][1])}`;
  for (let i = 1; i < points.length; i++) {
    const [x, y] = points[i];
    const [px, py] = points[i - 1];
    d += y === py ? `H${num(x)}` : x === px ? `V${num(y)}` : `L${num(x)} ${num(y)}`;
  }
  return d;
}
