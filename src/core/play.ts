/**
 * The engine around any game: bots play a game, and a posted move log is
 * replayed move by move into a verdict. The log is the truth: replaying the
 * moves of a bot game gives the same state, and so the same mazes.
 */
import { boardCount, type AnyGame, type BaseParams, type Bot, type MoveCodes, type Outcome, type Player, type Problem, type Violation } from './game.ts';
import type { z } from 'zod';
import { doubled } from './doubled.ts';
import { ownCopy } from './own-copy.ts';
import { describeIssues, PLAIN } from './zod-issues.ts';

export interface Verdict {
  legal: boolean;
  finished: boolean;
  moves: number;
  applied: number;
  violation: Violation | null;
  toMove: Player | null;
  outcome: Outcome | null;
  /** Games that have one: what a client needs to write the next move. */
  position?: Record<string, unknown>;
}

/**
 * Move codes in an Int32Array: a played game's, or a posted log's read from
 * its bytes. JSON writes them as the list of numbers they are, where
 * JSON.stringify writes a typed array as an object.
 */
export class PlayedCodes extends Int32Array {
  toJSON(): number[] {
    return Array.from(this);
  }
}

/** Move codes: a played game's, or a posted log's as they were read. */
export type CodeList = PlayedCodes | readonly number[];

/** The moves of a game: in the game's notation, or as move codes (docs/rules.md). */
export type GameLog = { moves: unknown[] } | { codes: CodeList };

export interface Played<S> {
  state: S;
  /** Empty unless recorded. */
  log: GameLog;
}

/**
 * Bots (one per player, in order) play a whole game; every move is checked,
 * then told to the bots that observe the game. Where the game has codes and
 * every bot chooses codes, the game is played as codes and the log is one (no
 * move object is built unless a bot observes). The moves are kept only when
 * `record` is set: a million retained move objects cost more than the game
 * itself, and only a JSON log needs them.
 */
export function playGame<S>(game: AnyGame, params: BaseParams, bots: Bot<S, unknown>[], record = true): Played<S> {
  const state = game.start(params) as S;
  const codes = game.codes as MoveCodes<S, unknown> | undefined;
  const observers = bots.filter((bot) => bot.observe);
  const tell = (move: unknown) => {
    for (const bot of observers) (bot.observe as (m: unknown) => void)(move);
  };
  if (codes && bots.every((bot) => bot.code)) {
    // Codes are kept in a typed array, a million of them pushed onto an array cost as much as the game (30 MB of
    // fresh memory as it grew). It has room for a move a lattice point of every board (more than most games make),
    // and doubles if it fills: pages never written cost nothing, and each doubling wrote a copy into fresh memory.
    let log = new Int32Array(record ? 1024 + boardCount(game, params) * (params.width + 1) * (params.height + 1) : 0);
    let logged = 0;
    // After each move, only what is asked for: a move object only for a bot that follows the game.
    const after =
      observers.length > 0 || record
        ? (code: number) => {
            if (observers.length > 0) tell(codes.decode(state, code));
            if (record) {
              if (logged === log.length) log = doubled(log);
              log[logged++] = code;
            }
          }
        : null;
    const chosen = bots.map((bot) => bot.code as (s: S) => number);
    const illegal = playCodesOf(game.id)(state, game.toMove, chosen, playOf(codes), after);
    if (illegal) throw illegalBotMove(illegal.player, illegal.problem);
    return { state, log: { codes: new PlayedCodes(log.buffer, 0, logged) } };
  }
  const moves: unknown[] = [];
  const after =
    observers.length > 0 || record
      ? (move: unknown) => {
          tell(move);
          if (record) moves.push(move);
        }
      : null;
  const chosen = bots.map((bot) => (s: S) => bot.choose(s));
  const illegal = playMovesOf(game.id)(state, game.toMove, chosen, game.check, game.apply, after);
  if (illegal) throw illegalBotMove(illegal.player, illegal.problem);
  return { state, log: { moves } };
}

