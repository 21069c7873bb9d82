/**
 * What a game is, in parts of one job each: its rules (what the engine and the
 * bots need), an optional search group that search bots read, and its about
 * (text for people). How the service runs a game (its profile) and reads its
 * posted bytes (its wire) live with the service (service/game.ts). Nothing
 * here speaks of I/O, so the rules, their bots and their words also run in a
 * browser (see docs/architecture.md).
 */
import type { RegionParams } from './region.ts';
import type { z } from 'zod';
import type { Maze } from './maze.ts';
import type { Rng } from './rng.ts';

/** Players are numbered from 1. */
export type Player = number;
export type Point = readonly [number, number];

/** Why a move is illegal: a rule id of docs/rules.md and a sentence a person understands. */
export interface Problem {
  rule: string;
  message: string;
  /** A losing violation (labyrinth): the game ends at once and the mover loses. */
  losing?: boolean;
}

export interface Violation extends Problem {
  index: number;
  /** The mover; after the game is over, the player the move names, if any. */
  player: Player | null;
}

export interface Outcome {
  winners: Player[];
  scores: Record<number, number>;
  reason: string;
  details: Record<string, unknown>;
}

/**
 * Every game's parameters have a board size, may cut it to a region (shape,
 * text or mask: core/region.ts) and may say how many play; a game adds its own
 * (labyrinthine-loop: rounds).
 */
export interface BaseParams extends RegionParams {
  players?: number;
}

/** Largest board side a request may ask for (raised per game by environment variables). */
export interface SizeLimit {
  maxSide: number;
}

export interface RuleDoc {
  id: string;
  text: string;
}

/**
 * The rules of one game: everything a bot or the engine needs, and nothing
 * about I/O. The engine reads these functions (and MoveCodes', and a bot's
 * `code`) once a game and calls them unbound: none may use `this`.
 */
export interface GameRules<P extends BaseParams, S, M> {
  id: string;
  /** Builds the parameter schema with the limits in force (defaults, ranges). */
  params(limit: SizeLimit): z.ZodType<P>;
  /** The move notation of docs/rules.md, without the optional `player` key. */
  move: z.ZodType<M>;
  start(params: P): S;
  /** The player to move, or null once the game is over. */
  toMove(s: S): Player | null;
  /** Pure: why `m` is illegal in `s`, or null when it is legal. Never mutates `s`. */
  check(s: S, m: M): Problem | null;
  /** Mutates `s`; only call it after `check` passed. */
  apply(s: S, m: M): void;
  /** Ends the game after a losing violation by `player` (games whose rules have them). */
  concede?(s: S, player: Player, problem: Problem): void;
  /**
   * Whether a finished game's mazes are complete and solvable (games where a
   * game can end early); absent means every finished game's are.
   */
  mazeComplete?(s: S): boolean;
  /**
   * Why no game on this board can end with a complete maze, in a sentence;
   * null where some game can (absent: on every board). Bots are then never
   * asked to play it (a 400); a posted log still replays.
   */
  noMaze?(p: P): string | null;
  /**
   * What a client needs, beyond the log, to write the next move (polygonal-sections:
   * the sections and which may be filled); added to verdicts as `position`.
   */
  position?(s: S): Record<string, unknown> | null;
  clone(s: S): S;
  outcome(s: S): Outcome | null;
  /**
   * Every legal move, in a fixed order (generic bots, tests); small boards
   * only. Like randomMove, it may tidy what the state keeps for its own speed
   * (labyrinth drops walls that can no longer be doors), never the position.
   */
  legalMoves(s: S): M[];
  /**
   * A legal move at random, for the random bot and playouts: cheap, but not
   * always uniform over the legal moves (simple-maze picks an origin, then a
   * neighbour; polygonal-sections a vertex, then a segment to it; the loop
   * game closes with the longest loop, scanning the board once a round).
   */
  randomMove(s: S, rng: Rng): M;
  mazes(s: S): Maze[];
  /** Games whose moves have codes: the fast path of the largest boards and their compact logs. */
  codes?: MoveCodes<S, M>;
  /** What search bots read besides the rules (bots/mcts.ts), where the game has it. */
  search?: GameSearch<S, M>;
}

/**
 * Moves as integers (docs/rules.md, move codes): every move of the notation
 * that starts on the board has one code in [0, count); count, encode and
 * decode depend only on the board, not on the position. Checked and applied as
 * codes, a game builds no move object, and its log is a list of numbers. The
 * checks are the game's own: a code is legal exactly when its decoded move is.
 */
