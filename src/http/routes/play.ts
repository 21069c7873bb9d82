/**
 * The play page and its scripts. The scripts are built for the browser
 * (scripts/play-assets.ts, by `npm run build`) into dist/play-assets/, each
 * named by a hash of its content: their URLs are cached for good, and the
 * page, asked again on every visit, names the current ones.
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

interface Manifest {
  page: string;
  worker: string;
  chunks: string[];
  files: string[];
}

/** The latest build's manifest (scripts/play-assets.ts), or null while none is built. */
function manifest(): Manifest | null {
  const file = new URL('manifest.json', assetsDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

export function playRoutes(mount: Mounter): void {
  const built = manifest();
  const html =
    built &&
    template('play.html')
      .replaceAll('{{page}}', `${PLAY_ASSETS}/${built.page}`)
      .replaceAll('{{chunks}}', built.chunks.map((f) => `<link rel="modulepreload" href="${PLAY_ASSETS}/${f}">`).join('\n  '))
      .replaceAll('{{worker}}', `${PLAY_ASSETS}/${built.worker}`);
  mount.route(
    {
      method: 'get',
      path: '/play',
      operationId: 'getPlayPage',
      tags: ['service'],
      summary: 'The play page: play any game against bots or other people in the browser; the game lives in the URL fragment',
      responses: {
        200: { description: 'HTML page', content: { 'text/html': { schema: z.string() } } },
        503: { description: 'The page’s scripts are not built (npm run build)', content: { 'application/problem+json': { schema: z.object({ detail: z.string() }) } } },
      },
    },
    () =>
      html === null
        ? problem(503, 'the play page’s scripts are not built: run npm run build')
        : new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' } }),
  );
  for (const file of built?.files ?? []) {
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
