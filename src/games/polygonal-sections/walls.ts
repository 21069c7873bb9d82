/**
 * The maze of a finished drawing: walls are the boundary (less the entrance
 * and exit edges) and every drawn segment, merged into maximal straight runs;
 * the solution runs through sections, from the middle of one shared grid-line
 * piece through a point inside each section to the next.
 */
import type { Point } from '../../core/game.ts';
import type { WallsMaze } from '../../core/maze.ts';
import { corners } from '../../core/corners.ts';
import { shortestPath } from '../../core/grid.ts';
import { lazyField } from '../../core/lazy-field.ts';
import { statsOnDemand } from '../../core/maze-stats.ts';
import { hasSquare, onSquareRim, regionSide, type Region } from '../../core/region.ts';
import { Segments } from '../../core/segments.ts';
import { gcd } from './geometry.ts';
import { insideOf, sectionOf, type Sections } from './sections.ts';

/**
 * Collinear segments that touch or overlap become one run; each run once, as
 * x1, y1, x2, y2. A point's place along its line is its dot product with the
 * line's primitive direction, an integer, and a run's ends are the lattice
 * points that gave them: nothing passes through floats, so every end is
 * exact. Segments come packed [ax, ay, bx, by, …]; lines are listed in the
 * order of their keys as text ("dx,dy,offset").
 */
function mergeRuns(segments: number[]): Float64Array {
  const count = segments.length / 4;
  // Each segment's places along its line, the lesser first, and which end that is (0 for a).
  const [lo, hi, flip] = [new Int32Array(count), new Int32Array(count), new Uint8Array(count)];
  const lines = new Map<string, number[]>();
  for (let i = 0, k = 0; i < count; i++, k += 4) {
    const [ax, ay, bx, by] = [segments[k], segments[k + 1], segments[k + 2], segments[k + 3]];
    let [dx, dy] = [bx - ax, by - ay];
    const g = gcd(dx, dy);
    [dx, dy] = [dx / g, dy / g];
    if (dx < 0 || (dx === 0 && dy < 0)) [dx, dy] = [-dx, -dy];
    const key = `${dx},${dy},${dy * ax - dx * ay}`;
    const [at, bt] = [ax * dx + ay * dy, bx * dx + by * dy];
    [lo[i], hi[i], flip[i]] = at <= bt ? [at, bt, 0] : [bt, at, 1];
    const list = lines.get(key);
    if (list) list.push(i);
    else lines.set(key, [i]);
  }
  const runs = new Float64Array(4 * count);
  let n = 0;
  /** Writes the end of segment i at place lo (or hi) into the runs. */
  const end = (i: number, low: boolean) => {
    const k = 4 * i + (low === (flip[i] === 0) ? 0 : 2);
    runs[n++] = segments[k];
    runs[n++] = segments[k + 1];
  };
  for (const key of [...lines.keys()].sort()) {
    const list = (lines.get(key) as number[]).sort((u, v) => lo[u] - lo[v]);
    let [first, top] = [list[0], list[0]];
    for (let j = 1; j < list.length; j++) {
      const i = list[j];
      if (lo[i] <= hi[top]) {
        if (hi[i] > hi[top]) top = i;
      } else {
        end(first, true);
        end(top, false);
        [first, top] = [i, i];
      }
    }
    end(first, true);
    end(top, false);
  }
  return runs.subarray(0, n);
}

/** The maze of polygonal-sections, with the sections a fill move names, each with a point strictly inside. */
export type SectionsMaze = WallsMaze & { sections?: { id: number; inside: Point; polygon: Point[] }[] };

/**
 * A region's boundary as unit edges, [x1, y1, x2, y2, …]: each side of a
 * square of it that no square of it shares, less the top of the first square
 * (the entrance) and the bottom of the last (the exit).
 */
