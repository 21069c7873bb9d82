/**
 * A game's own parameters (players, rounds, …) as a request gives them:
 * checked against the game's schema with the limits in force, and listed
 * from it for the API document, the CLI and the page.
 */
import type { z } from 'zod';
import type { BaseParams } from '../core/game.ts';
import { describeIssue, PLAIN } from '../core/zod-issues.ts';
import type { AnyGame } from './game.ts';
import { jsonSchema } from './json-schema.ts';
import { sizeLimit, type Limits } from './limits.ts';
import { badRequest, quote } from './request-error.ts';

/** Each game's parameter schema by the largest side in force: built once, not once a request (zod compiles it). */
const paramSchemas = new WeakMap<AnyGame, Map<number, z.ZodType<BaseParams>>>();

function paramSchema(game: AnyGame, limits: Pick<Limits, 'maxSide'>): z.ZodType<BaseParams> {
  const limit = sizeLimit(limits, game);
  const bySide = paramSchemas.get(game) ?? new Map<number, z.ZodType<BaseParams>>();
  paramSchemas.set(game, bySide);
  let schema = bySide.get(limit.maxSide);
  if (!schema) bySide.set(limit.maxSide, (schema = game.rules.params(limit)));
  return schema;
}

/** The game's own parameters besides the board's width and height (players, rounds, …) as JSON Schema, from its schema. */
const ownParams = new WeakMap<AnyGame, Record<string, Record<string, unknown>>>();

export function gameParamSchemas(game: AnyGame): Record<string, Record<string, unknown>> {
  let own = ownParams.get(game);
  if (!own) {
    const { properties } = jsonSchema(game.rules.params({ maxSide: game.about.size.max }), 'input') as { properties: Record<string, Record<string, unknown>> };
    ownParams.set(game, (own = Object.fromEntries(Object.entries(properties).filter(([key]) => key !== 'width' && key !== 'height'))));
  }
  return own;
}

export const gameParamNames = (game: AnyGame): string[] => Object.keys(gameParamSchemas(game));

/** The parameters a game lets a request choose: its own, less those fixed at one value (players 2 of a two-player game). */
export const chosenParamNames = (game: AnyGame): string[] => Object.entries(gameParamSchemas(game)).flatMap(([key, s]) => ('const' in s ? [] : [key]));

/** Validates a game's parameters against its schema and the limits in force; a key it does not know is named with the ones it does. */
export function gameParams(game: AnyGame, limits: Pick<Limits, 'maxSide'>, input: Record<string, unknown>): BaseParams {
  const parsed = paramSchema(game, limits).safeParse(input, PLAIN);
  if (parsed.success) return parsed.data;
  const sentence = (i: z.core.$ZodIssue) =>
    i.code === 'unrecognized_keys' ? `unknown parameter ${i.keys.map(quote).join(', ')}; ${game.id} takes ${['width', 'height', ...gameParamNames(game)].join(', ')}` : describeIssue(i);
  throw badRequest(
    `invalid parameters for ${game.id}: ${parsed.error.issues.map(sentence).join('; ')}`,
    parsed.error.issues.map((i) => ({ path: i.path.join('.') || 'parameters', message: sentence(i) })),
  );
}

export const playerCount = (game: AnyGame, params: BaseParams) => params.players ?? game.about.players.min;
