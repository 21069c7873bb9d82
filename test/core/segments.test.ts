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

  it('lists its segments without building their numbers, works the numbers out once when first read, and compares by them', () => {
    // A lister's segments join lattice points.
    const lattice = list.slice(0, 2);
    let listed = 0;
    const lazy = new Segments((visit) => {
      listed++;
      for (const [x1, y1, x2, y2] of lattice) visit(x1, y1, x2, y2);
    });
    const seen: number[][] = [];
    lazy.each((...numbers) => seen.push(numbers));
    expect(seen).toEqual(lattice);
    expect(lazy.whole).toBe(true);
    expect(lazy.length).toBe(2);
    expect(listed).toBe(2);
    expect(lazy).toEqual(Segments.of(lattice));
    expect(lazy).not.toEqual(Segments.of(lattice.slice(1)));
    expect(listed).toBe(3);
    lazy.each(() => {});
    expect(listed).toBe(3);
    expect(lazy.unitSteps()).toBeNull();
  });

  it('knows the box around its segments, found from the numbers or the list, or as its source says without listing them', () => {
    const box = { x: 0, y: 0, width: 2, height: 3 };
    expect(Segments.of(list).box()).toEqual(box);
    expect(Segments.of([[5, 4, 3, 7]]).box()).toEqual({ x: 3, y: 4, width: 2, height: 3 });
    expect(new Segments((visit) => visit(5, 4, 3, 7)).box()).toEqual({ x: 3, y: 4, width: 2, height: 3 });
    expect(Segments.of([]).box()).toEqual({ x: 0, y: 0, width: 0, height: 0 });
    let listed = 0;
    const known = new Segments(() => listed++, undefined, { count: 7, box });
    expect([known.length, known.box(), listed]).toEqual([7, box, 0]);
  });

  it('is whole when every number is an integer JSON writes as one', () => {
    expect(Segments.of(list.slice(0, 2)).whole).toBe(true);
    expect(Segments.of(list).whole).toBe(false);
    expect(Segments.of([[0, 0, 2 ** 31, 0]]).whole).toBe(false);
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

  it('stands for the same segments with unit steps found already, each reader getting a copy to consume', () => {
    fc.assert(
      fc.property(moves, ({ stride, rows, codes }) => {
        const listed = new Segments(
          (visit) =>
            codes.forEach((code) => {
              const [x, y, d] = [(code >> 3) % stride, Math.floor((code >> 3) / stride), code & 7];
              visit(x, y, x + KING_DX[d], y + KING_DY[d]);
            }),
          (bits) => codedSteps(codes, stride, rows, bits),
        );
        const steps = codedSteps(codes, stride, rows);
        const before = steps.bits.slice();
        for (const segments of [listed, new Segments(listed.coords, (bits) => codedSteps(codes, stride, rows, bits))]) {
          const same = segments.withUnitSteps(steps);
          expect([...same]).toEqual([...segments]);
          expect(same.box()).toEqual(segments.box());
          const copy = same.unitSteps();
          expect(copy).toEqual(segments.unitSteps());
          copy?.bits.fill(0);
          expect(steps.bits).toEqual(before);
        }
      }),
    );
  });
});
