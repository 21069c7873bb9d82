/**
 * Exact geometry on lattice points for polygonal-sections. Segments join
 * lattice points, so orientation tests are integer cross products; points
 * where a segment crosses a grid line are rationals, kept as integer
 * numerators over a common positive denominator. Floats are used only to
 * draw and to publish a point strictly inside a section.
 */
import type { Point } from '../../core/game.ts';

/** Sign of the cross product (b − a) × (c − a) for lattice points. */
export function orient(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return Math.sign((bx - ax) * (cy - ay) - (by - ay) * (cx - ax));
}

/** Whether lattice point p lies on the closed segment a–b. */
function onSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): boolean {
  return orient(ax, ay, bx, by, px, py) === 0 && Math.min(ax, bx) <= px && px <= Math.max(ax, bx) && Math.min(ay, by) <= py && py <= Math.max(ay, by);
}

/**
 * Whether a new segment a–b meets the drawn segment p–r anywhere but at a
 * (docs/rules.md#polygonal-sections `crosses`): a proper crossing, an end of p–r on a–b other than
 * a, b on p–r, or a collinear overlap (which implies one of those).
 */
export function meetsBeyondStart(ax: number, ay: number, bx: number, by: number, px: number, py: number, rx: number, ry: number): boolean {
  const o1 = orient(ax, ay, bx, by, px, py);
  const o2 = orient(ax, ay, bx, by, rx, ry);
  // p–r strictly on one side of the line a–b meets nothing of it: most segments nearby are so.
  if (o1 * o2 > 0) return false;
  const o3 = orient(px, py, rx, ry, ax, ay);
  const o4 = orient(px, py, rx, ry, bx, by);
  if (o1 * o2 < 0 && o3 * o4 < 0) return true;
  if (!(px === ax && py === ay) && onSegment(px, py, ax, ay, bx, by)) return true;
  if (!(rx === ax && ry === ay) && onSegment(rx, ry, ax, ay, bx, by)) return true;
  return onSegment(bx, by, px, py, rx, ry);
}

export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

/**
 * The pieces of lattice segment a–b between the grid lines it crosses, from a
 * to b, six numbers each: the square it lies in, x and y (for a segment along
 * a grid line, x or y is that line), and the parameters n0 / d0 < n1 / d1 of
 * its ends, a + t(b − a). Crossings are merged by integer comparison, so a
 * lattice point ends one piece.
 */
export function pieces(ax: number, ay: number, bx: number, by: number): number[] {
  const out: number[] = [];
  const [dx, dy] = [bx - ax, by - ay];
  const [ux, uy] = [Math.abs(dx), Math.abs(dy)];
  // Crossed so far: i vertical lines (the next at t = (i + 1) / ux), j horizontal ones (at (j + 1) / uy).
  let [i, j, n0, d0] = [0, 0, 0, 1];
  for (;;) {
    const x = dx > 0 ? ax + i : dx < 0 ? ax - i - 1 : ax;
    const y = dy > 0 ? ay + j : dy < 0 ? ay - j - 1 : ay;
    const [moreX, moreY] = [i + 1 < ux, j + 1 < uy];
    if (!moreX && !moreY) {
      out.push(x, y, n0, d0, 1, 1);
      return out;
    }
    // Which line comes next, (i + 1) / ux against (j + 1) / uy cross-multiplied: < 0 vertical, > 0 horizontal, 0 both.
    const order = moreX && moreY ? (i + 1) * uy - (j + 1) * ux : moreX ? -1 : 1;
    const [n1, d1] = order <= 0 ? [i + 1, ux] : [j + 1, uy];
    out.push(x, y, n0, d0, n1, d1);
    if (order <= 0) i++;
    if (order >= 0) j++;
    [n0, d0] = [n1, d1];
  }
}

/** Square [x, y] of a width × height board, as index y · width + x, appended to out if it is on the board. */
function pushSquare(out: number[], x: number, y: number, width: number, height: number): void {
  if (x >= 0 && y >= 0 && x < width && y < height) out.push(y * width + x);
}