/** A bot's move that broke the rules, and whose it was. */
interface IllegalMove {
  player: Player;
  problem: Problem;
}

/**
 * The moves of a game played as codes, to its end or to a bot's illegal move:
 * each game plays with a copy of its own (ownCopy), so it uses nothing but its
 * arguments.
 */
function playCodes<S>(state: S, toMove: (s: S) => Player | null, chosen: ((s: S) => number)[], play: PlayCode<S>, after: ((code: number) => void) | null): IllegalMove | null {
  for (let player = toMove(state); player !== null; player = toMove(state)) {
    const code = chosen[player - 1](state);
    const problem = play(state, code);
    if (problem) return { player, problem };
    if (after) after(code);
  }
  return null;
}

/** The moves of a game played as move objects, as playCodes plays codes. */
function playMoves<S>(
  state: S,
  toMove: (s: S) => Player | null,
  chosen: ((s: S) => unknown)[],
  check: (s: S, move: unknown) => Problem | null,
  apply: (s: S, move: unknown) => void,
  after: ((move: unknown) => void) | null,
): IllegalMove | null {
  for (let player = toMove(state); player !== null; player = toMove(state)) {
    const move = chosen[player - 1](state);
    const problem = check(state, move);
    if (problem) return { player, problem };
    apply(state, move);
    if (after) after(move);
  }
  return null;
}

const playCodesOf = ownCopy(playCodes);
const playMovesOf = ownCopy(playMoves);

/** MoveCodes.play: check a code, and apply it if it passed. */
type PlayCode<S> = (s: S, code: number) => Problem | null;

/** A game's MoveCodes.play, or check then apply for a game without one. */
function playOf<S>({ play, check, apply }: MoveCodes<S, unknown>): PlayCode<S> {
  return (
    play ??
    ((s, code) => {
      const problem = check(s, code);
      if (!problem) apply(s, code);
      return problem;
    })
  );
}

const illegalBotMove = (player: Player, problem: Problem) =>
  new Error(`bot for player ${player} chose an illegal move (${problem.rule}): ${problem.message}`);

/** A log's moves in notation; `state` is any state of the game's board. */
export function movesOf(game: AnyGame, state: unknown, log: GameLog): unknown[] {
  return 'moves' in log ? log.moves : Array.from(log.codes, (c) => (game.codes as MoveCodes<unknown, unknown>).decode(state, c));
}

/** A log's move codes, for a game that has them. */
export function codesOf(game: AnyGame, state: unknown, log: GameLog): CodeList {
  if ('codes' in log) return log.codes;
  const codes = game.codes as MoveCodes<unknown, unknown> | undefined;
  if (!codes) throw new Error(`${game.id} has no move codes`);
  return log.moves.map((m) => codes.encode(state, m));
}

/** How many moves a log holds. */
export const logLength = (log: GameLog) => ('moves' in log ? log.moves.length : log.codes.length);

/**
 * A move of a posted log as a message names it: counted from 1, as a person
 * counts the moves they played, with the 0-based index the JSON gives beside it.
 */
export const moveNamed = (index: number) => `move ${index + 1} (index ${index})`;

