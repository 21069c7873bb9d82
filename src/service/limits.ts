/**
 * Limits in force, from the environment: per-game board sides
 * (MAX_SIZE_SIMPLE_MAZE, …), the body limit and the number of games computed
 * at once. Tests pass their own.
 */
import type { AnyGame, SizeLimit } from '../core/game.ts';

export interface Limits {
  maxBodyBytes: number;
  maxConcurrentGames: number;
  /** Overrides of a game's largest board side, by game id. */
  maxSide: Record<string, number>;
}

export const sizeEnvName = (gameId: string) => `MAX_SIZE_${gameId.toUpperCase().replaceAll('-', '_')}`;

export function limitsFromEnv(games: Iterable<AnyGame>, env: Record<string, string | undefined> = process.env): Limits {
  const positive = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, not ${JSON.stringify(value)}`);
    return n;
  };
  const maxSide: Record<string, number> = {};
  for (const game of games) maxSide[game.id] = positive(sizeEnvName(game.id), game.size.max);
  return {
    maxBodyBytes: positive('MAX_BODY_BYTES', 16 * 1024 * 1024),
    maxConcurrentGames: positive('MAX_CONCURRENT_GAMES', 8),
    maxSide,
  };
}

export function sizeLimit(limits: Limits, game: AnyGame): SizeLimit {
  return { maxSide: limits.maxSide[game.id] ?? game.size.max };
}
