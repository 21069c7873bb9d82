import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.ts';
import { endgameMove } from '../../../src/games/simple-maze/endgame.ts';
import * as rules from '../../../src/games/simple-maze/rules.ts';

/** Plain exhaustive search over the rules: can the player to move force a win? */
function canForce(s: rules.State): boolean {
  const me = rules.toMove(s)!;
  return rules.legalMoves(s).some((m) => {
    const next = rules.clone(s);
    rules.apply(next, m);
    const o = rules.outcome(next);
    if (o) return o.winners.includes(me);
    return !canForce(next);
  });
}

describe('simple-maze endgame', () => {
  it('finds a forced win exactly when one exists, and its move wins', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 2, max: 4 }), fc.integer({ min: 1, max: 9 }), fc.string(), (w, h, left, seed) => {
        const rng = new Rng(seed);
        const s = rules.start({ width: w, height: h });
        while (w * h - 1 - s.moves > left) rules.apply(s, rules.randomMove(s, rng));
        if (rules.toMove(s) === null) return;
        const move = endgameMove(s);
        expect(move !== null).toBe(canForce(s));
        if (move) {
          expect(rules.check(s, move)).toBeNull();
          const next = rules.clone(s);
          rules.apply(next, move);
          const o = rules.outcome(next);
          expect(o ? o.winners.includes(rules.toMove(s)!) : !canForce(next)).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });
});
