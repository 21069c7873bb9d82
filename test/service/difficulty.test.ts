/** The difficulty knob: bands met over many seeds where the game's bots reach them, deterministic, honest where not. */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { cellMaze } from '../../src/core/cell-maze.ts';
import { Rng } from '../../src/core/rng.ts';
import { games } from '../../src/games/index.ts';
import { BANDS, DIFFICULTY_ATTEMPTS, difficultyOf, score } from '../../src/service/difficulty.ts';
import { levelDocument } from '../../src/service/mazes.ts';
import { boardMeasure } from '../../src/service/board-measure.ts';
import { levelAttempts } from '../../src/service/budget.ts';
import { dfsMaze } from '../../bench/baseline.ts';
import type { Level } from '../../src/core/game.ts';

const level = (id: string, size: number, lvl: Level, seed: string) => {
  const game = games.get(id)!;
  const params = game.rules.params({ maxSide: 1000 }).parse({ width: size, height: size });
  const players = params.players ?? 2;
  return levelDocument(game, params, difficultyOf(game, params, lvl, Array(players).fill(game.profile.defaultBot), false), seed, null);
};
const inBand = (value: number, lvl: Level) => value >= BANDS[lvl][0] && value < BANDS[lvl][1];

describe('difficulty levels', () => {
  it.each([
    ['simple-maze', 'easy'],
    ['simple-maze', 'medium'],
    ['simple-maze', 'hard'],
    ['labyrinth', 'easy'],
    ['labyrinth', 'medium'],
    ['labyrinth', 'hard'],
    ['labyrinthine-loop', 'easy'],
    ['labyrinthine-loop', 'medium'],
    ['bidirectional-line', 'medium'],
    ['bidirectional-line', 'hard'],
  ] as const)('%s %s at 20×20: every seed of 40 lands in the band', (id, lvl) => {
    for (let i = 0; i < 40; i++) {
      const doc = level(id, 20, lvl, `band-${i}`);
      expect(doc.difficulty, `${id} ${lvl} band-${i}`).toMatchObject({ level: lvl, met: true });
      expect(inBand(score(doc, boardMeasure({ width: 20, height: 20 })), lvl)).toBe(true);
    }
  });

  it.each(['simple-maze', 'labyrinth', 'polygonal-sections', 'labyrinthine-loop', 'bidirectional-line'])(
    '%s hard at 20×20 is at least as hard as a DFS-backtracker maze, median for median',
    (id) => {
      const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      const dfs = median(Array.from({ length: 41 }, (_, i) => cellMaze(20, 20, dfsMaze(20, 20, new Rng(`dfs-${i}`))).stats.difficulty / 20));
      const hard = median(Array.from({ length: 41 }, (_, i) => score(level(id, 20, 'hard', `dfs-cmp-${i}`), boardMeasure({ width: 20, height: 20 }))));
      expect(hard).toBeGreaterThanOrEqual(dfs);
    },
  );

  it('is deterministic for a seed, and says so when no attempt reaches the band', () => {
    // A 4×4 board is too small for an easy simple-maze: even a straight way is much of it (docs/statistics.md).
    const a = level('simple-maze', 4, 'easy', 'never');
    expect(level('simple-maze', 4, 'easy', 'never')).toEqual(a);
    expect(a.difficulty).toMatchObject({ level: 'easy', met: false });
    expect(a.attempt).toBeGreaterThanOrEqual(1);
  });

  it('over HTTP: the JSON names the attempt, the bots and the score; naming the one line-up gives the same maze', async () => {
    const app = createApp();
    const doc = await (await app.request('/mazes/simple-maze.json?size=12&seed=k&difficulty=hard')).json();
    expect(doc.difficulty).toMatchObject({ level: 'hard', met: true });
    expect(doc.bots).toEqual(['maker', 'maker']);
    expect(doc.attempt).toBeGreaterThanOrEqual(1);
    const again = await (await app.request(`/mazes/simple-maze.json?size=12&seed=k&difficulty=hard&bots=maker`)).json();
    expect(again.mazes).toEqual(doc.mazes);
    expect((await app.request('/mazes/simple-maze.json?difficulty=extreme')).status).toBe(400);
  });

  it('serves a level on the largest board in fewer attempts, where 16 were refused (simple-maze 1000×1000 hard: about 18 s)', async () => {
    const game = games.get('simple-maze')!;
    const attempts = levelAttempts(game, { width: 1000, height: 1000 }, [['maker', 'maker']]);
    expect(attempts).toBeGreaterThan(1);
    expect(attempts).toBeLessThan(DIFFICULTY_ATTEMPTS);
    const res = await createApp().request('/mazes/simple-maze.svg?size=1000&seed=big&difficulty=hard');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await res.text()).toMatch(/<\/svg>\s*$/);
  });

  it('keeps the maze of the request’s own bots where no attempt of the level completes one', async () => {
    // On a 2×2 line-game board the hard line-up ends every game without a maze; the default bots make one.
    const app = createApp();
    const hard = await app.request('/mazes/bidirectional-line.json?size=2&seed=1&difficulty=hard');
    expect(hard.status).toBe(200);
    const doc = await hard.json();
    // Judged as any attempt is: this one happens to fall in the band.
    expect(doc.difficulty).toMatchObject({ level: 'hard', score: expect.any(Number), met: expect.any(Boolean) });
    const plain = await (await app.request('/mazes/bidirectional-line.json?size=2&seed=1')).json();
    expect([doc.bots, doc.attempt, doc.mazes]).toEqual([plain.bots, plain.attempt, plain.mazes]);
  });
});
