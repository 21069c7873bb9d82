/** Pieces the games' views share (core/view.ts): spot keys of board points, the grid of a board of cells, and spots of cells and points. */
import type { Point } from './game.ts';
import type { Mark, Spot } from './view.ts';

/** A board point's spot key: "x,y". */
export const key = ([x, y]: Point): string => `${x},${y}`;

/** The point of a key made by `key`. */
export function point(k: string): [number, number] {
  const [x, y] = k.split(',').map(Number);
  return [x, y];
}

/** The lines between the cells of a width × height board, and its outline. */
export function cellGrid(width: number, height: number): Mark[] {
  const marks: Mark[] = [];
  for (let x = 1; x < width; x++) marks.push({ line: [x, 0, x, height], ink: 'grid' });
  for (let y = 1; y < height; y++) marks.push({ line: [0, y, width, y], ink: 'grid' });
  marks.push({ line: [0, 0, width, 0, width, height, 0, height, 0, 0], ink: 'ink', width: 0.06 });
  return marks;
}

/** Cell [x,y] as a spot: the unit square from (x, y), picked anywhere in it. */
export const cellSpot = (x: number, y: number, what: string): Spot => ({
  key: key([x, y]),
  at: [x + 0.5, y + 0.5],
  hit: { area: [x, y, x + 1, y, x + 1, y + 1, x, y + 1] },
  label: `cell ${x},${y}, ${what}`,
});

/** A point of the board (a dot or a vertex) as a spot, picked within `r` of it. */
export const pointSpot = (x: number, y: number, kind: string, what: string, r = 0.42): Spot => ({
  key: key([x, y]),
  at: [x, y],
  hit: { r },
  label: `${kind} ${x},${y}, ${what}`,
});

/** Names in words: "1", "1 and 2", "1, 2 and 3". */
export const andList = (items: readonly (string | number)[]): string => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);
