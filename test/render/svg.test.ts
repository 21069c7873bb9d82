import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Segment } from '../../src/core/maze.ts';
import { cellMaze, EAST, SOUTH } from '../../src/core/cell-maze.ts';
import type { Point } from '../../src/core/game.ts';
import { Segments } from '../../src/core/segments.ts';
import { AsciiWriter } from '../../src/render/ascii-writer.ts';
import { writePolyline } from '../../src/render/svg-path.ts';
import { simpleMaze } from '../../src/games/simple-maze/index.ts';
import { botDocument } from '../../src/service/mazes.ts';
import { svg } from '../../src/render/svg.ts';
import { svgPixels, useBrowser } from '../helpers/browser.ts';
import { svgText, wallPathData } from '../helpers/svg.ts';

/** Unit edges of segments, as "x,y,x,y" keys with the smaller end first. */
function unitEdges(segments: readonly Segment[]): Set<string> {
  const edges = new Set<string>();
  for (const [x1, y1, x2, y2] of segments) {
    const n = Math.max(Math.abs(x2 - x1), Math.abs(y2 - y1));
    const dx = Math.sign(x2 - x1);
    const dy = Math.sign(y2 - y1);
    for (let i = 0; i < n; i++) {
      const a = [x1 + i * dx, y1 + i * dy];
      const b = [a[0] + dx, a[1] + dy];
      const [p, q] = a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]) ? [a, b] : [b, a];
      edges.add(`${p},${q}`);
    }
  }
  return edges;
}

/** Reads path data of M/m/h/v/l/L commands back into segments. */
function segmentsOf(d: string): Segment[] {
  const out: Segment[] = [];
  let x = 0;
  let y = 0;
  for (const [, cmd, args] of d.matchAll(/([MmhvlL])([^MmhvlL]*)/g)) {
    const n = (args.match(/-?[\d.]+/g) ?? []).map(Number);
    const [px, py] = [x, y];
    if (cmd === 'M') [x, y] = n;
    else if (cmd === 'm') [x, y] = [x + n[0], y + n[1]];
    else if (cmd === 'h') x += n[0];
    else if (cmd === 'v') y += n[0];
    else if (cmd === 'l') [x, y] = [x + n[0], y + n[1]];
    else [x, y] = n;
    if (cmd !== 'M' && cmd !== 'm') out.push([px, py, x, y]);
  }
  return out;
}

const options = { title: 'T', description: 'D', solution: false, colors: false, numbers: false, cell: 20, stroke: 2 };

describe('SVG path data', () => {
  it('draws exactly the walls of any grid maze', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.integer({ min: 2, max: 12 }), fc.uint8Array({ minLength: 144, maxLength: 144 }), (w, h, bits) => {
        const passages = new Uint8Array(w * h).map((_, c) => bits[c] & ((c % w < w - 1 ? EAST : 0) | (c < w * (h - 1) ? SOUTH : 0)));
        const maze = cellMaze(w, h, passages);
        expect(unitEdges(segmentsOf(wallPathData(maze.walls)))).toEqual(unitEdges([...maze.walls]));
        // A grid maze's walls are chained from their unit steps, found from the cells: the same path as from the runs.
        expect(maze.walls.unitSteps()).not.toBeNull();
        expect(wallPathData(maze.walls)).toBe(wallPathData(new Segments(maze.walls.coords)));
      }),
      { numRuns: 200 },
    );
  });

  it('chains king-move lines, diagonals included, and draws exactly them', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 7 })), { maxLength: 40 }), (steps) => {
        const dirs = [[1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1], [0, -1], [1, -1]];
        const lines: Segment[] = steps.map(([x, y, d]) => [x + 1, y + 1, x + 1 + dirs[d][0], y + 1 + dirs[d][1]]);
        const unique = [...new Map(lines.map((l) => [String([...unitEdges([l])][0]), l])).values()];
        expect(unitEdges(segmentsOf(wallPathData(Segments.of(unique))))).toEqual(unitEdges(unique));
      }),
      { numRuns: 200 },
    );
    expect(wallPathData(Segments.of([[0, 0, 2, 2], [2, 2, 3, 1]]))).toBe('M0 0l2 2l1-1');
  });

  it('writes long runs and far moves as short ones are written', () => {
    expect(wallPathData(Segments.of([[0, 0, 300, 0], [0, 5, 0, 1], [250, 9, 251, 9]]))).toBe('M0 0h300m-300 1v4m250 4h1');
  });

  it('writes segments off the grid as absolute lines', () => {
    expect(wallPathData(Segments.of([[0, 0, 1, 2], [0.5, 0, 0.5, 2]]))).toBe('M0 0L1 2M0.5 0L0.5 2');
  });

  it('writes a polyline as it runs: whole king steps relative, any other step absolute', () => {
    const whole = fc.integer({ min: -40, max: 40 });
    const fraction = fc.constantFrom(0, 0.5, 1 / 3, 0.25);
    const point = fc.tuple(whole, whole, fraction);
    const step = fc.oneof(
      // A king direction times 0 to 40 units, or a step of any slope, in halves, thirds and quarters too.
      fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 40 })).map(([d, k]): [number, number] => [[1, 1, 0, -1, -1, -1, 0, 1][d] * k, [0, 1, 1, 1, 0, -1, -1, -1][d] * k]),
      fc.tuple(whole, whole, fraction, fraction).map(([dx, dy, f, g]): [number, number] => [dx + f, dy + g]),
    );
    fc.assert(
      fc.property(point, fc.array(step, { maxLength: 30 }), ([x, y, f], steps) => {
        const points: Point[] = [[x + f, y]];
        for (const [dx, dy] of steps) points.push([points[points.length - 1][0] + dx, points[points.length - 1][1] + dy]);
        const out = new AsciiWriter();
        writePolyline(out, Float64Array.from(points.flat()));
        const d = out.toString();
        const read = [[...points[0]], ...segmentsOf(d).map(([, , x2, y2]) => [x2, y2])];
        expect(read).toHaveLength(points.length);
        read.forEach(([rx, ry], i) => {
          expect(Math.abs(rx - points[i][0])).toBeLessThan(0.002);
          expect(Math.abs(ry - points[i][1])).toBeLessThan(0.002);
        });
      }),
      { numRuns: 300 },
    );
    const out = new AsciiWriter();
    writePolyline(out, Float64Array.of(0.5, 0.5, 0.5, 2.5, 3.5, 2.5, 4.5, 1.5, 5, 3.25, 6, 4.25, 6, 4.25));
    expect(out.toString()).toBe('M0.5 0.5v2h3l1-1L5 3.25l1 1h0');
  });

  it('stays within 3.2 bytes a cell for a 100×100 maze', () => {
    const doc = botDocument(simpleMaze, { width: 100, height: 100 }, ['random', 'random'], 'size');
    expect(svgText(doc.mazes[0], options).length / 10_000).toBeLessThan(3.2);
  });
});

