/**
 * Compact SVG path data for walls and lines: the polylines of path-chains.ts
 * with each straight run as one short relative command (`h`, `v`, or `l` on a
 * diagonal) and each new polyline as a short relative `m`; segments off the
 * grid as absolute `M…L…` pairs.
 */
import type { Point } from '../core/game.ts';
import type { Segments } from '../core/segments.ts';
import { AsciiWriter } from './ascii-writer.ts';
import { chainSegments } from './path-chains.ts';

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

export function wallPathData(segments: Segments): string {
  const out = new AsciiWriter();
  // Where the pen is: grid points, so every relative move and run is a whole number.
  let down = false;
  let px = 0;
  let py = 0;
  chainSegments(segments, {
    moveTo(x, y) {
      if (down) pair(out.char(m), x - px, y - py);
      else out.char(M).int(x).char(SPACE).int(y);
      down = true;
      px = x;
      py = y;
    },
    lineTo(x, y) {
      if (y === py) out.char(h).int(x - px);
      else if (x === px) out.char(v).int(y - py);
      else pair(out.char(l), x - px, y - py);
      px = x;
      py = y;
    },
    segment(x1, y1, x2, y2) {
      out.char(M).num(x1).char(SPACE).num(y1).char(L).num(x2).char(SPACE).num(y2);
    },
  });
  return out.toString();
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
