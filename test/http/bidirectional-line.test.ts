/** bidirectional-line through the HTTP API: the lines maze in JSON and the played colours in SVG. */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { bidirectionalLine } from '../../src/games/bidirectional-line/index.ts';
import { MAX_ATTEMPTS, maxAttempts } from '../../src/service/budget.ts';
import { postJson } from '../helpers/http.ts';

const app = createApp();

describe('bidirectional-line over HTTP', () => {
  it('GET JSON is a lines maze from the red end to the blue end whose log verifies', async () => {
    const doc = await (await app.request('/mazes/bidirectional-line.json?size=10&seed=line&bots=greedy,random')).json();
    const [maze] = doc.mazes;
    expect(maze).toMatchObject({ style: 'lines', width: 10, height: 10, bridges: [] });
    expect(maze.lines.length).toBe(doc.log.moves.length);
    expect(maze.solution[0]).toEqual(maze.entrance.at);
    expect(maze.solution.at(-1)).toEqual(maze.exit.at);
    expect(maze.entrance.at).not.toEqual(maze.exit.at);
    expect(maze.strokes[0]).toEqual({ color: 'red', move: 1 });
    const verdict = await (await postJson(app, '/games/bidirectional-line/verify', doc.log)).json();
    expect(verdict).toMatchObject({ legal: true, finished: true, outcome: doc.outcome });
  });

  it('SVG is a black line maze by default and the game as played with colors=true', async () => {
    const plain = await (await app.request('/mazes/bidirectional-line.svg?size=10&seed=line')).text();
    expect(plain).not.toMatch(/stroke="#(c1121f|1d4ed8)"/);
    expect(plain).toContain('start at the filled dot and finish at the ring');
    const coloured = await (await app.request('/mazes/bidirectional-line.svg?size=10&seed=line&colors=true&numbers=true')).text();
    // Red and blue, dark enough to print.
    expect(coloured).toMatch(/stroke="#c1121f"/);
    expect(coloured).toMatch(/stroke="#1d4ed8"/);
    expect(coloured).toMatch(/<text [^>]*>1<\/text>/);
  });

  it('422 soon, not a 503 at the deadline, when dear bots never leave the ends apart', async () => {
    // Perfect players on 3×3 always end with the ends close (about 1.2 s a game): three games fit the replay budget.
    const res = await app.request('/mazes/bidirectional-line.svg?size=3&bots=perfect&seed=3');
    expect(res.status).toBe(422);
    expect((await res.json()).detail).toMatch(/^3 games between perfect and perfect ended without a complete maze \(as many as these bots have time for\)/);
    // Small boards are cheap enough for every replay, and their games mostly leave the ends apart.
    expect(maxAttempts(bidirectionalLine, { width: 2, height: 2 }, ['perfect', 'perfect'])).toBe(MAX_ATTEMPTS);
    expect((await app.request('/mazes/bidirectional-line.json?size=2&bots=perfect&seed=3')).status).toBe(200);
  }, 20_000);

  it("shares the replays' budget among a book's mazes: two mazes of perfect players on 3×3 get one game each, not three", async () => {
    const res = await app.request('/mazes/bidirectional-line.pdf?size=3&bots=perfect&seed=3&count=2');
    expect(res.status).toBe(422);
    expect((await res.json()).detail).toMatch(/^the game between perfect and perfect ended without a complete maze \(as many as these bots have time for\)/);
  }, 20_000);

  it('400 for a colors flag that is not a boolean', async () => {
    expect((await app.request('/mazes/bidirectional-line.svg?colors=yes')).status).toBe(400);
  });
});
