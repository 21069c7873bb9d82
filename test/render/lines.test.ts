/** The lines style, drawn and looked at: line, junction dots, start dot, finish ring, colours, bounds. */
import { describe, expect, it } from 'vitest';
import { linesMaze } from '../../src/core/lines-maze.ts';
import { BRIDGE_NUMBERS, Bridges, type LinesMaze, type Segment } from '../../src/core/maze.ts';
import { Segments } from '../../src/core/segments.ts';
import { labyrinthineLoop } from '../../src/games/labyrinthine-loop/index.ts';
import { layoutBook } from '../../src/render/book-layout.ts';
import { oneMazeBook, PDF_OPTIONS } from '../helpers/book.ts';
import { HIGHLIGHT_COLOUR } from '../../src/render/draw.ts';
import { pdf } from '../../src/render/pdf.ts';
import { botDocument } from '../../src/service/mazes.ts';
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
    const book = oneMazeBook(maze);
    const doc = await pdf(book, PDF_OPTIONS);
    const page = pdfPage(doc, 1);
    const [{ mazes: [{ k, origin }] }] = layoutBook(book, PDF_OPTIONS);
    const at = (x: number, y: number) => page.at(origin[0] + k * x, origin[1] + k * y);
    expect(at(2.5, 2)).toBeLessThan(100);
    expect(at(2.5, 2.5)).toBeGreaterThan(200);
  });

  it('places each bridge’s patch, band and piece as a marker at its centre, once, the band where the way goes over, and names a marker by what it draws', () => {
    const loopMaze = (side: number, seed: string) =>
      botDocument(labyrinthineLoop, labyrinthineLoop.rules.params({ maxSide: 40 }).parse({ width: side, height: side }), ['maker', 'maker'], seed).mazes[0] as LinesMaze;
    // One big maze, and small ones whose sets of bridges of one kind are often of one size.
    let mendedAll = 0;
    for (const maze of [loopMaze(40, 'bridges'), ...[...'abcdefgh'].map((seed) => loopMaze(10, seed))]) {
      const text = svgText(maze, { ...options, solution: true, cell: 16, stroke: 2 });
      const n = maze.bridges.numbers;
      const count = n.length / BRIDGE_NUMBERS;
      const centre = (i: number) => `${n[BRIDGE_NUMBERS * i]} ${n[BRIDGE_NUMBERS * i + 1]}`;
      const centres = Array.from({ length: count }, (_, i) => centre(i)).sort();
      // The way a unit step at a time; a bridge is mended where its upper line joins two points next to each other on it.
      const way: string[] = [];
      maze.solution.forEach(([x, y], i) => {
        const [px, py] = i > 0 ? maze.solution[i - 1] : [x, y];
        const steps = Math.max(Math.abs(x - px), Math.abs(y - py));
        for (let k = i > 0 ? 1 : 0; k <= steps; k++) way.push(`${px + (k * (x - px)) / (steps || 1)} ${py + (k * (y - py)) / (steps || 1)}`);
      });
      const place = new Map(way.map((p, i) => [p, i]));
      const overWay = (i: number) => {
        const [a, b] = [place.get(`${n[BRIDGE_NUMBERS * i + 2]} ${n[BRIDGE_NUMBERS * i + 3]}`), place.get(`${n[BRIDGE_NUMBERS * i + 4]} ${n[BRIDGE_NUMBERS * i + 5]}`)];
        return a !== undefined && b !== undefined && Math.abs(a - b) === 1;
      };
      const mendedCentres = Array.from({ length: count }, (_, i) => i).filter(overWay).map(centre).sort();
      // Each marker's stroke colour, and the points placed with it (the path's vertices but its last, a step of none).
      const colours = new Map([...text.matchAll(/<marker id="([^"]+)"[^>]*><path [^>]*stroke="(#[0-9a-f]+)"/g)].map((m) => [m[1], m[2]]));
      const placed = new Map<string, string[]>();
      for (const [, d, id] of text.matchAll(/<path d="([^"]+)" [^>]*marker-start="url\(#([^)]+)\)"/g)) {
        const [x0, y0, ...steps] = (d.match(/-?[\d.]+/g) ?? []).map(Number);
        expect(steps.slice(-2)).toEqual([0, 0]);
        const points = [[x0, y0]];
        for (let i = 0; i < steps.length - 2; i += 2) points.push([points[points.length - 1][0] + steps[i], points[points.length - 1][1] + steps[i + 1]]);
        const colour = colours.get(id) as string;
        placed.set(colour, [...(placed.get(colour) ?? []), ...points.map(([x, y]) => `${x} ${y}`)]);
      }
      expect(colours.size).toBe(new Set(text.match(/<marker id="[^"]+"/g)).size);
      expect(placed.get('#fff')?.sort() ?? []).toEqual(centres);
      expect(placed.get('#000')?.sort() ?? []).toEqual(centres);
      expect((placed.get(HIGHLIGHT_COLOUR) ?? []).sort()).toEqual(mendedCentres);
      mendedAll += mendedCentres.length;
    }
    expect(mendedAll).toBeGreaterThan(0);
    const loop = loopMaze(40, 'bridges');
    const text = svgText(loop, { ...options, solution: true, cell: 16, stroke: 2 });
    expect(loop.bridges.length).toBeGreaterThan(20);
    // The same drawing, the same ids: two SVGs set in one page agree on what each id draws.
    expect(svgText(loop, { ...options, solution: true, cell: 16, stroke: 2 }).match(/<marker id="[^"]+"/g)).toEqual(text.match(/<marker id="[^"]+"/g));
    expect(svgText(loop, { ...options, solution: true, cell: 16, stroke: 3 }).match(/<marker id="[^"]+"/g)).not.toEqual(text.match(/<marker id="[^"]+"/g));
  });
});