function regionBoundary(region: Region): number[] {
  const { width, height, inside, first, last } = region;
  const at = (x: number, y: number) => hasSquare(region, x, y);
  const edges: number[] = [];
  for (let y = 0, sq = 0; y < height; y++)
    for (let x = 0; x < width; x++, sq++) {
      if (!inside[sq]) continue;
      if (!at(x, y - 1) && sq !== first) edges.push(x, y, x + 1, y);
      if (!at(x + 1, y)) edges.push(x + 1, y, x + 1, y + 1);
      if (!at(x, y + 1) && sq !== last) edges.push(x, y + 1, x + 1, y + 1);
      if (!at(x - 1, y)) edges.push(x, y, x, y + 1);
    }
  return edges;
}

export function sectionsMaze(width: number, height: number, segments: number[], sections: Sections | null, region: Region | null = null): SectionsMaze {
  if (region) return regionMaze(width, height, segments, sections, region);
  const boundary = [1, 0, width, 0, width, 0, width, height, 0, height, width - 1, height, 0, 0, 0, height];
  const entrance = { at: [0, 0] as Point, side: 'top' as const };
  const exit = { at: [width - 1, height - 1] as Point, side: 'bottom' as const };
  const { points: path, ids } = sections ? sectionPath(width, height, sections) : { points: [], ids: [] };
  const maze: SectionsMaze = {
    style: 'walls',
    width,
    height,
    walls: new Segments(mergeRuns([...boundary, ...segments])),
    entrance,
    exit,
    solution: path,
    stats: sections ? sectionStats(width, height, sections, path, ids) : { sections: 0 },
  };
  // The sections as a JSON answer lists them, which a drawing does not show.
  return sections ? lazyField(maze, 'sections', () => Array.from({ length: sections.count }, (_, id) => sectionOf(sections, id))) : maze;
}

/**
 * The maze on a shaped board: the region's boundary and the segments are the
 * walls; enter through the top of the region's first square, leave through
 * the bottom of its last; framed by the region's box.
 */
function regionMaze(width: number, height: number, segments: number[], sections: Sections | null, region: Region): SectionsMaze {
  const [first, last] = [region.first, region.last];
  const [fx, fy, lx, ly] = [first % width, Math.floor(first / width), last % width, Math.floor(last / width)];
  const { points: path, ids } = sections ? regionPath(sections, width, fx, fy, lx, ly) : { points: [], ids: [] };
  const maze: SectionsMaze = {
    style: 'walls',
    width,
    height,
    walls: new Segments(mergeRuns([...regionBoundary(region), ...segments])),
    entrance: { at: [fx, fy], side: 'top' },
    exit: { at: [lx, ly], side: 'bottom' },
    solution: path,
    stats: sections ? regionStats(region, sections, path, ids) : { sections: 0 },
    box: region.box,
  };
  return sections ? lazyField(maze, 'sections', () => Array.from({ length: sections.count }, (_, id) => sectionOf(sections, id))) : maze;
}

/** The section of square sq with both (x0, y) and (x1, y) as vertices: the one that has that side of the square (no chord ends inside a side on the boundary). */
function sectionWithSide({ first, start, vertices: v }: Sections, sq: number, x0: number, x1: number, y: number): number {
  for (let id = first[sq]; id < first[sq + 1]; id++) {
    let found = 0;
    for (let k = 3 * start[id]; k < 3 * start[id + 1]; k += 3) if (v[k + 1] === y * v[k + 2] && (v[k] === x0 * v[k + 2] || v[k] === x1 * v[k + 2])) found++;
    if (found === 2) return id;
  }
  return -1;
}

/** Breadth-first through adjacent sections from the first square's top side to the last square's bottom side. */
function regionPath(sections: Sections, width: number, fx: number, fy: number, lx: number, ly: number): { points: Point[]; ids: number[] } {
  const start = sectionWithSide(sections, fy * width + fx, fx, fx + 1, fy);
  const goal = sectionWithSide(sections, ly * width + lx, lx, lx + 1, ly + 1);
  return pathThrough(sections, start, goal, [[fx + 0.5, fy - 0.5], [fx + 0.5, fy]], [[lx + 0.5, ly + 1], [lx + 0.5, ly + 1.5]]);
}

