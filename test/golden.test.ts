/** Golden playthroughs: hand-checked logs with their verdicts, so that a rule change shows up here. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayPosted } from '../src/service/wire.ts';
import { games } from '../src/games/index.ts';

const root = path.resolve('test/games');
const files = readdirSync(root).flatMap((game) =>
  readdirSync(path.join(root, game))
    .filter((f) => f.endsWith('.json'))
    .map((f) => [game, f] as const),
);

describe('golden playthroughs', () => {
  it.each(files)('%s/%s', (gameId, file) => {
    const { log, verdict } = JSON.parse(readFileSync(path.join(root, gameId, file), 'utf8'));
    const { game: _g, moves, ...rest } = log;
    const game = games.get(gameId)!;
    expect(replayPosted(game, game.rules.params({ maxSide: 1000 }).parse(rest), moves).verdict).toEqual(verdict);
  });

  it('has playthroughs for every game', () => {
    expect(new Set(files.map(([g]) => g))).toEqual(new Set(games.keys()));
  });
});