/** Moves in notation as posted: a list, or one read from the body's bytes as the replay takes them (service/posted-moves.ts). */
export interface MoveList extends Iterable<unknown> {
  readonly length: number;
  /** The moves again, each of the game's usual form (MoveCodes.shape) as a MatchedMove instead of built: for moves read from bytes. */
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

/** Replays posted moves from the start and stops at the first illegal one. */
export function replay<S>(game: AnyGame, params: BaseParams, posted: PostedMoves): { verdict: Verdict; state: S } {
  const state = game.start(params) as S;
  const codes = 'codes' in posted ? posted.codes : null;
  const moves = codes ?? (posted as MoveList);
  // Moves read from bytes are matched against the game's usual form; those of it are replayed by their codes.
  const form = codes ? undefined : game.codes?.shape?.form;
  const matched = form === undefined ? undefined : (moves as MoveList).matching?.(form);
  const play = game.codes && playOf(game.codes as MoveCodes<S, unknown>);
  const step = codes
    ? codeStep(game, state, play)
    : (raw: unknown, player: Player) => (raw instanceof MatchedMove ? matchedStep(game, state, raw, player, play) : moveStep(game, state, raw, player));
  let problem: Problem | null = null;
  let mover: Player | null = null;
  let applied = 0;
  for (const raw of matched ?? moves) {
    const player = game.toMove(state);
    mover = player;
    if (player === null) {
      mover = codes ? null : statedPlayer(raw);
      problem = { rule: 'game-over', message: 'the game is already over; no move may follow' };
      break;
    }
    problem = step(raw, player);
    if (problem) {
      if (problem.losing) game.concede?.(state, player, problem);
      break;
    }
    applied++;
  }
  // Built once, for the first illegal move only: nothing is allocated for the legal ones.
  const violation: Violation | null = problem && {
    index: applied,
    player: mover,
    rule: problem.rule,
    message: `${moveNamed(applied)}: ${problem.message}`,
  };
  const toMove = game.toMove(state);
  const position = toMove === null ? null : game.position?.(state);
  return {
    state,
    verdict: {
      legal: violation === null,
      finished: toMove === null,
      moves: moves.length,
      applied,
      violation,
      toMove,
      outcome: game.outcome(state),
      ...(position ? { position } : {}),
    },
  };
}

/** One posted move in notation: its form, its player if stated, then the rules; applied if legal. */
function moveStep(game: AnyGame, state: unknown, raw: unknown, player: Player): Problem | null {
  let move = game.readMove?.(raw) ?? null;
  if (move === null) {
    const parsed = game.move.safeParse(raw, PLAIN);
    if (!parsed.success) return { rule: 'format', message: formatMessage(game, parsed.error, raw) };
    move = parsed.data;
  }
  const stated = statedPlayer(raw);
  if (stated !== null && stated !== player) return { rule: 'wrong-player', message: `it is player ${player}'s turn, not player ${stated}'s` };
  const problem = game.check(state, move);
  if (!problem) game.apply(state, move);
  return problem;
}

/**
 * A move of none of the game's forms: what is wrong with it, and every form a
 * move takes (one example of each, as the game lists them). In a game of
 * several forms (labyrinth's door or claim) the form meant is the one whose
 * keys the move has, or misses fewest of: what is wrong is said of that one;
 * where two fit as well, the move is none of them.
 */
function formatMessage(game: AnyGame, error: z.ZodError, raw: unknown): string {
  const forms = new Map<string, string>();
  for (const { move } of game.examples) {
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

/** One posted move of the usual form: by its code, or, for a problem's words or no code, as the move. */
function matchedStep<S>(game: AnyGame, state: S, matched: MatchedMove, player: Player, play: PlayCode<S> | undefined): Problem | null {
  const code = (game.codes as Required<MoveCodes<S, unknown>>).shape.code(state, matched.ints);
  if (code >= 0 && (play as PlayCode<S>)(state, code) === null) return null;
  return moveStep(game, state, matched.read(), player);
}

/** One posted code: an integer code of the board, then the rules; applied if legal. */
function codeStep<S>(game: AnyGame, state: S, play: PlayCode<S> | undefined): (raw: unknown) => Problem | null {
  const codes = game.codes as MoveCodes<S, unknown> | undefined;
  if (!codes || !play) return () => ({ rule: 'format', message: `${game.id} has no move codes; post "moves" in its notation` });
  const count = codes.count(state);
  return (raw) => {
    if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0 || raw >= count)
      return { rule: 'format', message: `${JSON.stringify(raw) ?? String(raw)} is not a move code of this board: codes are integers from 0 to ${count - 1}` };
    return play(state, raw);
  };
}

function statedPlayer(raw: unknown): Player | null {
  if (typeof raw !== 'object' || raw === null || !('player' in raw)) return null;
  return Number.isInteger(raw.player) ? (raw.player as number) : null;
}
