/**
 * A posted log read from its bytes. The envelope (board, parameters) is
 * parsed by JSON.parse with the "moves" array left empty; the moves are read
 * one at a time as the replay takes them (json-bytes.ts), so the moves of a
 * 1000² game are never all built at once. A replay that stops at an illegal
 * move still has the rest read, so a body that is not valid JSON is a 400
 * wherever its fault lies, as it was when the whole body was parsed first.
 */
import type { MoveList } from '../core/play.ts';
import { JsonBytes } from './json-bytes.ts';
import { CLOSE_ARRAY, COMMA, OPEN_ARRAY, parseJson, scanJson, type ArraySpan } from './json-scan.ts';

const EMPTY_ARRAY = new Uint8Array([OPEN_ARRAY, CLOSE_ARRAY]);

/** The body as a value, its "moves" read apart where the body has them in the plain place. */
export function readLogJson(bytes: Uint8Array): { json: unknown; moves: MoveList | null } {
  const span = scanJson(bytes);
  if (!span) return { json: parseJson(bytes), moves: null };
  const envelope = new Uint8Array(bytes.length - (span.end - span.start) + EMPTY_ARRAY.length);
  envelope.set(bytes.subarray(0, span.start));
  envelope.set(EMPTY_ARRAY, span.start);
  envelope.set(bytes.subarray(span.end), span.start + EMPTY_ARRAY.length);
  let json: unknown;
  try {
    json = parseJson(envelope);
  } catch {
    // The fault is outside the moves: JSON.parse of the whole body says where it is in the body, not in the envelope.
    return { json: parseJson(bytes), moves: null };
  }
  return { json, moves: new PostedMoveBytes(bytes, span) };
}

/** The moves as a list that is read each time it is iterated; `length` is the scan's count. */
class PostedMoveBytes implements MoveList {
  readonly length: number;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly span: ArraySpan,
  ) {
    this.length = span.count;
  }

  [Symbol.iterator](): Iterator<unknown> {
    return new MoveReader(new JsonBytes(this.bytes, this.span.start + 1), this.length, this.span.end);
  }
}

class MoveReader implements Iterator<unknown> {
  constructor(
    private readonly reader: JsonBytes,
    private left: number,
    private readonly end: number,
  ) {
    if (left === 0) this.close();
  }

  next(): IteratorResult<unknown> {
    if (this.left === 0) return { done: true, value: undefined };
    const value = this.reader.value();
    // The scan counted the commas; in valid JSON each element but the last is followed by one.
    if (--this.left > 0) this.reader.expect(COMMA, 'a comma');
    else this.close();
    return { done: false, value };
  }

  /** The ] that ends the array, where the scan found it. */
  private close(): void {
    this.reader.expect(CLOSE_ARRAY, ']');
    if (this.reader.pos !== this.end) throw this.reader.error('the end of the moves');
  }

  /** Called when the replay stops early: the moves it did not take must still be JSON. */
  return(): IteratorResult<unknown> {
    while (this.left > 0) this.next();
    return { done: true, value: undefined };
  }
}
