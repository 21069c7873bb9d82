/** Walls join lattice points exactly: no float noise in JSON, SVG or PDF. */
import { describe, expect, it } from 'vitest';
import { polygonalSections } from '../../../src/games/polygonal-sections/index.ts';
import { botDocument } from '../../../src/service/mazes.ts';

describe('polygonal-sections walls', () => {
  it('are integer lattice points, for every seed and bot (size 8, seed f12 once gave 4.000000000000001)', () => {
    const params = polygonalSections.rules.params({ maxSide: 8 }).parse({ width: 8, height: 8 });
    const players = params.players ?? 2;
    for (const bot of ['random', 'greedy'])
      for (let i = 0; i < 40; i++) {
        const seed = i === 0 ? 'f12' : `exact-${i}`;
        const doc = botDocument(polygonalSections, params, Array.from({ length: players }, () => bot), seed, null);
        const [maze] = doc.mazes;
        if (maze.style !== 'walls') throw new Error('polygonal-sections makes walls mazes');
        for (const wall of maze.walls) for (const v of wall) expect(Number.isInteger(v), `${seed} ${bot}: ${wall}`).toBe(true);
      }
  });
});
