/**
 * Shaped boards (docs/rules.md, shaped boards): a region R is a set of unit
 * squares of the width × height grid, named by a built-in shape, a text in
 * the block font, or a mask. Every built-in shape is an exact test on a
 * square's centre in integers, so a region is the same on every machine; it
 * scales with the board. A region must be one piece through shared edges,
 * with no holes and no two squares that meet only at a corner: its boundary
 * is then one closed line that never touches itself.
 */
import { textBitmap } from './block-font.ts';
import { orthogonalNeighboursInto } from './grid.ts';
import type { Box4 } from './maze.ts';

export const SHAPES = ['square', 'circle', 'diamond', 'triangle', 'hexagon', 'heart', 'star'] as const;
export type ShapeName = (typeof SHAPES)[number];

/** What names a region: at most one of shape, text and mask, on a board of width × height. */
export interface RegionParams {
  width: number;
  height: number;
  shape?: ShapeName;
  text?: string;
  mask?: string;
}

export interface Region {
  width: number;
  height: number;
  /** 1 for each square of R, row by row, `width` to a row. */
  inside: Uint8Array;
  /** How many squares R has. */
  squares: number;
  /** The first square in reading order (the left-most of the top-most row) and the last (the right-most of the bottom-most row), as indices. */
  first: number;
  last: number;
  /** The squares' bounding box: least x and y, and one past the greatest. */
  box: Box4;
}

/** A bitmap of cols × rows pixels, row by row, 1 for ink. */
export interface Bitmap {
  cols: number;
  rows: number;
  bits: Uint8Array;
}

/** Why a set of squares is no region: a sentence for a person, naming a square where it helps. */
export class RegionFault extends Error {}

/**
 * Whether the square at column x, row y of a width × height board is in the
 * shape. u = (2x + 1 − W) / W and v = (2y + 1 − H) / H are the centre's
 * coordinates in [−1, 1], v downwards; each test is that of docs/rules.md,
 * multiplied out so that it compares integers (all below 2^53).
 */
const TESTS: Record<Exclude<ShapeName, 'square'>, (x: number, y: number, W: number, H: number) => boolean> = {
  // u² + v² ≤ 1
  circle: (x, y, W, H) => (2 * x + 1 - W) ** 2 * H * H + (2 * y + 1 - H) ** 2 * W * W <= W * W * H * H,
  // |u| + |v| ≤ 1
  diamond: (x, y, W, H) => Math.abs(2 * x + 1 - W) * H + Math.abs(2 * y + 1 - H) * W <= W * H,
  // apex at the top centre, base the bottom side: |u| ≤ (v + 1) / 2
  triangle: (x, y, W, H) => 2 * H * Math.abs(2 * x + 1 - W) <= W * (2 * y + 1),
  // corners at the middle of the left and right sides, flat top and bottom: |u| + |v| / 2 ≤ 1
  hexagon: (x, y, W, H) => 2 * H * Math.abs(2 * x + 1 - W) + W * Math.abs(2 * y + 1 - H) <= 2 * W * H,
  heart,
  star,
};

/**
 * Two discs of radius ½ centred on (±½, −½), and below them the triangle
 * v ≥ −½, |u| ≤ ⅔ (1 − v), whose point is the bottom centre.
 */
function heart(x: number, y: number, W: number, H: number): boolean {
  // Times 2WH: U = 2uWH, V = 2vWH.
  const U = 2 * (2 * x + 1 - W) * H;
  const V = 2 * (2 * y + 1 - H) * W;
  const S = W * H;
  // The lobes, centred on U = ±S, V = −S, of radius S (without a closure: this runs for every square).
  const below = (V + S) * (V + S) - S * S;
  return (U - S) * (U - S) + below <= 0 || (U + S) * (U + S) + below <= 0 || (V >= -S && 3 * Math.abs(U) <= 2 * (2 * S - V));
}

/**
 * A five-pointed star, one point up, in thousandths (STAR_CORNERS): outer
 * corners on a circle and inner ones on a circle of half its radius,
 * stretched to fill the square from −1 to 1 and rounded to the thousandth.
 * The star is the ten triangles from the centre to two corners in turn.
 */
const STAR_CORNERS = [
  [0, -1000],
  [309, -342],
  [1000, -236],
  [500, 276],
  [618, 1000],
  [0, 658],
  [-618, 1000],
  [-500, 276],
  [-1000, -236],
  [-309, -342],
];
/** The corners as x, y pairs, the first again at the end: each triangle's two read without a division. */
const STAR_RING = Int32Array.from([...STAR_CORNERS, STAR_CORNERS[0]].flat());

