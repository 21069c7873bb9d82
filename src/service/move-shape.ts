/**
 * A game's usual move form (Wire.shape), matched against a posted log's
 * bytes: the form is JSON text with `#` for each non-negative integer, such as
 * {"door":[[#,#],[#,#]]}. A move in that form, spaced in any way JSON allows,
 * is read as its integers, without building it; anything else (another key
 * order, a stated player, a negative or long number, a fraction, an escape)
 * does not match, and is read in full as before.
 */
import { MatchedMove } from './wire.ts';
import { isDigit, isSpace, OPEN_ARRAY, OPEN_OBJECT, QUOTE, ZERO } from './json-scan.ts';

const HASH = 0x23;
/** Integers of up to 9 digits fit an Int32Array. */
const MAX_DIGITS = 9;

export class MoveShape {
  /** The integers of the last move matched, in the form's order. */
  readonly ints: Int32Array;
  /** The last move matched, as the replay takes it (one for every move). */
  readonly matched: MatchedMove;
  /** Arrays and objects in a move of the form: the scan counts them as if it had passed them. */
  readonly containers: number;
  /** The form's bytes, spaces taken out; `#` for an integer. Its length is the shortest a move of the form can be. */
  private readonly form: Uint8Array;
  /** 1 where a space may come before the form's byte: before every token, never inside a string. */
  private readonly spaced: Uint8Array;

  constructor(readonly text: string) {
    const bytes = [...new TextEncoder().encode(text)];
    const spaced: number[] = [];
    let inString = false;
    const form = bytes.filter((b) => {
      if (isSpace(b) && !inString) return false;
      spaced.push(inString ? 0 : 1);
      if (b === QUOTE) inString = !inString;
      return true;
    });
    this.form = Uint8Array.from(form);
    this.spaced = Uint8Array.from(spaced);
    this.ints = new Int32Array(form.filter((b) => b === HASH).length);
    this.matched = new MatchedMove(this.ints, () => this.value());
    this.containers = form.filter((b, i) => spaced[i] === 1 && (b === OPEN_ARRAY || b === OPEN_OBJECT)).length;
  }

  /** The fewest bytes a move of the form takes: each integer one digit. */
  get shortest(): number {
    return this.form.length;
  }

  /** The last move matched, as JSON.parse gives it: for a problem's words, so rarely. */
  value(): unknown {
    let slot = 0;
    return JSON.parse(this.text.replace(/#/g, () => String(this.ints[slot++])));
  }

  /**
   * Matches the move at `pos`: the position after it, or −1 when it is not in
   * the form. Its integers go to `out` from `at` (by default, to `ints`). A
   * move written without spaces, as JSON.stringify and our own logs write
   * them, is matched by a loop that looks for none: a fifth faster over a
   * million moves.
   */
  match(bytes: Uint8Array, pos: number, out = this.ints, at = 0): number {
    const after = this.matchUnspaced(bytes, pos, out, at);
    return after >= 0 ? after : this.matchSpaced(bytes, pos, out, at);
  }

  private matchUnspaced(bytes: Uint8Array, pos: number, out: Int32Array, at: number): number {
    const { form } = this;
    let slot = at;
    for (let i = 0; i < form.length; i++) {
      if (form[i] !== HASH) {
        if (bytes[pos++] !== form[i]) return -1;
        continue;
      }
      pos = readInt(bytes, pos, out, slot++);
      if (pos < 0) return -1;
    }
    return pos;
  }

  private matchSpaced(bytes: Uint8Array, pos: number, out: Int32Array, at: number): number {
    const { form, spaced } = this;
    let slot = at;
    for (let i = 0; i < form.length; i++) {
      let b = bytes[pos];
      if (b <= 0x20 && spaced[i] === 1) while (isSpace(b)) b = bytes[++pos];
      if (form[i] !== HASH) {
        if (b !== form[i]) return -1;
        pos++;
        continue;
      }
      pos = readInt(bytes, pos, out, slot++);
      if (pos < 0) return -1;
    }
    return pos;
  }
}

/**
 * The integer at `pos`, without leading zeros and of at most MAX_DIGITS
 * digits, into out[slot]: the position after it, or −1 where none starts.
 * What may follow it (a digit more, a fraction) fails the form's next byte,
 * or, for a form that ends at it, the reader of what follows.
 */
function readInt(bytes: Uint8Array, pos: number, out: Int32Array, slot: number): number {
  let b = bytes[pos];
  if (!isDigit(b)) return -1;
  let n = b - ZERO;
  pos++;
  for (let digits = 1; n !== 0 && digits < MAX_DIGITS; digits++) {
    b = bytes[pos];
    if (!isDigit(b)) break;
    n = n * 10 + (b - ZERO);
    pos++;
  }
  out[slot] = n;
  return pos;
}
