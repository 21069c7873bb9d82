/**
 * Path data for a 1000×1000 maze is megabytes of short commands ("h3", "v-2",
 * "m1 4"). Built as that many small strings it costs several times what
 * writing its bytes does, so the commands are written as ASCII into one
 * growing buffer, which is the answer's bytes (an SVG document, text around
 * the path included, as UTF-8) or is decoded to a string once. The commonest
 * commands come from a table of their bytes (`TextTable`), one store each.
 */
const MINUS = 45;
const ZERO = 48;

/** The longest text a table holds: the bytes of one double. */
const TEXT_BYTES = 8;

/**
 * The ASCII texts of the integer codes below `size`, each of up to 8 bytes,
 * kept as the double whose little-endian bytes they are, so that writing one
 * is one 8-byte store and a length. Printable characters never make a NaN's
 * bits (those need a byte of 7F), which a double might not keep; a code whose
 * text is longer, or not printable, has length 0.
 */
export class TextTable {
  readonly texts: Float64Array;
  readonly lengths: Uint8Array;

  constructor(
    readonly size: number,
    readonly text: (code: number) => string,
  ) {
    const bytes = new DataView(new ArrayBuffer(TEXT_BYTES * size));
    this.lengths = new Uint8Array(size);
    for (let code = 0; code < size; code++) {
      const t = text(code);
      if (t.length > TEXT_BYTES || /[^ -~]/.test(t)) continue;
      for (let i = 0; i < t.length; i++) bytes.setUint8(TEXT_BYTES * code + i, t.charCodeAt(i));
      this.lengths[code] = t.length;
    }
    this.texts = Float64Array.from({ length: size }, (_, code) => bytes.getFloat64(TEXT_BYTES * code, true));
  }
}

const encoder = new TextEncoder();

/**
 * The texts of whole numbers below 2048 (a board's coordinates within the
 * default size limits, margins included: larger ones are written digit by
 * digit), and of thousandths as the decimals after a whole number ("5" →
 * ".005", "520" → ".52"). Each thread builds them as it loads this module:
 * 10 000 wholes took 9 ms of that.
 */
const WHOLES = new TextTable(2048, String);
const DECIMALS = new TextTable(1000, (f) => `.${String(f).padStart(3, '0').replace(/0+$/, '')}`);

export class AsciiWriter {
  private bytes: Uint8Array;
  private view: DataView;
  private length = 0;

  /** `capacity`: the bytes it starts with room for; it grows past them. */
  constructor(capacity = 1 << 12) {
    this.bytes = new Uint8Array(capacity);
    this.view = new DataView(this.bytes.buffer);
  }

  /** Makes room for n more bytes; the callers test first, so the common case is one comparison. */
  private grow(n: number): void {
    const bigger = new Uint8Array(Math.max(2 * this.bytes.length, this.length + n));
    bigger.set(this.bytes.subarray(0, this.length));
    this.bytes = bigger;
    this.view = new DataView(bigger.buffer);
  }

  /** Makes room for n more bytes; a writer that knows what is coming asks once, for one copy instead of several doublings. */
  reserve(n: number): this {
    if (this.length + n > this.bytes.length) this.grow(n);
    return this;
  }

  /** A single ASCII character, by its code. */
  char(code: number): this {
    if (this.length === this.bytes.length) this.grow(1);
    this.bytes[this.length++] = code;
    return this;
  }

  /** A short ASCII string (commands, attribute names). */
  text(s: string): this {
    this.reserve(s.length);
    for (let i = 0; i < s.length; i++) this.bytes[this.length++] = s.charCodeAt(i);
    return this;
  }

  /** Any text, as UTF-8 (titles, descriptions: what a person wrote may not be ASCII). */
  utf8(s: string): this {
    // Room for ASCII, the usual text (a megabyte of a maze's solution in JSON): encodeInto writes what fits, and the
    // rest gets room for 3 bytes a UTF-16 unit, the most one takes (a surrogate pair, 2 units, is 4).
    this.reserve(s.length);
    const { read, written } = encoder.encodeInto(s, this.bytes.subarray(this.length));
    this.length += written;
    if (read < s.length) {
      const rest = s.slice(read);
      this.reserve(3 * rest.length);
      this.length += encoder.encodeInto(rest, this.bytes.subarray(this.length)).written;
    }
    return this;
  }

