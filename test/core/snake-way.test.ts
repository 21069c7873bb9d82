/** The easy makers' way on a shaped board: a simple path of the region's squares from its first to its last, snaking across it. */
import { describe, expect, it } from 'vitest';
import { regionOf, SHAPES } from '../../src/core/region.ts';
import { Rng } from '../../src/core/rng.ts';
import { snakeWay } from '../../src/core/snake-way.ts';

describe('snakeWay', () => {
  it('is a path of adjacent squares of the region, none twice, from the first to the last, on every shape and size', () => {
    for (const shape of SHAPES.filter((s) => s !== 'square'))
      for (const [w, h] of [[8, 8], [12, 12], [20, 20], [30, 17], [13, 41]]) {
        const region = regionOf({ width: w, height: h, shape });
        if (!region) continue;
        for (const seed of ['a', 'b', 'c']) {
          const way = snakeWay(region, 7, new Rng(seed));
          const where = `${shape} ${w}×${h} ${seed}`;
          expect([way[0], way.at(-1)], where).toEqual([region.first, region.last]);
          expect(new Set(way).size, where).toBe(way.length);
          expect(way.every((c) => region.inside[c] === 1), where).toBe(true);
          for (let i = 1; i < way.length; i++) expect([1, w], where).toContain(Math.abs(way[i] - way[i - 1]));
        }
      }
  });

  it('snakes: on a 30² circle it runs across the board, far longer than the shortest way', () => {
    const region = regionOf({ width: 30, height: 30, shape: 'circle' })!;
    const way = snakeWay(region, 7, new Rng('s'));
    expect(way.length).toBeGreaterThan(3 * 30);
    // Every square of the region lies within a few rows of the way.
    const rows = new Set(way.map((c) => Math.floor(c / 30)));
    for (let y = 0; y < 30; y++) expect([y - 4, y - 3, y - 2, y - 1, y, y + 1, y + 2, y + 3, y + 4].some((r) => rows.has(r))).toBe(true);
  });
});
