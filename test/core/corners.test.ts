/** A polyline's corners: its ends and the points where it turns, as a drawn way keeps them. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point } from '../../src/core/game.ts';
import { KING_DX, KING_DY } from '../../src/core/grid.ts';
import { corners, eachCorner } from '../../src/core/corners.ts';

describe('corners', () => {
  // A walk of king steps, never straight back: the kind of polyline a way is.
  const walks = fc.tuple(fc.nat(7), fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 40 })).map(([first, turns]) => {
    const points: Point[] = [[0, 0]];
    // So that the first step, (first + turn) mod 8, may go any way.
    let d = first + 3;
    for (const turn of turns) {
      // Any direction but the reverse of the last one (d + 4).
      d = (d + 5 + turn) % 8;
      const [x, y] = points[points.length - 1];
      points.push([x + KING_DX[d], y + KING_DY[d]]);
    }
    return points;
  });

  /** The points a drawn way keeps: its ends and each point where the direction changes. */
  const turning = (points: Point[]) => {
    const direction = (i: number) => [points[i + 1][0] - points[i][0], points[i + 1][1] - points[i][1]].join();
    return points.filter((_, i) => i === 0 || i === points.length - 1 || direction(i - 1) !== direction(i));
  };

  it('keeps the ends and each point where the direction changes', () => {
    fc.assert(
      fc.property(walks, (points) => {
        expect(corners(points)).toEqual(turning(points));
      }),
    );
  });

  it('finds the same places from the numbers alone, telling where they stand', () => {
    fc.assert(
      fc.property(walks, (points) => {
        const kept: number[] = [];
        eachCorner(points.length, (k) => points[k][0], (k) => points[k][1], (k) => kept.push(k));
        expect(kept.map((k) => points[k])).toEqual(turning(points));
      }),
    );
  });
});
