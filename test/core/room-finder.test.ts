/** RoomFinder against the plain ancestor walk, on random growing trees where rooms only close. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RoomFinder } from '../../src/core/room-finder.ts';

describe('RoomFinder', () => {
  it('finds what walking up the parents finds, as nodes fill up', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 2, maxLength: 60 }), fc.array(fc.nat(), { maxLength: 120 }), (parents, fills) => {
        // Node i's parent is some earlier node; node 0 is the root.
        const n = parents.length;
        const parent = Int32Array.from(parents, (p, i) => (i === 0 ? 0 : p % i));
        const room = new Uint8Array(n).fill(1);
        const finder = new RoomFinder(n);
        const naive = (v: number) => {
          while (!room[v] && parent[v] !== v) v = parent[v];
          return v;
        };
        for (const f of fills) {
          room[f % n] = 0;
          const from = (f * 7) % n;
          expect(finder.find(from, parent, room)).toBe(naive(from));
        }
      }),
    );
  });
});
