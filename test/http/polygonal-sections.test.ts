/** polygonal-sections through the HTTP API: published sections make fill moves a client can write. */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { postJson } from '../helpers/http.ts';

const app = createApp();
const post = (path: string, body: unknown) => postJson(app, path, body);

describe('polygonal-sections over HTTP', () => {
  it('GET JSON publishes the sections; its log verifies; the maze has walls of any slope', async () => {
    const doc = await (await app.request('/mazes/polygonal-sections.json?size=7&seed=poly&bots=random')).json();
    const [maze] = doc.mazes;
    expect(maze.style).toBe('walls');
    expect(maze.sections.length).toBe(maze.stats.sections);
    expect(maze.sections[0]).toMatchObject({ id: 0, inside: [expect.any(Number), expect.any(Number)] });
    expect(maze.walls.some(([x1, y1, x2, y2]: number[]) => x1 !== x2 && y1 !== y2)).toBe(true);
    expect(maze.solution[0]).toEqual([0.5, -0.5]);
    expect(maze.solution.at(-1)).toEqual([6.5, 7.5]);
    expect(await (await post('/games/polygonal-sections/verify', doc.log)).json()).toMatchObject({ legal: true, finished: true });
  });

  it('a client fills at a published inside point', async () => {
    const drawing = { width: 2, height: 2, moves: [{ from: [0, 0], to: [1, 1] }] };
    const partial = await (await post('/games/polygonal-sections/verify', drawing)).json();
    expect(partial).toMatchObject({ legal: true, finished: false, toMove: 2, position: { phase: 'filling', fillable: [0, 1, 2, 3, 4] } });
    expect(partial.position.sections[0]).toEqual({ id: 0, inside: [2 / 3, 1 / 3], polygon: [[0, 0], [1, 0], [1, 1]], filled: null });
    const after = await (await post('/games/polygonal-sections/verify', { ...drawing, moves: [...drawing.moves, { fill: [1.5, 1.5] }] })).json();
    expect(after.position.fillable).toEqual([2, 3]);
    expect(after.position.sections[4].filled).toBe(2);
    const moves = [...drawing.moves, { fill: [1.5, 1.5] }, { fill: [0.2, 0.7] }];
    const v = await (await post('/games/polygonal-sections/verify', { ...drawing, moves })).json();
    expect(v.violation).toMatchObject({ index: 2, rule: 'not-in-corridor' });
  });

  it('plays with 3 players', async () => {
    const doc = await (await app.request('/mazes/polygonal-sections.json?size=5&players=3&seed=three')).json();
    expect(Object.keys(doc.outcome.scores)).toEqual(['1', '2', '3']);
    expect(doc.bots).toHaveLength(3);
  });
});
