/**
 * Compact SVG path data for walls and lines: the polylines of path-chains.ts
 * with each straight run as one short relative command (`h`, `v`, or `l` on a
 * diagonal) and each new polyline as a short relative `m`; segments off the
 * grid as absolute `M…L…` pairs.
 */
import type { Point } from '../core/game.ts';
import { KING_DX, KING_DY, stepDirection } from '../core/grid.ts';
import { reused } from '../core/reused.ts';
import type { Segments } from '../core/segments.ts';
import { TextTable, type AsciiWriter } from './ascii-writer.ts';
import { chainCode, MOVE_X, MOVE_Y, moveOf, runCode, runDirection, runSteps } from './path-chains.ts';

export function num(v: number): string {
  return String(Math.round(v * 1000) / 1000);
}

/** Path commands and the space, as character codes for the writer. */
const [M, L, SPACE, H_LOWER, L_LOWER, ZERO] = [...'ML hl0'].map((c) => c.charCodeAt(0));

/** A chain code's command: a run as `h`, `v` or `l`, a move as `m` and its x, then its y (the space left out before a minus sign). */
function command(code: number): string {
  const tag = code & 3;
  if (tag === MOVE_X) return `m${moveOf(code)}`;
  if (tag === MOVE_Y) return moveOf(code) < 0 ? String(moveOf(code)) : ` ${moveOf(code)}`;
  const d = runDirection(code);
  const [dx, dy] = [runSteps(code) * KING_DX[d], runSteps(code) * KING_DY[d]];
  return dy === 0 ? `h${dx}` : dx === 0 ? `v${dy}` : `l${dx}${dy < 0 ? '' : ' '}${dy}`;
}

/** The commands of runs up to 31 steps and moves up to 127 either way: nearly all of a maze's. */
const COMMANDS = new TextTable(1024, command);

/** A wall path's data, into `out`. */
export function writeWallPath(out: AsciiWriter, segments: Segments): void {
  const { codes, offGrid } = chainCode(segments);
  // A maze's commands average 2.2 bytes: room for 3 a code, so the buffer seldom grows.
  out.reserve(3 * codes.length + 64);
  // The pen starts at (0, 0), so the first move is the absolute M with the same numbers.
  if (codes.length > 0) out.char(M).int(moveOf(codes[0])).char(SPACE).int(moveOf(codes[1])).codes(codes.subarray(2), COMMANDS);
  for (let i = 0; i < offGrid.length; i += 4) out.char(M).num(offGrid[i]).char(SPACE).num(offGrid[i + 1]).char(L).num(offGrid[i + 2]).char(SPACE).num(offGrid[i + 3]);
}

/** A polyline's relative steps as run codes, for one call of writePolyline at a time: each written before it is read. */
const polylineRuns = reused((length) => new Int32Array(length), false);

/**
 * An open polyline's path data, into `out`, from its points as x, y pairs:
 * the first point absolute, and each step along a king direction by whole
 * units (every maze's solution goes from cell centre to cell centre, or dot
 * to dot) as a relative run from the table (`h2v-1l1 1`); any other step as
 * an absolute `L`.
 */
export function writePolyline(out: AsciiWriter, points: Float64Array): void {
  // A solution has a point a turn, and a run 2 or 3 bytes: room for 2 a number, so the buffer seldom grows.
  out.reserve(2 * points.length + 64);
  let px = points[0];
  let py = points[1];
  out.char(M).num(px).char(SPACE).num(py);
  const runs = polylineRuns(points.length >> 1);
  let count = 0;
  for (let i = 2; i < points.length; i += 2) {
    const x = points[i];
    const y = points[i + 1];
    const dx = x - px;
    const dy = y - py;
    const steps = Math.max(Math.abs(dx), Math.abs(dy));
    if ((steps | 0) === steps && (dx === 0 || dy === 0 || Math.abs(dx) === Math.abs(dy))) {
      // A step of none too: "h0", which a round cap still draws as a dot.
      runs[count++] = steps === 0 ? runCode(0, 0) : runCode(stepDirection(Math.sign(dx), Math.sign(dy)), steps);
    } else {
      out.codes(runs.subarray(0, count), COMMANDS);
      count = 0;
      out.char(L).num(x).char(SPACE).num(y);
    }
    px = x;
    py = y;
  }
  out.codes(runs.subarray(0, count), COMMANDS);
}

/**
 * Points as the vertices of one path (x, y pairs), and a last step of none:
 * the first absolute, each next a relative step in thousandths of the points
 * as rounded, so that no error adds up along a long path (`M1.5 2.5l3 0 2-1 0 0`).
 * The step of none makes every point a start or middle vertex, where a
 * marker-start or marker-mid is drawn, and a path of one point a path.
 */
export function writeVertices(out: AsciiWriter, at: Float64Array): void {
  // The steps between a loop maze's bridges are small whole numbers: room for 8 bytes a point.
  out.reserve(4 * at.length + 64);
  let px = Math.round(at[0] * 1000);
  let py = Math.round(at[1] * 1000);
  out.char(M).num(px / 1000).char(SPACE).num(py / 1000).char(L_LOWER);
  for (let i = 2; i <= at.length; i += 2) {
    // Past the last point, the step of none.
    const x = i < at.length ? Math.round(at[i] * 1000) : px;
    const y = i < at.length ? Math.round(at[i + 1] * 1000) : py;
    if (i > 2 && x >= px) out.char(SPACE);
    out.num((x - px) / 1000);
    if (y >= py) out.char(SPACE);
    out.num((y - py) / 1000);
    px = x;
    py = y;
  }
}

/** Points as zero-length strokes (`M x yh0` each), into `out`: a round-capped pen draws each as a dot. */
export function writeDots(out: AsciiWriter, points: readonly Point[]): void {
  for (const [x, y] of points) out.char(M).num(x).char(SPACE).num(y).char(H_LOWER).char(ZERO);
}
