/** Segments: packed numbers that read, compare and serialise as the list of segments they hold. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KING_DX, KING_DY } from '../../src/core/grid.ts';
import { codedSteps, Segments, unitSteps } from '../../src/core/segments.ts';

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

describe('codedSteps', () => {
  // King moves on a lattice of 1–6 × 1–6 points, each as 8 × its first point + its direction, kept where it stays on the lattice.
  const moves = fc
    .record({ stride: fc.integer({ min: 1, max: 6 }), rows: fc.integer({ min: 1, max: 6 }), picks: fc.array(fc.tuple(fc.nat(35), fc.nat(7)), { maxLength: 40 }) })
    .map(({ stride, rows, picks }) => {
      const codes = picks
        .map(([point, d]) => [point % (stride * rows), d])
        .filter(([at, d]) => {
          const [x, y] = [(at % stride) + KING_DX[d], Math.floor(at / stride) + KING_DY[d]];
          return x >= 0 && y >= 0 && x < stride && y < rows;
        })
        .map(([at, d]) => 8 * at + d);
      return { stride, rows, codes: Int32Array.from(codes) };
    });

  it('gives the unit steps of the segments the codes stand for', () => {
    fc.assert(
      fc.property(moves, ({ stride, rows, codes }) => {
        const coords = Float64Array.from(Array.from(codes).flatMap((code) => {
          const [x, y, d] = [(code >> 3) % stride, Math.floor((code >> 3) / stride), code & 7];
          return [x, y, x + KING_DX[d], y + KING_DY[d]];
        }));
        expect(codedSteps(codes, stride, rows)).toEqual(unitSteps(coords, stride, rows));
      }),
    );
  });
});
