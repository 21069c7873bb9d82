/**
 * Exact geometry on lattice points for polygonal-sections. Segments join
 * lattice points, so orientation tests are integer cross products; points
 * where a segment crosses a grid line are rationals, kept as integer
 * numerators over a common positive denominator. Floats are used only to
 * draw and to publish a point strictly inside a section.
 */
import type { Point } from '../../core/game.ts';

/** A rational point (x / d, y / d), d > 0. */
export interface Q {
  x: number;
  y: number;
  d: number;
}

export const q = (x: number, y: number, d = 1): Q => ({ x, y, d });
export const toFloat = (p: Q): Point => [p.x / p.d, p.y / p.d];

/** Sign of the cross product (b − a) × (c − a) for lattice points. */
export function orient(a: Point, b: Point, c: Point): number {
  return Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));
}

/** Whether lattice point p lies on the closed segment a–b. */
function onSegment(p: Point, a: Point, b: Point): boolean {
  return (
    orient(a, b, p) === 0 &&
    Math.min(a[0], b[0]) <= p[0] &&
    p[0] <= Math.max(a[0], b[0]) &&
    Math.min(a[1], b[1]) <= p[1] &&
    p[1] <= Math.max(a[1], b[1])
  );
}

const same = (a: Point, b: Point) => a[0] === b[0] && a[1] === b[1];

/**
 * Whether a new segment a–b meets the drawn segment p–q anywhere but at a
 * (docs/rules.md#polygonal-sections `crosses`): a proper crossing, an end of p–q on a–b other than
 * a, b on p–q, or a collinear overlap (which implies one of those).
 */
export function meetsBeyondStart(a: Point, b: Point, p: Point, r: Point): boolean {
  const o1 = orient(a, b, p);
  const o2 = orient(a, b, r);
  const o3 = orient(p, r, a);
  const o4 = orient(p, r, b);
  if (o1 * o2 < 0 && o3 * o4 < 0) return true;
  if (!same(p, a) && onSegment(p, a, b)) return true;
  if (!same(r, a) && onSegment(r, a, b)) return true;
  return onSegment(b, p, r);
}

export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

/** The lattice points on segment a–b, from a to b. */
export function latticePoints(a: Point, b: Point): Point[] {
  const g = gcd(b[0] - a[0], b[1] - a[1]);
  const [sx, sy] = [(b[0] - a[0]) / g, (b[1] - a[1]) / g];
  return Array.from({ length: g + 1 }, (_, k) => [a[0] + k * sx, a[1] + k * sy] as Point);
}

/**
 * The unit squares [x,x+1]×[y,y+1] a segment passes through or touches, as
 * "x,y" pairs: the squares of the pieces between grid-line crossings, and all
 * four squares round each lattice point on it (so touching counts too),
 * those of them on a width × height board.
 */
export function squaresOf(a: Point, b: Point, width: number, height: number): [number, number][] {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const ts = new Set<number>([0, 1]);
  for (let x = Math.min(a[0], b[0]) + 1; x < Math.max(a[0], b[0]); x++) ts.add((x - a[0]) / dx);
  for (let y = Math.min(a[1], b[1]) + 1; y < Math.max(a[1], b[1]); y++) ts.add((y - a[1]) / dy);
  const sorted = [...ts].sort((s, t) => s - t);
  const out = new Map<string, [number, number]>();
  const add = (x: number, y: number) => {
    if (x >= 0 && y >= 0 && x < width && y < height) out.set(`${x},${y}`, [x, y]);
  };
  for (let i = 0; i + 1 < sorted.length; i++) {
    const t = (sorted[i] + sorted[i + 1]) / 2;
    const [mx, my] = [a[0] + t * dx, a[1] + t * dy];
    // A piece on a grid line lies between the squares on both sides of it.
    const xs = Number.isInteger(mx) ? [mx - 1, mx] : [Math.floor(mx)];
    const ys = Number.isInteger(my) ? [my - 1, my] : [Math.floor(my)];
    for (const x of xs) for (const y of ys) add(x, y);
  }
  for (const [x, y] of latticePoints(a, b)) for (const [ox, oy] of [[0, 0], [-1, 0], [0, -1], [-1, -1]]) add(x + ox, y + oy);
  return [...out.values()];
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
 * Sign of (b − a) × (p − a) for rational a, b and a double p, exactly: the
 * side of the line a→b that p lies on (0 on the line).
 */
export function sideOf(a: Q, b: Q, p: Point): number {
  const [px, pdx] = exact(p[0]);
  const [py, pdy] = exact(p[1]);
  const [ax, ay, ad] = [BigInt(a.x), BigInt(a.y), BigInt(a.d)];
  const [bx, by, bd] = [BigInt(b.x), BigInt(b.y), BigInt(b.d)];
  // Scale everything by ad·bd·pdx·pdy to stay in integers.
  const ux = bx * ad - ax * bd; // (b − a).x · ad·bd
  const uy = by * ad - ay * bd;
  const vx = px * ad - ax * pdx; // (p − a).x · ad·pdx
  const vy = py * ad - ay * pdy; // (p − a).y · ad·pdy
  const cross = ux * vy * pdx - uy * vx * pdy;
  return cross > 0n ? 1 : cross < 0n ? -1 : 0;
}
