/**
 * npm run bench:quality: what kind of maze each game and bot makes. For each
 * game and bot (mcts aside: it plays small boards only, and slowly) at 10²,
 * 20² and 40² (polygonal-sections to 20²), over QUALITY_SEEDS seeds (100),
 * the medians of the maze statistics (src/core/maze-stats.ts), beside the same
 * statistics of classic generators computed in the same run. Then, for each
 * game and difficulty level at 20², how often the level's band is met (the
 * service's own attempts, service/difficulty.ts) and the median score kept.
 */
import type { AnyGame } from '../src/core/game.ts';
import { cellMaze, type Maze } from '../src/core/maze.ts';
import { Rng } from '../src/core/rng.ts';
import { games } from '../src/games/index.ts';
import { BANDS, LEVELS, lineups, score } from '../src/service/difficulty.ts';
import { botDocument, levelDocument } from '../src/service/mazes.ts';
import { dfsMaze } from './baseline.ts';
import { binaryTreeMaze, kruskalMaze, wilsonMaze } from './classic.ts';

const SEEDS = Number(process.env.QUALITY_SEEDS ?? 100);
const COLUMNS = ['maker', 'size', 'dead ends %', 'junctions %', 'longest corridor', 'solution / (W+H)', 'decision points', 'deceptive', 'difficulty / side'];

const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One row of medians over mazes of an n×n board. */
function row(name: string, n: number, mazes: Maze[]): string[] {
  const of = (f: (m: Maze) => number) => median(mazes.map(f));
  const nodes = (m: Maze) => m.stats.cells ?? m.stats.sections ?? m.stats.points;
  return [
    name,
    `${n}×${n}`,
    of((m) => (100 * m.stats.deadEnds) / nodes(m)).toFixed(0),
    of((m) => (100 * m.stats.junctions) / nodes(m)).toFixed(0),
    String(of((m) => m.stats.longestCorridor)),
    of((m) => m.stats.solutionLength / (2 * n)).toFixed(2),
    String(of((m) => m.stats.decisionPoints)),
    String(of((m) => m.stats.deceptiveBranches)),
    of((m) => m.stats.difficulty / n).toFixed(2),
  ];
}

function botMazes(game: AnyGame, bot: string, n: number): Maze[] {
  const params = game.params({ maxSide: 1000 }).parse({ width: n, height: n });
  const bots = Array.from({ length: params.players ?? 2 }, () => bot);
  return Array.from({ length: SEEDS }, (_, i) => botDocument(game, params, bots, `quality-${i}`, null).mazes[0]);
}

const rows: string[][] = [COLUMNS];
const CLASSIC = { 'DFS backtracker': dfsMaze, Kruskal: kruskalMaze, Wilson: wilsonMaze, 'binary tree': binaryTreeMaze };
for (const n of [10, 20, 40]) {
  for (const [name, make] of Object.entries(CLASSIC))
    rows.push(row(name, n, Array.from({ length: SEEDS }, (_, i) => cellMaze(n, n, make(n, n, new Rng(`classic-${i}`))))));
  for (const game of games.values()) {
    if (game.id === 'polygonal-sections' && n > 20) continue;
    for (const bot of Object.keys(game.bots)) {
      // A bot plays only boards within its limit (perfect's exact search would not end on larger ones); mcts is too slow for 100 seeds.
      if (bot === 'mcts' || (game.bots[bot].maxCells ?? Infinity) < n * n) continue;
      rows.push(row(`${game.id} ${bot}${bot === game.defaultBot ? ' (default)' : ''}`, n, botMazes(game, bot, n)));
    }
  }
}
const widths = COLUMNS.map((_, i) => Math.max(...rows.map((r) => r[i].length)));
for (const r of rows) console.log(r.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '));

const LEVEL_SIDE = 20;
console.log(`\ndifficulty levels at ${LEVEL_SIDE}×${LEVEL_SIDE} over ${SEEDS} seeds: band met, median difficulty ÷ side kept, mean attempt`);
for (const game of games.values()) {
  const params = game.params({ maxSide: 1000 }).parse({ width: LEVEL_SIDE, height: LEVEL_SIDE });
  for (const level of LEVELS) {
    const tries = lineups(game, params, params.players ?? 2, level, undefined);
    const docs = Array.from({ length: SEEDS }, (_, i) => levelDocument(game, params, tries, `level-${i}`, level, null));
    const met = docs.filter((d) => d.difficulty?.met).length;
    const attempts = docs.reduce((sum, d) => sum + (d.attempt ?? 1), 0) / SEEDS;
    const [lo, hi] = BANDS[level];
    const band = hi === Infinity ? `${lo} and up` : `${lo}–${hi}`;
    console.log(`${game.id.padEnd(20)} ${level.padEnd(7)} ${band.padEnd(11)} met ${String(met).padStart(3)}/${SEEDS}  median ${median(docs.map(score)).toFixed(2)}  attempt ${attempts.toFixed(1)}`);
  }
}
