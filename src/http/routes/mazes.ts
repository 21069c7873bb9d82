/** GET /mazes/{game}.{svg,pdf,json}: bots play one seeded game and its maze is returned. */
import type { Context, MiddlewareHandler } from 'hono';
import type { AnyGame } from '../../core/game.ts';
import type { Limits } from '../../service/limits.ts';
import type { Format } from '../../service/output.ts';
import { botMazeRequest, QUERIES, renderBotMaze } from '../../service/query.ts';
import { etagOf, IMMUTABLE, matches } from '../cache.ts';
import type { Mounter } from '../mount.ts';
import { parseOr400 } from '../problem.ts';
import { gameParam } from '../schemas.ts';
import { findGame } from './games.ts';
import { CONTENT_TYPES, FORMATS, mazeContent, problemResponse } from './media.ts';

async function handle(c: Context, games: ReadonlyMap<string, AnyGame>, limits: Limits, format: Format) {
  const file = c.req.param('file') as string;
  const game = findGame(games, file.slice(0, file.lastIndexOf('.')));
  const r = botMazeRequest(game, limits, format, parseOr400(QUERIES[format], c.req.query(), 'query'));
  const headers: Record<string, string> = { 'maze-seed': r.seed, 'content-type': CONTENT_TYPES[format] };
  if (r.seeded) {
    headers.etag = etagOf([game.id, format, r.params, r.bots, r.seed, r.options, r.count]);
    headers['cache-control'] = IMMUTABLE;
    if (matches(c.req.header('if-none-match'), headers.etag)) return c.body(null, 304, headers);
  } else headers['cache-control'] = 'no-store';
  return c.body(await renderBotMaze(r), 200, headers);
}

export function mazeRoutes(mount: Mounter, games: ReadonlyMap<string, AnyGame>, limits: Limits, slots: MiddlewareHandler): void {
  for (const format of FORMATS) {
    mount.route(
      {
        method: 'get',
        path: `/mazes/{game}.${format}`,
        summary: `Play one game between bots and return its maze as ${format.toUpperCase()}`,
        request: { params: gameParam, query: QUERIES[format] },
        responses: {
          200: { description: 'the maze; the Maze-Seed header names the seed', content: mazeContent(format) },
          304: { description: 'not modified (If-None-Match matched a seeded request)' },
          400: problemResponse('a parameter out of range'),
          404: problemResponse('no such game'),
          422: problemResponse('no game between these bots completed a maze in 100 attempts'),
          503: problemResponse('too many games at once; see Retry-After'),
        },
      },
      (c) => handle(c, games, limits, format),
      { honoPath: `/mazes/:file{[^/]+\\.${format}}`, middleware: [slots] },
    );
  }
}
