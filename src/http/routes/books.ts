/**
 * POST /books.pdf and POST /books.json: a puzzle book of sections from a
 * JSON spec (service/book-spec.ts). The spec is small (at most SPEC_BYTES)
 * and is parsed and checked here, on the main thread, so a bad one is a 400
 * naming its field before anything is queued; the book is costed as a whole,
 * and a seeded one is cached by its canonical job.
 */
import type { Context } from 'hono';
import { bookRequest, bookSpecSchema } from '../../service/book-spec.ts';
import { FORMATS } from '../../service/formats.ts';
import { notJson, parseOr400 } from '../../service/request-error.ts';
import { answer, type Deps } from '../answer.ts';
import { readBody } from '../body.ts';
import { etagOf } from '../cache.ts';
import type { Mounter } from '../mount.ts';
import { pinOf } from '../pinning.ts';
import { BOOKS } from '../../output-version.ts';
import { queryOnce } from '../query-once.ts';
import { problemResponse, shareUsed } from './media.ts';

/** A book spec's largest body: twenty sections take a few kilobytes. */
export const SPEC_BYTES = 64 * 1024;

const KIND = { what: 'a JSON book spec' };

function parsedJson(body: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch (e) {
    throw notJson(`the body must be a JSON book spec in UTF-8: ${(e as Error).message}`);
  }
}

/** A file name from the book's title: letters, digits and dashes. */
const slug = (title: string) => title.normalize('NFKD').replace(/[^\w]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || 'book';

async function handle(c: Context, deps: Deps, output: 'pdf' | 'json') {
  queryOnce(c.req, []);
  const body = await readBody(c, { ...deps.limits, maxBodyBytes: Math.min(SPEC_BYTES, deps.limits.maxBodyBytes) }, KIND);
  const spec = parseOr400(bookSpecSchema, parsedJson(body), 'book spec');
  const { version } = pinOf(c, BOOKS, output);
  const request = bookRequest(deps.games, deps.limits, output, spec);
  const job = { ...request.job, version };
  const { contentType, text } = FORMATS[output];
  const saved = { 'content-disposition': `inline; filename="${slug(spec.title)}${spec.answers === 'only' ? '-answers' : ''}.${output}"` };
  const etag = request.seeded ? etagOf([version, BOOKS, output, job.source, job.options]) : undefined;
  const game = deps.games.get(job.game);
  return answer(c, deps, game as NonNullable<typeof game>, job, { contentType, text, ...(etag ? { etag } : {}), headers: Object.assign(saved, { 'cache-control': 'no-store' }) });
}

export function bookRoutes(mount: Mounter, deps: Deps): void {
  for (const output of ['pdf', 'json'] as const) {
    mount.route(
      {
        method: 'post',
        path: `/books.${output}`,
        operationId: output === 'pdf' ? 'postBookPdf' : 'postBookJson',
        tags: ['books'],
        summary: output === 'pdf' ? 'A puzzle book of one or more sections from a JSON spec' : 'Every maze of a puzzle book, in book order, as the maze JSON writes them',
        request: { body: { required: true, content: { 'application/json': { schema: bookSpecSchema } } } },
        responses: {
          200: {
            description: output === 'pdf' ? 'the book: a title page, contents, each section’s puzzles, the answer key, a closing page' : 'the book’s title and each section’s game, name and maze documents',
            content: { [FORMATS[output].contentType.split(';')[0]]: { schema: output === 'pdf' ? { type: 'string', format: 'binary' } : { type: 'object' } } },
          },
          400: problemResponse('the spec does not fit: the field is named'),
          408: problemResponse('the body arrived too slowly'),
          413: problemResponse(`the body is over ${SPEC_BYTES / 1024} KiB`),
          415: problemResponse('the body is not JSON (the Content-Type, or the bytes: not UTF-8, or not valid JSON)'),
          429: shareUsed(),
          503: problemResponse('the queue is full (see Retry-After), or the job ran past its deadline'),
        },
      },
      (c) => handle(c, deps, output),
      { pinned: true },
    );
  }
}
