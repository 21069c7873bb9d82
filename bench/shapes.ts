/**
 * Shaped boards beside the square (npm run bench): each game's default bots
 * play and draw (game, mazes, SVG with solution) a circle and a text on the
 * board of the same bounding box as a square, timed in turn run for run, per
 * unit of the region (its squares × boards). The aim: a shaped board costs
 * about what its square does a unit, at most 1.5×.
 */
import { seatBots } from '../src/bots/seat.ts';
import type { BaseParams } from '../src/core/game.ts';
import type { Maze } from '../src/core/maze.ts';
import { playGame } from '../src/core/play.ts';
import { regionSquares, textBoard } from '../src/core/region.ts';
import { Rng } from '../src/core/rng.ts';
import { games } from '../src/games/index.ts';
import { svg } from '../src/render/svg.ts';
import { boardCount, type AnyGame } from '../src/service/game.ts';
import { table } from './table.ts';
import { median, samples } from './timing.ts';

const TEXT = 'MAZE';
const AIM = 1.5;
const SVG_OPTIONS = { title: 'bench', description: 'bench', solution: true, colors: false, numbers: false, cell: 16, stroke: 2 };

/** One game between the default bots and its mazes drawn, as a GET's worker plays and draws it. */
function playAndDraw(game: AnyGame, params: BaseParams, seed: string) {
  const bots = Array.from({ length: params.players ?? 2 }, () => game.profile.defaultBot);
  const { state } = playGame(game.rules, params, seatBots(game.profile, bots, new Rng(seed)), false);
  return (game.rules.mazes(state) as Maze[]).map((m) => svg(m, SVG_OPTIONS).length);
}

export async function printShapes(): Promise<void> {
  const rows: string[][] = [['game', 'board', 'region', 'units', 'ms', 'ns/unit', '× square']];
  const ratios: [string, number][] = [];
  for (const game of games.values()) {
    const n = Math.min(300, game.about.size.max);
    const parse = (p: Record<string, unknown>) => game.rules.params({ maxSide: game.about.size.max }).parse(p);
    // The text as large as it goes across n squares, on the board its letters fill.
    const { width: k1 } = textBoard(TEXT, 1);
    const text = textBoard(TEXT, Math.floor(n / k1));
    const boards: [string, BaseParams][] = [
      ['square', parse({ width: n, height: n })],
      ['circle', parse({ width: n, height: n, shape: 'circle' })],
      [`text=${TEXT}`, parse({ ...text, text: TEXT })],
      ['square of the text', parse(text)],
    ];
    const runs = n >= 300 ? 5 : 11;
    const times = await samples(runs, ...boards.map(([name, params]) => () => playAndDraw(game, params, `shape-${name}`)));
    const perUnit = boards.map(([, params], i) => (median(times[i]) * 1e6) / (regionSquares(params) * boardCount(game, params)));
    boards.forEach(([name, params], i) => {
      // The text beside the square of its own board, the circle beside the n × n square.
      const base = name.startsWith('text') ? perUnit[3] : perUnit[0];
      const ratio = perUnit[i] / base;
      if (name === 'circle' || name.startsWith('text')) ratios.push([`${game.id} ${name}`, ratio]);
      rows.push([game.id, `${params.width}×${params.height}`, name, String(regionSquares(params)), median(times[i]).toFixed(1), perUnit[i].toFixed(0), ratio.toFixed(2)]);
    });
  }
  console.log(`\nshaped boards: default bots' game + mazes + SVG, per unit of the region, beside the square of the same box (median of runs)`);
  console.log(table(rows, 3));
  const met = ratios.every(([, r]) => r <= AIM);
  console.log(`${met ? 'met' : 'NOT'}  shaped boards ≤ ${AIM}× the square a unit: ${ratios.map(([what, r]) => `${what} ${r.toFixed(2)}`).join(', ')}`);
}
