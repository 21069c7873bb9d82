/** Scratch arrays kept between calls: each handed out zeroed, at the length asked for. */
import { describe, expect, it } from 'vitest';
import { reused } from '../../src/core/reused.ts';

describe('reused', () => {
  it('hands out zeroed arrays of the length asked, keeping the memory of the longest so far', () => {
    const scratch = reused((length) => new Int32Array(length));
    const first = scratch(8);
    first.fill(7);
    const second = scratch(5);
    expect([...second]).toEqual([0, 0, 0, 0, 0]);
    // The same memory: what a call wrote, the next one finds cleared.
    expect(second.buffer).toBe(first.buffer);
    second.fill(3);
    const longer = scratch(12);
    expect(longer).toHaveLength(12);
    expect(longer.buffer).not.toBe(first.buffer);
    expect([...longer].every((v) => v === 0)).toBe(true);
    expect(scratch(8).buffer).toBe(longer.buffer);
  });

  it('hands the memory out as the last use left it, for a caller that writes before it reads', () => {
    const scratch = reused((length) => new Uint8Array(length), false);
    scratch(4).set([1, 2, 3, 4]);
    expect([...scratch(3)]).toEqual([1, 2, 3]);
    // Grown, it is fresh memory: zeroed.
    expect([...scratch(6)]).toEqual([0, 0, 0, 0, 0, 0]);
  });
});
