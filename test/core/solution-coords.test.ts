import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/service/game.ts';
import { solutionCoords, type Maze } from '../../src/core/maze.ts';
import { games } from '../../src/games/index.ts';
import { pdf } from '../../src/render/pdf.ts';
import { svg } from '../../src/render/svg.ts';
import { botDocument } from '../../src/service/mazes.ts';
import { oneMazeBook, PDF_OPTIONS } from '../helpers/book.ts';

/** The mazes of a game between the game's default bots (two players). */
const mazesOf = (game: AnyGame, side: number, seed: string): Maze[] =>
  botDocument(game, game.rules.params({ maxSide: 100 }).parse({ width: side, height: side }), [game.profile.defaultBot, game.profile.defaultBot], seed).mazes;

const SVG = { title: 't', description: 'd', solution: true, colors: false, numbers: false, cell: 16, stroke: 2 };

describe('solutionCoords', () => {
  it("packs every game's solution as its points, x then y, once a maze", () => {
    for (const game of games.values() as Iterable<AnyGame>) {
      // Small boards, and one whose way is longer than the numbers the packing starts with (256).
      for (const [side, seed] of [[9, 'a'], [9, 'b'], [60, 'long']] as const) {
        if (side > game.about.size.max) continue;
        for (const maze of mazesOf(game, side, seed)) {
          const coords = solutionCoords(maze);
          expect(maze.solution.length, game.id).toBeGreaterThan(1);
          expect(Array.from(coords), game.id).toEqual(maze.solution.flat());
          expect(solutionCoords(maze)).toBe(coords);
        }
      }
    }
  });

  it('lets a grid maze or a loop maze be drawn with its solution without making its points (a point an array, 200,000 of them at 1000²)', async () => {
    for (const id of ['labyrinth', 'simple-maze', 'labyrinthine-loop']) {
      const game = games.get(id) as AnyGame;
      const [maze] = mazesOf(game, 12, 'drawn');
      Object.defineProperty(maze, 'solution', { get: () => expect.unreachable('the solution was made as points'), enumerable: true, configurable: true });
      const [plain] = mazesOf(game, 12, 'drawn');
      expect(new TextDecoder().decode(svg(maze, SVG))).toBe(new TextDecoder().decode(svg(plain, SVG)));
      const book = (m: Maze) => pdf(oneMazeBook(m), { ...PDF_OPTIONS, answers: 'back' });
      expect(Buffer.from(await book(maze)).equals(Buffer.from(await book(plain)))).toBe(true);
    }
  });
});
