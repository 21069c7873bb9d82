/**
 * Written by `npm run golden` (scripts/golden.ts) from the golden URLs: for
 * each game (and books) and format, the oldest output version whose bytes
 * equal this release's.
 */
export const SINCE: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  'simple-maze': { svg: 1, png: 1, pdf: 2, json: 2 },
  'labyrinth': { svg: 1, png: 1, pdf: 2, json: 2 },
  'polygonal-sections': { svg: 1, png: 1, pdf: 2, json: 2 },
  'labyrinthine-loop': { svg: 1, png: 1, pdf: 2, json: 2 },
  'bidirectional-line': { svg: 1, png: 1, pdf: 2, json: 2 },
  'books': { pdf: 1, json: 2 },
};
