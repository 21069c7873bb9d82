/**
 * Admission by cost. Before any work starts, a request's compute is estimated
 * from what the games declare: board units (a shaped board's squares) × boards (rounds) × the bots'
 * nanoseconds per unit plus the format's drawing cost per unit, × the mazes of
 * a book (a PDF also its document and each maze drawn); a posted log by its
 * bytes, and at least by the board it names.
 * Over the budget is a 400 that says by how much and how to stay under it.
 * `npm run bench` prints these estimates beside measured times, so the
 * figures can be kept honest.
 */
import { playsBoard, type BaseParams } from '../core/game.ts';
import { regionSquares } from '../core/region.ts';
import { boardCount, type AnyGame } from './game.ts';
import { answersPerPage, MIN_PAGES } from '../render/book-layout.ts';
import { FORMATS } from './formats.ts';
import { countedMs, levelAttempts, playMs } from './budget.ts';
import { CODES_ABOVE } from './mazes.ts';
import { comparedIn } from './likeness.ts';
import { games as registry } from '../games/index.ts';
import { findGame } from './find-game.ts';
import type { BookSource, BotSource, Job } from './job.ts';
import type { Format } from './formats.ts';
import type { Limits } from './limits.ts';
import { pngPixels, type PictureBoard, type PictureOptions } from './output.ts';
import type { OutputOptions } from './options.ts';
import { badRequest } from './request-error.ts';

/** Nanoseconds per byte of a posted log: parsing and replaying it, and drawing its maze. */
const LOG_NS_PER_BYTE = { verdict: 60, maze: 150 };
/** Nanoseconds a PNG pixel costs to fill and encode, beyond drawing the SVG and its strokes (the png draw cost). */
const PNG_NS_PER_PIXEL = 41;

/** Milliseconds a game costs beyond its board units: its bots made, its mazes built and described, its output begun. */
const GAME_MS = 0.2;

/**
 * Nanoseconds a move that a JSON's log adds where it is written in the game's
 * notation rather than as codes (a log of CODES_ABOVE moves or fewer, or one
 * asked for as moves), for a game with codes; a board unit is taken for a move.
 */
const MOVES_NS = 900;

/**
 * Milliseconds a PDF costs beyond its board units: the document with its
 * fonts, each page, each maze drawn (its place, label, answer), and a book's
 * closing page beyond a page (how to make the book again). Books of fifty 2×2
 * simple-mazes with answers: one a page (63 pages, 100 drawings) 281–476 ms,
 * sixteen a page (6 pages) 113–188 ms; five 8-player, 10-round
 * labyrinthine-loop games (400 mazes, 500 pages, 800 drawings) 3.0–3.2 s. A
 * page and a drawing were once costed as one (1.5 ms a maze), and long books
 * ran past the deadline they were admitted under.
 */
const PDF_MS = { document: 14, page: 5, drawing: 2, closing: 12 };

/** What a job's estimate needs of its drawing options: a PNG's pixels, and a PDF's pages and whether it draws every maze twice (answers). */
export type CostOptions = PictureOptions & Pick<OutputOptions, 'solution' | 'answers' | 'perPage' | 'pad' | 'colors' | 'log'>;

/** Nanoseconds a board unit costs to draw in a format: the game's own figure or the format's, and that of the format it is drawn from (a PNG's SVG). */
function drawNs(game: AnyGame, format: Format): number {
  const { drawNs: own, drawnFrom } = FORMATS[format];
  return (game.profile.drawCost?.[format] ?? own) + (drawnFrom ? drawNs(game, drawnFrom) : 0);
}

function botGameMs(game: AnyGame, params: BaseParams, bots: readonly string[], format: Format, count: number, picture: CostOptions): number {
  const boards = boardCount(game, params);
  const games = FORMATS[format].book ? count : 1;
  const units = regionSquares(params) * boards;
  const gameMs = (GAME_MS + playMs(game, params, bots) + (units * (drawNs(game, format) + (format === 'json' ? logNs(game, units, picture.log) : 0))) / 1e6) * games;
  return gameMs + ownMs(game, format, params, games * boards, picture);
}

/** What a JSON's log adds a board unit: MOVES_NS where it is written as moves, as it is by default up to CODES_ABOVE (mazes.ts). */
const logNs = (game: AnyGame, units: number, form: OutputOptions['log']) => (game.rules.codes && (form ?? (units > CODES_ABOVE ? 'codes' : 'moves')) === 'moves' ? MOVES_NS : 0);