/**
 * The unit squares of a width × height board that segment a–b passes
 * through, as indices y · width + x, from a to b: each piece's square (both
 * sides of a piece on a grid line). Whatever meets a–b meets it in one of
 * these, so a crossing test need look nowhere else.
 */
export function squaresAlong(a: Point, b: Point, width: number, height: number): number[] {
  const out: number[] = [];
  const along = pieces(a[0], a[1], b[0], b[1]);
  for (let k = 0; k < along.length; k += 6) {
    const [x, y] = [along[k], along[k + 1]];
    if (a[0] === b[0]) pushSquare(out, x - 1, y, width, height);
    else if (a[1] === b[1]) pushSquare(out, x, y - 1, width, height);
    pushSquare(out, x, y, width, height);
  }
  return out;
}

/**
 * The unit squares that segment a–b passes through or touches: those along
 * it, then the four round each lattice point on it, from a to b. A segment
 * filed under these is found from any square where another line meets it
 * (even at an end). A square may come more than once.
 */
export function squaresTouched(a: Point, b: Point, width: number, height: number): number[] {
  const out = squaresAlong(a, b, width, height);
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const g = gcd(dx, dy);
  for (let k = 0; k <= g; k++) {
    const [x, y] = [a[0] + (k * dx) / g, a[1] + (k * dy) / g];
    pushSquare(out, x, y, width, height);
    pushSquare(out, x - 1, y, width, height);
    pushSquare(out, x, y - 1, width, height);
    pushSquare(out, x - 1, y - 1, width, height);
  }
  return out;
}

/** A double as an exact fraction of BigInts (every finite double is a dyadic rational). */
export function exact(v: number): [bigint, bigint] {
  if (Number.isInteger(v)) return [BigInt(v), 1n];
  let den = 1n;
  let x = v;
  while (!Number.isInteger(x)) {
    x *= 2;
    den *= 2n;
  }
  return [BigInt(x), den];
}

/**
 * Bound on the float cross product's error in sideOf, over m² where m (≥ 1)
 * bounds the coordinates: rounding a and b to doubles, two differences, two
 * products and a difference stay within 45 · 2^−53 · m², and 2^−46 is 128 · 2^−53.
 */
const FLOAT_ERROR = 2 ** -46;

/**
 * Sign of (b − a) × (p − a) for rational a = (ax / ad, ay / ad), b = (bx / bd,
 * by / bd) and a double p: the side of the line a→b that p lies on (0 on the
 * line), exactly. The float product decides only where it is further from 0
 * than its error can reach, which is then the exact sign; near the line the
 * sign is worked out in integers.
 */
export function sideOf(ax: number, ay: number, ad: number, bx: number, by: number, bd: number, px: number, py: number): number {
  const [fax, fay, fbx, fby] = [ax / ad, ay / ad, bx / bd, by / bd];
  const cross = (fbx - fax) * (py - fay) - (fby - fay) * (px - fax);
  const m = Math.max(1, Math.abs(fax), Math.abs(fay), Math.abs(fbx), Math.abs(fby), Math.abs(px), Math.abs(py));
  return Math.abs(cross) > FLOAT_ERROR * m * m ? Math.sign(cross) : exactSideOf(ax, ay, ad, bx, by, bd, px, py);
}

/** sideOf in integers: a, b and p scaled to a common denominator. */
export function exactSideOf(ax: number, ay: number, ad: number, bx: number, by: number, bd: number, px: number, py: number): number {
  const [nx, pdx] = exact(px);
  const [ny, pdy] = exact(py);
  const [iax, iay, iad] = [BigInt(ax), BigInt(ay), BigInt(ad)];
  const [ibx, iby, ibd] = [BigInt(bx), BigInt(by), BigInt(bd)];
  // Scale everything by ad·bd·pdx·pdy to stay in integers.
  const ux = ibx * iad - iax * ibd; // (b − a).x · ad·bd
  const uy = iby * iad - iay * ibd;
  const vx = nx * iad - iax * pdx; // (p − a).x · ad·pdx
  const vy = ny * iad - iay * pdy; // (p − a).y · ad·pdy
  const cross = ux * vy * pdx - uy * vx * pdy;
  return cross > 0n ? 1 : cross < 0n ? -1 : 0;
}
