/**
 * JSON values read one at a time straight from a body's bytes, giving what
 * JSON.parse gives. A posted log of a million moves is read move by move as it
 * is replayed: JSON.parse of the whole log would build and keep a million
 * objects first, which costs twice the replay. The common tokens (ASCII
 * strings without escapes, integers) are read here; a string with escapes or
 * other bytes, and a number with a fraction or exponent, are checked here and
 * converted by JSON.parse or Number, so every value is exactly JSON.parse's.
 */
import { BACKSLASH, CLOSE_ARRAY, CLOSE_OBJECT, COMMA, isDigit, isSpace, OPEN_ARRAY, OPEN_OBJECT, QUOTE, utf8, ZERO } from './json-scan.ts';
import { notJson } from './request-error.ts';

const COLON = 0x3a;
const MINUS = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;
/** Integers of up to 15 digits are exact in arithmetic on doubles. */
const EXACT_DIGITS = 15;
/** Short strings remembered (a power of two), so a key seen a million times is one string. */
const REMEMBERED = 64;
const REMEMBERED_LENGTH = 16;

const LITERALS: [string, unknown][] = [
  ['true', true],
  ['false', false],
  ['null', null],
];

export class JsonBytes {
  /** The next byte to read. */
  pos: number;
  private readonly rememberedBytes: (Uint8Array | undefined)[] = new Array(REMEMBERED).fill(undefined);
  private readonly rememberedText: string[] = new Array(REMEMBERED).fill('');

  constructor(
    readonly bytes: Uint8Array,
    start = 0,
  ) {
    this.pos = start;
  }

  /** The byte after any whitespace, not consumed (undefined past the end). */
  peek(): number {
    const { bytes } = this;
    let b = bytes[this.pos];
    if (b > 0x20) return b;
    while (isSpace(b)) b = bytes[++this.pos];
    return b;
  }

  /** Consumes `byte` after any whitespace, or says what was expected. */
  expect(byte: number, what: string): void {
    if (this.peek() !== byte) throw this.error(what);
    this.pos++;
  }

  /** Reads one value, as JSON.parse would give it. */
  value(): unknown {
    const b = this.peek();
    if (b === OPEN_ARRAY) return this.array();
    if (isDigit(b) || b === MINUS) return this.number();
    if (b === OPEN_OBJECT) return this.object();
    if (b === QUOTE) return this.string();
    return this.literal();
  }

  /** A 415 naming what was expected where the reading stopped. */
  error(expected: string, pos = this.pos): Error {
    const at = pos < this.bytes.length ? `at byte ${pos}` : 'at the end of the body';
    return notJson(`the body is not valid JSON: expected ${expected} ${at}`);
  }

  private object(): Record<string, unknown> {
    this.pos++;
    const object: Record<string, unknown> = {};
    if (this.peek() === CLOSE_OBJECT) {
      this.pos++;
      return object;
    }
    for (;;) {
      if (this.peek() !== QUOTE) throw this.error('a key in quotes');
      const key = this.string();
      this.expect(COLON, 'a colon after the key');
      const value = this.value();
      // JSON.parse makes "__proto__" an own key; assigning it would set the prototype.
      if (key === '__proto__') Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
      else object[key] = value;
      const next = this.peek();
      this.pos++;
      if (next === CLOSE_OBJECT) return object;
      if (next !== COMMA) throw this.error('a comma or }', this.pos - 1);
    }
  }

  private array(): unknown[] {
    this.pos++;
    if (this.peek() === CLOSE_ARRAY) {
      this.pos++;
      return [];
    }
    const first = this.element();
    if (this.endOfArray()) return [first];
    const second = this.element();
    // A point or a pair is most of what a move log holds: written as a literal, the array is its exact size.
    if (this.endOfArray()) return [first, second];
    const array = [first, second];
    do array.push(this.value());
    while (!this.endOfArray());
    return array;
  }

  /** An array's element: a number read without going through value(), numbers being most elements. */
  private element(): unknown {
    const b = this.peek();
    return isDigit(b) || b === MINUS ? this.number() : this.value();
  }