function star(x: number, y: number, W: number, H: number): boolean {
  // The centre times 1000·W·H in both axes, and a corner times W·H.
  const U = 1000 * (2 * x + 1 - W) * H;
  const V = 1000 * (2 * y + 1 - H) * W;
  const S = W * H;
  for (let i = 0; i + 2 < STAR_RING.length; i += 2) {
    const ax = STAR_RING[i];
    const ay = STAR_RING[i + 1];
    const bx = STAR_RING[i + 2];
    const by = STAR_RING[i + 3];
    // Inside the triangle (0, a, b), corners clockwise on screen: on the inner side of each of its three edges.
    if (side(0, 0, ax, ay, U, V, S) >= 0 && side(ax, ay, bx, by, U, V, S) >= 0 && side(bx, by, 0, 0, U, V, S) >= 0) return true;
  }
  return false;
}

/** Which side of the edge from p to q (corners times S) the point (U, V) lies on: ≥ 0 on the inner side of a clockwise triangle's edge. */
const side = (px: number, py: number, qx: number, qy: number, U: number, V: number, S: number) => (qx - px) * (V - py * S) - (qy - py) * (U - px * S);

/** The mask of `text` in the block font, scaled up by the largest whole factor that fits the board, centred. */
function textSquares(width: number, height: number, text: string): Uint8Array {
  const bitmap = textBitmap(text);
  const k = Math.min(Math.floor(width / bitmap.cols), Math.floor(height / bitmap.rows));
  if (k < 1) throw new RegionFault(`text "${text}" needs a board of at least ${bitmap.cols}×${bitmap.rows}; this one is ${width}×${height}`);
  const [left, top] = [Math.floor((width - k * bitmap.cols) / 2), Math.floor((height - k * bitmap.rows) / 2)];
  const inside = new Uint8Array(width * height);
  for (let y = 0; y < k * bitmap.rows; y++)
    for (let x = 0; x < k * bitmap.cols; x++) inside[(top + y) * width + left + x] = bitmap.bits[Math.floor(y / k) * bitmap.cols + Math.floor(x / k)];
  return inside;
}

/** The text's board at the factor `k`: what a request without a size gets. */
export function textBoard(text: string, k: number): { width: number; height: number } {
  const { cols, rows } = textBitmap(text);
  return { width: cols * k, height: rows * k };
}

/**
 * A mask as its grammar has it: `{cols}x{rows}.` and then the bits, row by
 * row, six to a base64url character, the first bit the character's highest;
 * the last character's unused bits are 0.
 */
const MASK = /^([1-9][0-9]{0,3})x([1-9][0-9]{0,3})\.([A-Za-z0-9_-]*)$/;

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Largest mask, in pixels: a board's largest side squared. */
const MASK_PIXELS = 1000 * 1000;

/** A well-formed mask's columns and rows; null for one that is not. */
export function maskSize(mask: string): [number, number] | null {
  const match = MASK.exec(mask);
  return match && [Number(match[1]), Number(match[2])];
}

export function decodeMask(mask: string): Bitmap {
  const size = maskSize(mask);
  if (!size) throw new RegionFault('mask must be {columns}x{rows}. followed by the bits in base64url, e.g. 3x2.8 (docs/api.md, shaped boards)');
  const [cols, rows] = size;
  const text = mask.slice(mask.indexOf('.') + 1);
  if (cols * rows > MASK_PIXELS) throw new RegionFault(`mask ${cols}x${rows} has more than ${MASK_PIXELS} pixels`);
  // Six bits a character, and no more characters than the bits need.
  const chars = Math.ceil((cols * rows) / 6);
  if (text.length !== chars) throw new RegionFault(`mask ${cols}x${rows} needs ${chars} base64url characters after the dot, not ${text.length}`);
  const bits = new Uint8Array(cols * rows);
  for (let i = 0; i < bits.length; i++) bits[i] = (BASE64URL.indexOf(text[Math.floor(i / 6)]) >> (5 - (i % 6))) & 1;
  return { cols, rows, bits };
}

