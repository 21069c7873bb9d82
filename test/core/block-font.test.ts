/** The block font of text boards: every glyph and every text is a region, one piece with no holes and no corner-only meetings. */
import { describe, expect, it } from 'vitest';
import { textBitmap } from '../../src/core/block-font.ts';
import { regionOfSquares } from '../../src/core/region.ts';
import { Rng } from '../../src/core/rng.ts';

const CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A bitmap as rows of '#' and '.', for a failure a person can read. */
const art = (text: string) => {
  const { cols, rows, bits } = textBitmap(text);
  return Array.from({ length: rows }, (_, y) => Array.from(bits.subarray(y * cols, (y + 1) * cols), (b) => (b ? '#' : '.')).join(''));
};

/** Throws RegionFault, naming the square, when the text's bitmap is no region. */
const isRegion = (text: string) => {
  const { cols, rows, bits } = textBitmap(text);
  return regionOfSquares(cols, rows, bits).squares > 0;
};

describe('textBitmap', () => {
  it('gives a region for every glyph alone', () => {
    for (const char of CHARS) expect(isRegion(char), char).toBe(true);
  });

  it('gives a region for words, and for random texts of 1 to 12 characters', () => {
    const rng = new Rng('block-font');
    const random = Array.from({ length: 12 }, () => Array.from({ length: 1 + rng.int(12) }, () => rng.pick([...CHARS])).join(''));
    for (const text of ['A', 'ANNA', 'MAZE2026', 'WXYZ', 'QUIET', CHARS.slice(0, 12), CHARS.slice(12, 24), CHARS.slice(24), ...random])
      expect(isRegion(text), text).toBe(true);
  });

  it('is 6n − 1 columns by 9 rows, the glyphs one blank column apart on a bar', () => {
    for (const text of ['A', 'ANNA', 'MAZE2026', 'ABCDEFGHIJKL']) {
      const { cols, rows, bits } = textBitmap(text);
      expect([cols, rows, bits.length]).toEqual([6 * text.length - 1, 9, (6 * text.length - 1) * 9]);
      // The column between two glyphs is blank down to the bar.
      for (let i = 1; i < text.length; i++) for (let y = 0; y < 8; y++) expect(bits[y * cols + 6 * i - 1]).toBe(0);
    }
    expect(art('AN')).toEqual([
      '.###..#...#',
      '##.##.##..#',
      '#...#.###.#',
      '#...#.#.###',
      '##.##.#..##',
      '#...#.#...#',
      '#...#.#...#',
      '#.....#....',
      '#######....',
    ]);
  });

  it('draws lower case as upper case', () => {
    expect(textBitmap('maze2026')).toEqual(textBitmap('MAZE2026'));
    expect(textBitmap('abcdefghijklmnopqrstuvwxyz'.slice(0, 12))).toEqual(textBitmap('ABCDEFGHIJKL'));
    expect(textBitmap('QuIeT')).toEqual(textBitmap('QUIET'));
  });
});
