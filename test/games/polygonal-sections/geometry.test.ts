/** sideOf decides by floats only where their error bound makes the sign certain: it always agrees with the exact test in integers. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point } from '../../../src/core/game.ts';
import { exactSideOf, sideOf } from '../../../src/games/polygonal-sections/geometry.ts';

/** A rational point as the sections have them: a lattice point or a crossing, x/d and y/d on a board of up to 100. */
const rational = fc.integer({ min: 1, max: 200 }).chain((d) => fc.tuple(fc.integer({ min: 0, max: 100 * d }), fc.integer({ min: 0, max: 100 * d }), fc.constant(d)));
const lattice = fc.tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }));

/** v moved k units in its last place (k may be 0). */
const nudge = (v: number, k: number) => v + k * Number.EPSILON * Math.max(1, Math.abs(v));

describe('sideOf', () => {
  it('agrees with the exact test anywhere on the board', () => {
    fc.assert(
      fc.property(rational, rational, fc.double({ min: -1, max: 101, noNaN: true }), fc.double({ min: -1, max: 101, noNaN: true }), ([ax, ay, ad], [bx, by, bd], px, py) => {
        const args = [ax, ay, ad, bx, by, bd, px, py] as const;
        expect(sideOf(...args)).toBe(exactSideOf(...args));
      }),
      { numRuns: 20_000 },
    );
  });

  it('agrees with it on the line and within units in the last place of it, where the floats cannot tell', () => {
    fc.assert(
      fc.property(lattice, lattice, fc.integer({ min: -1024, max: 2048 }), fc.integer({ min: -2, max: 2 }), fc.integer({ min: -2, max: 2 }), ([ax, ay], [bx, by], k, nx, ny) => {
        // a + (b − a)·k/1024 is a double exactly, and on the line.
        const p: Point = [nudge(ax + ((bx - ax) * k) / 1024, nx), nudge(ay + ((by - ay) * k) / 1024, ny)];
        const args = [ax, ay, 1, bx, by, 1, ...p] as const;
        expect(sideOf(...args)).toBe(exactSideOf(...args));
      }),
      { numRuns: 20_000 },
    );
    // Crossings (x/d, y/d) round as doubles, and a point worked out along their line in floats lies a rounding away from it.
    fc.assert(
      fc.property(rational, rational, fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: -2, max: 2 }), fc.integer({ min: -2, max: 2 }), ([ax, ay, ad], [bx, by, bd], t, nx, ny) => {
        const [x0, y0, x1, y1] = [ax / ad, ay / ad, bx / bd, by / bd];
        const p: Point = [nudge(x0 + t * (x1 - x0), nx), nudge(y0 + t * (y1 - y0), ny)];
        const args = [ax, ay, ad, bx, by, bd, ...p] as const;
        expect(sideOf(...args)).toBe(exactSideOf(...args));
      }),
      { numRuns: 20_000 },
    );
  });
});
