/** A maze document as the bytes of each format. */
import type { AnyGame } from './game.ts';
import type { Maze } from '../core/maze.ts';
import { marginFor } from '../render/draw.ts';
import type { BookMaze } from '../render/book-layout.ts';
import { firstMissing } from '../render/fonts.ts';
import { pdf } from '../render/pdf.ts';
import { png } from '../render/png.ts';
import { svg } from '../render/svg.ts';
import { type MazeDocument } from './mazes.ts';
import { describe } from './describe.ts';
import type { OutputOptions } from './options.ts';
import { badRequest, quote } from './request-error.ts';

/** A PNG's longest side when no scale is given. */
export const PNG_AUTO_SIDE = 4096;
/** Pixels of the largest PNG: a 6 300-pixel square. */
export const PNG_MAX_PIXELS = 40_000_000;

/** SVG pixels a board unit by default: move numbers need room to be read. */
const defaultCell = (options: Pick<OutputOptions, 'numbers'>) => (options.numbers ? 40 : 16);
/** PNG pixels a board unit by default: twice the SVG's, for an image sharp enough to paste into a document and print. */
const defaultScale = (options: Pick<OutputOptions, 'numbers'>) => 2 * defaultCell(options);

/** What a PNG's size depends on. */
export type PictureOptions = Pick<OutputOptions, 'scale' | 'numbers'>;

/** Board units a picture of a whole board spans: the board and the margin for its end marks. */
function pictureUnits(width: number, height: number): [number, number] {
  const margin = marginFor(width, height);
  return [width + 2 * margin, height + 2 * margin];
}

/**
 * Pixels per unit of a PNG of a board: the one asked for if the image fits
 * PNG_MAX_PIXELS (else a 400), or the default, shrunk to fit PNG_AUTO_SIDE.
 */
export function pngScale(width: number, height: number, options: PictureOptions): number {
  const [w, h] = pictureUnits(width, height);
  const asked = options.scale;
  if (asked === undefined) return Math.max(1, Math.min(defaultScale(options), Math.floor(PNG_AUTO_SIDE / Math.max(w, h))));
  if (w * h * asked * asked > PNG_MAX_PIXELS)
    throw badRequest(`a PNG of ${Math.round(w * asked)}×${Math.round(h * asked)} pixels is over the limit of ${PNG_MAX_PIXELS / 1e6} megapixels`, [
      { path: 'scale', message: `at most ${Math.floor(Math.sqrt(PNG_MAX_PIXELS / (w * h)) * 100) / 100} for a board of ${width}×${height}` },
    ]);
  return asked;
}

/** A 400 for a round past the game's mazes: a bot game's, known from its parameters, is told before it is played. */
export function checkRound(round: number, mazes: number): void {
  if (round > mazes) throw badRequest(`round ${round} does not exist; this game has ${mazes}`, [{ path: 'round', message: `at most ${mazes}` }]);
}

function pictureOf(game: AnyGame, doc: MazeDocument, options: OutputOptions, cell: number, markers = true): Uint8Array {
  checkRound(options.round, doc.mazes.length);
  const { title, description } = describe(game, doc);
  const stroke = options.stroke ?? Math.max(1, cell / 8);
  return svg(doc.mazes[options.round - 1], Object.assign({}, options, { cell, stroke, title, description, markers, palette: game.profile.palette }));
}

/** Pixels of a PNG of the whole board, at the scale asked for or the default one. */
export function pngPixels(width: number, height: number, options: PictureOptions): number {
  const [w, h] = pictureUnits(width, height);
  return w * h * pngScale(width, height, options) ** 2;
}

export const svgOf = (game: AnyGame, doc: MazeDocument, options: OutputOptions): Uint8Array =>
  pictureOf(game, doc, options, options.cell ?? defaultCell(options));

/**
 * Move numbers a PNG draws at most: resvg lays out each one's text, about
 * 0.3 ms (12,000 take some 4 s). How many a game draws is up to its bots,
 * so the estimate can only guess it (the profile's numbersCost): a longer line is
 * refused here, once played, not left to run past the deadline.
 */
export const PNG_MAX_NUMBERS = 12_000;

export function pngOf(game: AnyGame, doc: MazeDocument, options: OutputOptions): Uint8Array {
  const maze = doc.mazes[options.round - 1] as Maze | undefined;
  const numbers = maze?.style === 'lines' && options.colors && options.numbers && maze.strokes ? maze.lines.length : 0;
  if (numbers > PNG_MAX_NUMBERS)
    throw badRequest(`a PNG numbers at most ${PNG_MAX_NUMBERS.toLocaleString('en')} moves; this game has ${numbers.toLocaleString('en')}: the SVG numbers them all, or ask for the PNG without numbers`, [
      { path: 'numbers', message: `at most ${PNG_MAX_NUMBERS} moves in a PNG` },
    ]);
  // Crossings as strokes, not markers: the same pixels, and resvg draws markers a quarter slower.
  return png(pictureOf(game, doc, options, pngScale(doc.width, doc.height, options), false));
}

/** A 400 for a book's title its font cannot print (it would print empty boxes): checked before the games are played. */
export function checkTitle(title: string | undefined): void {
  const missing = title === undefined ? undefined : firstMissing('bold', title);
  if (missing === undefined) return;
  const why = `the character ${quote(missing)} is not in the book's font`;
  const code = `U+${(missing.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`;
  throw badRequest(`title: ${why} (${code}), which has the Latin, Greek and Cyrillic alphabets`, [{ path: 'title', message: why }]);
}

/** A book of every maze of every document, numbered in order (a loop game's rounds each count); a maze alone has no number. */
export function pdfOf(game: AnyGame, docs: readonly MazeDocument[], footer: string, options: OutputOptions): Promise<Buffer> {
  const mazes: BookMaze[] = [];
  for (const doc of docs)
    doc.mazes.forEach((maze, i) => mazes.push({ maze, label: `Maze ${mazes.length + 1}${doc.mazes.length > 1 ? ` · round ${i + 1}` : ''}` }));
  if (mazes.length === 1) mazes[0].label = '';
  const { subtitle } = describe(game, docs[0]);
  return pdf({ title: options.title ?? game.about.title, subtitle: mazes.length > 1 ? `${subtitle} · ${mazes.length} mazes` : subtitle, footer, mazes }, options);
}

