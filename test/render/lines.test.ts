/** The lines style, drawn and looked at: line, junction dots, start dot, finish ring, colours, bounds. */
import { describe, expect, it } from 'vitest';
import { linesMaze } from '../../src/core/lines-maze.ts';
import { Bridges, type Segment } from '../../src/core/maze.ts';
import { Segments } from '../../src/core/segments.ts';
import { layoutBook } from '../../src/render/book-layout.ts';
import { pdf } from '../../src/render/pdf.ts';
import { svgColours, svgPixels, useBrowser } from '../helpers/browser.ts';
import { pdfPage } from '../helpers/poppler.ts';
import { svgText } from '../helpers/svg.ts';

// A line from [2,2] (red end) round a square to [4,3] (blue end), meeting itself at [3,2].
const lines: Segment[] = [
  [3, 2, 2, 2],
  [3, 2, 3, 3],
  [3, 3, 4, 3],
  [2, 2, 2, 1],
  [2, 1, 3, 1],
  [3, 1, 3, 2],
  [3, 2, 4, 2],
];
const maze = linesMaze({ width: 8, height: 8 }, Segments.of(lines).coords, { at: [2, 1] }, { at: [4, 2] }, {
  bridges: Bridges.of([]),
  strokes: () => lines.map((_, i) => ({ color: i % 2 ? 'blue' : 'red', move: i + 1 })),
});
const options = { title: 'T', description: 'D', solution: false, colors: false, numbers: false, cell: 40, stroke: 4 };

describe('lines maze', () => {
  it('finds the shortest way along the line and counts junctions', () => {
    // Two ways of three segments; breadth-first takes the first listed, down then right.
    expect(maze.solution).toEqual([[2, 1], [2, 2], [4, 2]]);
    // The start [2,1] is mid-line: with its opening it has three ways, a junction and a decision.
    expect(maze.stats).toMatchObject({ points: 7, segments: 7, junctions: 2, deadEnds: 1, solutionLength: 4, decisionPoints: 2, turnsOnSolution: 1 });
  });

  it('frames a line of 200 000 segments without running out of stack', () => {
    const long: Segment[] = Array.from({ length: 200_000 }, (_, i) => [i % 1000, Math.floor(i / 1000), (i % 1000) + 1, Math.floor(i / 1000)]);
    const big = linesMaze({ width: 1000, height: 200 }, Segments.of(long).coords, { at: [0, 0] }, { at: [1000, 199] }, { bridges: Bridges.of([]) });
    // The end marks' margin grows with the board: a sixteenth of its longer side.
    expect(svgText(big, { ...options, cell: 1 })).toContain('viewBox="-63 -63 1126 325"');
  });

  it('frames the SVG round the line, not the whole board', () => {
    // The line spans [2..4]×[1..3]; one unit of margin round it.
    expect(svgText(maze, options)).toContain('viewBox="1 0 4 4"');
  });

  describe('in Chromium', () => {
    const browser = useBrowser();
    // Board point (x, y) is at pixel ((x − 1) · 40, y · 40) in a viewBox from [1,0].
    const px = (x: number, y: number): [number, number] => [Math.round((x - 1) * 40), Math.round(y * 40)];

    it('draws the line, a junction dot, a filled start and a ringed finish', async () => {
      const [line, empty, start, finishCentre, finishRing, junction] = await svgPixels(browser(), svgText(maze, options), [
        px(2.5, 2),
        px(2.5, 2.5),
        px(2, 1),
        px(4, 2),
        px(4.27, 2),
        px(3.05, 2.05),
      ]);
      expect(line).toBeLessThan(80);
      expect(empty).toBeGreaterThan(200);
      expect(start).toBeLessThan(80);
      expect(finishCentre).toBeGreaterThan(200);
      expect(finishRing).toBeLessThan(100);
      expect(junction).toBeLessThan(80);
    });

    it('draws the game as played in its colours, with move numbers on request', async () => {
      const coloured = svgText(maze, { ...options, colors: true, numbers: true });
      expect(coloured.match(/<text /g)).toHaveLength(7);
      const [[r, g, b]] = await svgColours(browser(), coloured, [[60, 80]]); // on [3,2]–[2,2], move 1, red
      // The print red, #c1121f.
      expect(r).toBeGreaterThan(170);
      expect(g + b).toBeLessThan(100);
    });
  });

  it('prints the line in the PDF', async () => {
    const book = { title: 'T', subtitle: 'S', footer: 'F', mazes: [{ maze, label: 'Maze 1' }] };
    const pdfOptions = { paper: 'a4', perPage: 1, solution: false, colors: false, numbers: false } as const;
    const doc = await pdf(book, pdfOptions);
    const page = pdfPage(doc, 1);
    const [{ mazes: [{ k, origin }] }] = layoutBook(book, pdfOptions);
    const at = (x: number, y: number) => page.at(origin[0] + k * x, origin[1] + k * y);
    expect(at(2.5, 2)).toBeLessThan(100);
    expect(at(2.5, 2.5)).toBeGreaterThan(200);
  });
});
