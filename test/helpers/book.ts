/** A PDF book of one maze, as the render tests make them. */
import type { Maze } from '../../src/core/maze.ts';
import type { Book } from '../../src/render/book-layout.ts';
import type { PdfOptions } from '../../src/render/pdf.ts';

export const oneMazeBook = (maze: Maze): Book => ({
  title: 'T',
  titlePage: false,
  sections: [{ name: 'S', instruction: 'I', perPage: 1, mazes: [{ maze, label: 'Maze 1' }] }],
  remake: { words: 'F' },
});

export const PDF_OPTIONS: PdfOptions = { paper: 'a4', bleed: false, pad: false, answers: 'none', solution: false, colors: false, numbers: false };
