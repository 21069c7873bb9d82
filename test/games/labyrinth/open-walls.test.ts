/**
 * labyrinth's open walls are only written down until something samples them
 * (open-walls.ts): a set built late, by replaying the doors and walks, must
 * sample exactly as one kept from the first move.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seatBots } from '../../../src/bots/seat.ts';
import { Rng } from '../../../src/core/rng.ts';
import { labyrinth } from '../../../src/games/labyrinth/index.ts';
import { legalMoves, randomMove, type State } from '../../../src/games/labyrinth/rules.ts';

/**
 * Maker moves (legal-move lists asked now and then, the stuck test walking
 * near the end), random moves from `switchAt` on; `early` builds the set
 * before the first move. The moves, the lists and the outcome.
 */
function play(width: number, height: number, seed: string, switchAt: number, early: boolean): string[] {
  const rng = new Rng(seed);
  const bots = seatBots(labyrinth.profile, ['maker', 'maker'], rng.derive('bots'));
  const s: State = labyrinth.rules.start({ width, height });
  if (early) s.open.sampled();
  const seen: string[] = [];
  for (let p = labyrinth.rules.toMove(s), k = 0; p !== null; p = labyrinth.rules.toMove(s), k++) {
    if (rng.int(3) === 0) seen.push(JSON.stringify(legalMoves(s)));
    const move = k >= switchAt ? randomMove(s, rng) : bots[p - 1].choose(s);
    seen.push(JSON.stringify(move));
    expect(labyrinth.rules.check(s, move)).toBeNull();
    labyrinth.rules.apply(s, move);
  }
  seen.push(JSON.stringify(labyrinth.rules.outcome(s)));
  return seen;
}

describe('labyrinth open walls', () => {
  it('a set built at the first sample draws as one kept from the start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 2, max: 7 }), fc.stringMatching(/^[a-z0-9]{1,8}$/), fc.nat(50), (w, h, seed, switchAt) => {
        expect(play(w, h, seed, switchAt, false)).toEqual(play(w, h, seed, switchAt, true));
      }),
      { numRuns: 300 },
    );
  });
});
