/**
 * The medians of maze statistics over seeded games between one bot (every
 * seat), as npm run bench:quality prints them and src/games/quality.ts keeps
 * them for GET /games/{game}.
 */
import type { AnyGame } from '../src/service/game.ts';
import type { Maze } from '../src/core/maze.ts';
import type { MazeMedians } from '../src/core/maze-stats.ts';
import { botDocument } from '../src/service/mazes.ts';

/** The middle value (the upper one of an even count); sorts `xs`. */
export const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (x: number, digits: number) => Number(x.toFixed(digits));

export function medians(mazes: Maze[], n: number): MazeMedians {
  const of = (f: (m: Maze) => number) => median(mazes.map(f));
  const nodes = (m: Maze) => (m.stats.cells ?? m.stats.sections ?? m.stats.points) as number;
  return {
    deadEnds: round(of((m) => (100 * m.stats.deadEnds) / nodes(m)), 0),
    junctions: round(of((m) => (100 * m.stats.junctions) / nodes(m)), 0),
    longestCorridor: of((m) => m.stats.longestCorridor),
    solution: round(of((m) => m.stats.solutionLength / (2 * n)), 2),
    decisionPoints: of((m) => m.stats.decisionPoints),
    deceptiveBranches: of((m) => m.stats.deceptiveBranches),
    difficulty: round(of((m) => m.stats.difficulty / n), 2),
  };
}

/** The first maze of `seeds` GET-style games (seeds quality-0, quality-1, …) on an n×n board, the bot in every seat. */
export function botMazes(game: AnyGame, bot: string, n: number, seeds: number): Maze[] {
  const params = game.rules.params({ maxSide: 1000 }).parse({ width: n, height: n });
  const bots = Array.from({ length: params.players ?? 2 }, () => bot);
  return Array.from({ length: seeds }, (_, i) => botDocument(game, params, bots, `quality-${i}`, null).mazes[0]);
}

/** Whether bench:quality measures a bot: within its board limit, and not mcts, too slow for 100 seeds. */
export const measured = (game: AnyGame, bot: string, n: number) => bot !== 'mcts' && (game.profile.bots[bot].maxCells ?? Infinity) >= n * n;