  /** After an element: true at the ], false at a comma. */
  private endOfArray(): boolean {
    const next = this.peek();
    this.pos++;
    if (next === CLOSE_ARRAY) return true;
    if (next !== COMMA) throw this.error('a comma or ]', this.pos - 1);
    return false;
  }

  private string(): string {
    const { bytes } = this;
    const start = this.pos + 1;
    let i = start;
    let b = bytes[i];
    while (b !== QUOTE && b !== BACKSLASH && b >= 0x20 && b < 0x80) b = bytes[++i];
    if (b === QUOTE) {
      this.pos = i + 1;
      return this.plainText(start, i);
    }
    for (; b !== QUOTE; b = bytes[++i]) {
      if (i >= bytes.length) throw this.error('the end of a string', i);
      if (b === BACKSLASH) i++;
    }
    this.pos = i + 1;
    return this.parse(start - 1, i + 1) as string;
  }

  /** An ASCII string without escapes; short ones are remembered, by their length and ends. */
  private plainText(start: number, end: number): string {
    const { bytes, rememberedBytes, rememberedText } = this;
    const length = end - start;
    if (length > REMEMBERED_LENGTH) return this.parse(start - 1, end + 1) as string;
    const slot = length === 0 ? 0 : (length * 7 + bytes[start] * 3 + bytes[end - 1]) & (REMEMBERED - 1);
    const known = rememberedBytes[slot];
    if (known !== undefined && sameBytes(known, bytes, start, length)) return rememberedText[slot];
    const text = String.fromCharCode(...bytes.subarray(start, end));
    rememberedBytes[slot] = bytes.slice(start, end);
    rememberedText[slot] = text;
    return text;
  }

  private number(): number {
    const { bytes } = this;
    const start = this.pos;
    const negative = bytes[start] === MINUS;
    const first = negative ? start + 1 : start;
    let i = first;
    let n = 0;
    let b = bytes[i];
    while (isDigit(b)) {
      n = n * 10 + (b - ZERO);
      b = bytes[++i];
    }
    if (i === first) throw this.error('a digit', i);
    if (bytes[first] === ZERO && i > first + 1) throw this.error('a number without leading zeros', first);
    this.pos = i;
    if (b !== DOT && b !== 0x65 && b !== 0x45 && i - first <= EXACT_DIGITS) return negative ? -n : n;
    if (b === DOT) i = this.digits(i + 1);
    if (bytes[i] === 0x65 || bytes[i] === 0x45) i = this.digits(bytes[i + 1] === PLUS || bytes[i + 1] === MINUS ? i + 2 : i + 1);
    this.pos = i;
    // Decoded, not spread into fromCharCode: a number may be megabytes of digits.
    return Number(utf8(bytes.subarray(start, i)));
  }

  /** At least one digit from `i`: where they end. */
  private digits(i: number): number {
    if (!isDigit(this.bytes[i])) throw this.error('a digit', i);
    while (isDigit(this.bytes[i])) i++;
    return i;
  }

  private literal(): unknown {
    for (const [word, value] of LITERALS) if (this.matches(word)) return value;
    throw this.error('a value');
  }

  private matches(word: string): boolean {
    for (let k = 0; k < word.length; k++) if (this.bytes[this.pos + k] !== word.charCodeAt(k)) return false;
    this.pos += word.length;
    return true;
  }

  /** JSON.parse of a token checked here but decoded there (escapes, UTF-8). */
  private parse(start: number, end: number): unknown {
    try {
      return JSON.parse(utf8(this.bytes.subarray(start, end)));
    } catch (e) {
      throw notJson(`the body is not valid JSON: ${(e as Error).message.slice(0, 120)} in the token at byte ${start}`);
    }
  }
}

function sameBytes(a: Uint8Array, bytes: Uint8Array, start: number, length: number): boolean {
  if (a.length !== length) return false;
  for (let k = 0; k < length; k++) if (a[k] !== bytes[start + k]) return false;
  return true;
}
