/**
 * A game's wire: the service's fast readers of posted moves, so a million
 * posted moves replay without zod's cost each, or straight from the body's
 * bytes. Both are optional and change no verdict: a move they do not take is
 * read as the game's notation says (core/posted-move.ts).
 */
import type { BaseParams, MoveCodes, Problem } from '../core/game.ts';
import { playOf, replay, type PlayedCodes, type PostedList, type Verdict } from '../core/play.ts';
import { moveStep, replayLog } from '../core/posted-move.ts';
import type { AnyGame } from './game.ts';

export interface Wire<S, M> {
  /**
   * The common shape of a move read by hand: what the game's move schema
   * would parse it to, or null where the schema is to decide (it words
   * every error).
   */
  readMove?(raw: unknown): M | null;
  /**
   * The usual form of a move, as JSON text with `#` for each non-negative
   * integer, and the code of a move of that form from its integers, or −1
   * when they name no code (a cell off the board): posted moves of this form
   * are replayed by their codes, straight from the body's bytes. A code
   * whose check finds a problem is checked again as the move, so the verdict
   * words it as the notation does; so `code` must give a code `check` passes
   * only for a move the move check passes too. Only for games with codes.
   */
  shape?: { form: string; code(s: S, ints: Int32Array): number };
}

/** Moves in notation as posted: a list, or one read from the body's bytes as the replay takes them (posted-moves.ts). */
export interface MoveList extends PostedList {
  /** The moves again, each of the game's usual form (Wire.shape) as a MatchedMove instead of built: for moves read from bytes. */
  matching?(form: string): Iterable<unknown>;
}

/** A posted move of its game's usual form: the form's integers, and the move itself, read only when asked for. One is reused for every move of a list. */
export class MatchedMove {
  constructor(
    readonly ints: Int32Array,
    readonly read: () => unknown,
  ) {}
}

/** A posted log's moves: in notation, or the move codes (read from the bytes, or as JSON.parse gave them). */
export type PostedMoves = MoveList | { codes: PlayedCodes | readonly unknown[] };

/** The form of a game's posted moves its bytes are matched against: only games with codes have one. */
export const wireForm = (game: AnyGame): string | undefined => (game.rules.codes ? game.wire.shape?.form : undefined);

/** Replays posted moves from the start with the game's wire, and stops at the first illegal one. */
export function replayPosted<S>(game: AnyGame, params: BaseParams, posted: PostedMoves): { verdict: Verdict; state: S } {
  const { rules, wire } = game;
  const form = wireForm(game);
  const matched = 'codes' in posted || form === undefined ? undefined : posted.matching?.(form);
  if (!matched) return replayLog<S>(game, params, posted, wire.readMove);
  const moves: PostedList = { [Symbol.iterator]: () => matched[Symbol.iterator](), length: (posted as MoveList).length };
  return replay<S>(rules, params, moves, () => {
    const plain = moveStep<S>(game, wire.readMove);
    const code = (wire.shape as NonNullable<Wire<S, unknown>['shape']>).code;
    const play = playOf(rules.codes as MoveCodes<S, unknown>);
    // A move of the usual form: by its code, or, for a problem's words or no code, as the move.
    return (state, raw, player): Problem | null => {
      if (!(raw instanceof MatchedMove)) return plain(state, raw, player);
      const c = code(state, raw.ints);
      if (c >= 0 && play(state, c) === null) return null;
      return plain(state, raw.read(), player);
    };
  });
}
