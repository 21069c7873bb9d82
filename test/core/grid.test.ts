/** The lattice and graph helpers every game, the maze model and the renderers share. */
import { describe, expect, it } from 'vitest';
import {
  adjacencyOf,
  adjacencyOfLists,
  contains,
  indexOf,
  KING_DX,
  KING_DY,
  kingDirection,
  kingMovesOnBoard,
  kingNeighbours,
  lowestDirection,
  ORTHO_DX,
  ORTHO_DY,
  orthogonalNeighbours,
  pathThrough,
  pointOf,
  rootPath,
  shortestPath,
  stepDirection,
  treePath,
} from '../../src/core/grid.ts';

describe('grid', () => {
  it('numbers units row by row and knows the board', () => {
    for (let i = 0; i < 12; i++) expect(indexOf(4, pointOf(4, i))).toBe(i);
    expect(pointOf(4, 6)).toEqual([2, 1]);
    expect([[0, 0], [3, 2], [4, 0], [0, 3], [-1, 1]].map((p) => contains(4, 3, p as [number, number]))).toEqual([true, true, false, false, false]);
  });

  it('numbers the eight directions E, SE, S, … NE, opposites four apart, the orthogonal ones E, S, W, N', () => {
    for (let d = 0; d < 8; d++) {
      expect(kingDirection([5, 5], [5 + KING_DX[d], 5 + KING_DY[d]])).toBe(d);
      expect([KING_DX[d ^ 4] + KING_DX[d], KING_DY[d ^ 4] + KING_DY[d]]).toEqual([0, 0]);
    }
    expect(ORTHO_DX.map((dx, d) => stepDirection(dx, ORTHO_DY[d]))).toEqual([0, 2, 4, 6]);
    expect([kingDirection([1, 1], [1, 1]), kingDirection([1, 1], [3, 1]), kingDirection([1, 1], [2, 3])]).toEqual([-1, -1, -1]);
  });

  it("marks each unit's king moves that stay on the board, and takes a mask's directions lowest first", () => {
    for (const [cols, rows] of [[1, 1], [1, 3], [4, 3], [5, 5]]) {
      const moves = kingMovesOnBoard(cols, rows);
      for (let i = 0; i < cols * rows; i++) {
        const [x, y] = pointOf(cols, i);
        const on = KING_DX.map((dx, d) => Number(contains(cols, rows, [x + dx, y + KING_DY[d]])) << d).reduce((a, b) => a | b, 0);
        expect(moves[i], `${cols}×${rows} unit ${i}`).toBe(on);
      }
    }
    expect([0b1, 0b10110000, 0b10000000].map(lowestDirection)).toEqual([0, 4, 7]);
  });

  it('lists the neighbours on the board only, in direction order', () => {
    // A 3 × 2 board: 0 1 2 / 3 4 5.
    expect(orthogonalNeighbours(3, 2, 0)).toEqual([1, 3]);
    expect(orthogonalNeighbours(3, 2, 4)).toEqual([5, 3, 1]);
    expect(kingNeighbours(3, 2, 1)).toEqual([[2, 0], [5, 1], [4, 2], [3, 3], [0, 4]]);
  });

  it('finds a shortest path breadth-first, or none', () => {
    // 0-1-2-3 and a shortcut 0-4-3; 5 apart.
    const graph = adjacencyOf(6, [0, 1, 1, 2, 2, 3, 0, 4, 4, 3]);
    expect(Array.from(shortestPath(graph, 0, 3))).toEqual([0, 4, 3]);
    expect(Array.from(shortestPath(graph, 2, 2))).toEqual([2]);
    expect(shortestPath(graph, 0, 5)).toHaveLength(0);
    expect(adjacencyOfLists([[1, 4], [0, 2], [1, 3], [2, 4], [0, 3], []])).toEqual(graph);
    expect(Array.from(rootPath((v) => [0, 0, 1, 2][v], 3))).toEqual([0, 1, 2, 3]);
  });

  it('finds the way between two nodes of a forest up through their lowest common ancestor, or none across trees', () => {
    // 0 ← 1 ← 2 ← 3, 1 ← 4 ← 5; 6 ← 7 a tree of its own.
    const links = [0, 0, 1, 2, 1, 4, 6, 6];
    const parent = (v: number) => links[v];
    expect(Array.from(treePath(parent, 3, 5))).toEqual([3, 2, 1, 4, 5]);
    expect(Array.from(treePath(parent, 5, 3))).toEqual([5, 4, 1, 2, 3]);
    expect(Array.from(treePath(parent, 0, 3))).toEqual([0, 1, 2, 3]);
    expect(Array.from(treePath(parent, 3, 0))).toEqual([3, 2, 1, 0]);
    expect(Array.from(treePath(parent, 4, 4))).toEqual([4]);
    expect(Array.from(treePath(parent, 7, 6))).toEqual([7, 6]);
    expect(treePath(parent, 3, 7)).toHaveLength(0);
    expect(treePath(parent, 0, 6)).toHaveLength(0);
    // The same ways, with the common ancestor and the length known.
    expect(Array.from(pathThrough(parent, 3, 5, 1, 5))).toEqual([3, 2, 1, 4, 5]);
    expect(Array.from(pathThrough(parent, 3, 0, 0, 4))).toEqual([3, 2, 1, 0]);
    expect(Array.from(pathThrough(parent, 4, 4, 4, 1))).toEqual([4]);
    expect(Array.from(pathThrough(parent, 7, 6, 6, 2))).toEqual([7, 6]);
  });

  it('finds ways longer than its scratch holds, and again after them', () => {
    // Two chains of 3000 nodes under root 0: 2k − 1 ← 2k + 1 and 2k ← 2k + 2. rootPath first, while the scratch is small.
    const parent = (v: number) => Math.max(0, v - 2);
    const odd = Array.from({ length: 3000 }, (_, i) => 5999 - 2 * i);
    const even = Array.from({ length: 3000 }, (_, i) => 2 + 2 * i);
    expect(Array.from(rootPath(parent, 6000))).toEqual([0, ...even]);
    expect(Array.from(treePath(parent, 5999, 6000))).toEqual([...odd, 0, ...even]);
    expect(Array.from(treePath(parent, 6000, 5999))).toEqual([...even.reverse(), 0, ...odd.reverse()]);
    expect(Array.from(treePath(parent, 3, 4))).toEqual([3, 1, 0, 2, 4]);
  });
});
