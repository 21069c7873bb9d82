/** GET /games and GET /games/{game}: what each implemented game offers. */
import type { Context } from 'hono';
import * as z from 'zod';
import { matches, tagOf } from '../cache.ts';
import type { AnyGame } from '../../service/game.ts';
import { sizeEnvName, sizeLimit, type Limits } from '../../service/limits.ts';
import { RATINGS } from '../../games/ratings.ts';
import { SOLVED } from '../../games/solved.ts';
import { MAZE_MEDIANS, QUALITY } from '../../games/quality.ts';
import { findGame } from '../../service/find-game.ts';
import { jsonSchema } from '../../service/json-schema.ts';
import type { Mounter } from '../mount.ts';
import { gameDetail, gameParam, gameSummary } from '../schemas.ts';
import { problemResponse } from './media.ts';

function summary(game: AnyGame, limits: Limits) {
  const schema = jsonSchema(game.rules.params(sizeLimit(limits, game)), 'input') as { properties: Record<string, unknown> };
  return {
    id: game.id,
    title: game.about.title,
    players: game.about.players,
    bots: Object.keys(game.profile.bots),
    /** What every player gets when a request names no bots. */
    defaultBot: game.profile.defaultBot,
    /** The largest board (width × height) of each bot that has a limit. */
    botLimits: Object.fromEntries(Object.entries(game.profile.bots).flatMap(([name, b]) => (b.maxCells === undefined ? [] : [[name, b.maxCells]]))),
    asPlayed: game.profile.asPlayed,
    boardsFrom: game.profile.boardsFrom,
    size: { default: game.about.size.default, min: 2, max: sizeLimit(limits, game).maxSide, unit: game.about.size.unit },
    /** The parameters a log or query may give, as JSON Schema (ranges, defaults, fixed values). */
    parameters: schema.properties,
  };
}

function detail(game: AnyGame, limits: Limits) {
  return {
    ...summary(game, limits),
    rules: game.about.summary,
    howToSolve: game.about.howToSolve,
    legend: game.about.legend ?? null,
    notation: { move: jsonSchema(game.rules.move, 'output'), examples: game.about.examples, codes: game.about.codes ?? null },
    ruleIds: game.about.rules,
    botDetails: Object.entries(game.profile.bots).map(([name, bot]) => ({
      name,
      description: bot.description,
      maxCells: bot.maxCells,
      // The bot's cost per board unit: about what one of its moves costs (a game is about a move a unit).
      moveNs: Math.round(bot.cost(game.about.size.default ** 2)),
      rating: RATINGS[game.id]?.ratings[name] ?? null,
      mazes: MAZE_MEDIANS[game.id]?.[name] ?? null,
    })),
    mazeRun: { command: 'npm run bench:quality', ...QUALITY },
    levels: game.profile.difficultyBots,
    tournament: RATINGS[game.id] ?? null,
    solved: SOLVED[game.id] ?? [],
    sizeEnv: sizeEnvName(game.id),
  };
}


/**
 * What a game offers changes with a release or the limits an operator sets,
 * so answers are fresh for an hour and then revalidated, cheaply: each is
 * written once, with a tag of its bytes.
 */
const GAMES_CACHE = 'public, max-age=3600';

interface Fixed {
  body: string;
  etag: string;
}

function fixed(value: unknown): Fixed {
  const body = JSON.stringify(value);
  return { body, etag: tagOf(body) };
}

function answerFixed(c: Context, { body, etag }: Fixed): Response {
  const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': GAMES_CACHE, etag };
  if (matches(c.req.header('if-none-match'), etag, true)) return c.body(null, 304, headers);
  return c.body(body, 200, headers);
}

export function gameRoutes(mount: Mounter, games: ReadonlyMap<string, AnyGame>, limits: Limits): void {
  // The answers depend only on the games and the limits, both fixed for the app's life.
  const list = fixed([...games.values()].map((g) => summary(g, limits)));
  const details = new Map([...games.values()].map((g) => [g.id, fixed(detail(g, limits))]));
  mount.route(
    {
      method: 'get',
      path: '/games',
      operationId: 'listGames',
      tags: ['games'],
      summary: 'List the games',
      responses: {
        200: { description: 'every implemented game', content: { 'application/json': { schema: z.array(gameSummary) } } },
        304: { description: 'not modified (If-None-Match matched)' },
      },
    },
    (c) => answerFixed(c, list),
  );
  mount.route(
    {
      method: 'get',
      path: '/games/{game}',
      operationId: 'getGame',
      tags: ['games'],
      summary: 'One game: rules in short, move notation, rule ids, bots and size limits',
      request: { params: gameParam(games) },
      responses: {
        200: { description: 'the game', content: { 'application/json': { schema: gameDetail } } },
        304: { description: 'not modified (If-None-Match matched)' },
        404: problemResponse('no such game'),
      },
    },
    (c) => answerFixed(c, details.get(findGame(games, c.req.param('game') as string).id) as Fixed),
  );
}
