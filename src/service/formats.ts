/**
 * The one table of output formats: for each, its media type, the options its
 * GET and its POST take (options.ts), whether it is text worth compressing,
 * whether it shows the move log, what it costs to draw, and how a finished
 * game's documents become its bytes. The routes, the query, the cost
 * estimate, the pipeline, the CLI and the API document all read it; a new
 * format is a row here and its renderer.
 */
import type { Remake } from './book-remake.ts';
import type { BaseParams } from '../core/game.ts';
import type { RegionParams } from '../core/region.ts';
import type { AnyGame } from './game.ts';
import type { MazeDocument } from './mazes.ts';
import { mazeJson } from './maze-json.ts';
import type { OptionName, OutputOptionName, OutputOptions } from './options.ts';
import { pdfOf, pngOf, pngScale, svgOf } from './output.ts';

/** The games of one output: one, or a PDF book's `count`. */
export interface Documents {
  docs: MazeDocument[];
  /** The game's parameters they were played or replayed with: a picture's title names its region, and a PNG's size is its box's. */
  params: BaseParams;
  /** What makes the book again, printed on its PDF's closing page and answer pages. */
  remake: Remake;
  /** The output version they are made as, which a JSON document names. */
  version: number;
}

export interface OutputFormat {
  contentType: string;
  /** The options its GET takes beside the board, seed, bots, solution and level, in the API document's order. */
  get: readonly OptionName[];
  /** The options its POST (a posted log's maze) takes, in the API document's order. */
  post: readonly OutputOptionName[];
  text: boolean;
  /** Whether the documents carry their move logs (kept only where shown: a million moves cost more than the game). */
  withLog: boolean;
  /** Whether one output holds many games (a PDF book of `count` mazes), whose pages say how to make it again. */
  book: boolean;
  /** A picture of one board, which the API reference shows as an example. */
  picture: boolean;
  /** How the API document describes its bytes: a string of bytes, one with an XML root (SVG), or the maze document (JSON). */
  schema: { xml: { name: string; namespace: string } } | 'bytes' | 'document';
  /** Estimated nanoseconds a board unit to draw a finished game's mazes, for a game whose profile gives none. */
  drawNs: number;
  /** The format this one is drawn from first, whose cost adds to its own (a PNG is its SVG rasterised). */
  drawnFrom?: Format;
  /** What else it costs (service/cost.ts): a PNG's pixels, a PDF's pages. */
  ownCost?: 'pixels' | 'pages';
  /** A 400 for a board and options it cannot make, told before the game is played. */
  check?(board: RegionParams, options: OutputOptions): void;
  render(game: AnyGame, documents: Documents, options: OutputOptions): Uint8Array | Promise<Uint8Array>;
}

/** The formats, by the file extension of their routes (/mazes/{game}.svg). */
export const FORMAT_NAMES = ['svg', 'png', 'pdf', 'json'] as const;
export type Format = (typeof FORMAT_NAMES)[number];

export const FORMATS: Record<Format, OutputFormat> = {
  svg: {
    contentType: 'image/svg+xml; charset=utf-8',
    get: ['round', 'stroke', 'colors', 'numbers', 'cell'],
    post: ['solution', 'round', 'cell', 'stroke', 'colors', 'numbers'],
    text: true,
    withLog: false,
    book: false,
    picture: true,
    schema: { xml: { name: 'svg', namespace: 'http://www.w3.org/2000/svg' } },
    drawNs: 115,
    render: (game, { docs: [doc], params }, options) => svgOf(game, doc, params, options),
  },
  png: {
    contentType: 'image/png',
    get: ['round', 'stroke', 'colors', 'numbers', 'scale'],
    post: ['solution', 'round', 'scale', 'stroke', 'colors', 'numbers'],
    text: false,
    withLog: false,
    book: false,
    picture: true,
    schema: 'bytes',
    drawNs: 680,
    drawnFrom: 'svg',
    ownCost: 'pixels',
    check: (board, options) => void pngScale(board, options),
    render: (game, { docs: [doc], params }, options) => pngOf(game, doc, params, options),
  },
  pdf: {
    contentType: 'application/pdf',
    get: ['paper', 'count', 'perPage', 'header', 'title', 'answers', 'bleed', 'pad'],
    post: ['solution', 'paper', 'perPage', 'header', 'title', 'answers', 'bleed', 'pad'],
    text: false,
    withLog: false,
    book: true,
    picture: false,
    schema: 'bytes',
    drawNs: 260,
    ownCost: 'pages',
    render: async (game, { docs, params, remake }, options) => new Uint8Array(await pdfOf(game, docs, params, remake, options)),
  },
  json: {
    contentType: 'application/json; charset=utf-8',
    get: ['log'],
    post: ['log'],
    text: true,
    withLog: true,
    book: false,
    picture: false,
    schema: 'document',
    drawNs: 335,
    render: (_game, { docs: [doc], version }) => mazeJson({ version, ...doc }),
  },
};

export const isFormat = (name: string): name is Format => Object.hasOwn(FORMATS, name);
