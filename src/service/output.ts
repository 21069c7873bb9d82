/** A maze document as the bytes of each format. */
import type { BaseParams } from '../core/game.ts';
import type { AnyGame } from './game.ts';
import type { Maze } from '../core/maze.ts';
import { regionOf, type RegionParams } from '../core/region.ts';
import { marginFor } from '../render/draw.ts';
import type { Book, BookMaze, BookSection } from '../render/book-layout.ts';
import { firstMissing } from '../render/fonts.ts';
import { pdf } from '../render/pdf.ts';
import { png } from '../render/png.ts';
import { svg } from '../render/svg.ts';
import { mazeJson } from './maze-json.ts';
import { type MazeDocument } from './mazes.ts';
import type { Remake } from './book-remake.ts';
import { describe, instruction, levelWord } from './describe.ts';
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

/** A board as its picture's size depends on: its sides, and its region where it is shaped (a whole board without one). */
export type PictureBoard = RegionParams;

/** The part of a board a picture frames, as draw.ts's bounds: a shaped board's box, else the whole board. */
function framed(board: PictureBoard): [number, number] {
  const box = regionOf(board)?.box;
  return box ? [box[2] - box[0], box[3] - box[1]] : [board.width, board.height];
}

/**
 * Board units a picture of a board spans, known before it is drawn: what it
 * frames and the margin for its end marks (draw.ts, frame and mazeMargin).
 * A walls maze is drawn to exactly this; a lines maze frames the box around
 * its line, which lies within it.
 */
function pictureUnits(board: PictureBoard): [number, number] {
  const [width, height] = framed(board);
  const margin = marginFor(width, height);
  return [width + 2 * margin, height + 2 * margin];
}

/**
 * Pixels per unit of a PNG of a board: the one asked for if the image fits
 * PNG_MAX_PIXELS (else a 400), or the default, shrunk to fit PNG_AUTO_SIDE.
 */
export function pngScale(board: PictureBoard, options: PictureOptions): number {
  const [w, h] = pictureUnits(board);
  const asked = options.scale;
  if (asked === undefined) return Math.max(1, Math.min(defaultScale(options), Math.floor(PNG_AUTO_SIDE / Math.max(w, h))));
  if (w * h * asked * asked > PNG_MAX_PIXELS) {
    const [fw, fh] = framed(board);
    const shown = fw === board.width && fh === board.height ? '' : ` (its shape's box: ${fw}×${fh})`;
    throw badRequest(`a PNG of ${Math.round(w * asked)}×${Math.round(h * asked)} pixels is over the limit of ${PNG_MAX_PIXELS / 1e6} megapixels`, [
      { path: 'scale', message: `at most ${Math.floor(Math.sqrt(PNG_MAX_PIXELS / (w * h)) * 100) / 100} for a board of ${board.width}×${board.height}${shown}` },
    ]);
  }
  return asked;
}

/** A 400 for a round past the game's mazes: a bot game's, known from its parameters, is told before it is played. */
export function checkRound(round: number, mazes: number): void {
  if (round > mazes) throw badRequest(`round ${round} does not exist; this game has ${mazes}`, [{ path: 'round', message: `at most ${mazes}` }]);
}

/** `params`: the game's, which name its board's region. */
function pictureOf(game: AnyGame, doc: MazeDocument, params: RegionParams, options: OutputOptions, cell: number, markers = true): Uint8Array {
  checkRound(options.round, doc.mazes.length);
  const { title, description } = describe(game, doc, params);
  const stroke = options.stroke ?? Math.max(1, cell / 8);
  return svg(doc.mazes[options.round - 1], Object.assign({}, options, { cell, stroke, title, description, markers, palette: game.profile.palette }));
}

/** A PNG's width and height in pixels, at the scale asked for or the default one: a walls maze's exactly, a lines maze's at most. */
export function pngSize(board: PictureBoard, options: PictureOptions): [number, number] {
  const [w, h] = pictureUnits(board);
  const scale = pngScale(board, options);
  return [w * scale, h * scale];
}

/** Pixels of a PNG of a board (pngSize). */
export function pngPixels(board: PictureBoard, options: PictureOptions): number {
  const [w, h] = pngSize(board, options);
  return w * h;
}

export const svgOf = (game: AnyGame, doc: MazeDocument, params: RegionParams, options: OutputOptions): Uint8Array =>
  pictureOf(game, doc, params, options, options.cell ?? defaultCell(options));

