import type { AnyGame } from './game.ts';
import { quote, RequestError } from './request-error.ts';

/** A game by id, or a 404 that names the games there are. */
export function findGame(games: ReadonlyMap<string, AnyGame>, id: string): AnyGame {
  const game = games.get(id);
  if (!game) throw new RequestError(404, 'Not found', `no game ${quote(id)}; the games are ${[...games.keys()].join(', ')}`);
  return game;
}
