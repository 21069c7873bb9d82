/** Maze statistics on hand-made mazes whose values are worked out by hand. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellMaze } from '../../src/core/cell-maze.ts';
import { adjacencyOf, treePath } from '../../src/core/grid.ts';
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
      // All but the centre cell [1,1] lie in the outer ring.
      rimShare: 0.89,
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
    // Nodes 0 and 3 on the rim.
    expect(mazeStats({ nodes: 10, adjacency: adjacencyOf(10, edges), solution: [0, 1, 2, 3], side: 2, onRim: (v) => v === 0 || v === 3 })).toEqual({
      deadEnds: 2,
      junctions: 2,
      solutionLength: 4,
      decisionPoints: 2,
      rimShare: 0.5,
      longestCorridor: 5,
      deceptiveBranches: 1,
      // The solver walks 4 and 5, then sees the end (6, 7, 8) and turns back: (4 + 2) / side 2.
      difficulty: 3,
    });
  });

  it('inside a branch, a visible stub is passed by while a long side corridor is walked', () => {
    // Solution 0-1; off 1 a corridor 2-3-4-5-6 with a stub 7 at 3 and a long side way 8-9-10-11-12 at 4.
    const edges = [0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 3, 7, 4, 8, 8, 9, 9, 10, 10, 11, 11, 12];
    // Walked: 2, 3, 4 (the way on is long), 8, 9 (then 10-11-12 is in sight); not 5 (5-6 is in sight), not 7.
    expect(mazeStats({ nodes: 13, adjacency: adjacencyOf(13, edges), solution: [0, 1], side: 1, onRim: () => false })).toMatchObject({ deceptiveBranches: 1, difficulty: 2 + 5 });
  });

  it('a loop hanging off the solution is walked whole; its visible stubs are not', () => {
    // Solution 0-1-2; from 1 a loop 3-4-…-11 back to 1 (its farthest node 7, 5 steps off);
    // on the loop a stub 12 at 7, and a corridor 13-14-15-16 at 5.
    const loop = [1, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 1];
    const edges = [0, 1, 1, 2, ...loop, 7, 12, 5, 13, 13, 14, 14, 15, 15, 16];
    // Walked: the nine loop nodes and 13 (14-15-16 is in sight from it); not 12, 14, 15, 16.
    expect(mazeStats({ nodes: 17, adjacency: adjacencyOf(17, edges), solution: [0, 1, 2], side: 1, onRim: () => false })).toMatchObject({
      deceptiveBranches: 1,
      junctions: 3,
      difficulty: 3 + 10,
    });
  });

  it('a short detour back to the solution is seen whole and not walked', () => {
    // Solution 0-1-2-3; a detour 1-4-5-3 rejoins it two steps on.
    const edges = [0, 1, 1, 2, 2, 3, 1, 4, 4, 5, 5, 3];
    expect(mazeStats({ nodes: 6, adjacency: adjacencyOf(6, edges), solution: [0, 1, 2, 3], side: 1, onRim: () => false })).toMatchObject({ deceptiveBranches: 0, difficulty: 4 });
  });

  it('a maze carries the way’s figures at once and works out the rest when first read', () => {
    const passages = Uint8Array.from([1, 1, 2, 3, 1, 0, 1, 1, 0]);
    const { stats } = cellMaze(3, 3, passages);
    expect(Object.getOwnPropertyDescriptor(stats, 'rimShare')).toHaveProperty('value', 0.89);
    expect(Object.getOwnPropertyDescriptor(stats, 'difficulty')?.get).toBeTypeOf('function');
    // Read, they are the figures and the order of the JSON.
    expect(Object.keys(JSON.parse(JSON.stringify(stats)))).toEqual(['cells', 'deadEnds', 'junctions', 'solutionLength', 'decisionPoints', 'rimShare', 'longestCorridor', 'deceptiveBranches', 'difficulty', 'turnsOnSolution']);
    expect(stats.difficulty).toBe(3);
  });

  it('a cell maze draws its solution’s polyline when first read, and counts its turns without it', () => {
    const passages = Uint8Array.from([1, 1, 2, 3, 1, 0, 1, 1, 0]);
    const maze = cellMaze(3, 3, passages);
    expect(Object.getOwnPropertyDescriptor(maze, 'solution')?.get).toBeTypeOf('function');
    expect(maze.stats.turnsOnSolution).toBe(6);
    // From above [0,0], each turn's cell centre (six), to below [2,2].
    expect(maze.solution).toEqual([[0.5, -0.5], [0.5, 0.5], [2.5, 0.5], [2.5, 1.5], [0.5, 1.5], [0.5, 2.5], [2.5, 2.5], [2.5, 3.5]]);
    expect(maze.solution).toBe(maze.solution);
    expect(maze.stats.turnsOnSolution).toBe(maze.solution.length - 2);
    // No way through: no points, no turns.
    const closed = cellMaze(2, 2, new Uint8Array(4));
    expect([closed.solution, closed.stats.turnsOnSolution]).toEqual([[], 0]);
  });

  it('a tree, worked out by its own depth-first walk, has the figures of the general breadth-first one', () => {
    // The same tree with a node more that no edge reaches: no longer a tree, so it is walked breadth first, and no
    // figure changes (that node is neither a dead end nor a junction, and the solver never comes near it).
    const tree = fc.array(fc.nat(), { minLength: 1, maxLength: 300 }).chain((draws) => fc.tuple(fc.constant(draws), fc.nat(draws.length), fc.nat(draws.length)));
    fc.assert(
      fc.property(tree, ([draws, a, b]) => {
        // Node i + 1 hangs from one of the nodes before it: any tree, drawn.
        const nodes = draws.length + 1;
        const parent = [0, ...draws.map((d, i) => d % (i + 1))];
        const edges = draws.flatMap((_, i) => [i + 1, parent[i + 1]]);
        const graph = { solution: treePath((v) => parent[v], a, b), side: 10, onRim: (v: number) => v % 3 === 0 };
        const stats = mazeStats({ ...graph, nodes, adjacency: adjacencyOf(nodes, edges) });
        expect(stats).toEqual(mazeStats({ ...graph, nodes: nodes + 1, adjacency: adjacencyOf(nodes + 1, edges) }));
      }),
      { numRuns: 500 },
    );
  });

  it('no way through: no solution, no difficulty', () => {
    expect(mazeStats({ nodes: 3, adjacency: adjacencyOf(3, [0, 1]), solution: [], side: 2, onRim: () => true })).toMatchObject({ solutionLength: 0, rimShare: 0, difficulty: 0, deadEnds: 2 });
  });
});
