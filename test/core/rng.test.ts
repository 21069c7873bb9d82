/** The one seeded PRNG: the same seed, the same draws, on any machine; sub-streams that never shift one another. */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.ts';

const draws = (rng: Rng, n = 5) => Array.from({ length: n }, () => rng.next());

describe('Rng', () => {
  it('draws the same numbers from the same seed, other numbers from another', () => {
    expect(draws(new Rng('seed'))).toEqual(draws(new Rng('seed')));
    expect(draws(new Rng('seed'))).not.toEqual(draws(new Rng('seeds')));
    // Pinned: sfc32 seeded by cyrb128 gives these on every machine, so a seed's mazes never change.
    expect(draws(new Rng('7'), 3)).toEqual([2039271051, 2349021398, 498399950]);
    // And far on: the 100,000th draw, and the sum of all of them mod 2³², as the generator gave them kept in fields.
    const rng = new Rng('7');
    let [last, sum] = [0, 0];
    for (let i = 0; i < 100_000; i++) {
      last = rng.next();
      sum = (sum + last) % 2 ** 32;
    }
    expect([last, sum]).toEqual([3948555519, 2437592212]);
  });

  it('derives sub-streams from the seed alone: drawing from one never shifts another', () => {
    const a = new Rng('s');
    const b = new Rng('s');
    draws(a.derive('player-1'), 100);
    expect(draws(a.derive('player-2'))).toEqual(draws(b.derive('player-2')));
    expect(draws(a.derive('player-1'))).not.toEqual(draws(a.derive('player-2')));
  });

  it('keeps int and pick in range, and covers the range', () => {
    const rng = new Rng('range');
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const v = rng.int(7);
      expect(Number.isInteger(v) && v >= 0 && v < 7).toBe(true);
      seen.add(v);
      const f = rng.float();
      expect(f >= 0 && f < 1).toBe(true);
    }
    expect(seen.size).toBe(7);
    expect(['x', 'y']).toContain(rng.pick(['x', 'y']));
  });
});