describe('SVG document', () => {
  const doc = botDocument(simpleMaze, { width: 5, height: 4 }, ['greedy', 'greedy'], 'look');
  const maze = doc.mazes[0];

  it('has a viewBox in board units with a margin, a title and a description', () => {
    const text = svgText(maze, { ...options, title: 'A <maze>', description: 'd & e' });
    expect(text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="140" height="120" viewBox="-1 -1 7 6">/);
    expect(text).toContain('<title>A &lt;maze&gt;</title><desc>d &amp; e</desc>');
    // Walls, and a shaft and a filled head for each arrow; the solution adds one.
    expect(text.match(/<path /g)).toHaveLength(5);
    expect(text.match(/<path d="M[^"]*Z" fill="#000"\/>/g)).toHaveLength(2);
    expect(svgText(maze, { ...options, solution: true }).match(/<path /g)).toHaveLength(6);
  });

  it('is UTF-8 bytes, a title beyond ASCII included', () => {
    const bytes = svg(maze, { ...options, title: 'Labyrinthe 5×4 — « été »', description: 'd' });
    expect(Buffer.from(bytes).toString('utf8')).toContain('<title>Labyrinthe 5×4 — « été »</title>');
    expect(Buffer.from(bytes).toString('utf8')).toMatch(/<\/svg>\n$/);
  });

  describe('in Chromium', () => {
    const browser = useBrowser();
    // Board point (x, y) is at pixel ((x + 1) · 20, (y + 1) · 20).
    const px = (x: number, y: number): [number, number] => [Math.round((x + 1) * 20), Math.round((y + 1) * 20)];

    it('shows walls black, the entrance and exit open, and the cells white', async () => {
      const [topWall, entranceGap, exitGap, leftWall, cellCentre] = await svgPixels(browser(), svgText(maze, options), [
        px(2.5, 0),
        px(0.5, 0),
        px(4.5, 4),
        px(0, 1.5),
        px(0.5, 0.5),
      ]);
      expect(topWall).toBeLessThan(60);
      expect(leftWall).toBeLessThan(60);
      expect(entranceGap).toBeGreaterThan(200);
      expect(exitGap).toBeGreaterThan(200);
      expect(cellCentre).toBeGreaterThan(200);
    });

    it('draws the solution in colour through the entrance', async () => {
      const [plain, solved] = await Promise.all([
        svgPixels(browser(), svgText(maze, options), [px(0.5, 0.5)]),
        svgPixels(browser(), svgText(maze, { ...options, solution: true }), [px(0.5, 0.5)]),
      ]);
      expect(plain[0]).toBeGreaterThan(200);
      expect(solved[0]).toBeLessThan(180);
    });
  });
});
