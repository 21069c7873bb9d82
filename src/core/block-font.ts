/**
 * The block font of text boards (docs/rules.md, shaped boards). A text's
 * bitmap is scaled up and cut out of the board as a region, which must be one
 * piece through edges, with no holes and no two squares that meet only at a
 * corner. So the font is a stencil: strokes one pixel wide, diagonals as
 * staircases that join through edges, and every counter that would close (A,
 * B, D, O, 0, 8 …) opened by a one-pixel gap. Each glyph is one piece with
 * ink in its bottom row; the glyphs stand one blank column apart and hang
 * from a bar two rows below them, each by one stem under its bottom row's ink
 * pixel nearest its centre, so that the whole text is one piece.
 */
import type { Bitmap } from './region.ts';

const [WIDTH, HEIGHT, GAP] = [5, 7, 1];

/** Each glyph's rows, top first: '#' for ink. */
const GLYPHS: Record<string, readonly string[]> = {
  A: ['.###.', '##.##', '#...#', '#...#', '##.##', '#...#', '#...#'],
  B: ['#.##.', '#..##', '####.', '#..##', '#...#', '#..##', '#.##.'],
  C: ['.####', '##...', '#....', '#....', '#....', '##...', '.####'],
  D: ['#.##.', '#..##', '#...#', '#...#', '#...#', '#..##', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.####', '##...', '#....', '#..##', '#...#', '##..#', '.####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  I: ['.###.', '..#..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  J: ['..###', '....#', '....#', '....#', '#...#', '##.##', '.###.'],
  K: ['#...#', '#..##', '#.##.', '###..', '#.##.', '#..##', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#####', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '##..#', '###.#', '#.###', '#..##', '#...#', '#...#'],
  O: ['.###.', '##.##', '#...#', '#...#', '#...#', '##.##', '.#.#.'],
  P: ['#.##.', '#..##', '#...#', '#..##', '####.', '#....', '#....'],
  Q: ['.###.', '##.##', '#...#', '#...#', '##.##', '.#.#.', '...##'],
  R: ['#.##.', '#..##', '#...#', '#..##', '####.', '#.##.', '#..##'],
  S: ['.####', '##...', '##...', '.###.', '...##', '...##', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '##.##', '.###.'],
  V: ['#...#', '#...#', '#...#', '##.##', '.#.#.', '.###.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#...#', '#.#.#', '#####', '##.##'],
  X: ['#...#', '##.##', '.###.', '..#..', '.###.', '##.##', '#...#'],
  Y: ['#...#', '##.##', '.###.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '...##', '..##.', '..#..', '.##..', '##...', '#####'],
  0: ['.###.', '.#.#.', '.#.#.', '.#...', '.#.#.', '.#.#.', '.###.'],
  1: ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  2: ['.###.', '##.##', '...##', '..##.', '.##..', '##...', '#####'],
  3: ['####.', '...##', '....#', '..###', '....#', '...##', '####.'],
  4: ['#..#.', '#..#.', '#..#.', '#####', '...#.', '...#.', '...#.'],
  5: ['#####', '#....', '####.', '...##', '....#', '...##', '####.'],
  6: ['.####', '##...', '#....', '#.##.', '#..##', '##.##', '.###.'],
  7: ['#####', '....#', '...##', '..##.', '..#..', '..#..', '..#..'],
  8: ['.#.#.', '.#.#.', '.###.', '##.##', '#...#', '##.##', '.#.#.'],
  9: ['.###.', '##.##', '##..#', '.##.#', '....#', '...##', '####.'],
};

/** The column of the stem under a glyph: of its bottom row's ink, the pixel nearest the centre, the left one of two. */
function stemColumn(glyph: readonly string[]): number {
  const bottom = glyph[HEIGHT - 1];
  let best = -1;
  for (let x = 0; x < WIDTH; x++)
    if (bottom[x] === '#' && (best < 0 || Math.abs(2 * x - (WIDTH - 1)) < Math.abs(2 * best - (WIDTH - 1)))) best = x;
  return best;
}

/**
 * The bitmap of `text` (1 to 12 of A–Z, a–z, 0–9; lower case as upper): its
 * glyphs side by side one column apart, each hung by its stem from a bar two
 * rows below, 6n − 1 columns by 9 rows.
 */
export function textBitmap(text: string): Bitmap {
  const chars = [...text.toUpperCase()];
  const cols = chars.length * (WIDTH + GAP) - GAP;
  const rows = HEIGHT + 2;
  const bits = new Uint8Array(cols * rows);
  const stems: number[] = [];
  chars.forEach((char, i) => {
    const glyph = GLYPHS[char];
    if (!glyph) throw new RangeError(`the block font has no glyph for "${char}"`);
    const left = i * (WIDTH + GAP);
    for (let y = 0; y < HEIGHT; y++) for (let x = 0; x < WIDTH; x++) bits[y * cols + left + x] = glyph[y][x] === '#' ? 1 : 0;
    stems.push(left + stemColumn(glyph));
  });
  for (const x of stems) bits[HEIGHT * cols + x] = 1;
  bits.fill(1, (HEIGHT + 1) * cols + stems[0], (HEIGHT + 1) * cols + stems[stems.length - 1] + 1);
  return { cols, rows, bits };
}
