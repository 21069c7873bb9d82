/**
 * npm run bench: after playing every game once, as a worker has (see below),
 * for simple-maze and labyrinth at 100×100, 300×300 and
 * 1000×1000, times a full game with every move rule-checked plus maze
 * extraction, between the game's default bots (what a GET plays; with and
 * without the statistics, which only a JSON answer reads) and between random bots, beside a bare DFS and the npm package generate-maze; the same
 * keeping the move log (as for JSON); and verification of the posted log, as
 * moves and as codes (JSON in, every move parsed and checked). Then the other
 * games' default bots as a GET plays them, per board unit beside the DFS, at
 * the sizes each game allows, with what bounds the two far above it from below (a bare
 * depth-first tree on the loop game's board; sections between random bots, and its sections built alone); the line game's default bots per move; SVG and
 * PDF rendering of the default bots' simple-maze (the PDF beside pdfkit alone drawing the same wall runs),
 * then of the other games' largest mazes, per board unit.
 * Prints ns per cell and the ratio to the DFS baseline, timed beside each row
 * run for run, and each SVG's bytes per unit with what a byte cost to make. Then whole GETs at the size limits,
 * as a worker runs them, and the speed aims beside this run's figures; shaped boards (a circle, a text) per unit
 * beside the square of the same box (shapes.ts). Last, the cost model admission uses
 * (src/service/cost.ts): its estimate beside the measured time of the same
 * whole job, per game, bot and format, so the declared costs can be kept honest.
 */
import generateMaze from 'generate-maze';
import PDFDocument from 'pdfkit';
import { seatBots } from '../src/bots/seat.ts';
import type { Segments } from '../src/core/segments.ts';
import { chainSegments } from '../src/render/path-chains.ts';
import { type BaseParams } from '../src/core/game.ts';
import { boardCount, type AnyGame } from '../src/service/game.ts';
import type { Maze } from '../src/core/maze.ts';
import { codesOf, movesOf, playGame } from '../src/core/play.ts';
import { Rng } from '../src/core/rng.ts';
import { bidirectionalLine } from '../src/games/bidirectional-line/index.ts';
import { drawnCount } from '../src/games/bidirectional-line/rules.ts';
import { labyrinth } from '../src/games/labyrinth/index.ts';
import { labyrinthineLoop } from '../src/games/labyrinthine-loop/index.ts';
import { polygonalSections } from '../src/games/polygonal-sections/index.ts';
import { simpleMaze } from '../src/games/simple-maze/index.ts';
import { pdf } from '../src/render/pdf.ts';
import { svg } from '../src/render/svg.ts';
import { games } from '../src/games/index.ts';
import type { Format } from '../src/service/formats.ts';
import { limitsFromEnv } from '../src/service/limits.ts';
import { outputOptions } from '../src/service/options.ts';
import { runJob } from '../src/service/pipeline.ts';
import { botMazeRequest } from '../src/service/query.ts';
import { buildSections } from '../src/games/polygonal-sections/sections.ts';
import { dfsMaze, kingDfsTree } from './baseline.ts';
import { printCostModel } from './cost-model.ts';
import { printShapes } from './shapes.ts';
import { table } from './table.ts';
import { median, samples, time } from './timing.ts';
import { playEveryGame } from './warm.ts';

const SIZES = [100, 300, 1000];

/** pdfkit with nothing else: one A4 page, the walls chained into runs as the PDF surface chains them, one stroke. */
function barePdf(walls: Segments, side: number): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, compress: true });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.addPage({ size: 'A4', margin: 36 });
  const k = 520 / side;
  chainSegments(walls, {
    moveTo: (x, y) => doc.moveTo(36 + k * x, 36 + k * y),
    lineTo: (x, y) => doc.lineTo(36 + k * x, 36 + k * y),
    segment: (x1, y1, x2, y2) => doc.moveTo(36 + k * x1, 36 + k * y1).lineTo(36 + k * x2, 36 + k * y2),
  });
  doc.lineWidth(0.4).stroke();
  doc.end();
  return done;
}

const SVG_OPTIONS = { title: 'bench', description: 'bench', solution: true, colors: false, numbers: false, cell: 16, stroke: 2 };

/** The mazes of one game between the game's default bots, as a GET plays it. */
const defaultMaze = (game: AnyGame, params: BaseParams) => game.rules.mazes(playGame(game.rules, params, seatBots(game.profile, [game.profile.defaultBot, game.profile.defaultBot], new Rng('draw')), false).state) as Maze[];

