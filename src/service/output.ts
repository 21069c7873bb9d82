/** A maze document as the bytes of each format. */
import type { AnyGame } from '../core/game.ts';
import type { DrawOptions } from '../render/draw.ts';
import { pdf, type Paper } from '../render/pdf.ts';
import { svg } from '../render/svg.ts';
import { describe, type MazeDocument } from './mazes.ts';
import { badRequest } from './request-error.ts';

export interface OutputOptions extends DrawOptions {
  /** 1-based, for games with a maze per round. */
  round: number;
  cell: number;
  stroke: number;
  paper: Paper;
}

const defaults: OutputOptions = { solution: false, colors: false, numbers: false, round: 1, cell: 16, stroke: 2, paper: 'a4' };

/** The options given, the defaults for the rest. */
export function outputOptions(given: Partial<OutputOptions>): OutputOptions {
  const options = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof OutputOptions)[]) {
    if (given[key] !== undefined) Object.assign(options, { [key]: given[key] });
  }
  return options;
}

export function svgOf(game: AnyGame, doc: MazeDocument, options: OutputOptions): string {
  if (options.round > doc.mazes.length)
    throw badRequest(`round ${options.round} does not exist; this game has ${doc.mazes.length}`, [
      { path: 'round', message: `at most ${doc.mazes.length}` },
    ]);
  const { title, description } = describe(game, doc);
  return svg(doc.mazes[options.round - 1], { ...options, title, description });
}

/** Every maze of every document, one a page, each with the footer that regenerates it. */
export function pdfOf(game: AnyGame, docs: readonly { doc: MazeDocument; footer: string }[], options: OutputOptions): Promise<Buffer> {
  const pages = docs.flatMap(({ doc, footer }) => {
    const { subtitle } = describe(game, doc);
    return doc.mazes.map((maze, i) => ({
      maze,
      title: doc.mazes.length > 1 ? `${game.title}, round ${i + 1}` : game.title,
      subtitle,
      footer,
    }));
  });
  return pdf(pages, options);
}

export const jsonOf = (doc: MazeDocument): string => JSON.stringify(doc);
