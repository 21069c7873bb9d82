/**
 * npm run bench:quality: what kind of maze each game and bot makes. For each
 * game and bot (mcts aside: it plays small boards only, and slowly) at 10²,
 * 20² and 40² (polygonal-sections to 20²), over QUALITY_SEEDS seeds (100),
 * the medians of the maze statistics (src/core/maze-stats.ts), beside the same
 * statistics of classic generators computed in the same run. Then, for each
 * game and difficulty level at 20², how often the level's band is met (the
 * service's own attempts, service/difficulty.ts) and the median score kept.
 * Writes the 20² medians of every bot to src/games/quality.ts, which GET
 * /games/{game} shows beside each bot.
 */
import { writeFileSync } from 'node:fs';
import { cellMaze } from '../src/core/cell-maze.ts';
import { Rng } from '../src/core/rng.ts';
import { games } from '../src/games/index.ts';
import { BANDS, difficultyOf, LEVELS, score } from '../src/service/difficulty.ts';
import { boardMeasure } from '../src/service/board-measure.ts';
import { levelDocument } from '../src/service/mazes.ts';
import type { MazeMedians } from '../src/core/maze-stats.ts';
import { botMazes, measured, median, medians } from './maze-medians.ts';
import { dfsMaze } from './baseline.ts';
import { binaryTreeMaze, kruskalMaze, wilsonMaze } from './classic.ts';
import { table } from './table.ts';

const SEEDS = Number(process.env.QUALITY_SEEDS ?? 100);
const COLUMNS = ['maker', 'size', 'dead ends %', 'junctions %', 'longest corridor', 'solution / (W+H)', 'decision points', 'deceptive', 'difficulty / side'];

/** One row of medians over mazes of an n×n board. */
function row(name: string, n: number, m: MazeMedians): string[] {
  return [name, `${n}×${n}`, String(m.deadEnds), String(m.junctions), String(m.longestCorridor), m.solution.toFixed(2), String(m.decisionPoints), String(m.deceptiveBranches), m.difficulty.toFixed(2)];
}

/** The 20² medians of each game's bots, for src/games/quality.ts. */
const QUALITY_SIDE = 20;
const kept: Record<string, Record<string, MazeMedians>> = {};

const rows: string[][] = [COLUMNS];
const CLASSIC = { 'DFS backtracker': dfsMaze, Kruskal: kruskalMaze, Wilson: wilsonMaze, 'binary tree': binaryTreeMaze };
for (const n of [10, 20, 40]) {
  for (const [name, make] of Object.entries(CLASSIC))
    rows.push(row(name, n, medians(Array.from({ length: SEEDS }, (_, i) => cellMaze(n, n, make(n, n, new Rng(`classic-${i}`)))), n)));
  for (const game of games.values()) {
    if (game.id === 'polygonal-sections' && n > 20) continue;
    for (const bot of Object.keys(game.profile.bots)) {
      // A bot plays only boards within its limit (perfect's exact search would not end on larger ones); mcts is too slow for 100 seeds.
      if (!measured(game, bot, n)) continue;
      const m = medians(botMazes(game, bot, n, SEEDS), n);
      if (n === QUALITY_SIDE) (kept[game.id] ??= {})[bot] = m;
      rows.push(row(`${game.id} ${bot}${bot === game.profile.defaultBot ? ' (default)' : ''}`, n, m));
    }
  }
}
console.log(table(rows, 2));

const LEVEL_SIDE = 20;
// The square board, and a heart (its statistics measured on the heart's own squares: board-measure.ts).
for (const shape of ['square', 'heart']) {
  console.log(`\ndifficulty levels at ${LEVEL_SIDE}×${LEVEL_SIDE}, shape ${shape}, over ${SEEDS} seeds: band met, median difficulty ÷ side kept, mean attempt`);
  for (const game of games.values()) {
    const params = game.rules.params({ maxSide: 1000 }).parse({ width: LEVEL_SIDE, height: LEVEL_SIDE, ...(shape !== 'square' && { shape }) });
    for (const level of LEVELS) {
      const difficulty = difficultyOf(game, params, level, Array(params.players ?? 2).fill(game.profile.defaultBot), false);
      const docs = Array.from({ length: SEEDS }, (_, i) => levelDocument(game, params, difficulty, `level-${i}`, null));
      const met = docs.filter((d) => d.difficulty?.met).length;
      const attempts = docs.reduce((sum, d) => sum + (d.attempt ?? 1), 0) / SEEDS;
      const [lo, hi] = BANDS[level];
      const band = hi === Infinity ? `${lo} and up` : `${lo}–${hi}`;
      console.log(`${game.id.padEnd(20)} ${level.padEnd(7)} ${band.padEnd(11)} met ${String(met).padStart(3)}/${SEEDS}  median ${median(docs.map((d) => score(d, boardMeasure(params)))).toFixed(2)}  attempt ${attempts.toFixed(1)}`);
    }
  }
}

const file = new URL('../src/games/quality.ts', import.meta.url);
writeFileSync(
  file,
  `/** What mazes each game's bots make: medians over ${SEEDS} seeded ${QUALITY_SIDE}×${QUALITY_SIDE} games, the bot in every seat, written by npm run bench:quality (bench/maze-medians.ts), shown by GET /games/{game}. */
import type { MazeMedians } from '../core/maze-stats.ts';

export const QUALITY = { side: ${QUALITY_SIDE}, seeds: ${SEEDS} };

export const MAZE_MEDIANS: Record<string, Record<string, MazeMedians>> = ${JSON.stringify(kept, null, 2)};
`,
);
console.log(`\nwrote ${file.pathname}`);