const onePagePdf = (maze: Maze) =>
  pdf(
    { title: 'bench', titlePage: false, sections: [{ name: 'bench', instruction: 'bench', perPage: 1, mazes: [{ maze, label: 'Maze 1' }] }], remake: { words: 'bench' } },
    { paper: 'a4', bleed: false, pad: false, answers: 'none', solution: false, colors: false, numbers: false },
  );

const rows: string[][] = [['game', 'size', 'measure', 'ms', 'ns/cell', '× baseline']];
/** The figures the speed aims are judged by (printAims), by what and where they measure: ns a unit, and the ratio to the DFS where there is one. */
const seen = new Map<string, { ns: number; ratio: number }>();
/** An SVG's size row: its bytes a board unit, and what a byte cost to make, drawn at `nsPerUnit`. */
const sizeRow = (id: string, n: number, bytes: number, units: number, unit: string, nsPerUnit: number) =>
  rows.push([id, `${n}×${n}`, `SVG size, ${((nsPerUnit * units) / bytes).toFixed(1)} ns a byte`, `${(bytes / 1024).toFixed(0)} KiB`, `${(bytes / units).toFixed(2)} B/${unit}`, '']);
/** A time in ms, and in ns a cell. */
const figures = (ms: number, cells: number) => [ms.toFixed(1), ((ms * 1e6) / cells).toFixed(1)];
playEveryGame();

