/** The typed-array sets the rules keep: IndexedSet (O(1) add, delete and pick) and UnionFind. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IndexedSet } from '../../src/core/indexed-set.ts';
import { UnionFind } from '../../src/core/union-find.ts';

describe('IndexedSet', () => {
  it('holds what a Set holds after any adds and deletes, and its clone is independent', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 19 }))), (ops) => {
        const set = new IndexedSet(20);
        const model = new Set<number>();
        for (const [add, v] of ops) {
          if (add) {
            set.add(v);
            model.add(v);
          } else {
            set.delete(v);
            model.delete(v);
          }
        }
        const items = Array.from({ length: set.size }, (_, i) => set.at(i));
        expect(items.sort((a, b) => a - b)).toEqual([...model].sort((a, b) => a - b));
        for (let v = 0; v < 20; v++) expect(set.has(v)).toBe(model.has(v));
        const copy = set.clone();
        copy.add(19);
        copy.delete(items[0] ?? 0);
        expect(set.size).toBe(model.size);
      }),
    );
  });
});

describe('UnionFind', () => {
  it('joins sets, counts them, and says when two are one already; its clone is independent', () => {
    const sets = new UnionFind(5);
    expect(sets.union(0, 1)).toBe(true);
    expect(sets.union(3, 4)).toBe(true);
    expect(sets.union(1, 0)).toBe(false);
    expect(sets.count).toBe(3);
    const copy = sets.clone();
    copy.union(1, 4);
    expect(copy.find(0)).toBe(copy.find(3));
    expect(sets.find(0)).not.toBe(sets.find(3));
    expect(sets.count).toBe(3);
  });

  it('attaches a set of one element as a union would, without looking it up', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 11 }), fc.integer({ min: 0, max: 11 }))), (pairs) => {
        const [attached, joined] = [new UnionFind(12), new UnionFind(12)];
        for (const [a, b] of pairs) {
          // attach(a, b) stands for union(b, a) where a is alone.
          if (a !== b && joined.size(a) === 1) attached.attach(a, b);
          else attached.union(b, a);
          joined.union(b, a);
        }
        expect(attached.count).toBe(joined.count);
        for (let v = 0; v < 12; v++) expect([attached.find(v), attached.size(v)]).toEqual([joined.find(v), joined.size(v)]);
      }),
    );
  });
});
