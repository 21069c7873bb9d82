/** The segments filed under each square: each square's in the order filed, once each in a row, past the first capacity, and cloned apart. */
import { describe, expect, it } from 'vitest';
import { Buckets } from '../../../src/games/polygonal-sections/buckets.ts';

const listOf = (b: Buckets, square: number) => {
  const ids: number[] = [];
  for (let entry = b.first(square); entry !== 0; entry = b.next(entry)) ids.push(b.id(entry));
  return ids;
};

describe('Buckets', () => {
  it('keeps each square’s segments in the order filed, a segment filed twice in a row once, and grows past its first capacity', () => {
    // 2 squares start with room for 16 entries: 60 are filed.
    const b = new Buckets(2);
    const expected: number[][] = [[], []];
    for (let id = 0; id < 30; id++) {
      for (const square of [id % 2, 1, 1]) {
        b.add(square, id);
        if (expected[square].at(-1) !== id) expected[square].push(id);
      }
    }
    expect([listOf(b, 0), listOf(b, 1)]).toEqual(expected);
    expect(expected[1]).toHaveLength(30);
  });

  it('a clone goes its own way', () => {
    const b = new Buckets(3);
    b.add(2, 7);
    const copy = b.clone();
    copy.add(2, 8);
    b.add(0, 9);
    expect([listOf(b, 0), listOf(b, 2)]).toEqual([[9], [7]]);
    expect([listOf(copy, 0), listOf(copy, 2)]).toEqual([[], [7, 8]]);
  });
});
