import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byteCounts, popcount } from '../../src/core/bits.ts';

/** Set bits of the low `width` bits, one at a time. */
const naive = (v: number, width = 32) => Array.from({ length: width }, (_, i) => (v >>> i) & 1).reduce((a, b) => a + b, 0);

describe('bit counts', () => {
  it('counts the set bits of any 32-bit integer, and of each of its bytes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 31), max: 2 ** 32 - 1 }), (v) => {
        expect(popcount(v)).toBe(naive(v));
        const counts = byteCounts(v);
        for (let byte = 0; byte < 4; byte++) expect((counts >>> (8 * byte)) & 0xff).toBe(naive(v >>> (8 * byte), 8));
      }),
    );
    for (const v of [0, -1, 0x80000000, 0x7fffffff, 0xffffffff, 1]) expect(popcount(v)).toBe(naive(v));
  });
});
