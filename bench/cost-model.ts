/**
 * The cost model admission uses (src/service/cost.ts): its estimate beside the
 * measured time of the same whole job, run as a worker runs it (runJob, and the
 * bytes made ready to move), warm, the median of several runs. First what a plain
 * GET plays, the default bots with no level, for every game, format and board size
 * from 10² up to the game's largest, with the aim it is held to; then the other bots
 * and the difficulty levels, which must not be estimated far below what they take.
 */
import { playMs } from '../src/service/budget.ts';
import { bookDocuments } from '../src/service/book.ts';
import { estimateMs } from '../src/service/cost.ts';
import { FORMAT_NAMES, type Format } from '../src/service/formats.ts';
import type { AnyGame } from '../src/service/game.ts';
import { fillsItsBuffer, type Job } from '../src/service/job.ts';
import { limitsFromEnv } from '../src/service/limits.ts';
import { runJob } from '../src/service/pipeline.ts';
import { botMazeRequest, type Query } from '../src/service/query.ts';
import { LEVELS } from '../src/service/difficulty.ts';
import { games } from '../src/games/index.ts';
import { table } from './table.ts';
import { median, time } from './timing.ts';

/** The default bots' estimates are held within 2× of measured, either way (measured ÷ estimated in [0.5, 2]). */
const WITHIN = 2;
/** And meant to lie a little over what they measure: measured ÷ estimated in [1 / 1.6, 1], the deadline's side. */
const AIMED = [1 / 1.6, 1];
/** The other bots and the levels only must not be estimated far under: measured ÷ estimated at most this. */
const UNDER = 1 / 0.6;

const encoder = new TextEncoder();
/** A job as a worker runs it (service/worker.ts): the pipeline, then its bytes as they are moved to the main thread. */
async function asWorker(job: Job): Promise<Uint8Array> {
  const out = await runJob(job);
  return typeof out === 'string' ? encoder.encode(out) : fillsItsBuffer(out) ? out : out.slice();
}

/**
 * Median ms of `f`, warm: runs enough for about half a second (at least 3, at
 * most 40), after as many to warm up, so a job of a fraction of a millisecond
 * is timed as a busy worker runs it, not in its first runs.
 */
async function measured(f: () => unknown): Promise<number> {
  const first = await time(1, f);
  return time(Math.min(40, Math.max(3, Math.round(500 / first))), f);
}

const request = (game: AnyGame, format: Format, q: Query) => botMazeRequest(game, limitsFromEnv(games.values()), format, { seed: 'cost', ...q }).job;

/** The boards a plain GET is costed on: 10², the game's default, then 30², 100², 300², 1000², up to its largest. */
const sizesOf = (game: AnyGame) => [...new Set([10, game.about.size.default, 30, 100, 300, 1000])].filter((n) => n <= game.about.size.max).sort((a, b) => a - b);

const ratioText = (r: number) => r.toFixed(2);

/** One whole job's row: measured, estimated, measured ÷ estimated. */
async function jobRow(game: AnyGame, n: number, what: string, job: Job): Promise<{ row: string[]; ratio: number; estimated: number }> {
  const estimated = estimateMs(game, job);
  const ms = await measured(() => asWorker(job));
  const ratio = ms / estimated;
  return { row: [game.id, `${n}×${n}`, what, estimated.toFixed(estimated < 10 ? 2 : 0), ms.toFixed(ms < 10 ? 2 : 0), ratioText(ratio)], ratio, estimated };
}

const HEADER = ['game', 'size', 'bots, format', 'estimated ms', 'measured ms', 'measured / estimated'];

/**
 * What a plain GET /mazes/{game}.{format}?size=N plays: the default bots, no
 * level, each format and size. A "(play)" row is the bots' game and its mazes
 * alone, beside the bots' estimate (service/budget.ts, playMs), so that a
 * bot's figure can be told from a format's.
 */