for (const n of SIZES) {
  const cells = n * n;
  // Seven runs, and so seven ratios, after as many to warm up; at 100², 21 of each. A small game is still being
  // compiled for its first dozen runs (a labyrinth 100² game: 2–19× the DFS in its first ten, then 2.8–3.5×), and
  // 21 runs there cost less than 7 at 300².
  const runs = n <= 100 ? 21 : 7;
  const params = { width: n, height: n };
  const dfs = () => dfsMaze(n, n, new Rng('bench'));
  rows.push(['', `${n}×${n}`, 'baseline: DFS maze on typed arrays', ...figures(await time(runs, dfs), cells), '1.00']);
  /**
   * A row timed beside the DFS, run for run: its ratio is the median of the
   * runs' ratios. The machine's speed drifts within one bench (the same DFS
   * took 37 to 71 ns a cell in one day), and a ratio to a baseline timed
   * minutes before swung by a fifth between runs of the bench.
   */
  const measure = async (game: string, what: string, f: () => unknown, times = runs, units = cells, kept?: string) => {
    const [ms, base] = await samples(times, f, dfs);
    const ratio = median(ms.map((t, i) => (t / units / base[i]) * cells));
    rows.push([game, `${n}×${n}`, what, ...figures(median(ms), units), ratio.toFixed(2)]);
    if (kept) seen.set(`${kept} ${game} ${n}`, { ns: (median(ms) * 1e6) / units, ratio });
  };
  // What a user would npm install instead (Eller's algorithm, cells as objects); slow, so timed once.
  await measure('generate-maze', 'npm generate-maze 1.1.0', () => generateMaze(n, n, true, 1), n >= 1000 ? 1 : 3, cells, 'game');

  for (const game of [simpleMaze, labyrinth] as AnyGame[]) {
    const bots = (name: string) => seatBots(game.profile, [name, name], new Rng('bench'));
    for (const name of [game.profile.defaultBot, 'random'])
      await measure(game.id, `game (${name} bots${name === game.profile.defaultBot ? ', as GET' : ''}, checked) + maze`, () => game.rules.mazes(playGame(game.rules, params, bots(name), false).state), runs, cells, name === game.profile.defaultBot ? 'game' : undefined);
    // A drawing reads neither the statistics beyond the way's nor the wall runs (it chains the walls' unit steps);
    // a JSON answer reads both and the solution's points, and a difficulty level the statistics.
    await measure(game.id, '  the same, and its statistics, wall runs and solution (JSON)', () => {
      const [maze] = game.rules.mazes(playGame(game.rules, params, bots(game.profile.defaultBot), false).state) as Maze[];
      // The wall runs as a JSON answer reads them: counted for its buffer, then listed as they are written.
      return [maze.stats.difficulty, maze.style === 'walls' && (maze.walls.each(() => {}), maze.walls.length), maze.solution.length];
    });
    let played = playGame(game.rules, params, bots(game.profile.defaultBot));
    await measure(game.id, '  the same, keeping the move log (JSON)', () => {
      played = playGame(game.rules, params, bots(game.profile.defaultBot));
      return game.rules.mazes(played.state);
    });
    // As a POST /verify runs in a worker: the body's bytes in, the verdict out.
    const verify = (log: object) => {
      const body = new TextEncoder().encode(JSON.stringify({ ...params, ...log }));
      return () => runJob({ game: game.id, source: { kind: 'log', body, maxSide: n }, output: 'verdict', options: outputOptions({}) });
    };
    await measure(game.id, 'verify posted log of moves (parse + replay)', verify({ moves: movesOf(game.rules, played.state, played.log) }), runs, cells, 'verify moves');
    await measure(game.id, 'verify posted log of codes (parse + replay)', verify({ codes: codesOf(game.rules, played.state, played.log) }), runs, cells, 'verify codes');
  }

  // The other games as a GET plays them, on boards this big where they go so far: per board unit (dot or square) of every board, beside the DFS.
  for (const game of [labyrinthineLoop, bidirectionalLine, polygonalSections] as AnyGame[]) {
    if (game.about.size.max < n) continue;
    const gameParams = game.rules.params({ maxSide: n }).parse({ width: n, height: n });
    const bots = () => seatBots(game.profile, [game.profile.defaultBot, game.profile.defaultBot], new Rng('bench'));
    const boards = boardCount(game, gameParams);
    const what = `game (${game.profile.defaultBot} bots, as GET, checked) + mazes, per ${game.about.size.unit.replace(/s$/, '')}${boards > 1 ? ` of ${boards} boards` : ''}`;
    await measure(game.id, what, () => game.rules.mazes(playGame(game.rules, gameParams, bots(), false).state), runs, boards * cells, 'game');
  }
  // Floors under the two games far above the 3× aim: what their boards and rules ask of any game, whoever plays it.
  if (n <= labyrinthineLoop.about.size.max) {
    const boards = boardCount(labyrinthineLoop, labyrinthineLoop.rules.params({ maxSide: n }).parse(params));
    const trees = () => Array.from({ length: boards }, (_, i) => kingDfsTree(n, n, new Rng(`bench-${i}`)));
    await measure(labyrinthineLoop.id, '  floor: a bare depth-first tree on its board (king moves, typed arrays)', trees, runs, boards * cells, 'floor tree');
  }
  if (n <= polygonalSections.about.size.max) {
    const sectionsParams = polygonalSections.rules.params({ maxSide: n }).parse(params);
    const bots = (name: string) => seatBots(polygonalSections.profile, [name, name], new Rng('bench'));
    await measure(polygonalSections.id, '  floor: game (random bots, checked) + mazes', () => polygonalSections.rules.mazes(playGame(polygonalSections.rules, sectionsParams, bots('random'), false).state), runs, cells, 'floor random');
    const { segments } = playGame(polygonalSections.rules, sectionsParams, bots(polygonalSections.profile.defaultBot), false).state as { segments: number[] };
    await measure(polygonalSections.id, '  floor: its sections alone, built from the default game’s segments', () => buildSections(n, n, segments), runs, cells, 'floor sections');
  }

  // The line game's length is up to the bots, so it is measured per move, over seeded games.
  const line = bidirectionalLine.profile.defaultBot;
  let lineMoves = 0;
  const lineMs = await time(runs, () => {
    lineMoves = 0;
    for (let i = 0; i < 20; i++) {
      const bots = seatBots(bidirectionalLine.profile, [line, line], new Rng(`line-${i}`));
      lineMoves += drawnCount(playGame(bidirectionalLine.rules, params, bots, false).state);
    }
  });
  rows.push(['bidirectional-line', `${n}×${n}`, `20 ${line} games, ${lineMoves} moves`, lineMs.toFixed(1), `${((lineMs * 1e6) / lineMoves).toFixed(0)} ns/move`, '']);

  // Drawing what a GET draws: the default bots' maze.
  const [maze] = defaultMaze(simpleMaze, params);
  let bytes: Uint8Array = new Uint8Array(0);
  await measure('simple-maze', 'SVG (with solution), its bytes', () => (bytes = svg(maze, SVG_OPTIONS)), runs, cells, 'svg');
  sizeRow('simple-maze', n, bytes.length, cells, 'cell', seen.get(`svg simple-maze ${n}`)?.ns ?? NaN);
  await measure('simple-maze', 'PDF (one page)', () => onePagePdf(maze), runs, cells, 'pdf');
  await measure('simple-maze', '  pdfkit alone drawing the same wall runs', () => (maze.style === 'walls' ? barePdf(maze.walls, n) : null), runs, cells, 'pdfkit');
}

