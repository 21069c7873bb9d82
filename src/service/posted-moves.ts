/**
 * A posted log read from its bytes. The envelope (board, parameters) is
 * parsed by JSON.parse with the "moves" or "codes" array left empty. Moves
 * of the game's usual form are matched by the scan and kept as integers
 * (move-shape.ts), nothing built for them; any other is read as the replay
 * takes it (json-bytes.ts), so the moves of a 1000² game are never all held
 * as objects. A replay that stops at an illegal move still has the rest
 * read, so a body that is not valid JSON is a 415 wherever its fault lies,
 * as it was when the whole body was parsed first. Codes that are all plain
 * integers are read by the scan into an Int32Array; any others, and the
 * whole body with them, go to JSON.parse as before, so that what is wrong
 * with one is said in the same words.
 */
import { isUtf8 } from 'node:buffer';
import { PlayedCodes } from '../core/play.ts';
import type { MoveList } from './wire.ts';
import { JsonBytes } from './json-bytes.ts';
import { CLOSE_ARRAY, COMMA, matchedWhole, OPEN_ARRAY, parseJson, scanJson, type ArraySpan, type MatchedRun } from './json-scan.ts';
import { MoveShape } from './move-shape.ts';
import { notJson } from './request-error.ts';

const EMPTY_ARRAY = new Uint8Array([OPEN_ARRAY, CLOSE_ARRAY]);
/**
 * A code: one integer. A code the form ends before ("2.5", "2e1", a tenth
 * digit) is matched up to there, and the rest of it fails matchedWhole, so
 * such codes go to JSON.parse.
 */
const CODE = new MoveShape('#');

/** A posted log: the body as a value, with its moves or codes read apart where they were (each array then empty in `json`). */
export interface LogJson {
  json: unknown;
  moves: MoveList | null;
  codes: PlayedCodes | null;
}

/**
 * The body as a value, its "moves" or "codes" read apart where the body has
 * them in the plain place; moves of the game's usual form (`form`,
 * Wire.shape) are matched by the scan itself.
 */
export function readLogJson(bytes: Uint8Array, form?: string): LogJson {
  // JSON between systems is UTF-8 (RFC 8259); a malformed byte would otherwise be read as U+FFFD without a word.
  if (!isUtf8(bytes)) throw notJson('the body is not valid UTF-8: send the JSON as UTF-8 text');
  const shape = form === undefined ? null : new MoveShape(form);
  const spans = scanJson(bytes, { moves: shape, codes: CODE });
  if (spans.moves) {
    const json = envelope(bytes, spans.moves);
    if (json !== undefined) return { json, moves: new PostedMoveBytes(bytes, spans.moves, shape), codes: null };
  } else if (spans.codes && matchedWhole(bytes, spans.codes)) {
    const json = envelope(bytes, spans.codes);
    const { ints, count } = spans.codes.matched;
    if (json !== undefined) return { json, moves: null, codes: new PlayedCodes(ints.buffer, ints.byteOffset, count) };
  }
  return { json: parseJson(bytes), moves: null, codes: null };
}

/**
 * The body parsed with the array at `span` left empty; undefined where that
 * is not JSON: the fault is outside the array, and JSON.parse of the whole
 * body says where it is in the body, not in the envelope.
 */
function envelope(bytes: Uint8Array, span: ArraySpan): unknown {
  const text = new Uint8Array(bytes.length - (span.end - span.start) + EMPTY_ARRAY.length);
  text.set(bytes.subarray(0, span.start));
  text.set(EMPTY_ARRAY, span.start);
  text.set(bytes.subarray(span.end), span.start + EMPTY_ARRAY.length);
  try {
    return parseJson(text);
  } catch {
    return undefined;
  }
}

/** The moves as a list that is read each time it is iterated; `length` is the scan's count. */
class PostedMoveBytes implements MoveList {
  readonly length: number;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly span: ArraySpan,
    private readonly shape: MoveShape | null,
  ) {
    this.length = span.count;
  }

  [Symbol.iterator](): Iterator<unknown> {
    return new MoveReader(new JsonBytes(this.bytes, this.span.start + 1), this.length, this.span.end, null);
  }

  /**
   * The moves the scan matched against `form`, then the rest, each matched if
   * it can be, else read; a list read against no form, or another, is read whole.
   */
  matching(form: string): Iterable<unknown> {
    const { bytes, span, length, shape } = this;
    const run = span.matched;
    if (!shape || !run || shape.text !== form) return this;
    const after = run.count > 0;
    const rest = (): MoveReader => new MoveReader(new JsonBytes(bytes, after ? run.rest : span.start + 1), length - run.count, span.end, shape, after);
    return { [Symbol.iterator]: () => (after ? new RunReader(run, shape, rest) : rest()) };
  }
}

/** The moves the scan matched, each as the shape's one MatchedMove with its integers; then whatever reads the rest. */
class RunReader implements Iterator<unknown> {
  private taken = 0;
  /** One result for every matched move: a million moves, no garbage. */
  private readonly result: IteratorResult<unknown>;
  private after: MoveReader | null = null;

  constructor(
    private readonly run: MatchedRun,
    private readonly shape: MoveShape,
    private readonly rest: () => MoveReader,
  ) {
    this.result = { done: false, value: shape.matched };
  }

  next(): IteratorResult<unknown> {
    const { run } = this;
    if (this.taken < run.count) {
      const { ints } = this.shape;
      for (let k = 0, from = this.taken++ * ints.length; k < ints.length; k++) ints[k] = run.ints[from + k];
      return this.result;
    }
    return (this.after ??= this.rest()).next();
  }

  return(): IteratorResult<unknown> {
    return (this.after ??= this.rest()).return();
  }
}

/** Moves read from the bytes as they are asked for: matched against `shape` when there is one, else built. */
class MoveReader implements Iterator<unknown> {
  /** `afterMove`: the reader stands just after a move (the last the scan matched), so a comma or the ] comes first. */
  constructor(
    private readonly reader: JsonBytes,
    private left: number,
    private readonly end: number,
    private readonly shape: MoveShape | null,
    afterMove = false,
  ) {
    if (afterMove || left === 0) this.separate();
  }

  next(): IteratorResult<unknown> {
    if (this.left === 0) return { done: true, value: undefined };
    const value = this.shape ? this.matchOrRead(this.shape) : this.reader.value();
    this.left--;
    this.separate();
    return { done: false, value };
  }

  /** The next move as matched if it has the usual form, else as read. */
  private matchOrRead(shape: MoveShape): unknown {
    const { reader } = this;
    const after = shape.match(reader.bytes, reader.pos);
    if (after < 0) return reader.value();
    reader.pos = after;
    return shape.matched;
  }

  /** After a move: the comma before the next, or the ] that ends the array where the scan found it (the scan counted the commas). */
  private separate(): void {
    if (this.left > 0) this.reader.expect(COMMA, 'a comma');
    else {
      this.reader.expect(CLOSE_ARRAY, ']');
      if (this.reader.pos !== this.end) throw this.reader.error('the end of the moves');
    }
  }

  /** Called when the replay stops early: the moves it did not take must still be JSON. */
  return(): IteratorResult<unknown> {
    while (this.left > 0) this.next();
    return { done: true, value: undefined };
  }
}
