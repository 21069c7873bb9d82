/**
 * npm run bench: simple-maze at 100×100, 300×300 and 1000×1000. Times a full
 * game between random bots with every move rule-checked plus maze extraction
 * (as for SVG and PDF, and again keeping the move log, as for JSON),
 * verification of the posted log (JSON in, every move parsed and checked), and
 * SVG and PDF rendering; prints ns per cell and the ratio to the DFS baseline
 * measured in the same process, and the SVG's bytes per cell.
 */
import { performance } from 'node:perf_hooks';
import { playGame, replay } from '../src/core/play.ts';
import { Rng } from '../src/core/rng.ts';
import { simpleMaze } from '../src/games/simple-maze/index.ts';
import { pdf } from '../src/render/pdf.ts';
import { svg } from '../src/render/svg.ts';
import { dfsMaze } from './baseline.ts';

const SIZES = [100, 300, 1000];

/** Median wall time in ms of `runs` runs after as many warm-up runs (so the JIT has settled). */
async function time(runs: number, f: () => unknown): Promise<number> {
  for (let i = 0; i < runs; i++) await f();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await f();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

const rows: string[][] = [['size', 'measure', 'ms', 'ns/cell', '× baseline']];
for (const n of SIZES) {
  const cells = n * n;
  const runs = n >= 1000 ? 3 : 7;
  const params = { width: n, height: n };
  const baseline = await time(runs, () => dfsMaze(n, n, new Rng('bench')));
  const row = (what: string, ms: number, extra = '') => {
    rows.push([`${n}×${n}`, what, ms.toFixed(1), ((ms * 1e6) / cells).toFixed(1), extra || (ms / baseline).toFixed(2)]);
  };
  row('baseline: DFS maze on typed arrays', baseline, '1.00');

  const bots = () => [1, 2].map((p) => simpleMaze.bots.random.make(new Rng('bench').derive(`player-${p}`)));
  row('game (random bots, checked) + maze', await time(runs, () => simpleMaze.mazes(playGame(simpleMaze, params, bots(), false).state)));
  let played = playGame(simpleMaze, params, bots());
  row('  the same, keeping the move log (JSON)', await time(runs, () => {
    played = playGame(simpleMaze, params, bots());
    return simpleMaze.mazes(played.state);
  }));
  const posted = JSON.stringify(played.moves);
  row('verify posted log (parse + replay)', await time(runs, () => replay(simpleMaze, params, JSON.parse(posted))));

  const [maze] = simpleMaze.mazes(played.state);
  let text = '';
  const svgOptions = { title: 'bench', description: 'bench', solution: true, cell: 16, stroke: 2 };
  row('SVG (with solution)', await time(runs, () => (text = svg(maze, svgOptions))));
  rows.push([`${n}×${n}`, 'SVG size', `${(text.length / 1024).toFixed(0)} KiB`, `${(text.length / cells).toFixed(2)} B/cell`, '']);
  const page = { maze, title: 'bench', subtitle: 'bench', footer: '/bench' };
  row('PDF (one page)', await time(runs, () => pdf([page], { paper: 'a4', solution: false })));
}

const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
for (const r of rows) console.log(r.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '));
