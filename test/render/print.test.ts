/** Drawing that prints: the solution in greyscale, end marks at every size, crossings as knot diagrams. */
import { describe, expect, it } from 'vitest';
import { linesMaze } from '../../src/core/lines-maze.ts';
import { Bridges, type Segment } from '../../src/core/maze.ts';
import { Segments } from '../../src/core/segments.ts';
import { simpleMaze } from '../../src/games/simple-maze/index.ts';
import { HIGHLIGHT_COLOUR, marginFor, SOLUTION_COLOUR } from '../../src/render/draw.ts';
import { png } from '../../src/render/png.ts';
import { botDocument } from '../../src/service/mazes.ts';
import { pngColours, svgColours, useBrowser } from '../helpers/browser.ts';
import { svgText } from '../helpers/svg.ts';

/** WCAG relative luminance of a #rrggbb colour, and the contrast ratio of two. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

const options = { title: 'T', description: 'D', solution: false, colors: false, numbers: false };

describe('drawing that prints', () => {
  it('draws the solution at least 3:1 from the paper and from the ink, so greyscale keeps it apart', () => {
    for (const colour of [SOLUTION_COLOUR, HIGHLIGHT_COLOUR]) {
      expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(3);
      expect(contrast(colour, '#000000')).toBeGreaterThanOrEqual(3);
    }
  });

  it('grows the entrance and exit marks with the board', () => {
    expect([10, 20, 30, 100, 1000].map((side) => marginFor(side, side))).toEqual([1, 1, 2, 6, 63]);
    // On a long narrow board, by its shorter side: no arrow as long as the board is tall.
    expect([marginFor(40, 3), marginFor(3, 40), marginFor(1000, 2), marginFor(1000, 40)]).toEqual([2, 2, 1, 20]);
    // A 100×100 maze: the arrows are 6 units deep, and their filled heads over 2 units long.
    const maze = botDocument(simpleMaze, { width: 100, height: 100 }, ['random', 'random'], 'marks').mazes[0];
    const text = svgText(maze, { ...options, cell: 4, stroke: 1 });
    expect(text).toContain('viewBox="-6 -6 112 112"');
    const heads = [...text.matchAll(/<path d="M([^"]*)Z" fill="#000"\/>/g)].map((m) => m[1].split('L').map((p) => p.split(' ').map(Number)));
    expect(heads).toHaveLength(2);
    for (const head of heads) {
      const ys = head.map(([, y]) => y);
      const xs = head.map(([x]) => x);
      expect(Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys))).toBeGreaterThan(2);
    }
  });

  describe('a crossing, in Chromium', () => {
    const browser = useBrowser();

    // An X: [0,0]–[1,1] passes over [1,0]–[0,1]; the top edge joins them. The way from [0,1] to [1,1]
    // runs under the crossing first, then over it.
    const lines: Segment[] = [
      [0, 0, 1, 1],
      [1, 0, 0, 1],
      [0, 0, 1, 0],
    ];
    const maze = linesMaze({ width: 1, height: 1 }, Segments.of(lines).coords, { at: [0, 1] }, { at: [1, 1] }, { bridges: Bridges.of([{ at: [0.5, 0.5], over: [0, 0, 1, 1], under: [1, 0, 0, 1] }]) });
    const draw = (solution: boolean) => svgText(maze, { ...options, solution, cell: 100, stroke: 4 });
    // Board point p + a·(along the upper line) + b·(along the lower line), in pixels of a viewBox from [-1,-1].
    const s = Math.SQRT1_2;
    const px = (a: number, b: number): [number, number] => [Math.round((1.5 + s * a + s * b) * 100), Math.round((1.5 + s * a - s * b) * 100)];
    const isBlack = ([r, g, b]: number[]) => r + g + b < 150;
    const isWhite = ([r, g, b]: number[]) => r + g + b > 720;
    const isTeal = ([r, g, b]: number[]) => g > r + 60 && b > r + 40 && g < 200;

    // On the upper line, beside it in the cut on either side, and on the lower line past the cut.
    const around = [px(0, 0), px(0.07, 0), px(0, 0.05), px(0, -0.05), px(0, 0.16), px(0, -0.16)];
    const expectKnot = ([centre, upper, gap, gapOther, lower, lowerOther]: number[][]) => {
      expect(isBlack(centre)).toBe(true);
      expect(isBlack(upper)).toBe(true);
      expect(isWhite(gap)).toBe(true);
      expect(isWhite(gapOther)).toBe(true);
      expect(isBlack(lower)).toBe(true);
      expect(isBlack(lowerOther)).toBe(true);
    };

    it('keeps the upper line whole and cuts the lower one on both sides of it', async () => {
      expect(maze.solution).toEqual([[0, 1], [1, 0], [0, 0], [1, 1]]);
      expectKnot(await svgColours(browser(), draw(false), around));
    });

    it('draws the crossing the same in a PNG (resvg), with markers or with strokes of its own (as the PNG route draws it)', async () => {
      for (const markers of [true, false]) {
        const text = svgText(maze, { ...options, solution: false, cell: 100, stroke: 4, markers });
        expect(text.includes('<marker')).toBe(markers);
        expectKnot(await pngColours(browser(), png(new TextEncoder().encode(text)), around));
      }
    });

    it('mends the solution band over the crossing where the way goes over it', async () => {
      const [beside, centre, gap] = await svgColours(browser(), draw(true), [px(0.06, 0.05), px(0, 0), px(0, 0.05)]);
      // Inside the white patch, off both lines: the band of the upper way, not a white cut.
      expect(isTeal(beside)).toBe(true);
      expect(isBlack(centre)).toBe(true);
      // The lower line still stops short of the upper one.
      expect(isBlack(gap)).toBe(false);
    });

    it('mends the band where the crossing stands in the middle of a straight run of the way, and leaves the upper line whole past the patch', async () => {
      // The way [0,0]–[1,1]–[2,2] is one straight run, which the solution keeps as its two ends; the crossing is on its first step.
      const run: Segment[] = [
        [0, 0, 1, 1],
        [1, 1, 2, 2],
        [1, 0, 0, 1],
      ];
      const straight = linesMaze({ width: 2, height: 2 }, Segments.of(run).coords, { at: [0, 0] }, { at: [2, 2] }, { bridges: Bridges.of([{ at: [0.5, 0.5], over: [0, 0, 1, 1], under: [1, 0, 0, 1] }]) });
      expect(straight.solution).toEqual([[0, 0], [2, 2]]);
      const [beside, pastPatch, farther] = await svgColours(browser(), svgText(straight, { ...options, solution: true, cell: 100, stroke: 4 }), [px(0.06, 0.05), px(0.2, 0), px(0.3, 0)]);
      expect(isTeal(beside)).toBe(true);
      // The band's piece over the patch ends with it: before, its square caps covered the upper line here.
      expect(isBlack(pastPatch)).toBe(true);
      expect(isBlack(farther)).toBe(true);
    });
  });
});
