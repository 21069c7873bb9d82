/** POST /games/{game}/verify and POST /games/{game}/maze.{svg,pdf,json}: posted move logs. */
import type { MiddlewareHandler } from 'hono';
import type { AnyGame } from '../../core/game.ts';
import { replay } from '../../core/play.ts';
import type { Limits } from '../../service/limits.ts';
import { logDocument } from '../../service/mazes.ts';
import { outputOptions, jsonOf, pdfOf, svgOf } from '../../service/output.ts';
import { readLog } from '../body.ts';
import type { Mounter } from '../mount.ts';
import { parseOr400 } from '../problem.ts';
import { postQuery } from '../../service/query.ts';
import { gameParam, moveLog, verdict } from '../schemas.ts';
import { findGame } from './games.ts';
import { CONTENT_TYPES, FORMATS, mazeContent, problemResponse } from './media.ts';

const logBody = { required: true, content: { 'application/json': { schema: moveLog } } };
const errors = {
  400: problemResponse('the body is not a move log, or its parameters are out of range'),
  404: problemResponse('no such game'),
  413: problemResponse('the body is over the limit'),
  415: problemResponse('the body is not JSON'),
  503: problemResponse('too many games at once; see Retry-After'),
};

export function logRoutes(mount: Mounter, games: ReadonlyMap<string, AnyGame>, limits: Limits, slots: MiddlewareHandler): void {
  mount.route(
    {
      method: 'post',
      path: '/games/{game}/verify',
      summary: 'Check a move log move by move',
      request: { params: gameParam, body: logBody },
      responses: { 200: { description: 'the verdict, for any well-formed log', content: { 'application/json': { schema: verdict } } }, ...errors },
    },
    async (c) => {
      const game = findGame(games, c.req.param('game') as string);
      const { params, moves } = await readLog(c, game, limits);
      return c.json(replay(game, params, moves).verdict);
    },
    { middleware: [slots] },
  );
  for (const format of FORMATS) {
    mount.route(
      {
        method: 'post',
        path: `/games/{game}/maze.${format}`,
        summary: `Replay a legal, finished move log and return its maze as ${format.toUpperCase()}`,
        request: { params: gameParam, query: postQuery[format], body: logBody },
        responses: {
          200: { description: 'the maze', content: mazeContent(format) },
          ...errors,
          422: problemResponse('the log is illegal or unfinished; `verdict` says why'),
        },
      },
      async (c) => {
        const game = findGame(games, c.req.param('game') as string);
        const q = parseOr400(postQuery[format], c.req.query(), 'query');
        const { params, moves } = await readLog(c, game, limits);
        const doc = logDocument(game, params, moves);
        const options = outputOptions(q);
        const headers = { 'content-type': CONTENT_TYPES[format], 'cache-control': 'no-store' };
        if (format === 'json') return c.body(jsonOf(doc), 200, headers);
        if (format === 'svg') return c.body(svgOf(game, doc, options), 200, headers);
        const footer = `POST /games/${game.id}/maze.pdf (a move log of ${moves.length} moves)`;
        return c.body(new Uint8Array(await pdfOf(game, [{ doc, footer }], options)), 200, headers);
      },
      { middleware: [slots] },
    );
  }
}
