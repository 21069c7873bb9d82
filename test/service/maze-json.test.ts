/** A maze document's JSON, its segments written straight: the very text JSON.stringify writes. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SOLUTION_POINTS } from '../../src/core/maze.ts';
import { Segments } from '../../src/core/segments.ts';
import { games } from '../../src/games/index.ts';
import { mazeJson as mazeJsonBytes } from '../../src/service/maze-json.ts';
import { botDocument, type MazeDocument } from '../../src/service/mazes.ts';

const mazeJson = (doc: MazeDocument) => new TextDecoder().decode(mazeJsonBytes(doc));

describe('mazeJson', () => {
  it.each([...games.keys()])('writes a %s document as JSON.stringify does, log and all', (id) => {
    const game = games.get(id)!;
    for (const size of [2, 7, 16]) {
      const params = game.rules.params({ maxSide: 100 }).parse({ width: size, height: size });
      const doc = botDocument(game, params, Array(params.players ?? 2).fill(game.profile.defaultBot), `json-${size}`, 'auto');
      expect(mazeJson(doc)).toBe(JSON.stringify(doc));
    }
  });

  it.each([...games.keys()].filter((id) => games.get(id)!.rules.codes))('writes a %s game\'s move codes, an Int32Array, as JSON.stringify writes their array', (id) => {
    const game = games.get(id)!;
    const params = game.rules.params({ maxSide: 100 }).parse({ width: 9, height: 9 });
    const doc = botDocument(game, params, Array(params.players ?? 2).fill(game.profile.defaultBot), 'codes', 'codes');
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

  it('writes a grid maze\'s wall runs and solution as they are listed, never building their numbers or points (16 MB and 200,000 arrays at 1000²)', () => {
    const game = games.get('labyrinth')!;
    const document = () => botDocument(game, game.rules.params({ maxSide: 100 }).parse({ width: 12, height: 12 }), ['maker', 'maker'], 'listed', 'codes');
    const doc = document();
    const [maze] = doc.mazes;
    const walls = maze.style === 'walls' ? maze.walls : null;
    Object.defineProperty(walls, 'coords', { get: () => expect.unreachable('the wall runs were built as numbers'), configurable: true });
    Object.defineProperty(maze, 'solution', { get: () => expect.unreachable('the solution was made as points'), enumerable: true, configurable: true });
    const json = mazeJson(doc);
    // JSON.stringify builds them (Segments.toJSON, the solution's getter): of a maze of its own.
    const expected = document();
    expect(expected.mazes[0].solution.length).toBeGreaterThan(5);
    expect(json).toBe(JSON.stringify(expected));
  });

  it('writes a listed solution as JSON.stringify writes its points: halves and whole numbers straight, others through it', () => {
    const coordinate = fc.oneof(
      fc.integer({ min: -3, max: 5000 }).map((v) => v + 0.5),
      fc.integer({ min: -3, max: 5000 }),
      fc.double({ noNaN: true, noDefaultInfinity: true, min: -10, max: 10 }),
      fc.constantFrom(-0, -0.5, 2 ** 30 + 0.5, 2 ** 31 + 0.5),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(coordinate, coordinate), { maxLength: 20 }), (points) => {
        const maze = { style: 'walls', walls: Segments.of([]), solution: points, stats: { solutionLength: points.length } };
        Object.defineProperty(maze, SOLUTION_POINTS, { value: (visit: (x: number, y: number) => void) => points.forEach(([x, y]) => visit(x, y)) });
        const doc = { game: 'simple-maze', mazes: [maze] } as unknown as MazeDocument;
        expect(mazeJson(doc)).toBe(JSON.stringify(doc));
      }),
    );
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