  /** An integer in decimal, as String(v) writes it. */
  int(v: number): this {
    if (v > -WHOLES.size && v < WHOLES.size && (v | 0) === v) {
      // A board's coordinates, and the steps between points (negative half the time): a minus sign where there is
      // one, and one 8-byte store from the table (the bytes past the text are written over next).
      this.reserve(1 + TEXT_BYTES);
      if (v < 0) {
        this.bytes[this.length++] = MINUS;
        v = -v;
      }
      this.view.setFloat64(this.length, WHOLES.texts[v], true);
      this.length += WHOLES.lengths[v];
      return this;
    }
    if (v >= -0x7fffffff && v <= 0x7fffffff) {
      this.reserve(11);
      if (v < 0) {
        this.bytes[this.length++] = MINUS;
        v = -v;
      }
      this.digits(v);
      return this;
    }
    return this.longInt(v);
  }

  /**
   * The digits of a whole number below 2³¹, the room made: counted by
   * comparisons (a board's coordinates have up to 4, move codes 7), then
   * written from the last in integer arithmetic.
   */
  private digits(u: number): void {
    const { bytes } = this;
    let i = (this.length += u < 10000 ? (u < 10 ? 1 : u < 100 ? 2 : u < 1000 ? 3 : 4) : u < 1e6 ? (u < 1e5 ? 5 : 6) : u < 1e8 ? (u < 1e7 ? 7 : 8) : u < 1e9 ? 9 : 10);
    do {
      bytes[--i] = ZERO + (u % 10);
      u = (u / 10) | 0;
    } while (u > 0);
  }

  /** Integers past 32 bits: rare enough to be written as String writes them. */
  private longInt(v: number): this {
    return this.text(String(v));
  }

  /**
   * A number rounded to 3 decimals, written as String(Math.round(v * 1000) / 1000)
   * would write it (no exponent: board coordinates stay far from 1e21).
   */
  num(v: number): this {
    if ((v | 0) === v) return this.int(v);
    const rounded = Math.round(v * 1000);
    if (rounded > 0x7fffffff || rounded < -0x7fffffff) return this.longFraction(rounded);
    // As an int32: its remainders and divisions by constants are integer instructions, not fmod.
    const thousandths = rounded | 0;
    if (thousandths % 1000 === 0) return this.int(thousandths / 1000);
    const abs = thousandths < 0 ? -thousandths : thousandths;
    this.reserve(1 + 11 + TEXT_BYTES);
    if (thousandths < 0) this.bytes[this.length++] = MINUS;
    // In 32 bits, divisions by constants are multiplications.
    const whole = (abs / 1000) | 0;
    // The whole part and the decimals each as one 8-byte store from a table (the bytes past a text are
    // written over next): a bridge's ends and a slanted wall's are numbers like these, hundreds of
    // thousands of them in a big maze.
    const { view } = this;
    if (whole < WHOLES.size) {
      view.setFloat64(this.length, WHOLES.texts[whole], true);
      this.length += WHOLES.lengths[whole];
    } else this.digits(whole);
    const fraction = abs - whole * 1000;
    view.setFloat64(this.length, DECIMALS.texts[fraction], true);
    this.length += DECIMALS.lengths[fraction];
    return this;
  }

  /** num past 32 bits of thousandths: rare enough to be written as String writes it. */
  private longFraction(thousandths: number): this {
    return this.text(String(thousandths / 1000));
  }

  /** Each code's text: from the table where it is there (codes are non-negative), else as the table's `text` spells it. */
  codes(codes: Int32Array, table: TextTable): this {
    const { texts, lengths, size } = table;
    // The buffer and length in locals through the loop: fields would be reloaded at every store.
    let { view, length } = this;
    let end = view.byteLength - TEXT_BYTES;
    for (let i = 0; i < codes.length; i++) {
      const code = codes[i];
      const n = code < size ? lengths[code] : 0;
      if (n === 0 || length > end) {
        this.length = length;
        if (n === 0) this.text(table.text(code));
        else this.grow(TEXT_BYTES);
        ({ view, length } = this);
        end = view.byteLength - TEXT_BYTES;
        if (n === 0) continue;
      }
      // All 8 bytes, whatever the length: the ones past it are written over next.
      view.setFloat64(length, texts[code], true);
      length += n;
    }
    this.length = length;
    return this;
  }

  toString(): string {
    return Buffer.from(this.bytes.buffer, 0, this.length).toString('latin1');
  }

  /** How many bytes are written so far: where the next one goes. */
  get size(): number {
    return this.length;
  }

  /** The bytes written from `start` to `end` once more: a text written before, without working it out again. */
  again(start: number, end: number): this {
    this.reserve(end - start);
    this.bytes.copyWithin(this.length, start, end);
    this.length += end - start;
    return this;
  }

  /** What was written, as bytes (a view, not a copy). */
  written(): Uint8Array {
    return this.bytes.subarray(0, this.length);
  }
}