// Drawing the other games' largest mazes (default bots), per board unit: the same budget as a grid maze's cell.
/** The other games' largest mazes as drawn: each game at the largest size it goes to, up to 1000². */
const LARGEST_DRAWN = [['labyrinth', 1000], ['labyrinthine-loop', 300], ['bidirectional-line', 1000], ['polygonal-sections', 100]] as const;
for (const [id, n] of LARGEST_DRAWN) {
  const game = games.get(id) as AnyGame;
  const params = game.rules.params({ maxSide: n }).parse({ width: n, height: n });
  const mazes = defaultMaze(game, params);
  const units = n * n * mazes.length;
  const formats: [string, string, (m: Maze) => unknown][] = [['svg', 'SVG (with solution)', (m) => svg(m, SVG_OPTIONS)], ['pdf', 'PDF (one page)', onePagePdf]];
  for (const [kept, format, draw] of formats) {
    const drawAll = () => Promise.all(mazes.map(draw));
    // Runs enough for about a third of a second (at least 3, at most 200), after as many to warm up: a drawing of a
    // few milliseconds is timed as a busy worker draws it, with the JIT settled, not in its first runs.
    const first = await time(1, drawAll);
    const ms = await time(Math.min(200, Math.max(3, Math.round(300 / first))), drawAll);
    const unit = game.about.size.unit.replace(/s$/, '');
    rows.push([id, `${n}×${n}`, `${format}${mazes.length > 1 ? `, ${mazes.length} mazes` : ''}`, ms.toFixed(1), `${((ms * 1e6) / units).toFixed(1)} ns/${unit}`, '']);
    seen.set(`${kept} ${id} ${n}`, { ns: (ms * 1e6) / units, ratio: NaN });
    if (kept !== 'svg') continue;
    // What the SVG aim is up against: how many bytes a unit a game's drawing takes, and what each costs to make.
    sizeRow(id, n, mazes.reduce((sum, m) => sum + svg(m, SVG_OPTIONS).length, 0), units, unit, (ms * 1e6) / units);
  }
}

// polygonal-sections: how a whole game (both phases, sections, maze) grows with the board.
for (const n of [10, 20, 40, 80]) {
  const params = polygonalSections.rules.params({ maxSide: 100 }).parse({ width: n, height: n });
  for (const bot of [polygonalSections.profile.defaultBot, 'random']) {
    const bots = () => seatBots(polygonalSections.profile, [bot, bot], new Rng('poly'));
    const ms = await time(3, () => polygonalSections.rules.mazes(playGame(polygonalSections.rules, params, bots(), false).state));
    rows.push(['polygonal-sections', `${n}×${n}`, `game + maze (${bot} bots)`, ms.toFixed(1), `${((ms * 1e6) / (n * n)).toFixed(0)} ns/square`, '']);
  }
}

const print = (rows: string[][]) => console.log(table(rows, 3));
print(rows);

// Whole GETs at the size limits, default bots, as a worker runs them (seeded, so one game each).
console.log('\nwhole GETs at the size limits (default bots, one run each after one warm-up)');
const LARGEST: [string, number, string[]][] = [
  ['simple-maze', 1000, ['svg', 'pdf', 'json']],
  ['labyrinth', 1000, ['svg', 'pdf', 'json']],
  ['labyrinthine-loop', 300, ['svg']],
  ['bidirectional-line', 1000, ['svg']],
  ['polygonal-sections', 100, ['svg']],
];
const largestRows: string[][] = [['game', 'size', 'format', 'ms', 'bytes']];
for (const [id, n, formats] of LARGEST) {
  const game = games.get(id) as AnyGame;
  for (const format of formats) {
    const { job } = botMazeRequest(game, limitsFromEnv(games.values()), format as Format, { size: n, seed: 'largest' });
    let bytes = 0;
    const ms = await time(1, async () => (bytes = (await runJob(job)).length));
    largestRows.push([id, `${n}×${n}`, format, ms.toFixed(0), String(bytes)]);
    // A whole request: its ns, not a unit's.
    seen.set(`get ${id} ${n} ${format}`, { ns: ms * 1e6, ratio: NaN });
  }
}
print(largestRows);
printAims();
await printShapes();

