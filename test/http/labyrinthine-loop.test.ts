/** labyrinthine-loop through the HTTP API: rounds, players, one maze per round. */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { pdfInfo, pdfText } from '../helpers/poppler.ts';
import { postJson } from '../helpers/http.ts';

const app = createApp();

describe('labyrinthine-loop over HTTP', () => {
  it('GET JSON has one lines maze per round and per-round details', async () => {
    const doc = await (await app.request('/mazes/labyrinthine-loop.json?width=6&height=5&players=3&rounds=2&seed=loop&bots=greedy,random,greedy')).json();
    expect(doc.log).toMatchObject({ players: 3, rounds: 2 });
    expect(doc.log.moves).toHaveLength(6 * 30);
    expect(doc.mazes).toHaveLength(6);
    for (const maze of doc.mazes) {
      expect(maze).toMatchObject({ style: 'lines', width: 5, height: 4, entrance: { at: [0, 0], side: 'top' }, exit: { at: [5, 4], side: 'bottom' } });
      expect(maze.lines).toHaveLength(30);
    }
    expect(doc.outcome.details.rounds.map((r: { offense: number }) => r.offense)).toEqual([1, 2, 3, 1, 2, 3]);
    const verdict = await (await postJson(app, '/games/labyrinthine-loop/verify', doc.log)).json();
    expect(verdict).toMatchObject({ legal: true, finished: true, outcome: doc.outcome });
  });

  it('SVG picks a round; a round that does not exist is 400', async () => {
    const first = await (await app.request('/mazes/labyrinthine-loop.svg?size=6&seed=r')).text();
    const second = await (await app.request('/mazes/labyrinthine-loop.svg?size=6&seed=r&round=2')).text();
    expect(second).not.toBe(first);
    expect(await (await app.request('/mazes/labyrinthine-loop.svg?size=6&seed=r&round=1')).text()).toBe(first);
    expect((await app.request('/mazes/labyrinthine-loop.svg?size=6&seed=r&round=3')).status).toBe(400);
  });

  it('the PDF has every round, one a page, and an answer key of them', async () => {
    const pdf = new Uint8Array(await (await app.request('/mazes/labyrinthine-loop.pdf?size=6&seed=r&players=3&solution=true')).arrayBuffer());
    // Three rounds a page each, then their three answers on one page, and the closing page.
    expect(pdfInfo(pdf).Pages).toBe('5');
    const pages = pdfText(pdf).split('\f');
    expect(pages[2]).toContain('Maze 3 · round 3');
    expect(pages[3]).toMatch(/Maze 1 · round 1[\s\S]*Maze 3 · round 3/);
  });

  it('says to read its arrows, as drawn, not a dot and a ring', async () => {
    const svg = await (await app.request('/mazes/labyrinthine-loop.svg?size=6&seed=r')).text();
    expect(svg).toContain('Follow the line: enter at the arrow that points in and leave at the arrow that points out');
    expect(svg).not.toMatch(/filled dot|ring/);
    const pdf = new Uint8Array(await (await app.request('/mazes/labyrinthine-loop.pdf?size=6&seed=r')).arrayBuffer());
    expect(pdfText(pdf)).not.toMatch(/filled dot|ring/);
  });

  it('tells a PDF’s reader how crossings and junctions are drawn, where its mazes have crossings', async () => {
    const text = async (path: string) => pdfText(new Uint8Array(await (await app.request(path)).arrayBuffer())).split('\n').slice(0, 3).join(' ');
    expect(await text('/mazes/labyrinthine-loop.pdf?size=12&seed=look')).toMatch(
      /Enter at the arrow that points in and follow the lines to the arrow that points out; a dot is a junction, where you may turn, and where two lines cross with a gap, they do not meet\./,
    );
    expect(await text('/mazes/bidirectional-line.pdf?size=6&seed=r')).not.toMatch(/crossing/);
  });

  it('400 for players or rounds out of range, or too many dots in all', async () => {
    for (const q of ['players=1', 'players=9', 'rounds=0', 'rounds=11', 'size=300&players=8&rounds=10']) {
      expect((await app.request(`/mazes/labyrinthine-loop.json?${q}`)).status, q).toBe(400);
    }
  });
});
