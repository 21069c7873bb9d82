/**
 * A shaped board is drawn, and laid out in a book, as a square board of its
 * box would be (docs/rules.md, shaped boards): the margin for the end marks,
 * and so the arrows, grow with the box, not with the board the shape was cut from.
 */
import { describe, expect, it } from 'vitest';
import type { Maze } from '../../src/core/maze.ts';
import { games } from '../../src/games/index.ts';
import { layoutBook, type Book } from '../../src/render/book-layout.ts';
import { frame, mazeMargin } from '../../src/render/draw.ts';
import { botDocument } from '../../src/service/mazes.ts';
import { PDF_OPTIONS } from '../helpers/book.ts';
import { svgText } from '../helpers/svg.ts';

const mazeOf = (gameId: string, board: Record<string, unknown>, seed = 'frame'): Maze => {
  const game = games.get(gameId)!;
  const params = game.rules.params({ maxSide: 100 }).parse(board);
  return botDocument(game, params, ['maker', 'maker'], seed).mazes[0];
};

const SVG = { title: 't', description: 'd', cell: 10, stroke: 2, solution: false, colors: false, numbers: false };
const viewBox = (maze: Maze) => /viewBox="([^"]*)"/.exec(svgText(maze, SVG))![1].split(' ').map(Number);

describe('shaped boards are framed by their box', () => {
  // MAZE in the block font is 23×9; on a 40×16 board it is drawn once, not scaled: a 23×9 maze with 17 columns and 7 rows of board around it.
  it.each(['simple-maze', 'labyrinth', 'polygonal-sections', 'labyrinthine-loop'])('%s: the word MAZE on a 40×16 board has the margin of a 23×9 board', (game) => {
    const big = mazeOf(game, { width: 40, height: 16, text: 'MAZE' });
    const exact = mazeOf(game, { width: 23, height: 9, text: 'MAZE' });
    // A 23×9 board's margin is 1; the 40×16 board's would be 3, arrows taller than the letters.
    expect(mazeMargin(exact)).toBe(1);
    expect(mazeMargin(big)).toBe(1);
    const [f, g] = [frame(big), frame(exact)];
    expect([f.width, f.height]).toEqual([g.width, g.height]);
    // Even margins round the box: the frame is the box, one unit out on every side.
    const [x0, y0, x1, y1] = big.box!;
    expect(viewBox(big)).toEqual([x0 - 1, y0 - 1, x1 - x0 + 2, y1 - y0 + 2]);
  });

  it('a bidirectional-line maze on a shape has the margin of its box too', () => {
    const maze = mazeOf('bidirectional-line', { width: 30, height: 12, text: 'Ada2' });
    const [x0, y0, x1, y1] = maze.box!;
    expect([x1 - x0, y1 - y0]).toEqual([23, 9]);
    // marginFor(30, 12) is 2; the 23×9 box's is 1.
    expect(mazeMargin(maze)).toBe(1);
    const f = frame(maze);
    const lines = (maze as Extract<Maze, { style: 'lines' }>).lines.box();
    expect(f).toEqual({ x: lines.x - 1, y: lines.y - 1, width: lines.width + 2, height: lines.height + 2 });
  });

  it('a book lays a shaped maze out as it lays out a square maze of its box: the same scale, its label over the box', () => {
    const bookOf = (maze: Maze): Book => ({
      title: 'T',
      titlePage: false,
      sections: [{ name: 'S', instruction: 'I', perPage: 2, mazes: [{ maze, label: 'Maze 1' }, { maze, label: 'Maze 2' }] }],
      remake: { words: 'F' },
    });
    const big = mazeOf('labyrinth', { width: 40, height: 16, text: 'MAZE' });
    const exact = mazeOf('labyrinth', { width: 23, height: 9, text: 'MAZE' });
    const [a] = layoutBook(bookOf(big), PDF_OPTIONS);
    const [b] = layoutBook(bookOf(exact), PDF_OPTIONS);
    expect(a.mazes.map((m) => m.k)).toEqual(b.mazes.map((m) => m.k));
    const [dx, dy] = [big.box![0] - exact.box![0], big.box![1] - exact.box![1]];
    for (const [m, n] of a.mazes.map((m, i) => [m, b.mazes[i]] as const)) {
      // Board point [x, y] of the big board is [x − dx, y − dy] of the exact one: the same place on the page.
      expect(m.origin[0] + m.k * dx).toBeCloseTo(n.origin[0], 6);
      expect(m.origin[1] + m.k * dy).toBeCloseTo(n.origin[1], 6);
      expect(m.labelAt[0]).toBeCloseTo(n.labelAt[0], 6);
      expect(m.labelAt[1]).toBeCloseTo(n.labelAt[1], 6);
      expect(m.labelAt[0]).toBeCloseTo(m.origin[0] + m.k * big.box![0], 6);
    }
  });
});
