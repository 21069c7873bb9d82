/**
 * The engine around any game: bots play a game, and a posted move log is
 * replayed move by move into a verdict. The log is the truth: replaying the
 * moves of a bot game gives the same state, and so the same mazes.
 */
import type { AnyRules, BaseParams, Bot, MoveCodes, Outcome, Player, Problem, Violation } from './game.ts';
import { doubled } from './doubled.ts';
import { ownCopy } from './own-copy.ts';

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
export function playGame<S>(rules: AnyRules, params: BaseParams, bots: Bot<S, unknown>[], record = true): Played<S> {
  const state = rules.start(params) as S;
  const codes = rules.codes as MoveCodes<S, unknown> | undefined;
  const observers = bots.filter((bot) => bot.observe);
  const tell = (move: unknown) => {
    for (const bot of observers) (bot.observe as (m: unknown) => void)(move);
  };
  if (codes && bots.every((bot) => bot.code)) {
    // Codes are kept in a typed array, a million of them pushed onto an array cost as much as the game (30 MB of
    // fresh memory as it grew). It has room for a move a lattice point of the board (more than most games make a
    // board), and doubles if it fills: pages never written cost nothing, and each doubling writes a copy.
    let log = new Int32Array(record ? 1024 + (params.width + 1) * (params.height + 1) : 0);
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
    const illegal = playCodesOf(rules.id)(state, rules.toMove, chosen, playOf(codes), after);
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
  const illegal = playMovesOf(rules.id)(state, rules.toMove, chosen, rules.check, rules.apply, after);
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
export function playOf<S>({ play, check, apply }: MoveCodes<S, unknown>): PlayCode<S> {
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
export function movesOf(rules: AnyRules, state: unknown, log: GameLog): unknown[] {
  return 'moves' in log ? log.moves : Array.from(log.codes, (c) => (rules.codes as MoveCodes<unknown, unknown>).decode(state, c));
}

/** A log's move codes, for a game that has them. */
export function codesOf(rules: AnyRules, state: unknown, log: GameLog): CodeList {
  if ('codes' in log) return log.codes;
  const codes = rules.codes as MoveCodes<unknown, unknown> | undefined;
  if (!codes) throw new Error(`${rules.id} has no move codes`);
  return log.moves.map((m) => codes.encode(state, m));
}

/** How many moves a log holds. */
export const logLength = (log: GameLog) => ('moves' in log ? log.moves.length : log.codes.length);

/**
 * A move of a posted log as a message names it: counted from 1, as a person
 * counts the moves they played, with the 0-based index the JSON gives beside it.
 */
export const moveNamed = (index: number) => `move ${index + 1} (index ${index})`;

/** Takes one posted move for the player to move: its problem, `state` left as it was, or null, the move applied. */
export type Step<S> = (state: S, raw: unknown, player: Player) => Problem | null;

/** Posted moves as the replay takes them: in the order played, and how many. */
export type PostedList = Iterable<unknown> & { readonly length: number };

/**
 * Replays posted moves from the start, each taken by the step made for the
 * fresh state (core/posted-move.ts: in notation or as codes), and stops at
 * the first illegal one.
 */
export function replay<S>(rules: AnyRules, params: BaseParams, moves: PostedList, stepFor: (state: S) => Step<S>): { verdict: Verdict; state: S } {
  const state = rules.start(params) as S;
  const step = stepFor(state);
  let problem: Problem | null = null;
  let mover: Player | null = null;
  let applied = 0;
  for (const raw of moves) {
    const player = rules.toMove(state);
    mover = player;
    if (player === null) {
      mover = statedPlayer(raw);
      problem = { rule: 'game-over', message: 'the game is already over; no move may follow' };
      break;
    }
    problem = step(state, raw, player);
    if (problem) {
      if (problem.losing) rules.concede?.(state, player, problem);
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
  const toMove = rules.toMove(state);
  const position = toMove === null ? null : rules.position?.(state);
  return {
    state,
    verdict: {
      legal: violation === null,
      finished: toMove === null,
      moves: moves.length,
      applied,
      violation,
      toMove,
      outcome: rules.outcome(state),
      ...(position ? { position } : {}),
    },
  };
}

/** The player a posted move names, if it names one. */
export function statedPlayer(raw: unknown): Player | null {
  if (typeof raw !== 'object' || raw === null || !('player' in raw)) return null;
  return Number.isInteger(raw.player) ? (raw.player as number) : null;
}
