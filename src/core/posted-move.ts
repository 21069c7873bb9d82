/**
 * How a posted move is taken, with the words for one of no form: a move in
 * the game's notation (its form, its player if stated, then the rules), or a
 * move code. The replay (core/play.ts) takes each move by one of these steps;
 * the service adds its fast readers of posted bytes (service/wire.ts).
 */
import type { z } from 'zod';
import type { AnyRules, BaseParams, GameAbout, MoveCodes, Player, Problem } from './game.ts';
import { playOf, replay, statedPlayer, type PlayedCodes, type PostedList, type Step, type Verdict } from './play.ts';
import { describeIssues, PLAIN } from './zod-issues.ts';

/** What taking a posted move needs of a game: its rules, and its examples for the words of a move of no form. */
export interface PostedGame {
  rules: AnyRules;
  about: Pick<GameAbout<unknown>, 'examples'>;
}

/** A posted log's moves: in notation, or as move codes. */
export type LoggedMoves = PostedList | { codes: PlayedCodes | readonly unknown[] };

/** Replays a posted log's moves, in notation (each read by `read` where it can, as moveStep says) or as codes, into a verdict. */
export function replayLog<S>(game: PostedGame, params: BaseParams, posted: LoggedMoves, read?: (raw: unknown) => unknown): { verdict: Verdict; state: S } {
  if ('codes' in posted) return replay<S>(game.rules, params, posted.codes, (state) => codeStep(game.rules, state));
  return replay<S>(game.rules, params, posted, () => moveStep(game, read));
}

/**
 * A posted move in notation: read by `read` where it takes the move's form
 * (null: not that form), else by the game's move schema; then its player if
 * stated, then the rules; applied if legal.
 */
export function moveStep<S>(game: PostedGame, read?: (raw: unknown) => unknown): Step<S> {
  const { rules } = game;
  return (state, raw, player) => {
    let move = read?.(raw) ?? null;
    if (move === null) {
      const parsed = rules.move.safeParse(raw, PLAIN);
      if (!parsed.success) return { rule: 'format', message: formatMessage(game, parsed.error, raw) };
      move = parsed.data;
    }
    return takeMove(rules, state, move, statedPlayer(raw), player);
  };
}

/** A move read: wrong if it names a player not to move; else the rules, and applied if legal. */
function takeMove<S>(rules: AnyRules, state: S, move: unknown, stated: Player | null, player: Player): Problem | null {
  if (stated !== null && stated !== player) return { rule: 'wrong-player', message: `it is player ${player}'s turn, not player ${stated}'s` };
  const problem = rules.check(state, move);
  if (!problem) rules.apply(state, move);
  return problem;
}

/** Posted move codes of the board of `state`: each an integer code, then the rules; applied if legal. */
export function codeStep<S>(rules: AnyRules, state: S): Step<S> {
  const codes = rules.codes as MoveCodes<S, unknown> | undefined;
  if (!codes) return () => ({ rule: 'format', message: `${rules.id} has no move codes; post "moves" in its notation` });
  const count = codes.count(state);
  const play = playOf(codes);
  return (s, raw) => {
    if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0 || raw >= count)
      return { rule: 'format', message: `${JSON.stringify(raw) ?? String(raw)} is not a move code of this board: codes are integers from 0 to ${count - 1}` };
    return play(s, raw);
  };
}

/**
 * A move of none of the game's forms: what is wrong with it, and every form a
 * move takes (one example of each, as the game lists them). In a game of
 * several forms (labyrinth's door or claim) the form meant is the one whose
 * keys the move has, or misses fewest of: what is wrong is said of that one;
 * where two fit as well, the move is none of them.
 */
function formatMessage(game: PostedGame, error: z.ZodError, raw: unknown): string {
  const forms = new Map<string, string>();
  for (const { move } of game.about.examples) {
    const { player: _player, ...form } = move as Record<string, unknown>;
    const keys = Object.keys(form).sort().join();
    if (!forms.has(keys)) forms.set(keys, JSON.stringify(form));
  }
  const [first] = error.issues;
  const meant = error.issues.length === 1 && first.code === 'invalid_union' ? formMeant(first.errors, raw) : error.issues;
  return `${meant ? describeIssues({ issues: meant }) : 'it is none of the forms of a move'} (a move looks like ${[...forms.values()].join(' or ')})`;
}

/** Of each form's issues, those of the form whose keys the move has (fewest keys unknown or missing), if one fits best; else null. */
function formMeant(forms: z.core.$ZodIssue[][], raw: unknown): z.core.$ZodIssue[] | null {
  const has = (key: PropertyKey) => typeof raw === 'object' && raw !== null && Object.hasOwn(raw, key);
  const misfits = forms.map((issues) =>
    issues.reduce((n, i) => n + (i.code === 'unrecognized_keys' ? i.keys.length : i.path.length === 1 && !has(i.path[0]) ? 1 : 0), 0),
  );
  const fewest = Math.min(...misfits);
  return misfits.filter((m) => m === fewest).length === 1 ? forms[misfits.indexOf(fewest)] : null;
}
