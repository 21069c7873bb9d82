/**
 * A posted body is scanned before it is parsed: one pass over the bytes,
 * outside strings, counting nesting depth and containers. JSON.parse of
 * millions of nested or empty arrays costs tens of times the body's size in
 * memory and seconds of time; a move log needs neither (depth 5, a container
 * every six bytes or more), so such bodies are refused before any is built.
 * The same pass finds a log's "moves" array, which is then read a move at a
 * time (posted-moves.ts) instead of parsed whole, and its "codes" array,
 * whose integers it reads as it passes them.
 */
import type { MoveShape } from './move-shape.ts';
import { badRequest, notJson } from './request-error.ts';

export const MAX_JSON_DEPTH = 32;
/** Bytes of body per array or object, at the least, allowing for a small body's envelope. */
const BYTES_PER_CONTAINER = 4;
const CONTAINER_SLACK = 64;

/** JSON's structural bytes, shared with the readers of posted moves (json-bytes.ts, move-shape.ts, posted-moves.ts). */
export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;
export const COMMA = 0x2c;
const COLON = 0x3a;
export const OPEN_ARRAY = 0x5b;
export const CLOSE_ARRAY = 0x5d;
export const OPEN_OBJECT = 0x7b;
export const CLOSE_OBJECT = 0x7d;

/** What a byte is to the scan, looked up rather than compared in turn: most bytes are OTHER. */
const OTHER = 0;
const STRING = 1;
const SEPARATOR = 2;
const OPEN = 3;
const CLOSE = 4;
const KIND = new Uint8Array(256);
KIND[QUOTE] = STRING;
KIND[COMMA] = SEPARATOR;
KIND[OPEN_ARRAY] = KIND[OPEN_OBJECT] = OPEN;
KIND[CLOSE_ARRAY] = KIND[CLOSE_OBJECT] = CLOSE;

/**
 * The top-level object's "moves" or "codes" array: from its [ to just after
 * its ], how many elements it has if the body is valid JSON, and the first
 * elements as the scan read them, if it was asked to.
 */
export interface ArraySpan {
  start: number;
  end: number;
  count: number;
  matched: MatchedRun | null;
}

/** The first elements of an array that the scan read (moves of a shape, or codes): their integers, one element after another, and where the last of them ends. */
export interface MatchedRun {
  ints: Int32Array<ArrayBuffer>;
  count: number;
  rest: number;
}

/** What the scan finds of a log's arrays, each where the body has it in the plain place: one key, an array, in a top-level object. */
export interface LogSpans {
  moves: ArraySpan | null;
  codes: ArraySpan | null;
}

/** The shapes the scan matches a log's elements against as it passes them: moves of the game's usual form, and codes (one integer, `#`). */
export interface LogShapes {
  moves?: MoveShape | null;
  codes?: MoveShape | null;
}

/** One of a log's arrays as the scan meets it. */
class KeyedArray {
  /** The top-level keys JSON.parse reads as its name, whatever their values: the plain place has one. */
  names = 0;
  /** The array's [ and ], and the commas directly in the top-level container's arrays before each. */
  start = -1;
  end = -1;
  commasBefore = 0;
  commasAfter = 0;
  matched: MatchedRun | null = null;

  /** `shape`: the elements' shape, matched from just after the [, if they are. */
  constructor(readonly shape: MoveShape | null) {}

  /** The array, where the body has it in the plain place. */
  span(bytes: Uint8Array, inObject: boolean): ArraySpan | null {
    const { start, end } = this;
    if (this.names !== 1 || start < 0 || end < 0 || !inObject) return null;
    const count = isEmpty(bytes, start + 1, end) ? 0 : this.commasAfter - this.commasBefore + 1;
    return { start, end: end + 1, count, matched: this.matched };
  }
}