/** The first section of square sq with a vertex (x / d, y / d) where at(x, y, d), or −1. */
function sectionWith({ first, start, vertices: v }: Sections, sq: number, at: (x: number, y: number, d: number) => boolean): number {
  for (let id = first[sq]; id < first[sq + 1]; id++) for (let k = 3 * start[id]; k < 3 * start[id + 1]; k += 3) if (at(v[k], v[k + 1], v[k + 2])) return id;
  return -1;
}

/** Breadth-first through adjacent sections from the entrance's section to the exit's. */
function sectionPath(width: number, height: number, sections: Sections): { points: Point[]; ids: number[] } {
  // The entrance's section has a vertex on the top edge right of [0,0]; the exit's one on the bottom edge left of its corner.
  const start = sectionWith(sections, 0, (x, y) => y === 0 && x > 0);
  const goal = sectionWith(sections, width * height - 1, (x, y, d) => y === height * d && x < width * d);
  return pathThrough(sections, start, goal, [[0.5, -0.5], [0.5, 0]], [[width - 0.5, height], [width - 0.5, height + 0.5]]);
}

/** The shortest way through adjacent sections from section start to goal, between the points before it (the way in) and after it (the way out). */
function pathThrough(sections: Sections, start: number, goal: number, before: Point[], after: Point[]): { points: Point[]; ids: number[] } {
  if (start < 0 || goal < 0) return { points: [], ids: [] };
  const ids = Array.from(shortestPath(sections.adjacent, start, goal));
  if (ids.length === 0) return { points: [], ids };
  // From each section to the next through the piece of grid line they share (a pair shares one: one link).
  const vias = new Array<Point>(ids.length - 1);
  const place = new Int32Array(sections.count).fill(-1);
  ids.forEach((id, i) => (place[id] = i));
  const { links } = sections;
  for (let e = 0; e < links.length; e += 2) {
    const [i, j] = [place[links[e]], place[links[e + 1]]];
    if (i >= 0 && j >= 0 && Math.abs(i - j) === 1) vias[Math.min(i, j)] = [sections.vias[e], sections.vias[e + 1]];
  }
  const points: Point[] = [...before];
  ids.forEach((id, i) => {
    if (i > 0) points.push(vias[i - 1]);
    points.push(insideOf(sections, id));
  });
  points.push(...after);
  return { points: corners(points), ids };
}

/** sectionStats on a region: its side, and a section on the rim where its square is on the region's. */
function regionStats(region: Region, sections: Sections, path: Point[], ids: number[]): Record<string, number> {
  return statsOnDemand(
    { sections: sections.count },
    {
      nodes: sections.count,
      adjacency: () => sections.adjacent,
      solution: ids,
      side: regionSide(region),
      onRim: (id) => {
        const [x, y] = insideOf(sections, id).map(Math.floor);
        return onSquareRim(region, y * region.width + x);
      },
    },
    { turnsOnSolution: Math.max(0, path.length - 2) },
  );
}

function sectionStats(width: number, height: number, sections: Sections, path: Point[], ids: number[]): Record<string, number> {
  return statsOnDemand(
    { sections: sections.count },
    {
      nodes: sections.count,
      // The sections' own adjacency: compressed rows, each section's neighbours in ascending order.
      adjacency: () => sections.adjacent,
      solution: ids,
      side: (width + height) / 2,
      onRim: (id) => {
        const [x, y] = insideOf(sections, id).map(Math.floor);
        return x === 0 || y === 0 || x === width - 1 || y === height - 1;
      },
    },
    { turnsOnSolution: Math.max(0, path.length - 2) },
  );
}
