/** POST /games/{game}/verify and POST /games/{game}/maze.{svg,pdf,json}: posted move logs. */
import type { Context } from 'hono';
import type { AnyGame } from '../../service/game.ts';
import { findGame } from '../../service/find-game.ts';
import { FORMAT_NAMES, FORMATS } from '../../service/formats.ts';
import type { Job } from '../../service/job.ts';
import { sizeLimit } from '../../service/limits.ts';
import { outputOptions } from '../../service/options.ts';
import { freshSeed, moveQuery, POST_QUERIES } from '../../service/query.ts';
import { badRequest, parseOr400, quote } from '../../service/request-error.ts';
import { answer, type Deps } from '../answer.ts';
import { readBody } from '../body.ts';
import type { Mounter } from '../mount.ts';
import { pinOf } from '../pinning.ts';
import { queryOnce } from '../query-once.ts';
import { docsOf, gameParam, nextMoveAnswer, verdict } from '../schemas.ts';
import { capitalised, mazeContent, problemResponse, shareUsed } from './media.ts';

const logBody = (games: ReadonlyMap<string, AnyGame>) => ({ required: true, content: { 'application/json': { schema: docsOf(games).log } } });
const errors = {
  400: problemResponse('the body is not a move log, or its parameters are out of range'),
  404: problemResponse('no such game'),
  408: problemResponse('the body arrived too slowly'),
  413: problemResponse('the body is over the limit'),
  415: problemResponse('the body is not JSON (the Content-Type, or the bytes: not UTF-8, or not valid JSON), or is sent encoded (Content-Encoding)'),
  429: shareUsed(),
  503: problemResponse('the queue is full (see Retry-After), or the job ran past its deadline'),
};

/** The query is checked first, then the body is read; the worker parses and checks the log. */
async function handle(c: Context, deps: Deps, output: Job['output'], options: Record<string, unknown>, next?: Job['next']) {
  const game = findGame(deps.games, c.req.param('game') as string);
  const data = output === 'verdict' || output === 'move';
  // A verdict is not a maze: only a maze's route is pinned to an output version.
  const version = data ? undefined : pinOf(c, game.id, output).version;
  const body = await readBody(c, deps.limits);
  const job: Job = { game: game.id, source: { kind: 'log', body, maxSide: sizeLimit(deps.limits, game).maxSide }, output, options: outputOptions(options), ...(next && { next }), ...(version && { version }) };
  const { contentType, text } = data ? { contentType: 'application/json; charset=utf-8', text: true } : FORMATS[output];
  const saved: Record<string, string> = data ? {} : { 'content-disposition': `inline; filename="${game.id}-log.${output}"` };
  return answer(c, deps, game, job, { contentType, text, headers: Object.assign(saved, { 'cache-control': 'no-store' }) });
}

export function logRoutes(mount: Mounter, deps: Deps): void {
  mount.route(
    {
      method: 'post',
      path: '/games/{game}/verify',
      operationId: 'verifyLog',
      tags: ['games'],
      summary: 'Check a move log move by move',
      request: { params: gameParam(deps.games), body: logBody(deps.games) },
      responses: { 200: { description: 'the verdict, for any well-formed log', content: { 'application/json': { schema: verdict } } }, ...errors },
    },
    (c) => {
      queryOnce(c.req, []);
      return handle(c, deps, 'verdict', {});
    },
  );
  mount.route(
    {
      method: 'post',
      path: '/games/{game}/move',
      operationId: 'nextMove',
      tags: ['games'],
      summary: 'The verdict of a move log and the move a bot would play next',
      description:
        'The bot is seated as the player to move and draws from that player’s stream of the seed: the same log, bot and seed give the same move. An illegal or finished log is answered as verify answers it, with move null.',
      request: { params: gameParam(deps.games), query: docsOf(deps.games).moveQuery as never, body: logBody(deps.games) },
      responses: { 200: { description: 'the verdict, the bot and seed, and its move', content: { 'application/json': { schema: nextMoveAnswer } } }, ...errors },
    },
    (c) => {
      const game = findGame(deps.games, c.req.param('game') as string);
      const { bot, seed } = parseOr400(moveQuery, queryOnce(c.req, Object.keys(moveQuery.shape)), 'query');
      if (!Object.hasOwn(game.profile.bots, bot)) throw badRequest(`unknown bot ${quote(bot)}; ${game.id} has ${Object.keys(game.profile.bots).join(', ')}`, [{ path: 'bot', message: 'not a bot of this game' }]);
      return handle(c, deps, 'move', {}, { bot, seed: seed ?? freshSeed() });
    },
  );
  for (const format of FORMAT_NAMES) {
    const postQuery = POST_QUERIES[format];
    mount.route(
      {
        method: 'post',
        path: `/games/{game}/maze.${format}`,
        operationId: `replayLog${capitalised(format)}`,
        tags: ['mazes'],
        summary: `Replay a legal, finished move log and return its maze as ${format.toUpperCase()}`,
        request: { params: gameParam(deps.games), query: postQuery as never, body: logBody(deps.games) },
        responses: {
          200: { description: 'the maze', content: mazeContent(format, deps.games) },
          ...errors,
          422: problemResponse('the log is illegal or unfinished; `verdict` says why'),
        },
      },
      (c) => handle(c, deps, format, parseOr400(postQuery, queryOnce(c.req, Object.keys(postQuery.shape)), 'query') as Record<string, unknown>),
      { pinned: true },
    );
  }
}