/**
 * Checks depth and container count of JSON text in bytes, without building
 * anything; finds the "moves" and "codes" arrays when the top-level object
 * has exactly one of each. Given their shapes, it matches the elements of
 * each as it passes them (counting their arrays and objects from the shape),
 * so they are read once, not twice.
 */
export function scanJson(bytes: Uint8Array, shapes: LogShapes = {}): LogSpans {
  const maxContainers = Math.floor(bytes.length / BYTES_PER_CONTAINER) + CONTAINER_SLACK;
  const n = bytes.length;
  let depth = 0;
  let containers = 0;
  const moves = new KeyedArray(shapes.moves ?? null);
  const codes = new KeyedArray(shapes.codes ?? null);
  /** The log's array a top-level key has just named, until its value begins. */
  let named: KeyedArray | null = null;
  /** The log's array the scan is in, if it is in one. */
  let inside: KeyedArray | null = null;
  let commas = 0;
  const inObject = firstByte(bytes) === OPEN_OBJECT;
  for (let i = 0; i < n; i++) {
    const kind = KIND[bytes[i]];
    if (kind === OTHER) continue;
    if (kind === STRING) {
      const open = i;
      i = stringEnd(bytes, i + 1, n);
      if (depth === 1) {
        const name = logKeyName(bytes, open, i);
        named = name === 'moves' ? moves : name === 'codes' ? codes : null;
        if (named) named.names++;
      }
    } else if (kind === SEPARATOR) {
      if (depth === 2) commas++;
      else if (depth === 1) named = null;
    } else if (kind === OPEN) {
      if (++depth > MAX_JSON_DEPTH) throw tooDeep();
      if (++containers > maxContainers) throw tooManyContainers();
      if (depth === 2 && named) {
        const found = named;
        named = null;
        inside = found;
        found.start = bytes[i] === OPEN_ARRAY ? i : -1;
        found.commasBefore = commas;
        if (found.shape && inObject && found.names === 1 && found.start >= 0) {
          const run = matchRun(bytes, i + 1, found.shape);
          found.matched = run;
          commas += run.commas;
          // The matched elements' arrays and objects count as if passed one by one.
          containers += run.count * found.shape.containers;
          if (containers > maxContainers) throw tooManyContainers();
          i = run.rest - 1;
        }
      }
    } else if (--depth === 1 && inside) {
      if (inside.start >= 0 && inside.end < 0) {
        inside.end = i;
        inside.commasAfter = commas;
      }
      inside = null;
    }
  }
  return { moves: moves.span(bytes, inObject), codes: codes.span(bytes, inObject) };
}

/**
 * Whether the scan read every element of the array: as many as it has, then
 * nothing but spaces, then its ]. The scan closes an array at a } as well, so
 * the ] is looked for here; with it, the array is JSON on its own, and the
 * body is JSON exactly when it is with [] in the array's place.
 */
export const matchedWhole = (bytes: Uint8Array, span: ArraySpan): span is ArraySpan & { matched: MatchedRun } =>
  span.matched !== null &&
  span.count > 0 &&
  span.matched.count === span.count &&
  isEmpty(bytes, span.matched.rest, span.end - 1) &&
  bytes[span.end - 1] === CLOSE_ARRAY;

/**
 * From just after an array's [: the elements of the shape, one after another
 * with the commas between them, until one is not of the shape or no comma
 * follows. `rest` is just after the last element matched (or the [ when none
 * was): the scan, and later the reader of the other moves, go on from there
 * as from after any element, so a fault there is found and worded as it would be.
 */
function matchRun(bytes: Uint8Array, start: number, shape: MoveShape): MatchedRun & { commas: number } {
  const slots = shape.ints.length;
  // Room for as many elements as the bytes left could hold, each at its shortest with a comma: allocated once.
  const ints = new Int32Array((Math.floor((bytes.length - start) / (shape.shortest + 1)) + 1) * slots);
  let count = 0;
  let rest = start;
  for (let i = start; ; ) {
    while (isSpace(bytes[i])) i++;
    const after = shape.match(bytes, i, ints, count * slots);
    if (after < 0) break;
    count++;
    rest = after;
    for (i = after; isSpace(bytes[i]); ) i++;
    if (bytes[i] !== COMMA) break;
    i++;
  }
  return { ints: ints.subarray(0, count * slots), count, rest, commas: Math.max(0, count - 1) };
}

