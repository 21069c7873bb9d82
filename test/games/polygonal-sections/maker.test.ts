/** polygonal-sections' maze maker: slanted walls, no direction bias, fewer dead ends than greedy's comb. */
import { describe, expect, it } from 'vitest';
import type { WallsMaze } from '../../../src/core/maze.ts';
import { polygonalSections } from '../../../src/games/polygonal-sections/index.ts';
import { botDocument } from '../../../src/service/mazes.ts';

const params = polygonalSections.rules.params({ maxSide: 100 }).parse({ width: 12, height: 12 });
const mazes = (bot: string) => Array.from({ length: 25 }, (_, i) => botDocument(polygonalSections, params, [bot, bot], `shape-${i}`, null).mazes[0] as WallsMaze);
const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];

describe('polygonal-sections maker', () => {
  const maker = mazes('maker');
  it('draws many slanted walls, and straight ones both ways alike', () => {
    const slanted = (m: WallsMaze) => [...m.walls].filter(([x1, y1, x2, y2]) => x1 !== x2 && y1 !== y2).length / m.walls.length;
    const horizontal = (m: WallsMaze) => {
      const h = [...m.walls].filter(([, y1, , y2]) => y1 === y2).length;
      const v = [...m.walls].filter(([x1, , x2]) => x1 === x2).length;
      return h / (h + v);
    };
    expect(median(maker.map(slanted))).toBeGreaterThan(0.3);
    expect(median(maker.map(horizontal))).toBeGreaterThan(0.4);
    expect(median(maker.map(horizontal))).toBeLessThan(0.6);
  });

  it('is the default and makes fewer dead ends and longer corridors than greedy', () => {
    expect(polygonalSections.profile.defaultBot).toBe('maker');
    const greedy = mazes('greedy');
    const deadEnds = (ms: WallsMaze[]) => median(ms.map((m) => m.stats.deadEnds / m.stats.sections));
    const corridor = (ms: WallsMaze[]) => median(ms.map((m) => m.stats.longestCorridor));
    expect(deadEnds(maker)).toBeLessThan(deadEnds(greedy));
    expect(corridor(maker)).toBeGreaterThan(corridor(greedy));
  });
});
