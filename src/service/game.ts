/**
 * A game as the service runs it: its rules and about (core), its profile (how
 * the service plays, costs and draws it) and its wire (service/wire.ts). A
 * game's folder exports these parts, and the registry (games/index.ts) makes
 * each a Game with defineGame, which fills in what a profile leaves out.
 */
import type { BaseParams, BotSpec, GameAbout, GameRules, Level, SolvedBoard } from '../core/game.ts';
import type { Format } from './formats.ts';
import type { Wire } from './wire.ts';

/** How the service runs a game. Every entry but `bots` has a default (docs/architecture.md, a game's profile). */
export interface GameProfile<S, M> {
  /** The bots a request may name, each with its cost for admission. */
  bots: Record<string, BotSpec<S, M>>;
  /** The bot every player gets when a request names none: the one that makes the best mazes. By default the first of `bots`. */
  defaultBot?: string;
  /**
   * The line-ups tried in turn for each difficulty level, likeliest first: a
   * bot's name plays every seat; a list of names is dealt to the seats in
   * turn. By default every level plays the default bot.
   */
  difficultyBots?: Record<Level, (string | string[])[]>;
  /**
   * The parameters whose product is the number of boards, and so of mazes,
   * one game plays (labyrinthine-loop: players × rounds). By default one.
   */
  boardsFrom?: string[];
  /**
   * Solves the boards the game's perfect player can (npm run solved writes the
   * results to src/games/solved.ts, which GET /games/{game} shows). By default none.
   */
  solveBoards?(): SolvedBoard[];
  /**
   * Estimated nanoseconds per board unit to draw a finished game's mazes in a
   * format, where it is not the format's own (service/formats.ts); for PNG,
   * what rasterising its SVG costs beyond the pixels.
   */
  drawCost?: Partial<Record<Format, number>>;
  /** Its mazes can be drawn as the game was played: each player's line in their colour, numbered by move (`colors`, `numbers`). */
  asPlayed?: boolean;
  /** With asPlayed: nanoseconds a board unit that move numbers add to a PNG. */
  numbersCost?: number;
  /** With asPlayed: the print colour of each colour name its strokes carry; a name not in it is drawn as named. */
  palette?: Readonly<Record<string, string>>;
}

/** What a game's folder gives the registry. */
export interface GameParts<P extends BaseParams, S, M> {
  rules: GameRules<P, S, M>;
  about: GameAbout<M>;
  profile: GameProfile<S, M>;
  wire?: Wire<S, M>;
}

/** The profile's entries that stay absent where a game gives none. */
type Optional = 'solveBoards' | 'numbersCost' | 'drawCost' | 'palette';

/** A registered game: its parts, its profile's defaults filled in. */
export interface Game<P extends BaseParams = BaseParams, S = unknown, M = unknown> {
  id: string;
  rules: GameRules<P, S, M>;
  about: GameAbout<M>;
  profile: Required<Omit<GameProfile<S, M>, Optional>> & Pick<GameProfile<S, M>, Optional>;
  wire: Wire<S, M>;
}

/** A registry entry: a game with its own types hidden, as the service sees it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<BaseParams, any, any>;

export function defineGame<P extends BaseParams, S, M>({ rules, about, profile, wire = {} }: GameParts<P, S, M>): Game<P, S, M> {
  const defaultBot = profile.defaultBot ?? Object.keys(profile.bots)[0];
  const every = [defaultBot];
  return {
    id: rules.id,
    rules,
    about,
    profile: {
      ...profile,
      defaultBot,
      difficultyBots: profile.difficultyBots ?? { easy: every, medium: every, hard: every },
      boardsFrom: profile.boardsFrom ?? [],
      asPlayed: profile.asPlayed ?? false,
    },
    wire,
  };
}

/** Boards, and so mazes, one game with these parameters plays. */
export function boardCount(game: AnyGame, params: BaseParams): number {
  return game.profile.boardsFrom.reduce((n, key) => n * Number((params as unknown as Record<string, unknown>)[key]), 1);
}

