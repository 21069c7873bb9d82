/**
 * The one table of output formats: for each, its media type, the query a GET
 * and a POST may give, whether it is text worth compressing, whether it shows
 * the move log, and how a finished game's documents become its bytes. The
 * routes, the pipeline, the CLI and the API document all read it.
 */
import type { z } from 'zod';
import type { AnyGame } from './game.ts';
import type { Format } from './job.ts';
import type { MazeDocument } from './mazes.ts';
import { mazeJson } from './maze-json.ts';
import { pdfOf, pngOf, svgOf, type OutputOptions } from './output.ts';
import { postQuery } from './query.ts';

/** The games of one output: one, or a PDF book's `count`. */
export interface Documents {
  docs: MazeDocument[];
  /** How to make the book again, printed at the foot of its PDF pages. */
  footer: string;
}

export interface OutputFormat {
  contentType: string;
  postQuery: z.ZodObject;
  text: boolean;
  /** Whether the documents carry their move logs (kept only where shown: a million moves cost more than the game). */
  withLog: boolean;
  /** Whether one output holds many games (a PDF book of `count` mazes). */
  book: boolean;
  /** Estimated nanoseconds a board unit to draw a finished game's mazes, for a game whose profile gives none. */
  drawNs: number;
  /** The format this one is drawn from first, whose cost adds to its own (a PNG is its SVG rasterised). */
  drawnFrom?: Format;
  /** What else it costs (service/cost.ts): a PNG's pixels, a PDF's pages. */
  ownCost?: 'pixels' | 'pages';
  render(game: AnyGame, documents: Documents, options: OutputOptions): Uint8Array | Promise<Uint8Array>;
}

export const FORMATS: Record<Format, OutputFormat> = {
  svg: {
    contentType: 'image/svg+xml; charset=utf-8',
    postQuery: postQuery.svg,
    text: true,
    withLog: false,
    book: false,
    drawNs: 600,
    render: (game, { docs: [doc] }, options) => svgOf(game, doc, options),
  },
  png: {
    contentType: 'image/png',
    postQuery: postQuery.png,
    text: false,
    withLog: false,
    book: false,
    drawNs: 1_100,
    drawnFrom: 'svg',
    ownCost: 'pixels',
    render: (game, { docs: [doc] }, options) => pngOf(game, doc, options),
  },
  pdf: {
    contentType: 'application/pdf',
    postQuery: postQuery.pdf,
    text: false,
    withLog: false,
    book: true,
    drawNs: 1_000,
    ownCost: 'pages',
    render: async (game, { docs, footer }, options) => new Uint8Array(await pdfOf(game, docs, footer, options)),
  },
  json: {
    contentType: 'application/json; charset=utf-8',
    postQuery: postQuery.json,
    text: true,
    withLog: true,
    book: false,
    drawNs: 3_000,
    render: (_game, { docs: [doc] }) => mazeJson(doc),
  },
};

export const FORMAT_NAMES = Object.keys(FORMATS) as Format[];

export const isFormat = (name: string): name is Format => Object.hasOwn(FORMATS, name);