/** What a format costs beyond drawing its board units: a PNG's pixels (pngMs), a PDF's pages (pdfMs). */
function ownMs(game: AnyGame, format: Format, board: PictureBoard, mazes: number, options: CostOptions): number {
  const own = FORMATS[format].ownCost;
  if (own === 'pixels') return board.width * board.height > 0 ? pngMs(game, board, options) : 0;
  return own === 'pages' ? pdfMs(mazes, options) : 0;
}

/** A PNG's own cost: its pixels (a shaped board's by its box), and its move numbers where drawn. */
const pngMs = (game: AnyGame, board: PictureBoard, picture: CostOptions) =>
  (pngPixels(board, picture) * PNG_NS_PER_PIXEL + (picture.numbers && picture.colors ? board.width * board.height * (game.profile.numbersCost ?? 0) : 0)) / 1e6;

/** A PDF's own cost for `mazes` mazes, `perPage` a page: its pages (a closing page, notes to pad it), each maze drawn as a puzzle, an answer or both. */
function pdfMs(mazes: number, options: Pick<OutputOptions, 'answers' | 'perPage' | 'pad'>): number {
  const { answers } = options;
  const pages = (mazesAPage: number) => Math.ceil(mazes / mazesAPage);
  const puzzles = answers === 'only' ? 0 : pages(options.perPage);
  const key = answers === 'none' ? 0 : pages(answersPerPage(options.perPage));
  const total = puzzles + key + (mazes > 1 ? 1 : 0);
  const padded = options.pad ? Math.max(MIN_PAGES, total + (total % 2)) : total;
  return PDF_MS.document + padded * PDF_MS.page + (mazes > 1 ? PDF_MS.closing : 0) + mazes * (answers === 'back' ? 2 : 1) * PDF_MS.drawing;
}

/** Estimated milliseconds of compute for a job. */
export function estimateMs(game: AnyGame, job: Job, games: ReadonlyMap<string, AnyGame> = registry): number {
  const { source, output } = job;
  if (source.kind === 'log') {
    const data = output === 'verdict' || output === 'move';
    const [width, height] = postedBoard(source.body, source.maxSide);
    const units = width * height;
    // At least what its bytes cost, and at least a board's worth of work (a verdict's position, or the maze drawn):
    // a short log can name a large board, and a few moves can finish a game (polygonal-sections).
    const boardNs = drawNs(game, data ? 'json' : output);
    // The posted board's region is not known before its log is read: the whole board, which frames any region of it.
    const own = data ? 0 : ownMs(game, output, { width, height }, 1, job.options);
    const replayMs = Math.max(source.body.length * LOG_NS_PER_BYTE[data ? 'verdict' : 'maze'], units * boardNs) / 1e6 + own;
    const bot = output === 'move' && job.next && Object.hasOwn(game.profile.bots, job.next.bot) ? game.profile.bots[job.next.bot] : undefined;
    if (!bot) return replayMs;
    // A bot's cost per board unit is about a move's (a game is about a move a unit), ×16 for the hardest point of a game.
    return replayMs + (16 * bot.cost(Math.min(bot.maxCells ?? Infinity, Math.max(4, units)))) / 1e6;
  }
  if (output === 'verdict' || output === 'move') throw new Error('a verdict needs a posted log');
  if (source.kind === 'book') return bookMs(games, source, job.options);
  return botSourceMs(game, source, output, job.options);
}

/**
 * A posted book's estimate: each section costed as a GET's PDF of its mazes
 * (its JSON too: writing a maze costs about what drawing it does), a ramp's
 * at its dearest level.
 */
function bookMs(games: ReadonlyMap<string, AnyGame>, { sections }: BookSource, options: OutputOptions): number {
  return sections.reduce((sum, { game: id, ramp, ...section }) => {
    const game = findGame(games, id);
    const levels = ramp ?? [section.difficulty];
    const picture = { ...options, perPage: section.perPage };
    return sum + Math.max(...levels.map((difficulty) => botSourceMs(game, { kind: 'bots', ...section, difficulty }, 'pdf', picture)));
  }, 0);
}

/**
 * The board a posted log names, as the first "width" and "height" in its
 * bytes say, each within the size limit: read before the log is parsed, for
 * its cost; 0 where either is missing. The worker holds the parsed log to it
 * (pipeline.ts), so that a log cannot name one board here and play another
 * ("wi\u0064th", or a second "width").
 */
