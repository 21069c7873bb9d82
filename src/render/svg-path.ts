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

/** The eight unit steps, bit d for direction d: E, SE, S, SW, W, NW, N, NE; d ^ 4 is the opposite. */
const DX = [1, 1, 0, -1, -1, -1, 0, 1];
const DY = [0, 1, 1, 1, 0, -1, -1, -1];

export function num(v: number): string {
  return String(Math.round(v * 1000) / 1000);
}

/** "a b" with the space left out before a minus sign. */
const pair = (a: number, b: number) => `${a}${b < 0 ? '' : ' '}${b}`;

function isGridSegment([x1, y1, x2, y2]: Segment): boolean {
  const [dx, dy] = [Math.abs(x2 - x1), Math.abs(y2 - y1)];
  return (dx === 0 || dy === 0 || dx === dy) && [x1, y1, x2, y2].every((v) => Number.isInteger(v) && v >= 0);
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
  const step = (d: number) => DX[d] + DY[d] * stride;
  const edges = new Uint8Array(stride * (rows + 1));
  for (const [x1, y1, x2, y2] of segments) {
    const d = DX.findIndex((dx, i) => dx === Math.sign(x2 - x1) && DY[i] === Math.sign(y2 - y1));
    const steps = Math.max(Math.abs(x2 - x1), Math.abs(y2 - y1));
    for (let i = 0, v = y1 * stride + x1; i < steps; i++, v += step(d)) {
      edges[v] |= 1 << d;
      edges[v + step(d)] |= 1 << (d ^ 4);
    }
  }
  const parts: string[] = [];
  const pen = { x: 0, y: 0, started: false };
  const walk = (start: number) => {
    let x = start % stride;
    let y = (start - x) / stride;
    parts.push(pen.started ? `m${pair(x - pen.x, y - pen.y)}` : `M${x} ${y}`);
    pen.started = true;
    let dir = -1;
    let run = 0;
    for (let v = start; edges[v] !== 0; ) {
      const bits = edges[v];
      // Straight on if possible, else the lowest direction left.
      const d = dir >= 0 && bits & (1 << dir) ? dir : 31 - Math.clz32(bits & -bits);
      if (d !== dir && run > 0) {
        parts.push(command(dir, run));
        run = 0;
      }
      const next = v + step(d);
      edges[v] &= ~(1 << d);
      edges[next] &= ~(1 << (d ^ 4));
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

function command(dir: number, run: number): string {
  if (DY[dir] === 0) return `h${DX[dir] * run}`;
  if (DX[dir] === 0) return `v${DY[dir] * run}`;
  return `l${pair(DX[dir] * run, DY[dir] * run)}`;
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
