/**
 * Which sections are adjacent: two sections in neighbouring squares whose
 * sides on the grid line between the squares overlap with positive length,
 * where no drawn segment covers that line. Each section has at most one side
 * on each side of its square (it is convex), so the sides are tabled once per
 * section and each line looks only at the sections of its two squares.
 */
import type { Point } from '../../core/game.ts';
import { adjacencyOf, type Adjacency } from '../../core/grid.ts';
import type { Q } from './geometry.ts';

/** The sections' adjacency: a pair shares at most one piece of grid line, so each adjacent pair is linked once. */
export interface SectionLinks {
  /** Each section's neighbours, in the order of the links. */
  adjacent: Adjacency;
  /** The linked pairs, [a, b, a, b, …]. */
  links: Int32Array;
  /** The middle of the piece of grid line each pair shares, where a path crosses: [x, y, …], as links. */
  vias: Float64Array;
}

/** The unit grid edges that drawn segments along grid lines cover. */
export class CoveredEdges {
  /** Edge [x,y]–[x+1,y] at y · width + x. */
  private readonly across: Uint8Array;
  /** Edge [x,y]–[x,y+1] at y · (width + 1) + x. */
  private readonly down: Uint8Array;

  constructor(
    private readonly width: number,
    height: number,
  ) {
    this.across = new Uint8Array(width * (height + 1));
    this.down = new Uint8Array((width + 1) * height);
  }

  /** Covers the edges of a–b, a segment along a grid line. */
  cover(a: Point, b: Point): void {
    if (a[1] === b[1]) for (let x = Math.min(a[0], b[0]); x < Math.max(a[0], b[0]); x++) this.across[a[1] * this.width + x] = 1;
    else for (let y = Math.min(a[1], b[1]); y < Math.max(a[1], b[1]); y++) this.down[y * (this.width + 1) + a[0]] = 1;
  }

  horizontal(x: number, y: number): boolean {
    return this.across[y * this.width + x] === 1;
  }

  vertical(x: number, y: number): boolean {
    return this.down[y * (this.width + 1) + x] === 1;
  }
}

/** The sides of a square, and where a section's interval on each is tabled. */
const TOP = 0;
const RIGHT = 4;
const BOTTOM = 8;
const LEFT = 12;
const SIDES = 16;

/**
 * Each section's interval on each side of its square, four numbers a side:
 * the ends' places along the side's line (x on a horizontal line, y on a
 * vertical one) as rationals n0 / d0 < n1 / d1; d0 = 0 where it has none.
 */
function sideIntervals(polygons: Q[][], squares: [number, number][]): Int32Array {
  const table = new Int32Array(polygons.length * SIDES);
  for (let id = 0; id < polygons.length; id++) {
    const [polygon, [sx, sy]] = [polygons[id], squares[id]];
    for (let i = 0; i < polygon.length; i++) {
      const [u, v] = [polygon[i], polygon[(i + 1) % polygon.length]];
      if (u.y === sy * u.d && v.y === sy * v.d) putInterval(table, id * SIDES + TOP, u.x, u.d, v.x, v.d);
      else if (u.x === (sx + 1) * u.d && v.x === (sx + 1) * v.d) putInterval(table, id * SIDES + RIGHT, u.y, u.d, v.y, v.d);
      else if (u.y === (sy + 1) * u.d && v.y === (sy + 1) * v.d) putInterval(table, id * SIDES + BOTTOM, u.x, u.d, v.x, v.d);
      else if (u.x === sx * u.d && v.x === sx * v.d) putInterval(table, id * SIDES + LEFT, u.y, u.d, v.y, v.d);
    }
  }
  return table;
}

/** Tables the interval between places n0 / d0 and n1 / d1 along a line at table[at], the lesser first. */
function putInterval(table: Int32Array, at: number, n0: number, d0: number, n1: number, d1: number): void {
  const swap = n1 * d0 < n0 * d1;
  table[at] = swap ? n1 : n0;
  table[at + 1] = swap ? d1 : d0;
  table[at + 2] = swap ? n0 : n1;
  table[at + 3] = swap ? d0 : d1;
}

/**
 * Links each section of idsA with each of idsB whose intervals on the grid
 * line between their squares overlap with positive length, through the
 * middle of the overlap: x = k between a square and the one on its right,
 * y = k between a square and the one below.
 */
function link(found: { links: number[]; vias: number[] }, table: Int32Array, idsA: number[], sideA: typeof RIGHT | typeof BOTTOM, idsB: number[], k: number): void {
  const sideB = sideA === RIGHT ? LEFT : TOP;
  for (const a of idsA) {
    const i = a * SIDES + sideA;
    if (table[i + 1] === 0) continue;
    for (const b of idsB) {
      const j = b * SIDES + sideB;
      if (table[j + 1] === 0) continue;
      // The overlap: the later start (lo / ld) and the earlier end (hi / hd), compared cross-multiplied.
      const laterB = table[i] * table[j + 1] < table[j] * table[i + 1];
      const [lo, ld] = [table[laterB ? j : i], table[(laterB ? j : i) + 1]];
      const earlierA = table[i + 2] * table[j + 3] < table[j + 2] * table[i + 3];
      const [hi, hd] = [table[(earlierA ? i : j) + 2], table[(earlierA ? i : j) + 3]];
      if (lo * hd >= hi * ld) continue;
      const middle = (lo * hd + hi * ld) / (2 * ld * hd);
      found.links.push(a, b);
      if (sideA === RIGHT) found.vias.push(k, middle);
      else found.vias.push(middle, k);
    }
  }
}

/** The links of sections given by polygon and square, bySquare listing each square's sections. */
export function sectionLinks(width: number, height: number, polygons: Q[][], squares: [number, number][], bySquare: number[][], covered: CoveredEdges): SectionLinks {
  const table = sideIntervals(polygons, squares);
  const found = { links: [] as number[], vias: [] as number[] };
  for (let sy = 0; sy < height; sy++) {
    for (let sx = 0; sx < width; sx++) {
      const here = bySquare[sy * width + sx];
      if (sx + 1 < width && !covered.vertical(sx + 1, sy)) link(found, table, here, RIGHT, bySquare[sy * width + sx + 1], sx + 1);
      if (sy + 1 < height && !covered.horizontal(sx, sy + 1)) link(found, table, here, BOTTOM, bySquare[(sy + 1) * width + sx], sy + 1);
    }
  }
  return { adjacent: adjacencyOf(polygons.length, found.links), links: Int32Array.from(found.links), vias: Float64Array.from(found.vias) };
}