/** Where a string that starts at `i` (after its quote) ends: its closing quote. */
function stringEnd(bytes: Uint8Array, i: number, n: number): number {
  for (; i < n; i++) {
    const b = bytes[i];
    if (b === QUOTE) return i;
    if (b === BACKSLASH) i++;
  }
  return i;
}

const tooDeep = () => badRequest(`the body nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels; a move log needs 5`);
const tooManyContainers = () =>
  badRequest(`the body has more arrays and objects than a move log of its size could (more than one every ${BYTES_PER_CONTAINER} bytes)`);

/**
 * Which of a log's arrays a top-level string from its quote at `open` to the
 * one at `close` names, as JSON.parse reads it: "moves" or "codes" when a
 * colon follows (a key), escapes and all ("\u0063odes" is "codes" too), else
 * null. Every such key is counted, so that a log with two is read by
 * JSON.parse, which takes the last.
 */
function logKeyName(bytes: Uint8Array, open: number, close: number): 'moves' | 'codes' | null {
  let after = close + 1;
  while (isSpace(bytes[after])) after++;
  const length = close - open - 1;
  // Five characters escaped as \uXXXX take 30 bytes: a longer name is neither. Nothing is built for any other key.
  if (bytes[after] !== COLON || length < 5 || length > 30) return null;
  if (length === 5) return namesAt(bytes, open + 1, MOVES) ? 'moves' : namesAt(bytes, open + 1, CODES) ? 'codes' : null;
  // Characters counted, an escape as one (\uXXXX, or \ and one more): only a name of five with an escape is decoded.
  let chars = 0;
  let escaped = false;
  for (let i = open + 1; i < close; i++, chars++) {
    if (bytes[i] !== BACKSLASH) continue;
    escaped = true;
    i += bytes[i + 1] === LOWER_U ? 5 : 1;
  }
  if (!escaped || chars !== 5) return null;
  try {
    const name: unknown = JSON.parse(utf8(bytes.subarray(open, close + 1)));
    return name === 'moves' || name === 'codes' ? name : null;
  } catch {
    // Not a string JSON.parse reads: the body is refused by it later.
    return null;
  }
}

const [MOVES, CODES] = ['moves', 'codes'].map((name) => new TextEncoder().encode(name));

/** Whether the bytes from `at` are `name`'s. */
function namesAt(bytes: Uint8Array, at: number, name: Uint8Array): boolean {
  for (let i = 0; i < name.length; i++) if (bytes[at + i] !== name[i]) return false;
  return true;
}

function isEmpty(bytes: Uint8Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!isSpace(bytes[i])) return false;
  return true;
}

function firstByte(bytes: Uint8Array): number | undefined {
  let i = 0;
  while (isSpace(bytes[i])) i++;
  return bytes[i];
}

export const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;

/** Decimal digits, read by hand in json-bytes.ts and move-shape.ts. */
export const ZERO = 0x30;
const NINE = 0x39;
const LOWER_U = 0x75;
export const isDigit = (b: number) => b >= ZERO && b <= NINE;

const decoder = new TextDecoder();

/** Bytes as UTF-8 text (a malformed sequence as U+FFFD, as for a whole body). */
export const utf8 = (bytes: Uint8Array): string => decoder.decode(bytes);

/** JSON.parse of bytes, or a 415 that says why not. */
export function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(utf8(bytes));
  } catch (e) {
    throw notJson(`the body is not valid JSON: ${(e as Error).message.slice(0, 120)}`);
  }
}
