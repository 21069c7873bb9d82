/**
 * The move a bot would play next after a posted log: what a client needs to
 * play against the bots (POST /games/{game}/move, mazeplay move). The bot is
 * seated as the player to move, on that player's sub-stream of the seed, so
 * the same log, bot and seed always give the same move.
 */
import { playsBoard, type BaseParams } from '../core/game.ts';
import { type AnyGame } from './game.ts';
import type { Verdict } from '../core/play.ts';
import { Rng } from '../core/rng.ts';
import { badRequest } from './request-error.ts';
import { overBoardLimit } from './bot-names.ts';

export interface NextMove extends Verdict {
  bot: string;
  seed: string;
  /** The bot's move in the game's notation; null when the log is illegal or the game is over. */
  move: unknown;
  /** Games with move codes: the move's code. */
  code?: number;
}

export function nextMove(game: AnyGame, params: BaseParams, state: unknown, verdict: Verdict, bot: string, seed: string): NextMove {
  // A bot with a board limit may not play past it (the name was checked before the log was read).
  if (!playsBoard(game.profile.bots[bot], params)) {
    const message = overBoardLimit(game, bot, params);
    throw badRequest(message, [{ path: 'bot', message }]);
  }
  const player = verdict.legal ? verdict.toMove : null;
  if (player === null) return Object.assign({}, verdict, { bot, seed, move: null });
  const move = game.profile.bots[bot].make(new Rng(seed).derive(`player-${player}`)).choose(state);
  return Object.assign({}, verdict, { bot, seed, move }, game.rules.codes ? { code: game.rules.codes.encode(state, move) } : {});
}
