/** The line game's maze makers and the floor under every GET's maze. */
import { describe, expect, it } from 'vitest';
import { bidirectionalLine } from '../../../src/games/bidirectional-line/index.ts';
import type { LinesMaze } from '../../../src/core/maze.ts';
import { botDocument } from '../../../src/service/mazes.ts';

const play = (bot: string, size: number, seed: string) => {
  const doc = botDocument(bidirectionalLine, { width: size, height: size }, [bot, bot], seed, null);
  return doc.mazes[0] as LinesMaze;
};
const apart = (m: LinesMaze) => Math.abs(m.entrance.at[0] - m.exit.at[0]) + Math.abs(m.entrance.at[1] - m.exit.at[1]);
const coverage = (m: LinesMaze, size: number) => m.lines.length / (2 * size * (size + 1));
const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];

describe('bidirectional-line maker', () => {
  it('is the default, and GET mazes never have their ends under 4 steps apart', () => {
    expect(bidirectionalLine.profile.defaultBot).toBe('maker');
    for (const bot of ['maker', 'greedy', 'random']) for (let i = 0; i < 60; i++) expect(apart(play(bot, 10, `floor-${i}`))).toBeGreaterThanOrEqual(4);
  });

  it('draws a line over half the board at 10×10, more than twice as much of it as greedy', () => {
    const maker = median(Array.from({ length: 41 }, (_, i) => coverage(play('maker', 10, `cover-${i}`), 10)));
    const greedy = median(Array.from({ length: 41 }, (_, i) => coverage(play('greedy', 10, `cover-${i}`), 10)));
    expect(maker).toBeGreaterThanOrEqual(0.5);
    expect(maker).toBeGreaterThan(2 * greedy);
  });
});

describe('bidirectional-line tangle (hard mazes)', () => {
  const pointsOn = (m: LinesMaze) => new Set([...m.lines].flatMap(([x1, y1, x2, y2]) => [`${x1},${y1}`, `${x2},${y2}`])).size;

  it('covers most of the board with one line that meets itself, its ends half the board apart', () => {
    const mazes = Array.from({ length: 21 }, (_, i) => play('tangle', 20, `tangle-${i}`));
    expect(median(mazes.map((m) => pointsOn(m) / 21 ** 2))).toBeGreaterThanOrEqual(0.6);
    expect(median(mazes.map(apart))).toBeGreaterThanOrEqual(15);
    // Loops to walk, yet no open field: junctions are a minority of the points.
    const junctions = mazes.map((m) => m.stats.junctions / m.stats.points);
    expect(median([...junctions])).toBeGreaterThan(0.02);
    expect(Math.max(...junctions)).toBeLessThan(0.35);
  });
});
