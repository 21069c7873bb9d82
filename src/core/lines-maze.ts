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

export function linesMaze(
  extent: { width: number; height: number },
  lines: Segment[],
  entrance: Terminal,
  exit: Terminal,
  extra: Pick<LinesMaze, 'bridges' | 'strokes'>,
): LinesMaze {
  // Each lattice point's number, −1 until a line reaches it: a typed array, not a map of a hundred thousand string keys.
  const stride = extent.width + 1;
  const ids = new Int32Array(stride * (extent.height + 1)).fill(-1);
  const points: Point[] = [];
  const id = (x: number, y: number) => {
    const at = y * stride + x;
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
  const from = id(...entrance.at);
  const to = id(...exit.at);
  const adjacency = adjacencyOf(points.length, edges);
  const path = shortestPath(adjacency, from, to);
  const solution = corners(Array.from(path, (i) => points[i]));
  return {
    style: 'lines',
    ...extent,
    lines,
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
