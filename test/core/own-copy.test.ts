import { describe, expect, it } from 'vitest';
import { ownCopy } from '../../src/core/own-copy.ts';

function sumOf(values: number[], scale: number): number {
  let sum = 0;
  for (const v of values) sum += v * scale;
  return sum;
}

describe('ownCopy', () => {
  it('gives each key a copy of its own that behaves as the function, made once', () => {
    const copyOf = ownCopy(sumOf);
    const [a, b] = [copyOf('a'), copyOf('b')];
    expect(a).not.toBe(sumOf);
    expect(a).not.toBe(b);
    expect(copyOf('a')).toBe(a);
    for (const f of [a, b]) expect(f([1, 2, 3], 2)).toBe(sumOf([1, 2, 3], 2));
  });

  it('compiles the copies strict, as the module that wrote the function is', () => {
    const thisOf = ownCopy(function (this: unknown) {
      return this;
    });
    expect(thisOf('a')()).toBeUndefined();
  });
});