await printCostModel();

/**
 * The speed aims (what the default bots, rendering and verification are held
 * to), each beside the figures of this run it is judged by: the sizes each
 * game goes to among 300² and 1000² (polygonal-sections: its largest, 100²),
 * as a GET plays and draws them. A figure the run did not make is NaN, and
 * fails its aim.
 */
function printAims(): void {
  const ns = (key: string) => seen.get(key)?.ns ?? NaN;
  const ratio = (key: string) => seen.get(key)?.ratio ?? NaN;
  console.log('\nspeed aims: met or not, and the figures of this run');
  // Each figure as [what, value, whether it meets the aim].
  const aim = (text: string, figures: [string, number, boolean][]) => {
    const shown = figures.map(([what, v]) => `${what} ${v < 10 ? v.toFixed(2) : v.toFixed(0)}`).join(', ');
    console.log(`${figures.every(([, , ok]) => ok) ? 'met' : 'NOT'}  ${text}: ${shown}`);
  };
  const grids = ['simple-maze', 'labyrinth'];
  const gameKey = (id: string, n: number) => `game ${id} ${n}`;
  // Every game at 300² and 1000² where it goes so far, polygonal-sections at its largest.
  const played = [...games.values()].flatMap((game) => (game.about.size.max < 300 ? [game.about.size.max] : [300, 1000].filter((n) => n <= game.about.size.max)).map((n) => [game.id, n] as const));
  aim('default bots: game + maze ≤ 3× the DFS a unit', played.map(([id, n]) => [`${id} ${n}²`, ratio(gameKey(id, n)), ratio(gameKey(id, n)) <= 3]));
  // Under the figures out of reach, what no bot's game escapes (the floor rows above).
  const FLOORS: Record<string, string> = { tree: 'a bare king-move DFS', random: 'random bots', sections: 'its sections built alone' };
  const floors = [...seen].flatMap(([key, f]) => {
    const [kind, what, id, n] = key.split(' ');
    return kind === 'floor' ? [`${id} ${n}² ${FLOORS[what]} ${f.ratio < 10 ? f.ratio.toFixed(2) : f.ratio.toFixed(0)}`] : [];
  });
  if (floors.length > 0) console.log(`       what any game there costs, × the DFS: ${floors.join('; ')}`);
  aim('linear: ns a cell at 1000² ≤ 1.3× at 100²', [...grids, 'bidirectional-line'].map((id) => {
    const r = ns(gameKey(id, 1000)) / ns(gameKey(id, 100));
    return [id, r, r <= 1.3];
  }));
  // By ns a cell: the DFS timed beside generate-maze runs among the millions of objects it leaves, and slows down.
  aim('≥ 50× faster than generate-maze at 1000²', grids.map((id) => {
    const r = ns(gameKey('generate-maze', 1000)) / ns(gameKey(id, 1000));
    return [id, r, r >= 50];
  }));
  const drawn = [['simple-maze', 1000], ...LARGEST_DRAWN].map(([id, n]) => `svg ${id} ${n}`);
  aim('SVG ≤ 30 ns a unit, each game at its largest', drawn.map((key): [string, number, boolean] => [key.slice(4), ns(key), ns(key) <= 30]));
  // As the ratio of their ratios to the DFS, each timed beside it: the machine's speed drifts between rows.
  const pdfRatio = ratio('pdf simple-maze 1000') / ratio('pdfkit simple-maze 1000');
  aim('PDF of a 1000² page ≤ 2× pdfkit alone', [['simple-maze', pdfRatio, pdfRatio <= 2]]);
  aim('verify ≤ 300 ns a move (a cell) at 1000²', grids.flatMap((id) => ['moves', 'codes'].map((kind): [string, number, boolean] => [`${id} ${kind}`, ns(`verify ${kind} ${id} 1000`), ns(`verify ${kind} ${id} 1000`) <= 300])));
  const gets = [...seen].filter(([key]) => key.startsWith('get ')).map(([, f]) => f.ns / 1e6);
  const slowest = gets.length > 0 ? Math.max(...gets) : NaN;
  aim('whole GETs at the size limits < 1 s', [['slowest, ms', slowest, slowest < 1000]]);
}
