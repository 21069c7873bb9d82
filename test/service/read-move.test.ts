/** Games' readMove: the hand-read common shape of a posted move agrees with the zod notation, and defers to it otherwise. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/service/game.ts';
import { labyrinth } from '../../src/games/labyrinth/index.ts';
import { simpleMaze } from '../../src/games/simple-maze/index.ts';

const coordinate = fc.oneof(fc.integer({ min: -3, max: 30 }), fc.constantFrom(0.5, -0, Number.MAX_SAFE_INTEGER + 2, NaN, '1', null));
const cell = fc.oneof(fc.tuple(coordinate, coordinate), fc.array(coordinate, { maxLength: 3 }), fc.anything());
const player = fc.option(fc.oneof(fc.integer({ min: -1, max: 3 }), fc.constantFrom(1.5, '2')), { nil: undefined });
/** Moves near the common shape, and anything at all. */
const nearMoves = fc.oneof(
  fc.record({ from: cell, to: cell, player }, { requiredKeys: ['from', 'to'] }),
  fc.record({ door: fc.oneof(fc.tuple(cell, cell), fc.array(cell, { maxLength: 3 })), player }, { requiredKeys: ['door'] }),
  fc.record({ from: cell, to: cell, extra: fc.anything() }),
  fc.record({ claim: fc.constantFrom('complete', 'done') }),
  fc.anything(),
);

describe.each([simpleMaze, labyrinth] as AnyGame[])('readMove: $id', (game) => {
  it('reads exactly what the notation accepts, as it parses it, or leaves it to the notation', () => {
    fc.assert(
      fc.property(nearMoves, (raw) => {
        const read = game.wire.readMove?.(raw) ?? null;
        if (read === null) return;
        const parsed = game.rules.move.safeParse(raw);
        expect(parsed.success).toBe(true);
        const { player: _player, ...move } = parsed.data as Record<string, unknown>;
        expect(read).toEqual(move);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads the examples of the notation', () => {
    for (const { move } of game.about.examples) if (!('claim' in (move as object))) expect(game.wire.readMove?.(move)).not.toBeNull();
  });
});