export interface MoveCodes<S, M> {
  /** Codes of the board of `s` are the integers 0 … count − 1. */
  count(s: S): number;
  /** The code of a legal move. */
  encode(s: S, m: M): number;
  /** The move of a code, in the notation. */
  decode(s: S, code: number): M;
  check(s: S, code: number): Problem | null;
  /** Mutates `s`; only call it after `check` passed. */
  apply(s: S, code: number): void;
  /**
   * `check`, then `apply` if it passed, in one call: `check`'s problem, `s`
   * left as it was, or null, the move applied. A game whose move is a few
   * reads and writes may have it, and the engine then plays and replays
   * codes through it (a labyrinth door's cells and player are worked out
   * once, and a call a move is saved).
   */
  play?(s: S, code: number): Problem | null;
}

export interface Bot<S, M> {
  choose(s: S): M;
  /** Bots of games with codes may choose codes: the same move as `choose`, without building it. */
  code?(s: S): number;
  /**
   * Told every move of a played game once it is applied, its own included, in
   * order (core/play.ts): a bot that keeps a search between its moves (mcts)
   * follows the game through it. A bot asked to choose without being told
   * the moves since its last choice keeps nothing.
   */
  observe?(move: M): void;
}

/** A bot that chooses codes; its moves in notation are their decoding. */
export function codeBot<S, M>(codes: Pick<MoveCodes<S, M>, 'decode'>, code: (s: S) => number): Bot<S, M> {
  return { code, choose: (s) => codes.decode(s, code(s)) };
}

/** Whether a bot plays a board this big: up to its `maxCells` units, where it has a limit. */
export const playsBoard = (bot: { maxCells?: number }, params: { width: number; height: number }): boolean => params.width * params.height <= (bot.maxCells ?? Infinity);

export interface BotSpec<S, M> {
  description: string;
  /** Largest board (in cells, dots or squares) this bot plays in reasonable time. */
  maxCells?: number;
  /**
   * Estimated nanoseconds of a whole rule-checked game with this bot, per
   * board unit (cell, dot or square), on a board of `units` units: what
   * admission weighs a request by before any work starts.
   */
  cost(units: number): number;
  /**
   * Nanoseconds a board unit the replay and level budgets count this bot's
   * games in (service/budget.ts), where they are not `cost`'s: how many games a
   * maze may take decides which maze a request gets, so a bot keeps the figure
   * its attempts were fixed by when its estimate is brought closer to what a
   * game takes.
   */
  attemptNs?: number;
  make(rng: Rng): Bot<S, M>;
}

/** What search bots read besides the rules, where a game has it. */
export interface GameSearch<S, M> {
  /**
   * The moves that win by force, where the game can work them out in a few
   * milliseconds (simple-maze: 20 untaken cells or fewer); an empty list for
   * a lost position, null where it cannot tell. Search bots play these first.
   */
  solve?(s: S): M[] | null;
  /** Games of rounds: the round a position is in. Search playouts stop where it changes, so their cost never grows with rounds. */
  round?(s: S): number;
  /** How well `player` stands, from 0 to 1, in a game not over (after a round): what a playout stopped early is worth. */
  standing?(s: S, player: Player): number;
}

/** A game for people: its name, its rules in words, and the boards and players it has. */
export interface GameAbout<M> {
  title: string;
  players: { min: number; max: number };
  /** Board sides: the default and the largest allowed unless raised by the environment; `unit`: what a board is counted in. */
  size: { default: number; max: number; unit: string };
  /** The rules in short. */
  summary: string[];
  /** How its maze is solved, in one plain sentence for the people who print it. */
  howToSolve: string;
  /** howToSolve on a shaped board, where that names a rectangle's corners: a shape's arrows sit at its first and last squares. */
  howToSolveShaped?: string;
  /** What the marks of its drawings mean, where the eye needs telling (the lines mazes: their ends, junctions, crossings). */
  legend?: string;
  /** Moves in the notation, one of each form first: a move of no form is told these forms (core/posted-move.ts). */
  examples: { move: M; note: string }[];
  /** Every rule id a verdict may name, with what breaks it. */
  rules: RuleDoc[];
  /** Games with move codes: how a code is made, in words. */
  codes?: string;
}

/** Who wins a board with perfect play, and the first moves that win. */
export interface SolvedBoard {
  width: number;
  height: number;
  /** The player who wins with perfect play; null for a draw. */
  winner: Player | null;
  /** The first player's winning first moves, in the notation; none when player 1 cannot win. */
  winningFirstMoves: unknown[];
}

/** Difficulty levels a request may ask for (service/difficulty.ts has their bands). */
export type Level = 'easy' | 'medium' | 'hard';

/** Rules with their own types hidden, as the engine sees them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRules = GameRules<BaseParams, any, any>;
