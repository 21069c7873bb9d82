import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AsciiWriter, TextTable } from '../../src/render/ascii-writer.ts';

describe('AsciiWriter', () => {
  it('writes integers as String() does', () => {
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), (v) => new AsciiWriter().int(v).toString() === String(v)));
    expect(new AsciiWriter().int(0).int(-0).int(10).int(-100).toString()).toBe('00' + '10-100');
    // The table's ends, either side.
    expect(new AsciiWriter().int(-2048).char(32).int(-2047).char(32).int(2047).char(32).int(2048).toString()).toBe('-2048 -2047 2047 2048');
    // Either side of the table's 2048 wholes, minus signs too, into one small writer that grows on the way.
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -3000, max: 3000 })), (vs) => {
        const out = new AsciiWriter(2);
        for (const v of vs) out.int(v).char(32);
        return out.toString() === vs.map((v) => `${v} `).join('');
      }),
    );
    // Past 32 bits the digits take another way.
    for (const v of [2147483647, 2147483648, -2147483649, 9007199254740991]) expect(new AsciiWriter().int(v).toString()).toBe(String(v));
  });

  it('writes numbers rounded to thousandths as String(Math.round(v * 1000) / 1000) does', () => {
    const expected = (v: number) => String(Math.round(v * 1000) / 1000);
    fc.assert(fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (v) => new AsciiWriter().num(v).toString() === expected(v)));
    // Board coordinates, one after another into one small writer (each number's table stores write past its
    // text, and the next overwrites them; the buffer grows between them): on either side of the 2048 wholes in the table.
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer({ min: -2e7, max: 2e7 }).map((k) => k / 1000), fc.integer({ min: -3e5, max: 3e5 }).map((k) => k / 3))), (vs) => {
        const out = new AsciiWriter(4);
        for (const v of vs) out.num(v).char(32);
        return out.toString() === vs.map((v) => `${expected(v)} `).join('');
      }),
    );
    // Whole numbers and halves: beside the long way, and past 32 bits.
    fc.assert(fc.property(fc.integer({ min: -2e9, max: 2e9 }), (k) => new AsciiWriter().num(k / 2).toString() === expected(k / 2)));
    for (const v of [-0, -1.5, 3.5, 1073741823.5, 4e9 + 0.5, -4e9 - 0.5]) expect(new AsciiWriter().num(v).toString()).toBe(expected(v));
    // Past 2³¹ thousandths the fraction takes the floating-point way.
    fc.assert(fc.property(fc.double({ min: -1e10, max: 1e10, noNaN: true }), (v) => new AsciiWriter().num(v).toString() === expected(v)));
    for (const v of [0.5, -0.5, 1.25, -1.0005, 0.0004, -0.0004, 2.1, 0.001, 0.07, 12.345, 1e-9, 2147483.6475, 2147483.648, -2147483.649, 5e6 + 0.25, -5e6 - 0.007]) expect(new AsciiWriter().num(v).toString()).toBe(expected(v));
  });

  it('writes any text as UTF-8, between ASCII, growing as it must', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme' }), { maxLength: 20 }), (texts) => {
        const out = new AsciiWriter(4);
        for (const t of texts) out.char(124).utf8(t);
        return Buffer.from(out.written()).equals(Buffer.from(texts.map((t) => `|${t}`).join(''), 'utf8'));
      }),
    );
    expect(new TextDecoder().decode(new AsciiWriter(1).utf8('20×20 · 𝄞').written())).toBe('20×20 · 𝄞');
  });

  it('writes what it wrote before again, growing as it must', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 1, maxLength: 50 }), fc.nat(), fc.nat(), (vs, a, b) => {
        const out = new AsciiWriter(4);
        for (const v of vs) out.int(v).char(44);
        const text = out.toString();
        const [start, end] = [a % out.size, b % out.size].sort((x, y) => x - y);
        return out.size === text.length && out.again(start, end).toString() === text + text.slice(start, end);
      }),
    );
  });

  it('grows past its first buffer and keeps every byte', () => {
    const out = new AsciiWriter();
    for (let i = 0; i < 5000; i++) out.char(104).int(i);
    expect(out.toString()).toBe(Array.from({ length: 5000 }, (_, i) => `h${i}`).join(''));
  });

  it('writes codes through a table as their texts, in or beyond it', () => {
    // Texts of 0 to 11 bytes: the table holds those of up to 8 printable characters, below its size.
    const text = (code: number) => (code % 7 === 3 ? `\u007f${code}` : 'x'.repeat(code % 12));
    const table = new TextTable(64, text);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 200 }), { maxLength: 3000 }), (codes) => {
        // A small start, so the writer grows on the way.
        const out = new AsciiWriter(16).char(61).codes(Int32Array.from(codes), table);
        return out.toString() === '=' + codes.map(text).join('');
      }),
    );
  });
});