export function encodeMask({ cols, rows, bits }: Bitmap): string {
  let text = '';
  for (let i = 0; i < bits.length; i += 6) {
    let sextet = 0;
    for (let k = 0; k < 6; k++) sextet |= (bits[i + k] ? 1 : 0) << (5 - k);
    text += BASE64URL[sextet];
  }
  return `${cols}x${rows}.${text}`;
}

/** A bitmap stretched to the board, nearest pixel: square [x,y] takes pixel [⌊x·cols/width⌋, ⌊y·rows/height⌋]. */
function scaled(width: number, height: number, { cols, rows, bits }: Bitmap): Uint8Array {
  const inside = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = Math.floor((y * rows) / height) * cols;
    for (let x = 0; x < width; x++) inside[y * width + x] = bits[row + Math.floor((x * cols) / width)];
  }
  return inside;
}

/** The squares a region's parameters name, before they are checked. */
function squaresOf({ width, height, shape, text, mask }: RegionParams): Uint8Array {
  if (text !== undefined) return textSquares(width, height, text);
  if (mask !== undefined) return scaled(width, height, decodeMask(mask));
  const test = TESTS[shape as Exclude<ShapeName, 'square'>];
  const inside = new Uint8Array(width * height);
  for (let y = 0, i = 0; y < height; y++) for (let x = 0; x < width; x++, i++) inside[i] = +test(x, y, width, height);
  return mended(width, height, inside);
}

/**
 * A built-in shape's squares with every corner-only meeting mended: where two
 * squares meet only at a corner, the square below the upper one is added.
 * Passes run top to bottom, left to right, until one adds nothing (a square
 * added can make a meeting below it or beside it). A sloping side sampled at
 * square centres meets itself so (the star's).
 */
function mended(width: number, height: number, inside: Uint8Array): Uint8Array {
  for (let changed = true; changed; ) {
    changed = false;
    for (let y = 0; y + 1 < height; y++)
      for (let x = 0; x + 1 < width; x++) {
        const i = y * width + x;
        if (cornerOnly(inside, width, i)) {
          inside[inside[i] ? i + width : i + width + 1] = 1;
          changed = true;
        }
      }
  }
  return inside;
}

/** Whether the 2×2 block whose top-left square is i holds two squares that meet only at a corner (and not the other two). */
const cornerOnly = (inside: Uint8Array, width: number, i: number): boolean =>
  inside[i] === inside[i + width + 1] && inside[i + 1] === inside[i + width] && inside[i] !== inside[i + 1];

const at = (width: number, i: number) => `[${i % width},${Math.floor(i / width)}]`;

/**
 * The region of a set of squares, or a RegionFault that says why it is none:
 * empty, in pieces, two squares meeting only at a corner, or a hole.
 */
export function regionOfSquares(width: number, height: number, inside: Uint8Array): Region {
  let squares = 0;
  let first = -1;
  let last = -1;
  let [x0, y0, x1, y1] = [width, height, 0, 0];
  for (let y = 0, i = 0; y < height; y++)
    for (let x = 0; x < width; x++, i++) {
      if (!inside[i]) continue;
      squares++;
      if (first < 0) first = i;
      last = i;
      if (x < x0) x0 = x;
      if (x >= x1) x1 = x + 1;
      if (y < y0) y0 = y;
      y1 = y + 1;
    }
  if (squares === 0) throw new RegionFault(`the shape is empty: no square of the ${width}×${height} board is in it`);
  for (let y = 0; y + 1 < height; y++)
    for (let x = 0; x + 1 < width; x++) {
      const i = y * width + x;
      if (cornerOnly(inside, width, i))
        throw new RegionFault(
          `squares ${at(width, inside[i] ? i : i + 1)} and ${at(width, inside[i] ? i + width + 1 : i + width)} of the shape meet only at a corner; a shape's squares must join through edges`,
        );
    }
  // Flood the shape from its first square, and the squares outside it from a frame one square wide around the board.
  const pieces = flood(width, height, inside, 1, [first]).count;
  if (pieces < squares) throw new RegionFault(`the shape is not in one piece: ${squares - pieces} of its ${squares} squares are not joined to ${at(width, first)} through edges`);
  const hole = holeIn(width, height, inside);
  if (hole >= 0) throw new RegionFault(`the shape has a hole at ${at(width, hole)}: every square outside it must reach the board's edge`);
  return { width, height, inside, squares, first, last, box: [x0, y0, x1, y1] };
}

