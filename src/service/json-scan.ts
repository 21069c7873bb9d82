/**
 * A posted body is scanned before it is parsed: one pass over the bytes,
 * outside strings, counting nesting depth and containers. JSON.parse of
 * millions of nested or empty arrays costs tens of times the body's size in
 * memory and seconds of time; a move log needs neither (depth 5, a container
 * every six bytes or more), so such bodies are refused before any is built.
 * The same pass finds a log's "moves" array, which is then read a move at a
 * time (posted-moves.ts) instead of parsed whole.
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
export const OPEN_ARRAY = 0x5b;
export const CLOSE_ARRAY = 0x5d;
export const OPEN_OBJECT = 0x7b;
export const CLOSE_OBJECT = 0x7d;
const MOVES_KEY = /^"moves"[ \t\r\n]*:[ \t\r\n]*$/;

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
 * The top-level object's "moves" array: from its [ to just after its ], how
 * many elements it has if the body is valid JSON, and the moves of the usual
 * form the scan matched, if it was given one.
 */
export interface ArraySpan {
  start: number;
  end: number;
  count: number;
  matched: MatchedRun | null;
}

/** The first moves of an array that are of the usual form: their integers, one move after another, and where the last of them ends. */
export interface MatchedRun {
  ints: Int32Array;
  count: number;
  rest: number;
}

/**
 * Checks depth and container count of JSON text in bytes, without building
 * anything; finds the "moves" array when the top-level object has exactly one.
 * Given a move form, it matches the moves of that form as it passes them
 * (counting their arrays and objects from the form), so they are read once,
 * not twice.
 */
export function scanJson(bytes: Uint8Array, shape: MoveShape | null = null): ArraySpan | null {
  const maxContainers = Math.floor(bytes.length / BYTES_PER_CONTAINER) + CONTAINER_SLACK;
  const n = bytes.length;
  let depth = 0;
  let containers = 0;
  /** Where the latest string directly in the top-level container began: the key of what follows. */
  let keyStart = -1;
  let movesKeys = 0;
  /** The "moves" array's [ and ], and the commas directly in the top-level container's arrays before each. */
  let movesStart = -1;
  let movesEnd = -1;
  let commasBefore = 0;
  let commasAfter = 0;
  let commas = 0;
  let matched: MatchedRun | null = null;
  const inObject = firstByte(bytes) === OPEN_OBJECT;
  for (let i = 0; i < n; i++) {
    const kind = KIND[bytes[i]];
    if (kind === OTHER) continue;
    if (kind === STRING) {
      if (depth === 1) keyStart = i;
      i = stringEnd(bytes, i + 1, n);
    } else if (kind === SEPARATOR) {
      if (depth === 2) commas++;
    } else if (kind === OPEN) {
      if (++depth > MAX_JSON_DEPTH) throw tooDeep();
      if (++containers > maxContainers) throw tooManyContainers();
      if (depth === 2 && keyStart >= 0 && isMovesKey(bytes, keyStart, i)) {
        movesKeys++;
        movesStart = bytes[i] === OPEN_ARRAY ? i : -1;
        commasBefore = commas;
        if (shape && inObject && movesKeys === 1 && movesStart >= 0) {
          const run = matchRun(bytes, i + 1, shape);
          matched = run;
          commas += run.commas;
          // The matched moves' arrays and objects count as if passed one by one.
          containers += run.count * shape.containers;
          if (containers > maxContainers) throw tooManyContainers();
          i = run.rest - 1;
        }
      }
    } else if (--depth === 1 && movesStart >= 0 && movesEnd < 0) {
      movesEnd = i;
      commasAfter = commas;
    }
  }
  // Read by hand only in the plain case: one "moves" key, an array, in a top-level object.
  if (movesKeys !== 1 || movesStart < 0 || movesEnd < 0 || !inObject) return null;
  const count = isEmpty(bytes, movesStart + 1, movesEnd) ? 0 : commasAfter - commasBefore + 1;
  return { start: movesStart, end: movesEnd + 1, count, matched };
}

/**
 * From just after the moves' [: the moves of the form, one after another
 * with the commas between them, until one is not of the form or no comma
 * follows. `rest` is just after the last move matched (or the [ when none
 * was): the scan, and later the reader of the other moves, go on from there
 * as from after any element, so a fault there is found and worded as it would be.
 */
function matchRun(bytes: Uint8Array, start: number, shape: MoveShape): MatchedRun & { commas: number } {
  const slots = shape.ints.length;
  // Room for as many moves as the bytes left could hold, each at its shortest with a comma: allocated once.
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

/** Whether the bytes from a key's opening quote to a [ or { are "moves" and a colon. */
function isMovesKey(bytes: Uint8Array, keyStart: number, open: number): boolean {
  return open - keyStart < 32 && MOVES_KEY.test(String.fromCharCode(...bytes.subarray(keyStart, open)));
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
