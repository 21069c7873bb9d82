/**
 * Which sections are adjacent: two sections in neighbouring squares whose
 * sides on the grid line between the squares overlap with positive length,
 * where no drawn segment covers that line. Each section has at most one side
 * on each side of its square (it is convex), so the sides are tabled once per
 * section and each line looks only at the sections of its two squares.
 */
import { adjacencyOf, type Adjacency } from '../../core/grid.ts';

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
  cover(ax: number, ay: number, bx: number, by: number): void {
    if (ay === by) for (let x = Math.min(ax, bx); x < Math.max(ax, bx); x++) this.across[ay * this.width + x] = 1;
    else for (let y = Math.min(ay, by); y < Math.max(ay, by); y++) this.down[y * (this.width + 1) + ax] = 1;
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

/** The sections' polygons, numbered square by square in reading order: what the links are worked out from. */
export interface Polygons {
  count: number;
  /** Square k's sections are ids first[k] to first[k + 1] − 1. */
  first: Int32Array;
  /** Section id's polygon, convex and in order round it, is vertices start[id] to start[id + 1] − 1. */
  start: Int32Array;
  /** Vertex k is the rational point (vertices[3k] / vertices[3k + 2], vertices[3k + 1] / vertices[3k + 2]). */
  vertices: Int32Array;
}

/**
 * Each section's interval on each side of its square, four numbers a side:
 * the ends' places along the side's line (x on a horizontal line, y on a
 * vertical one) as rationals n0 / d0 < n1 / d1; d0 = 0 where it has none.
 */
function sideIntervals(width: number, height: number, { count, first, start, vertices: v }: Polygons): Int32Array {
  const table = new Int32Array(count * SIDES);
  for (let sy = 0, sq = 0; sy < height; sy++) {
    for (let sx = 0; sx < width; sx++, sq++) {
      for (let id = first[sq]; id < first[sq + 1]; id++) {
        for (let i = start[id]; i < start[id + 1]; i++) {
          const [u, w] = [3 * i, 3 * (i + 1 < start[id + 1] ? i + 1 : start[id])];
          const [ux, uy, ud, wx, wy, wd] = [v[u], v[u + 1], v[u + 2], v[w], v[w + 1], v[w + 2]];
          if (uy === sy * ud && wy === sy * wd) putInterval(table, id * SIDES + TOP, ux, ud, wx, wd);
          else if (ux === (sx + 1) * ud && wx === (sx + 1) * wd) putInterval(table, id * SIDES + RIGHT, uy, ud, wy, wd);
          else if (uy === (sy + 1) * ud && wy === (sy + 1) * wd) putInterval(table, id * SIDES + BOTTOM, ux, ud, wx, wd);
          else if (ux === sx * ud && wx === sx * wd) putInterval(table, id * SIDES + LEFT, uy, ud, wy, wd);
        }
      }
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
 * Links each section of square A with each of square B's whose intervals on the grid
 * line between their squares overlap with positive length, through the
 * middle of the overlap: x = k between a square and the one on its right,
 * y = k between a square and the one below.
 */
function link(found: { links: number[]; vias: number[] }, table: Int32Array, first: Int32Array, squareA: number, sideA: typeof RIGHT | typeof BOTTOM, squareB: number, k: number): void {
  const sideB = sideA === RIGHT ? LEFT : TOP;
  for (let a = first[squareA]; a < first[squareA + 1]; a++) {
    const i = a * SIDES + sideA;
    if (table[i + 1] === 0) continue;
    for (let b = first[squareB]; b < first[squareB + 1]; b++) {
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

/** The links of the sections. */
export function sectionLinks(width: number, height: number, polygons: Polygons, covered: CoveredEdges): SectionLinks {
  const table = sideIntervals(width, height, polygons);
  const found = { links: [] as number[], vias: [] as number[] };
  for (let sy = 0; sy < height; sy++) {
    for (let sx = 0; sx < width; sx++) {
      const here = sy * width + sx;
      if (sx + 1 < width && !covered.vertical(sx + 1, sy)) link(found, table, polygons.first, here, RIGHT, here + 1, sx + 1);
      if (sy + 1 < height && !covered.horizontal(sx, sy + 1)) link(found, table, polygons.first, here, BOTTOM, here + width, sy + 1);
    }
  }
  return { adjacent: adjacencyOf(polygons.count, found.links), links: Int32Array.from(found.links), vias: Float64Array.from(found.vias) };
}
