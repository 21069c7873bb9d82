/** A maze document's JSON, its segments written straight: the very text JSON.stringify writes. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Segments } from '../../src/core/segments.ts';
import { games } from '../../src/games/index.ts';
import { mazeJson as mazeJsonBytes } from '../../src/service/maze-json.ts';
import { botDocument, type MazeDocument } from '../../src/service/mazes.ts';

const mazeJson = (doc: MazeDocument) => new TextDecoder().decode(mazeJsonBytes(doc));

describe('mazeJson', () => {
  it.each([...games.keys()])('writes a %s document as JSON.stringify does, log and all', (id) => {
    const game = games.get(id)!;
    for (const size of [2, 7, 16]) {
      const params = game.params({ maxSide: 100 }).parse({ width: size, height: size });
      const doc = botDocument(game, params, Array(params.players ?? 2).fill(game.defaultBot), `json-${size}`, 'auto');
      expect(mazeJson(doc)).toBe(JSON.stringify(doc));
    }
  });

  it.each([...games.keys()].filter((id) => games.get(id)!.codes))('writes a %s game\'s move codes, an Int32Array, as JSON.stringify writes their array', (id) => {
    const game = games.get(id)!;
    const params = game.params({ maxSide: 100 }).parse({ width: 9, height: 9 });
    const doc = botDocument(game, params, Array(params.players ?? 2).fill(game.defaultBot), 'codes', 'codes');
    const log = doc.log as { codes: Int32Array };
    expect(log.codes).toBeInstanceOf(Int32Array);
    expect(log.codes.length).toBeGreaterThan(20);
    expect(mazeJson(doc)).toBe(JSON.stringify({ ...doc, log: { ...log, codes: Array.from(log.codes) } }));
    // JSON.stringify writes the played codes as their list too, as a script posting a log back would.
    expect(mazeJson(doc)).toBe(JSON.stringify(doc));
    // Only a game's played codes are written straight: any other typed array as JSON.stringify writes it.
    const plain = { ...doc, log: { ...log, codes: Int32Array.from(log.codes) } } as unknown as MazeDocument;
    expect(mazeJson(plain)).toBe(JSON.stringify(plain));
  });

  it('writes a grid maze\'s wall runs as they are listed, never building their numbers (16 MB at 1000²)', () => {
    const game = games.get('labyrinth')!;
    const document = () => botDocument(game, game.params({ maxSide: 100 }).parse({ width: 12, height: 12 }), ['maker', 'maker'], 'listed', 'codes');
    const doc = document();
    const walls = doc.mazes[0].style === 'walls' ? doc.mazes[0].walls : null;
    Object.defineProperty(walls, 'coords', { get: () => expect.unreachable('the wall runs were built as numbers'), configurable: true });
    const json = mazeJson(doc);
    delete (walls as { coords?: unknown }).coords;
    // JSON.stringify builds them (Segments.toJSON): of a maze of its own.
    expect(json).toBe(JSON.stringify(document()));
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
          mazes: [{ style: 'walls', walls: Segments.of(list), solution: [[0.5, -0.5], [0.5, 0.5]], extra: undefined, stats: { deadEnds: 1 } }],
        } as unknown as MazeDocument;
        expect(mazeJson(doc)).toBe(JSON.stringify(doc));
      }),
    );
  });
});
