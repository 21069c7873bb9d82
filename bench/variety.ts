/**
 * npm run bench:variety: whether a book's mazes are each their own. For each
 * game, each way a book chooses its mazes (the default bots, and each
 * difficulty level) and boards of 8², 12² and 30², a book of VARIETY_COUNT
 * mazes (50) made as the service makes them (the same seeds, bots and
 * attempts: service/book.ts), then over every pair of
 * its mazes: how many distinct solution paths there are, and the most and
 * the mean share of passages two mazes have in common (service/likeness.ts),
 * and for a level how many of the book's mazes are in its band.
 * The aim: no two share a path, none share more than 75%. Beside them, a
 * depth-first backtracker's mazes on the same boards as a yardstick.
 */
import { cellMaze } from '../src/core/cell-maze.ts';
import type { Maze } from '../src/core/maze.ts';
import { Rng } from '../src/core/rng.ts';
import { games } from '../src/games/index.ts';
import { difficultyOf, LEVELS } from '../src/service/difficulty.ts';
import type { Difficulty } from '../src/service/job.ts';
import { likenessOf, MOST_SHARED } from '../src/service/likeness.ts';
import { bookDocuments, bookSeed } from '../src/service/book.ts';
import { dfsMaze } from './baseline.ts';
import { table } from './table.ts';

const COUNT = Number(process.env.VARIETY_COUNT ?? 50);
const SIDES = (process.env.VARIETY_SIDES ?? '8,12,30').split(',').map(Number);
const SEED = 'variety';

const percent = (v: number) => `${(100 * v).toFixed(0)}%`;
const rows = [['game', 'board', 'mazes by', 'mazes', 'distinct paths', 'most shared', 'mean shared', 'in band', '']];
const row = (game: string, side: number, by: string, docs: { mazes: Maze[]; difficulty?: { met: boolean } }[]) => {
  const mazes = docs.flatMap((doc) => doc.mazes);
  const { paths, most, mean } = likenessOf(mazes);
  const met = docs[0].difficulty ? `${docs.filter((doc) => doc.difficulty?.met).length}/${docs.length}` : '–';
  rows.push([game, `${side}×${side}`, by, String(mazes.length), String(paths), percent(most), percent(mean), met, paths < mazes.length || most > MOST_SHARED ? 'repeats' : '']);
};

const dfs = (side: number, i: number) => ({ mazes: [cellMaze(side, side, dfsMaze(side, side, new Rng(bookSeed(SEED, i))))] });
for (const side of SIDES) row('DFS backtracker', side, '–', Array.from({ length: COUNT }, (_, i) => dfs(side, i)));
for (const game of games.values()) {
  for (const side of SIDES) {
    if (side > game.about.size.max) continue;
    const params = game.rules.params({ maxSide: side }).parse({ width: side, height: side });
    const players = params.players ?? game.about.players.min;
    const bots = Array.from({ length: players }, () => game.profile.defaultBot);
    const book = (difficulty?: Difficulty) => bookDocuments(game, params, { bots, seed: SEED, count: COUNT, difficulty }, null);
    row(game.id, side, `${game.profile.defaultBot} (default)`, book());
    for (const level of LEVELS) row(game.id, side, level, book(difficultyOf(game, params, level, bots, false)));
  }
}
console.log(table(rows, 3));
