/** The bots a request seats: one name per player, each known to the game and fit for the board. */
import { playsBoard, type BaseParams } from '../core/game.ts';
import type { AnyGame } from './game.ts';
import { playerCount } from './game-params.ts';
import { badRequest, quote } from './request-error.ts';

/** What a bot past its board limit is told: its limit, in the game's units, and the board's size. */
export const overBoardLimit = (game: AnyGame, name: string, params: BaseParams): string =>
  `bot "${name}" plays boards of at most ${game.profile.bots[name].maxCells} ${game.about.size.unit}; ${params.width}×${params.height} has ${params.width * params.height}`;

/** One bot name per player: a single name means every player; each must fit the board. */
export function botNames(game: AnyGame, params: BaseParams, spec: string | undefined): string[] {
  const players = playerCount(game, params);
  const names = (spec ?? game.profile.defaultBot).split(',').map((n) => n.trim());
  const known = Object.keys(game.profile.bots);
  const errors: { path: string; message: string }[] = [];
  if (names.length !== 1 && names.length !== players)
    errors.push({ path: 'bots', message: `give one bot name, or one for each of the ${players} players (got ${names.length})` });
  // Each name once: "bots=," named no bot twice, in the same words.
  for (const name of new Set(names)) {
    // Own keys only: "constructor" or "__proto__" name no bot.
    const bot = Object.hasOwn(game.profile.bots, name) ? game.profile.bots[name] : undefined;
    if (!bot) errors.push({ path: 'bots', message: `unknown bot ${quote(name)}; ${game.id} has ${known.join(', ')}` });
    else if (!playsBoard(bot, params)) errors.push({ path: 'bots', message: overBoardLimit(game, name, params) });
  }
  if (errors.length) throw badRequest(errors.map((e) => e.message).join('; '), errors);
  return names.length === 1 ? Array.from({ length: players }, () => names[0]) : names;
}
