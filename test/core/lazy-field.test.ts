import { describe, expect, it } from 'vitest';
import { lazyField } from '../../src/core/lazy-field.ts';

describe('lazyField', () => {
  it('makes the field only when it is read, once, and JSON and deep equality see it as a field', () => {
    let made = 0;
    const object = lazyField({ a: 1 } as { a: number; list?: number[] }, 'list', () => {
      made++;
      return [1, 2];
    });
    expect(made).toBe(0);
    expect(Object.keys(object)).toEqual(['a', 'list']);
    expect(JSON.stringify(object)).toBe('{"a":1,"list":[1,2]}');
    expect(object.list).toBe(object.list);
    expect(object).toEqual({ a: 1, list: [1, 2] });
    expect(made).toBe(1);
  });
});
