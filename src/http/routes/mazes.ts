/** GET /mazes/{game}.{svg,pdf,json}: bots play one seeded game and its maze is returned. */
import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import type { AnyGame } from '../../service/game.ts';
import { findGame } from '../../service/find-game.ts';
import { FORMAT_NAMES, FORMATS } from '../../service/formats.ts';
import type { BotSource, Job } from '../../service/job.ts';
import type { Format } from '../../service/formats.ts';
import { MAX_ATTEMPTS, REPLAY_MS } from '../../service/budget.ts';
import { sizeLimit } from '../../service/limits.ts';
import { botMazeRequest, QUERIES, queryFor, splitMazeQuery } from '../../service/query.ts';
import { parseOr400 } from '../../service/request-error.ts';
import { answer, negotiated, type Deps } from '../answer.ts';
import { etagOf, matches } from '../cache.ts';
import { pinnedUrl, pinOf, seededCaching } from '../pinning.ts';
import { queryOnce } from '../query-once.ts';
import type { Mounter } from '../mount.ts';
import { docsOf, gameParam } from '../schemas.ts';
import { capitalised, mazeContent, pictureExample, problemResponse, shareUsed } from './media.ts';

interface Seeded {
  game: AnyGame;
  job: Job;
  etag: string;
  /** Its answer's own headers (file name, seed, caching): a function of the URL, made once with the rest. */
  headers: Record<string, string>;
}

async function handle(c: Context, deps: Deps, format: Format, seen: LRUCache<string, Seeded>) {
  const { contentType, text } = FORMATS[format];
  const { publicUrl } = deps.limits;
  // A seeded URL always means the same job: once checked, its repeats skip parsing and go straight to the cache.
  let seeded = seen.get(c.req.url);
  if (!seeded) {
    const file = c.req.param('file') as string;
    const game = findGame(deps.games, file.slice(0, file.lastIndexOf('.')));
    const pin = pinOf(c, game.id, format, publicUrl);
    const { options, gameInput } = splitMazeQuery(game, format, queryOnce(c.req));
    const query = parseOr400(queryFor(format, sizeLimit(deps.limits, game).maxSide), options, 'query');
    const request = botMazeRequest(game, deps.limits, format, query, gameInput);
    const job: Job = { ...request.job, version: pin.version };
    const { seed } = request.job.source;
    if (!request.seeded) {
      const headers = Object.assign(savedAs(job, format), { 'maze-seed': seed, 'cache-control': 'no-store', 'content-location': pinnedUrl(c, pin.version, publicUrl, seed) });
      return answer(c, deps, game, job, { contentType, text, headers });
    }
    // Output is a pure function of the job, so the tag is known before any game is played.
    const etag = etagOf([pin.version, job.game, format, job.source, job.options, job.publicUrl ?? null]);
    seeded = { game, job, etag, headers: Object.assign(savedAs(job, format), { 'maze-seed': seed }, seededCaching(c, pin, publicUrl)) };
    seen.set(c.req.url, seeded);
  }
  const { game, job, etag } = seeded;
  if (matches(c.req.header('if-none-match'), etag, deps.cache.get(etag) !== undefined))
    return c.body(null, 304, Object.assign({}, seeded.headers, negotiated(c, text, etag).validators));
  return answer(c, deps, game, job, { contentType, text, etag, headers: seeded.headers });
}

/** The file name a download gets: game, size and seed, so two saved mazes never clash. */
function savedAs(job: Job, format: Format): Record<string, string> {
  const { params, seed } = job.source as BotSource;
  return { 'content-disposition': `inline; filename="${job.game}-${params.width}x${params.height}-${seed}.${format}"` };
}

export function mazeRoutes(mount: Mounter, deps: Deps): void {
  const seen = new LRUCache<string, Seeded>({ max: 10_000 });
  const [example] = deps.games.keys();
  for (const format of FORMAT_NAMES) {
    mount.route(
      {
        method: 'get',
        path: `/mazes/{game}.${format}`,
        operationId: `getMaze${capitalised(format)}`,
        tags: ['mazes'],
        summary: `Play one game between bots and return its maze as ${format.toUpperCase()}`,
        request: { params: gameParam(deps.games), query: QUERIES[format].extend(docsOf(deps.games).params) as never },
        responses: {
          200: { description: `the maze; the Maze-Seed header names the seed${pictureExample(format, example)}`, content: mazeContent(format, deps.games) },
          304: { description: 'not modified (If-None-Match matched a seeded request)' },
          400: problemResponse('a parameter out of range, or a request over the cost budget'),
          404: problemResponse('no such game'),
          422: problemResponse(`no game between these bots completed a maze in ${MAX_ATTEMPTS} attempts (fewer for dear bots: as many as ${REPLAY_MS / 1000} s of their estimated compute allows)`),
          429: shareUsed(),
          503: problemResponse('the queue is full (see Retry-After), or the job ran past its deadline'),
        },
      },
      (c) => handle(c, deps, format, seen),
      { honoPath: `/mazes/:file{[^/]+\\.${format}}`, pinned: true },
    );
  }
}
