/** A maze document's JSON, its segments written straight: the very text JSON.stringify writes. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Segments } from '../../src/core/segments.ts';
import { games } from '../../src/games/index.ts';
import { mazeJson } from '../../src/service/maze-json.ts';
import { botDocument, type MazeDocument } from '../../src/service/mazes.ts';

describe('mazeJson', () => {
  it.each([...games.keys()])('writes a %s document as JSON.stringify does, log and all', (id) => {
    const game = games.get(id)!;
    for (const size of [2, 7, 16]) {
      const params = game.params({ maxSide: 100 }).parse({ width: size, height: size });
      const doc = botDocument(game, params, Array(params.players ?? 2).fill(game.defaultBot), `json-${size}`, 'auto');
      expect(mazeJson(doc)).toBe(JSON.stringify(doc));
    }
  });

  it('writes any segments as JSON.stringify does: whole numbers straight, others through it', () => {
    const coordinate = fc.oneof(fc.integer({ min: -5, max: 100_000 }), fc.double({ noNaN: true, noDefaultInfinity: true, min: -10, max: 10 }), fc.constant(2 ** 31), fc.constant(-0));
    fc.assert(
      fc.property(fc.array(fc.tuple(coordinate, coordinate, coordinate, coordinate), { maxLength: 20 }), fc.boolean(), (list, withLog) => {
        const doc = {
          game: 'simple-maze',
          width: 3,
          height: 3,
          seed: undefined,
          ...(withLog ? { log: { game: 'simple-maze', width: 3, height: 3, codes: [0, 5, 12] } } : {}),
          outcome: null,
          mazes: [{ style: 'walls', walls: Segments.of(list), extra: undefined, stats: { deadEnds: 1 } }],
        } as unknown as MazeDocument;
        expect(mazeJson(doc)).toBe(JSON.stringify(doc));
      }),
    );
  });
});
