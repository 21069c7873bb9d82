/**
 * Building a lines maze from its segments: the path graph on the segments'
 * end points, its shortest path between the two ends (breadth-first), and
 * statistics. Points are keyed by their coordinates, so any game's lattice fits.
 */
import type { Point } from './game.ts';
import type { LinesMaze, Segment, Terminal } from './maze.ts';
import { corners } from './maze.ts';

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
  for (const [x1, y1, x2, y2] of lines) {
    const a = id(x1, y1);
    const b = id(x2, y2);
    (adjacency[a] ??= []).push(b);
    (adjacency[b] ??= []).push(a);
  }
  const from = id(...entrance.at);
  const to = id(...exit.at);
  const path = shortestPath(adjacency, from, to);
  const degree = (i: number) => adjacency[i]?.length ?? 0;
  let junctions = 0;
  let deadEnds = 0;
  for (let i = 0; i < points.length; i++) {
    if (degree(i) >= 3) junctions++;
    else if (degree(i) === 1 && i !== from && i !== to) deadEnds++;
  }
  const solution = corners(path.map((i) => points[i]));
  return {
    style: 'lines',
    ...extent,
    lines,
    entrance,
    exit,
    solution,
    stats: {
      segments: lines.length,
      junctions,
      deadEnds,
      solutionLength: Math.max(0, path.length - 1),
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
