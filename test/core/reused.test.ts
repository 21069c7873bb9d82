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
});
