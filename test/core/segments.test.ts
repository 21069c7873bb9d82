/** Segments: packed numbers that read, compare and serialise as the list of segments they hold. */
import { describe, expect, it } from 'vitest';
import { Segments } from '../../src/core/segments.ts';

describe('Segments', () => {
  const list: [number, number, number, number][] = [[0, 0, 2, 0], [2, 0, 2, 3], [0, 1, 1, 2.5]];

  it('reads, iterates and writes JSON as the list it was made of', () => {
    const segments = Segments.of(list);
    expect(segments.length).toBe(3);
    expect(segments.at(1)).toEqual([2, 0, 2, 3]);
    expect([...segments]).toEqual(list);
    expect(JSON.stringify({ walls: segments })).toBe(JSON.stringify({ walls: list }));
  });

  it('works its numbers out once, when first read, and compares by them', () => {
    let worked = 0;
    const lazy = new Segments(() => {
      worked++;
      return Float64Array.from(list.flat());
    });
    expect(worked).toBe(0);
    expect(lazy).toEqual(Segments.of(list));
    expect(lazy).not.toEqual(Segments.of(list.slice(1)));
    expect(lazy.length).toBe(3);
    expect(worked).toBe(1);
    expect(lazy.unitSteps()).toBeNull();
  });
});