/**
 * Move numbers a PNG draws at most: resvg lays out each one's text, about
 * 0.3 ms (12,000 take some 4 s). How many a game draws is up to its bots,
 * so the estimate can only guess it (the profile's numbersCost): a longer line is
 * refused here, once played, not left to run past the deadline.
 */
export const PNG_MAX_NUMBERS = 12_000;

export function pngOf(game: AnyGame, doc: MazeDocument, params: RegionParams, options: OutputOptions): Uint8Array {
  const maze = doc.mazes[options.round - 1] as Maze | undefined;
  const numbers = maze?.style === 'lines' && options.colors && options.numbers && maze.strokes ? maze.lines.length : 0;
  if (numbers > PNG_MAX_NUMBERS)
    throw badRequest(`a PNG numbers at most ${PNG_MAX_NUMBERS.toLocaleString('en')} moves; this game has ${numbers.toLocaleString('en')}: the SVG numbers them all, or ask for the PNG without numbers`, [
      { path: 'numbers', message: `at most ${PNG_MAX_NUMBERS} moves in a PNG` },
    ]);
  // Crossings as strokes, not markers: the same pixels, and resvg draws markers a quarter slower.
  return png(pictureOf(game, doc, params, options, pngScale(params, options), false));
}

/** A 400 for a book's title its font cannot print (it would print empty boxes): checked before the games are played. */
export function checkTitle(title: string | undefined): void {
  const missing = title === undefined ? undefined : firstMissing('bold', title);
  if (missing === undefined) return;
  const why = `the character ${quote(missing)} is not in the book's font`;
  const code = `U+${(missing.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`;
  throw badRequest(`title: ${why} (${code}), which has the Latin, Greek and Cyrillic alphabets`, [{ path: 'title', message: why }]);
}

/** A section of a book as its games made it: their documents, in order. */
export interface DocumentSection {
  game: AnyGame;
  /** The game's parameters, the same for every document of the section. */
  params: BaseParams;
  name: string;
  docs: readonly MazeDocument[];
  perPage: number;
  /** Its levels rise through it: each maze says its own. */
  ramp: boolean;
}

/**
 * A book of every maze of every section's documents, numbered in order
 * through the book (a loop game's rounds each count; a maze alone has no
 * number); each section says how to solve its mazes and, where one was asked
 * for all of them, their level.
 */
export function bookPdf(front: Pick<Book, 'title' | 'subtitle' | 'titlePage'>, sections: readonly DocumentSection[], remake: Remake, options: OutputOptions): Promise<Buffer> {
  let n = 0;
  const laid = sections.map(({ game, params, name, docs, perPage, ramp }): BookSection => {
    const mazes: BookMaze[] = [];
    for (const doc of docs)
      doc.mazes.forEach((maze, i) => {
        const round = doc.mazes.length > 1 ? ` · round ${i + 1}` : '';
        const level = ramp && doc.difficulty ? ` · ${levelWord(doc.difficulty.level)}` : '';
        mazes.push({ maze, label: `Maze ${++n}${round}${level}` });
      });
    const level = ramp ? undefined : docs[0].difficulty?.level;
    return { name, instruction: instruction(game, params), ...(level ? { level: levelWord(level) } : {}), perPage, mazes };
  });
  if (n === 1) laid[0].mazes[0].label = '';
  return pdf({ ...front, sections: laid, remake }, options);
}

/** A GET's or a posted log's book: one section of one game. */
export const pdfOf = (game: AnyGame, docs: readonly MazeDocument[], params: BaseParams, remake: Remake, options: OutputOptions): Promise<Buffer> =>
  bookPdf({ title: options.title ?? game.about.title, titlePage: false }, [{ game, params, name: game.about.title, docs, perPage: options.perPage, ramp: false }], remake, options);

/** A posted book as JSON: its title, and each section's game, name and maze documents (as the maze JSON writes them), in book order. */
export function bookJson(version: number, title: string, sections: readonly DocumentSection[]): Uint8Array {
  const parts: Uint8Array[] = [];
  const text = (s: string) => parts.push(Buffer.from(s));
  text(`{"version":${version},"title":${JSON.stringify(title)},"sections":[`);
  sections.forEach(({ game, name, docs }, k) => {
    text(`${k ? ',' : ''}{"game":${JSON.stringify(game.id)},"name":${JSON.stringify(name)},"documents":[`);
    docs.forEach((doc, i) => {
      if (i) text(',');
      parts.push(mazeJson(doc));
    });
    text(']}');
  });
  text(']}');
  return Buffer.concat(parts);
}

