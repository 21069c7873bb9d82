/**
 * How many games a maze may play: the replays' budget of estimated compute
 * (a book's mazes share it) and a difficulty level's, each counted in games
 * of the bots' declared costs.
 */
import type { BaseParams } from '../core/game.ts';
import { regionSquares } from '../core/region.ts';
import { DIFFICULTY_ATTEMPTS } from './difficulty.ts';
import { boardCount, type AnyGame } from './game.ts';

/** Replays with seeds {seed}~2, {seed}~3, … give up after this many attempts. */
export const MAX_ATTEMPTS = 100;

/**
 * The compute, as the bots' declared costs estimate it, that a GET's games
 * may take together (a book's mazes share it): past it the replays give up
 * (422) rather than run into the deadline. Only dear bots come near it (a 3×3
 * line game between perfect players: over a second a game, and their games
 * never leave the ends apart); others keep every one of MAX_ATTEMPTS.
 */
export const REPLAY_MS = 5_000;

/** The bots' estimated milliseconds for one game: the board's units × boards × each bot's cost per unit, for its share of the moves. */
export function playMs(game: AnyGame, params: BaseParams, bots: readonly string[]): number {
  return gameMs(game, params, bots, (bot, units) => bot.cost(units));
}

/**
 * One game's milliseconds as the budgets count them: playMs, with a bot's
 * attemptNs where it has one, so that bringing an estimate closer to what a
 * game takes leaves every request's maze as it was.
 */
export function countedMs(game: AnyGame, params: BaseParams, bots: readonly string[]): number {
  return gameMs(game, params, bots, (bot, units) => bot.attemptNs ?? bot.cost(units));
}

function gameMs(game: AnyGame, params: BaseParams, bots: readonly string[], ns: (bot: AnyGame['profile']['bots'][string], units: number) => number): number {
  const units = regionSquares(params);
  const botNs = bots.reduce((sum, name) => sum + ns(game.profile.bots[name], units), 0) / bots.length;
  return (units * boardCount(game, params) * botNs) / 1e6;
}

/** Games of `gameMs` each that `budgetMs` holds: at least one, at most `most`. */
const gamesWithin = (budgetMs: number, gameMs: number, most: number) => Math.max(1, Math.min(most, Math.floor(budgetMs / gameMs)));

/** How many games a maze may take at most: MAX_ATTEMPTS, fewer where they would take more than its share of REPLAY_MS. */
export const maxAttempts = (game: AnyGame, params: BaseParams, bots: readonly string[], replayMs = REPLAY_MS) => gamesWithin(replayMs, countedMs(game, params, bots), MAX_ATTEMPTS);

/**
 * The bots' estimated play a difficulty level's games may take together:
 * four of the default budget's five seconds, a second left for the drawing.
 * A level on a large board plays fewer games than DIFFICULTY_ATTEMPTS (a
 * 1000² simple-maze 8) rather than be refused.
 */
export const LEVEL_MS = 4_000;

/**
 * A book's level mazes compared with each other (see likeness.ts) may play
 * more games each, up to VARIETY_ATTEMPTS, to find one unlike the book's
 * others, within VARIETY_MS for the whole book: a small board has few
 * distinct easy mazes, and its games are cheap.
 */
export const VARIETY_MS = 2_000;
export const VARIETY_ATTEMPTS = 64;

/**
 * How many games a difficulty level plays at most: DIFFICULTY_ATTEMPTS, fewer
 * where they would take more than LEVEL_MS with the dearest of its line-ups;
 * in a book of `compared` mazes compared, more where VARIETY_MS allows.
 * The game, board, bots and book fix it, not the budget or the format, so that a
 * request's maze is the same in every format and on every server.
 */
export function levelAttempts(game: AnyGame, params: BaseParams, tries: readonly (readonly string[])[], compared = 0): number {
  const ms = Math.max(...tries.map((bots) => countedMs(game, params, bots)));
  const alone = gamesWithin(LEVEL_MS, ms, DIFFICULTY_ATTEMPTS);
  return compared > 1 ? Math.max(alone, gamesWithin(VARIETY_MS / compared, ms, VARIETY_ATTEMPTS)) : alone;
}