/** The squares of value `value` reached through edges from those of `starts` that have it, marked 1; and how many. */
function flood(width: number, height: number, inside: Uint8Array, value: number, starts: readonly number[]): { seen: Uint8Array; count: number } {
  const seen = new Uint8Array(inside.length);
  const queue = new Int32Array(inside.length);
  let tail = 0;
  for (const i of starts) {
    if (seen[i] || inside[i] !== value) continue;
    seen[i] = 1;
    queue[tail++] = i;
  }
  const around = new Int32Array(4);
  for (let head = 0; head < tail; head++) {
    const count = orthogonalNeighboursInto(width, height, queue[head], around);
    for (let k = 0; k < count; k++) {
      const n = around[k];
      if (seen[n] || inside[n] !== value) continue;
      seen[n] = 1;
      queue[tail++] = n;
    }
  }
  return { seen, count: tail };
}

/** The squares along the board's edge. */
function rim(width: number, height: number): number[] {
  const squares: number[] = [];
  for (let x = 0; x < width; x++) squares.push(x, (height - 1) * width + x);
  for (let y = 0; y < height; y++) squares.push(y * width, y * width + width - 1);
  return squares;
}

/** A square outside the shape that does not reach the board's edge through squares outside it, or −1. */
function holeIn(width: number, height: number, inside: Uint8Array): number {
  const { seen } = flood(width, height, inside, 0, rim(width, height));
  for (let i = 0; i < inside.length; i++) if (!inside[i] && !seen[i]) return i;
  return -1;
}

/** Whether parameters cut the board at all: a shape other than the square, a text or a mask. */
export const isShaped = (p: RegionParams): boolean => p.text !== undefined || p.mask !== undefined || (p.shape !== undefined && p.shape !== 'square');

/** The last few regions made, by their parameters: a game's start, its maze and its checks each ask. */
const made = new Map<string, Region>();
const MADE = 16;

/**
 * The region of a board's parameters, or null for the whole grid (no shape,
 * or the square): made once for the same parameters, and a RegionFault when
 * they name no region.
 */
export function regionOf(p: RegionParams): Region | null {
  if (!isShaped(p)) return null;
  const key = `${p.width}x${p.height}|${p.shape ?? ''}|${p.text ?? ''}|${p.mask ?? ''}`;
  let region = made.get(key);
  if (region) {
    made.delete(key);
  } else {
    region = regionOfSquares(p.width, p.height, squaresOf(p));
    if (made.size >= MADE) made.delete(made.keys().next().value as string);
  }
  made.set(key, region);
  return region;
}

/**
 * The side a region's statistics are measured by: the mean of its box's
 * sides, shrunk by the square root of the share of the box it fills, so that
 * the whole grid's is (width + height) / 2 and a shape's its cells' worth.
 */
export function regionSide({ squares, box: [x0, y0, x1, y1] }: Region): number {
  const [w, h] = [x1 - x0, y1 - y0];
  return ((w + h) / 2) * Math.sqrt(squares / (w * h));
}

/** Whether the square at column x, row y is one of the region's (false off the board). */
export const hasSquare = ({ width, height, inside }: Region, x: number, y: number): boolean => x >= 0 && y >= 0 && x < width && y < height && inside[y * width + x] === 1;

/** Whether square c of a region lies on its rim: a side of it on the region's boundary (or the board's edge). */
export function onSquareRim({ width, height, inside }: Region, c: number): boolean {
  const x = c % width;
  return x === 0 || x === width - 1 || c < width || c >= width * (height - 1) || !inside[c - 1] || !inside[c + 1] || !inside[c - width] || !inside[c + width];
}

/**
 * How many of the four squares round each corner of a region's board are in
 * it, corner by corner over the (width + 1) × (height + 1) lattice: 0 off
 * the region, 4 inside it, 1 to 3 on its boundary. Two are always side by
 * side (no squares meet only at a corner), so a corner is met by 0, 2, 3, 4
 * and 4 of the squares' sides for 0 to 4 squares.
 */
export function squaresRound({ width, height, inside }: Region): Uint8Array {
  const cols = width + 1;
  const round = new Uint8Array(cols * (height + 1));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (!inside[y * width + x]) continue;
      const v = y * cols + x;
      round[v]++;
      round[v + 1]++;
      round[v + cols]++;
      round[v + cols + 1]++;
    }
  return round;
}

/** How many units a region's board counts for admission: its squares, or the whole grid's. */
export const regionSquares = (p: RegionParams): number => regionOf(p)?.squares ?? p.width * p.height;
