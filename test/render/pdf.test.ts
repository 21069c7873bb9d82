import { describe, expect, it } from 'vitest';
import { simpleMaze } from '../../src/games/simple-maze/index.ts';
import { botDocument } from '../../src/service/mazes.ts';
import { outputOptions, pdfOf } from '../../src/service/output.ts';
import { pdfInfo, pdfPage, pdfText } from '../helpers/poppler.ts';

function docs(width: number, height: number, seeds: string[]) {
  return seeds.map((seed) => ({
    doc: botDocument(simpleMaze, { width, height }, ['greedy', 'random'], seed),
    footer: `/mazes/simple-maze.pdf?width=${width}&height=${height}&seed=${seed}`,
  }));
}

describe('PDF', () => {
  it('prints one maze a page with header and footer, then answer pages', async () => {
    const pdf = await pdfOf(simpleMaze, docs(12, 12, ['p1', 'p2']), outputOptions({ solution: true }));
    const info = pdfInfo(pdf);
    expect(info.Pages).toBe('4');
    expect(info['Page size']).toMatch(/595.28 x 841.89 pts \(A4\)/);
    const text = pdfText(pdf);
    expect(text).toContain('Maze-ish Simple Game');
    expect(text).toContain('12×12 cells · seed p1 · bots greedy, random');
    expect(text).toContain('/mazes/simple-maze.pdf?width=12&height=12&seed=p2');
    expect(text).toContain('Answer to maze 2: Maze-ish Simple Game');
  });

  it('turns to landscape for wide mazes and prints on Letter', async () => {
    const pdf = await pdfOf(simpleMaze, docs(30, 10, ['wide']), outputOptions({ paper: 'letter' }));
    expect(pdfInfo(pdf)['Page size']).toMatch(/792 x 612 pts \(letter\)/);
  });

  it('is the same bytes for the same request', async () => {
    const a = await pdfOf(simpleMaze, docs(8, 8, ['same']), outputOptions({}));
    const b = await pdfOf(simpleMaze, docs(8, 8, ['same']), outputOptions({}));
    expect(Buffer.compare(a, b)).toBe(0);
  });

  it('draws the walls as dark lines inside the page margins, with the entrance open', async () => {
    const pdf = await pdfOf(simpleMaze, docs(10, 10, ['look']), outputOptions({}));
    const page = pdfPage(pdf, 1);
    // Maze box: A4 portrait at 72 dpi; margins 36, header 40, footer 24; 12 units square fitted and centred.
    const k = Math.min((595.28 - 72) / 12, (841.89 - 72 - 64) / 12);
    const ox = 36 + (595.28 - 72 - 12 * k) / 2 + k;
    const oy = 36 + 40 + (841.89 - 72 - 64 - 12 * k) / 2 + k;
    const at = (x: number, y: number) => page.at(ox + k * x, oy + k * y);
    expect(at(5.5, 0)).toBeLessThan(100); // top wall
    expect(at(0, 5.5)).toBeLessThan(100); // left wall
    expect(at(5.5, 0.5)).toBeGreaterThan(200); // a cell
    expect(at(0.5, 0)).toBeGreaterThan(200); // entrance gap
    expect(at(9.5, 10)).toBeGreaterThan(200); // exit gap
    expect(page.at(20, 20)).toBeGreaterThan(250); // margin
  });
});
