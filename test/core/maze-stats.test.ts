/** Maze statistics on hand-made mazes whose values are worked out by hand. */
import { describe, expect, it } from 'vitest';
import { cellMaze } from '../../src/core/maze.ts';
import { mazeStats } from '../../src/core/maze-stats.ts';

describe('mazeStats', () => {
  it('a serpentine 3×3: one corridor, no choices', () => {
    // 0→1→2 ↓5→4→3 ↓6→7→8, as EAST (1) and SOUTH (2) passage bits.
    const passages = Uint8Array.from([1, 1, 2, 3, 1, 0, 1, 1, 0]);
    expect(cellMaze(3, 3, passages).stats).toEqual({
      cells: 9,
      deadEnds: 0,
      junctions: 0,
      solutionLength: 9,
      decisionPoints: 0,
      // Nine two-way cells, the openings included: ten steps from outside to outside.
      longestCorridor: 10,
      deceptiveBranches: 0,
      difficulty: 3,
      // Down into [0,0], four bends of the serpentine, down out of [2,2].
      turnsOnSolution: 6,
    });
  });

  it('a path with a deep wrong turn and a shallow one', () => {
    // Solution 0-1-2-3; from 1 a branch 4-5-6-7-8 (depth 5); from 2 a branch 9 (depth 1).
    const edges = [0, 1, 1, 2, 2, 3, 1, 4, 4, 5, 5, 6, 6, 7, 7, 8, 2, 9];
    expect(mazeStats({ nodes: 10, edges, solution: [0, 1, 2, 3], side: 2 })).toEqual({
      deadEnds: 2,
      junctions: 2,
      solutionLength: 4,
      decisionPoints: 2,
      longestCorridor: 5,
      deceptiveBranches: 1,
      // (4 on the way + 5 nodes of the branch whose end is out of sight) / side 2.
      difficulty: 4.5,
    });
  });

  it('no way through: no solution, no difficulty', () => {
    expect(mazeStats({ nodes: 3, edges: [0, 1], solution: [], side: 2 })).toMatchObject({ solutionLength: 0, difficulty: 0, deadEnds: 2 });
  });
});