export function postedBoard(body: Uint8Array, maxSide: number): [number, number] {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const side = (key: string) => {
    const at = bytes.indexOf(`"${key}"`);
    const digits = at < 0 ? null : /^\s*:\s*(\d{1,9})/.exec(bytes.toString('latin1', at + key.length + 2, at + key.length + 34));
    return digits ? Math.min(Number(digits[1]), maxSide) : 0;
  };
  const [width, height] = [side('width'), side('height')];
  return width > 0 && height > 0 ? [width, height] : [0, 0];
}

/**
 * A bot game's estimate: a difficulty level may play every attempt, each with
 * the dearest of its line-ups, and draw one a maze. Each attempt is scored too
 * (its maze's statistics), which a plain game is not: the attempts past the
 * first are costed as the level's budget counts them (countedMs) where that
 * is dearer than the bots' estimate.
 */
function botSourceMs(game: AnyGame, source: BotSource, format: Format, picture: CostOptions): number {
  const { params, count, difficulty } = source;
  const dearest = (cost: (bots: readonly string[]) => number) => Math.max(...(difficulty?.tries ?? [source.bots]).map(cost));
  const drawn = dearest((bots) => botGameMs(game, params, bots, format, count, picture));
  if (!difficulty) return drawn;
  const mazes = FORMATS[format].book ? count : 1;
  return drawn + (levelAttempts(game, params, difficulty.tries, comparedIn(params, mazes)) - 1) * mazes * dearest((bots) => Math.max(playMs(game, params, bots), countedMs(game, params, bots)));
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
/** An estimate in words: a tenth of a second at the least, not "about 0.0 s". */
const about = (ms: number) => (ms < 50 ? 'under 0.1 s' : `about ${seconds(ms)}`);

/** The job's estimated cost, or a 400 when it is over the budget in force. */
export function admit(game: AnyGame, job: Job, limits: Pick<Limits, 'maxCostMs'>, games: ReadonlyMap<string, AnyGame> = registry): number {
  const ms = estimateMs(game, job, games);
  if (ms <= limits.maxCostMs) return ms;
  const ways =
    job.source.kind === 'bots' && job.output !== 'verdict' && job.output !== 'move'
      ? cheaperWays(game, job.source, job.output, limits.maxCostMs, job.options)
      : [job.source.kind === 'book' ? 'fewer or smaller mazes' : 'a shorter log'];
  throw badRequest(
    `this request would take ${about(ms)} of compute, over the limit of ${seconds(limits.maxCostMs)} a request (MAX_COST_MS); to stay under it, ask for ${ways.join(', or ')}`,
    [{ path: { bots: 'size', book: 'sections', log: 'body' }[job.source.kind], message: `estimated ${Math.round(ms)} ms, limit ${limits.maxCostMs} ms` }],
  );
}

/** What would fit the budget: a smaller square board, cheaper bots, fewer mazes; each costed as the request is (a level's every attempt too). */
function cheaperWays(game: AnyGame, source: BotSource, format: Format, budget: number, picture: CostOptions): string[] {
  const { params, bots, count } = source;
  const cost = (change: Partial<BotSource>) => {
    // Bots named instead are the only line-up a level then tries.
    const difficulty = source.difficulty && change.bots ? { ...source.difficulty, tries: [change.bots] } : source.difficulty;
    return botSourceMs(game, { ...source, ...change, difficulty }, format, picture);
  };
  const ways: string[] = [];
  // The estimate grows with the side, so the largest side that fits is found by bisection.
  let [lo, hi] = [1, Math.max(params.width, params.height)];
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (cost({ params: { ...params, width: mid, height: mid } }) <= budget) lo = mid;
    else hi = mid - 1;
  }
  if (lo >= 2 && lo < Math.max(params.width, params.height)) ways.push(`a board of at most ${lo}×${lo}`);
  // Bots that play this board, that is (perfect players stop at a few cells).
  for (const name of Object.keys(game.profile.bots)) {
    if (bots.every((b) => b === name) || !playsBoard(game.profile.bots[name], params)) continue;
    const ms = cost({ bots: bots.map(() => name) });
    if (ms <= budget) ways.push(`bots=${name} (${about(ms)})`);
  }
  const one = cost({ count: 1 });
  if (count > 1 && one <= budget) ways.push(`count=${Math.floor(budget / one)} or fewer`);
  if (ways.length === 0) ways.push('a smaller board');
  return ways;
}
