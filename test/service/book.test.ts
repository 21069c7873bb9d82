/** A book's mazes are each their own (src/service/book.ts): no shared solution path, no more than MOST_SHARED of their passages. */
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.ts';
import { bookDocuments } from '../../src/service/book.ts';
import { difficultyOf } from '../../src/service/difficulty.ts';
import type { Level } from '../../src/core/game.ts';
import { likenessOf, MOST_SHARED } from '../../src/service/likeness.ts';
import { levelDocument } from '../../src/service/mazes.ts';

function book(id: string, side: number, level: Level | undefined, count: number, seed: string) {
  const game = games.get(id)!;
  const params = game.rules.params({ maxSide: side }).parse({ width: side, height: side });
  const bots = [game.profile.defaultBot, game.profile.defaultBot];
  const difficulty = level && difficultyOf(game, params, level, bots, false);
  return { game, params, difficulty, docs: bookDocuments(game, params, { bots, seed, count, difficulty }, null) };
}

/** Every maze of a book's documents: how many, how many distinct paths, and the most two of them share. */
function likeness(docs: ReturnType<typeof book>['docs']) {
  const mazes = docs.flatMap((doc) => doc.mazes);
  return { mazes: mazes.length, ...likenessOf(mazes) };
}

describe('a book’s mazes', () => {
  // The rows bench:variety found repeating before books compared their mazes (a 12-maze class book had 3 ways).
  for (const [id, side, level, count] of [
    ['simple-maze', 12, 'easy', 50],
    ['labyrinth', 10, 'easy', 12],
    ['labyrinth', 30, 'easy', 50],
    ['polygonal-sections', 8, 'easy', 50],
    ['bidirectional-line', 8, 'medium', 50],
  ] as const) {
    it(`${id} ${level} at ${side}×${side}, ${count} of them: no two share a way or more than 75% of their passages, all in the band`, () => {
      const { docs } = book(id, side, level, count, 'class3');
      const { mazes, paths, most } = likeness(docs);
      expect(paths).toBe(mazes);
      expect(most).toBeLessThanOrEqual(MOST_SHARED);
      expect(docs.filter((doc) => !doc.difficulty?.met).length, `${id} mazes off the band`).toBe(0);
    });
  }

  it('begin with the maze the same request makes alone, and are the same book every time', () => {
    const { game, params, difficulty, docs } = book('simple-maze', 12, 'easy', 12, 'class3');
    expect(JSON.stringify(docs[0])).toBe(JSON.stringify(levelDocument(game, params, difficulty!, 'class3', null)));
    expect(JSON.stringify(book('simple-maze', 12, 'easy', 12, 'class3').docs)).toBe(JSON.stringify(docs));
  });

  it('are not compared on a board over 40×40, where they do not repeat', () => {
    const { docs } = book('simple-maze', 41, 'easy', 3, 'large');
    const { mazes, paths, most } = likeness(docs);
    expect(paths).toBe(mazes);
    expect(most).toBeLessThan(MOST_SHARED);
  });
});
