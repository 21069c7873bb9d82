/**
 * Building a lines maze from its segments: the path graph on the segments'
 * end points, its shortest path between the two ends (breadth-first), and
 * statistics. Points are keyed by their coordinates, so any game's lattice fits.
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
  const ids = new Map<string, number>();
  const points: Point[] = [];
  const id = (x: number, y: number) => {
    const key = `${x},${y}`;
    let i = ids.get(key);
    if (i === undefined) {
      i = points.length;
      ids.set(key, i);
      points.push([x, y]);
    }
    return i;
  };
  const edges = new Int32Array(2 * lines.length);
  lines.forEach(([x1, y1, x2, y2], i) => {
    edges[2 * i] = id(x1, y1);
    edges[2 * i + 1] = id(x2, y2);
  });
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