export async function printDefaultBots(): Promise<void> {
  console.log('\ncost model, default bots (a plain GET): estimated against measured, whole jobs as a worker runs them');
  const rows = [HEADER];
  const ratios: { what: string; ratio: number; admitted: boolean }[] = [];
  const { maxCostMs } = limitsFromEnv(games.values());
  for (const game of games.values()) {
    const bot = game.profile.defaultBot;
    for (const n of sizesOf(game)) {
      const { source } = request(game, 'svg', { size: n }) as Job & { source: { kind: 'bots' } };
      if (source.kind !== 'bots') continue;
      const play = await measured(() => bookDocuments(game, source.params, { ...source, count: 1 }, null));
      const playEstimate = playMs(game, source.params, source.bots);
      rows.push([game.id, `${n}×${n}`, `${bot}, (play)`, playEstimate.toFixed(playEstimate < 10 ? 2 : 0), play.toFixed(play < 10 ? 2 : 0), ratioText(play / playEstimate)]);
      for (const format of FORMAT_NAMES) {
        const { row, ratio, estimated } = await jobRow(game, n, `${bot}, ${format}`, request(game, format, { size: n }));
        // A job estimated over the budget is refused before it runs: its figure is shown, and judged all the same.
        rows.push(estimated > maxCostMs ? [...row.slice(0, 5), `${row[5]} (refused)`] : row);
        ratios.push({ what: `${game.id} ${n}² ${format}`, ratio, admitted: estimated <= maxCostMs });
      }
    }
  }
  console.log(table(rows, 3));
  const all = ratios.map((r) => r.ratio);
  const sorted = [...ratios].sort((a, b) => a.ratio - b.ratio);
  const worst = [...sorted.slice(0, 3), ...sorted.slice(-3)].map((r) => `${r.what} ${ratioText(r.ratio)}`).join(', ');
  const within = all.every((r) => r >= 1 / WITHIN && r <= WITHIN);
  const aimed = all.filter((r) => r >= AIMED[0] && r <= AIMED[1]).length;
  console.log(
    `${within ? 'met' : 'NOT'}  default bots: measured / estimated within [${1 / WITHIN}, ${WITHIN}], ${all.length} jobs: ` +
      `min ${ratioText(Math.min(...all))}, median ${ratioText(median(all))}, max ${ratioText(Math.max(...all))}; ` +
      `${aimed} of ${all.length} a slight overestimate (${ratioText(AIMED[0])}–${ratioText(AIMED[1])}); lowest and highest: ${worst}`,
  );
}

/**
 * The other bots (random, greedy, the default, mcts) at one size a game, and
 * each difficulty level at the default size and 100², as SVG (a level's
 * estimate counts every attempt it may play, so it lies over a level met early).
 */
async function otherBots(): Promise<void> {
  console.log('\ncost model, other bots and difficulty levels: estimated against measured, whole jobs as a worker runs them');
  const rows = [HEADER];
  const ratios: { what: string; ratio: number }[] = [];
  const push = ({ row, ratio }: { row: string[]; ratio: number }) => {
    rows.push(row);
    ratios.push({ what: `${row[0]} ${row[1]} ${row[2]}`, ratio });
  };
  const SIZES: Record<string, number> = { 'polygonal-sections': 30, 'labyrinthine-loop': 100 };
  for (const game of games.values()) {
    const n = SIZES[game.id] ?? 300;
    for (const bot of new Set(['random', 'greedy', game.profile.defaultBot]))
      for (const format of FORMAT_NAMES) push(await jobRow(game, n, `${bot}, ${format}`, request(game, format, { size: n, bots: bot })));
    // The dear bot, whose cost grows faster than its board: halfway to its largest board, and at it where a game there is short.
    const largest = Math.floor(Math.sqrt(game.profile.bots.mcts.maxCells ?? 0));
    for (const m of largest > 10 ? [Math.round(largest / 2)] : [Math.round(largest / 2), largest]) push(await jobRow(game, m, 'mcts, svg', request(game, 'svg', { size: m, bots: 'mcts' })));
    for (const m of [...new Set([game.about.size.default, 100])].filter((s) => s <= game.about.size.max))
      for (const level of LEVELS) push(await jobRow(game, m, `${level} level, svg`, request(game, 'svg', { size: m, difficulty: level })));
  }
  console.log(table(rows, 3));
  const highest = [...ratios].sort((a, b) => b.ratio - a.ratio).slice(0, 3);
  const under = ratios.every((r) => r.ratio <= UNDER);
  console.log(`${under ? 'met' : 'NOT'}  other bots and levels: measured / estimated ≤ ${ratioText(UNDER)} (no estimate far under); highest: ${highest.map((r) => `${r.what} ${ratioText(r.ratio)}`).join(', ')}`);
}

export async function printCostModel(): Promise<void> {
  await printDefaultBots();
  await otherBots();
}
