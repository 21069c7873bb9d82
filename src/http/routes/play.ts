/**
 * The pages whose scripts are built for the browser, the play page and the
 * book page, and those scripts. They are built (scripts/play-assets.ts, by
 * `npm run build`) into dist/play-assets/, each named by a hash of its
 * content: their URLs are cached for good, and a page, asked again on every
 * visit, names the current ones. The book page's pdf.js and its worker are
 * served there too, under /play/assets/: one build, one way of naming, caching
 * and compressing a script.
 */
import { existsSync, readFileSync } from 'node:fs';
import * as z from 'zod';
import type { Mounter } from '../mount.ts';
import { IMMUTABLE } from '../cache.ts';
import { negotiate } from '../compress.ts';
import { problem } from '../problem.ts';
import { packageFile } from '../../package-file.ts';
import { template } from '../templates.ts';

export const PLAY_ASSETS = '/play/assets';
const assetsDir = packageFile('dist/play-assets/');

interface PageAssets {
  page: string;
  worker: string;
  chunks: string[];
  files: string[];
}

interface Manifest extends PageAssets {
  /** None in a manifest built before the book page was. */
  book?: PageAssets;
}

/** A page's template with its scripts named: the entry, the chunks it preloads, its worker. */
const filled = (name: string, assets: PageAssets) =>
  template(name)
    .replaceAll('{{page}}', `${PLAY_ASSETS}/${assets.page}`)
    .replaceAll('{{chunks}}', assets.chunks.map((f) => `<link rel="modulepreload" href="${PLAY_ASSETS}/${f}">`).join('\n  '))
    .replaceAll('{{worker}}', `${PLAY_ASSETS}/${assets.worker}`);

const NOT_BUILT = { description: 'The page’s scripts are not built (npm run build)', content: { 'application/problem+json': { schema: z.object({ detail: z.string() }) } } };

/** The latest build's manifest (scripts/play-assets.ts), or null while none is built. */
function manifest(): Manifest | null {
  const file = new URL('manifest.json', assetsDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

export function playRoutes(mount: Mounter): void {
  const built = manifest();
  const pages = [
    { path: '/play', operationId: 'getPlayPage', summary: 'The play page: play any game against bots or other people in the browser; the game lives in the URL fragment', html: built && filled('play.html', built) },
    { path: '/book', operationId: 'getBookPage', summary: 'The book page: build a puzzle book section by section, see its pages, download its PDF; the spec lives in the URL fragment', html: built?.book && filled('book.html', built.book) },
  ];
  for (const { path, operationId, summary, html } of pages) {
    mount.route(
      {
        method: 'get',
        path,
        operationId,
        tags: ['service'],
        summary,
        responses: { 200: { description: 'HTML page', content: { 'text/html': { schema: z.string() } } }, 503: NOT_BUILT },
      },
      () =>
        html
          ? new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' } })
          : problem(503, `the ${path.slice(1)} page’s scripts are not built: run npm run build`),
    );
  }
  for (const file of [...(built?.files ?? []), ...(built?.book?.files ?? [])]) {
    const read = (name: string) => readFileSync(new URL(name, assetsDir));
    const bodies = { identity: read(file), br: read(`${file}.br`), gzip: read(`${file}.gz`) };
    mount.plain(`${PLAY_ASSETS}/${file}`, (c) => {
      const coding = negotiate(c.req.header('accept-encoding'));
      const headers: Record<string, string> = { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': IMMUTABLE, vary: 'Accept-Encoding' };
      if (coding) headers['content-encoding'] = coding;
      return new Response(bodies[coding ?? 'identity'], { headers });
    });
  }
}
