/** GET /mazes/{game}.{svg,pdf,json}: bots play one seeded game and its maze is returned. */
import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { AnyGame, BaseParams } from '../../core/game.ts';
import type { Limits } from '../../service/limits.ts';
import { botDocument, botNames, gameParams } from '../../service/mazes.ts';
import { drawOptions, jsonOf, pdfOf, svgOf, type Format } from '../../service/output.ts';
import { badRequest } from '../../service/request-error.ts';
import { etagOf, IMMUTABLE, matches } from '../cache.ts';
import type { Mounter } from '../mount.ts';
import { parseOr400 } from '../problem.ts';
import { gameParam, jsonQuery, mazeDocument, pdfQuery, problem, svgQuery } from '../schemas.ts';
import { findGame } from './games.ts';
import { CONTENT_TYPES } from './media.ts';

type Query = z.infer<typeof svgQuery> & z.infer<typeof pdfQuery>;

const QUERIES = { svg: svgQuery, pdf: pdfQuery, json: jsonQuery } as const;

function boardInput(game: AnyGame, q: Query): Record<string, unknown> {
  if (q.size !== undefined && (q.width !== undefined || q.height !== undefined))
    throw badRequest('size sets both width and height: give size, or width and height', [
      { path: 'size', message: 'not together with width or height' },
    ]);
  const side = q.size ?? game.size.default;
  const input: Record<string, unknown> = { width: q.width ?? side, height: q.height ?? side };
  if (q.players !== undefined) input.players = q.players;
  if (q.rounds !== undefined) input.rounds = q.rounds;
  return input;
}

/** The query that regenerates one maze: parameters, seed and bots, nothing else. */
export function regeneratingQuery(params: BaseParams, seed: string, bots: string[]): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) q.set(k, String(v));
  q.set('seed', seed);
  q.set('bots', bots.every((b) => b === bots[0]) ? bots[0] : bots.join(','));
  return q.toString();
}

async function handle(c: Context, games: ReadonlyMap<string, AnyGame>, limits: Limits, format: Format) {
  const file = c.req.param('file') as string;
  const game = findGame(games, file.slice(0, file.lastIndexOf('.')));
  const q = parseOr400(QUERIES[format], c.req.query(), 'query') as Query;
  const params = gameParams(game, limits, boardInput(game, q));
  const bots = botNames(game, params, q.bots);
  const seed = q.seed ?? randomBytes(8).toString('base64url');
  const options = drawOptions(q);
  const count = q.count ?? 1;
  const headers: Record<string, string> = { 'maze-seed': seed, 'content-type': CONTENT_TYPES[format] };
  if (q.seed !== undefined) {
    headers.etag = etagOf([game.id, format, params, bots, seed, options, count]);
    headers['cache-control'] = IMMUTABLE;
    if (matches(c.req.header('if-none-match'), headers.etag)) return c.body(null, 304, headers);
  } else headers['cache-control'] = 'no-store';
  if (format === 'pdf') {
    const docs = Array.from({ length: count }, (_, i) => {
      const s = i === 0 ? seed : `${seed}-${i + 1}`;
      const doc = botDocument(game, params, bots, s);
      return { doc, footer: `/mazes/${game.id}.pdf?${regeneratingQuery(params, s, bots)}` };
    });
    return c.body(new Uint8Array(await pdfOf(game, docs, options)), 200, headers);
  }
  const doc = botDocument(game, params, bots, seed);
  return c.body(format === 'svg' ? svgOf(game, doc, options) : jsonOf(doc), 200, headers);
}

export function mazeRoutes(mount: Mounter, games: ReadonlyMap<string, AnyGame>, limits: Limits, slots: MiddlewareHandler): void {
  for (const format of ['svg', 'pdf', 'json'] as const) {
    const body =
      format === 'json'
        ? { 'application/json': { schema: mazeDocument } }
        : { [CONTENT_TYPES[format]]: { schema: { type: 'string' as const, format: 'binary' } } };
    mount.route(
      {
        method: 'get',
        path: `/mazes/{game}.${format}`,
        summary: `Play one game between bots and return its maze as ${format.toUpperCase()}`,
        request: { params: gameParam, query: QUERIES[format] },
        responses: {
          200: { description: 'the maze; the Maze-Seed header names the seed', content: body },
          304: { description: 'not modified (If-None-Match matched a seeded request)' },
          400: { description: 'a parameter out of range', content: { 'application/problem+json': { schema: problem } } },
          404: { description: 'no such game', content: { 'application/problem+json': { schema: problem } } },
          503: { description: 'too many games at once; see Retry-After', content: { 'application/problem+json': { schema: problem } } },
        },
      },
      (c) => handle(c, games, limits, format),
      { honoPath: `/mazes/:file{[^/]+\\.${format}}`, middleware: [slots] },
    );
  }
}
