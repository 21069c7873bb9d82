/**
 * Building a lines maze from its segments: the path graph on the segments'
 * end points, its shortest path between the two ends (breadth-first), and
 * statistics. Points are lattice points, numbered as the lines first reach them.
 */
import type { Point } from './game.ts';
import type { LinesMaze, Segment, Terminal } from './maze.ts';
import { corners } from './maze.ts';
import { adjacencyOf, shortestPath } from './grid.ts';
import { statsOnDemand } from './maze-stats.ts';
import { isGridSegment, Segments, unitSteps } from './segments.ts';

export function linesMaze(
  extent: { width: number; height: number },
  lines: Segment[],
  entrance: Terminal,
  exit: Terminal,
  extra: Pick<LinesMaze, 'bridges' | 'strokes'>,
): LinesMaze {
  // Each lattice point's number, −1 until reached: a typed array, not a map of a hundred thousand
  // string keys. It spans the board and both ends, which a game not yet started may keep off it.
  const [x0, y0] = [Math.min(0, entrance.at[0], exit.at[0]), Math.min(0, entrance.at[1], exit.at[1])];
  const stride = Math.max(extent.width, entrance.at[0], exit.at[0]) - x0 + 1;
  const rows = Math.max(extent.height, entrance.at[1], exit.at[1]) - y0 + 1;
  const ids = new Int32Array(stride * rows).fill(-1);
  const points: Point[] = [];
  const id = (x: number, y: number) => {
    const at = (y - y0) * stride + x - x0;
    if (ids[at] < 0) {
      ids[at] = points.length;
      points.push([x, y]);
    }
    return ids[at];
  };
  const edges = new Int32Array(2 * lines.length);
  for (let i = 0; i < lines.length; i++) {
    const s = lines[i];
    edges[2 * i] = id(s[0], s[1]);
    edges[2 * i + 1] = id(s[2], s[3]);
  }
  const packed = Segments.of(lines).coords;
  const from = id(...entrance.at);
  const to = id(...exit.at);
  const adjacency = adjacencyOf(points.length, edges);
  const path = shortestPath(adjacency, from, to);
  const solution = corners(Array.from(path, (i) => points[i]));
  return {
    style: 'lines',
    ...extent,
    // Lines between lattice points (king moves and their runs) come with their unit steps, which a drawing chains.
    lines: new Segments(packed, gridOnly(packed) ? () => unitSteps(packed, extent.width + 1, extent.height + 1) : undefined),
    entrance,
    exit,
    solution,
    stats: statsOnDemand(
      { points: points.length, segments: lines.length },
      {
        nodes: points.length,
        adjacency: () => adjacency,
        solution: path,
        side: (extent.width + extent.height) / 2,
        onRim: (i) => points[i][0] === 0 || points[i][1] === 0 || points[i][0] === extent.width || points[i][1] === extent.height,
      },
      { turnsOnSolution: Math.max(0, solution.length - 2) },
    ),
    ...extra,
  };
}

function gridOnly(coords: Float64Array): boolean {
  for (let i = 0; i < coords.length; i += 4) if (!isGridSegment(coords, i)) return false;
  return true;
}
