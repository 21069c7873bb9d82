/**
 * A seed's maze, pinned: docs/api.md promises that the same game, parameters and
 * seed give byte-identical JSON on any machine, any day, and seeded answers
 * are cached as immutable. Speed work on the engines and bots must keep
 * every draw and choice; each game's default maze at two sizes and two seeds
 * is held here to the hash of its JSON. A deliberate change of a game's
 * rules or of a default bot changes these, and breaks that promise for
 * every seed: say so where it is made.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { games } from '../src/games/index.ts';
import { limitsFromEnv } from '../src/service/limits.ts';
import { runJob } from '../src/service/pipeline.ts';
import { botMazeRequest } from '../src/service/query.ts';

/** [game, size, seed, the first 16 hex digits of the SHA-256 of GET /mazes/{game}.json?size=&seed=]. */
const PINNED: [string, number, string, string][] = [
  ['simple-maze', 8, 'a', 'a7e2fc765ec782e2'],
  ['simple-maze', 8, 'pinned', 'b86d7c4562bce02f'],
  ['simple-maze', 25, 'a', '19cec1f17e745a89'],
  ['simple-maze', 25, 'pinned', '6e28b9d7c3b94531'],
  ['labyrinth', 8, 'a', 'ac0c956a24012de1'],
  ['labyrinth', 8, 'pinned', '552a537f5452bd56'],
  ['labyrinth', 25, 'a', '8ed8d77cdf2a21b5'],
  ['labyrinth', 25, 'pinned', '85fb51c144adb93c'],
  ['polygonal-sections', 6, 'a', 'c3ac5b01fa578fd8'],
  ['polygonal-sections', 6, 'pinned', 'c88b4319fc1662a9'],
  ['polygonal-sections', 10, 'a', '25f48f7e3aafc9b6'],
  ['polygonal-sections', 10, 'pinned', '4326b1cfdb419cc7'],
  ['labyrinthine-loop', 6, 'a', 'fb212d54b5fafcc7'],
  ['labyrinthine-loop', 6, 'pinned', 'dedc0f98e9db76e1'],
  ['labyrinthine-loop', 12, 'a', '58d5814407307a45'],
  ['labyrinthine-loop', 12, 'pinned', 'e758ed86693fbeaf'],
  ['bidirectional-line', 8, 'a', 'a027226babd8f5c6'],
  ['bidirectional-line', 8, 'pinned', '1e8a625e41ace0e0'],
  ['bidirectional-line', 20, 'a', '5d7092599a9c7e15'],
  ['bidirectional-line', 20, 'pinned', '327cd21a78504796'],
];

describe('seeded mazes stay the same', () => {
  const limits = limitsFromEnv(games.values());
  it.each(PINNED)('%s %i² seed %s', async (id, size, seed, hash) => {
    const { job } = botMazeRequest(games.get(id)!, limits, 'json', { size, seed });
    expect(createHash('sha256').update(await runJob(job)).digest('hex').slice(0, 16)).toBe(hash);
  });

  it('pins every game', () => {
    expect(new Set(PINNED.map(([id]) => id))).toEqual(new Set(games.keys()));
  });
});
