import { describe, expect, it } from 'vitest';
import { keptBeside } from '../../src/core/kept-beside.ts';

describe('keptBeside', () => {
  it('makes one value a state, shared by every accessor of the keeper, whichever asks first', () => {
    const made: string[] = [];
    const kept = keptBeside<{ id: string }, { by: string; moves: number }>();
    const first = kept((s) => (made.push(`first ${s.id}`), { by: 'first', moves: 0 }));
    const second = kept((s) => (made.push(`second ${s.id}`), { by: 'second', moves: 0 }));
    const [a, b] = [{ id: 'a' }, { id: 'b' }];
    second(a).moves++;
    first(a).moves++;
    // Asked about another state and back: the remembered state changes, the values stay.
    first(b).moves++;
    first(a).moves++;
    expect(first(a)).toBe(second(a));
    expect(first(a)).toEqual({ by: 'second', moves: 3 });
    expect(second(b)).toEqual({ by: 'first', moves: 1 });
    expect(made).toEqual(['second a', 'first b']);
  });

  it('keeps apart what two keepers keep beside one state', () => {
    const [stacks, plans] = [keptBeside<object, number[]>(), keptBeside<object, number[]>()];
    const state = {};
    stacks(() => [1])(state).push(2);
    expect(plans(() => [9])(state)).toEqual([9]);
    expect(stacks(() => [])(state)).toEqual([1, 2]);
  });
});
