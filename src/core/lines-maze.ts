/**
 * Building a lines maze from its segments: the path graph on the segments'
 * end points, its shortest path between the two ends (breadth-first), and
 * statistics. Points are keyed by their coordinates, so any game's lattice fits.
 */
import type { Point } from './game.ts';
import type { LinesMaze, Segment, Terminal } from './maze.ts';
import { corners } from './maze.ts';
import { adjacencyOf, mazeStats } from './maze-stats.ts';

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
  const adjacency: number[][] = [];
  const edges = new Int32Array(2 * lines.length);
  lines.forEach(([x1, y1, x2, y2], i) => {
    const a = id(x1, y1);
    const b = id(x2, y2);
    [edges[2 * i], edges[2 * i + 1]] = [a, b];
    (adjacency[a] ??= []).push(b);
    (adjacency[b] ??= []).push(a);
  });
  const from = id(...entrance.at);
  const to = id(...exit.at);
  const path = shortestPath(adjacency, from, to);
  const solution = corners(path.map((i) => points[i]));
  return {
    style: 'lines',
    ...extent,
    lines,
    entrance,
    exit,
    solution,
    stats: {
      points: points.length,
      segments: lines.length,
      ...mazeStats({
        nodes: points.length,
        adjacency: adjacencyOf(points.length, edges),
        solution: path,
        side: (extent.width + extent.height) / 2,
        onRim: (i) => points[i][0] === 0 || points[i][1] === 0 || points[i][0] === extent.width || points[i][1] === extent.height,
      }),
      turnsOnSolution: Math.max(0, solution.length - 2),
    },
    ...extra,
  };
}

function shortestPath(adjacency: number[][], from: number, to: number): number[] {
  const parent = new Map<number, number>([[from, from]]);
  const queue = [from];
  for (let head = 0; head < queue.length && !parent.has(to); head++) {
    for (const next of adjacency[queue[head]] ?? []) {
      if (!parent.has(next)) {
        parent.set(next, queue[head]);
        queue.push(next);
      }
    }
  }
  if (!parent.has(to)) return [];
  const path = [to];
  while (path[path.length - 1] !== from) path.push(parent.get(path[path.length - 1]) as number);
  return path.reverse();
}
