/** The quality floor: no default GET hands out a maze whose way runs along the rim or down a staircase. */
import { describe, expect, it } from 'vitest';
import { cellMaze, EAST, SOUTH } from '../../src/core/cell-maze.ts';
import { games } from '../../src/games/index.ts';
import { botDocument, type MazeDocument } from '../../src/service/mazes.ts';
import { trivial } from '../../src/service/floor.ts';
import { boardMeasure } from '../../src/service/board-measure.ts';

const doc = (width: number, height: number, passages: Uint8Array): MazeDocument => ({
  game: 'hand-made',
  width,
  height,
  outcome: null,
  mazes: [cellMaze(width, height, passages)],
});

describe('trivial mazes', () => {
  it('are the ones whose way hugs the rim or is a staircase', () => {
    const n = 6;
    // Along the top row, then down the right column: all rim.
    const rim = new Uint8Array(n * n);
    for (let x = 0; x < n - 1; x++) rim[x] |= EAST;
    for (let y = 0; y < n - 1; y++) rim[y * n + n - 1] |= SOUTH;
    // Every other cell hangs from the one above it, so the maze is a tree.
    for (let y = 0; y < n - 1; y++) for (let x = 0; x < n - 1; x++) rim[y * n + x] |= SOUTH;
    expect(trivial(doc(n, n, rim), boardMeasure({ width: n, height: n }))).toBe(true);
    // A serpentine through every row: long, and mostly inside.
    const snake = new Uint8Array(n * n);
    for (let y = 0; y < n; y++) {
      for (let x = 0; x < n - 1; x++) snake[y * n + x] |= EAST;
      if (y < n - 1) snake[y * n + (y % 2 ? 0 : n - 1)] |= SOUTH;
    }
    expect(trivial(doc(n, n, snake), boardMeasure({ width: n, height: n }))).toBe(false);
  });

  it.each([...games.values()].map((g) => [g.id, g] as const))('%s: default GETs at 12×12 and 20×20, square or heart, never are', (_, game) => {
    for (const [n, shape] of [[12, undefined], [20, undefined], [20, 'heart']] as const) {
      const params = game.rules.params({ maxSide: 1000 }).parse({ width: n, height: n, shape });
      const bots = Array.from({ length: params.players ?? 2 }, () => game.profile.defaultBot);
      const measure = boardMeasure(params);
      for (let i = 0; i < (shape ? 10 : 30); i++) expect(trivial(botDocument(game, params, bots, `floor-${i}`, null), measure), `${game.id} ${n} ${shape} floor-${i}`).toBe(false);
    }
  });

  it('measures a shaped board by its region: its side, its rim and its box', () => {
    expect(boardMeasure({ width: 12, height: 8 })).toEqual({ side: 10, ring: 36 / 96, least: 8 });
    // An L of 4 squares on a 3×2 board: every square is on its rim; the side of 4 squares in a 3×2 box.
    const ell = boardMeasure({ width: 3, height: 2, mask: '3x2.8' });
    expect(ell).toEqual({ side: 2.5 * Math.sqrt(4 / 6), ring: 1, least: 2 });
    const heart = boardMeasure({ width: 30, height: 30, shape: 'heart' });
    expect(heart.side).toBeLessThan(30);
    expect(heart.ring).toBeGreaterThan(boardMeasure({ width: 30, height: 30 }).ring);
  });
});
