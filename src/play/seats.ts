/** The bots a seat may take on a board: those that play it, weakest to strongest by the committed ratings. */
import { playsBoard, type BaseParams } from '../core/game.ts';
import { RATINGS } from '../games/ratings.ts';
import type { PlayGame } from './games.ts';

/** The largest board side the page offers, in a form or a link: a person plays every move of it, and the bots think in the page. */
export const LARGEST_SIDE = 30;

export interface BotChoice {
  name: string;
  /** The bot's rating in the committed tournament (src/games/ratings.ts), if it played one. */
  rating: number | null;
  description: string;
}

export function botChoices({ game }: PlayGame, params: BaseParams): BotChoice[] {
  const ratings = RATINGS[game.id]?.ratings ?? {};
  return Object.entries(game.profile.bots)
    .filter(([, spec]) => playsBoard(spec, params))
    .map(([name, spec]) => ({ name, rating: ratings[name] ?? null, description: spec.description }))
    .sort((a, b) => (a.rating ?? 0) - (b.rating ?? 0) || a.name.localeCompare(b.name));
}

/** The strongest bot that plays the board: the opponent a new game is offered. */
export const strongest = (entry: PlayGame, params: BaseParams): string => botChoices(entry, params).at(-1)?.name ?? Object.keys(entry.game.profile.bots)[0];
