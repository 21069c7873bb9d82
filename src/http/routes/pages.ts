/** The pages around the API: the playground, health, the OpenAPI document and its reference UI. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as z from 'zod';
import type { Mounter } from '../mount.ts';
import { IMMUTABLE } from '../cache.ts';
import { apiDocument } from '../openapi.ts';
import { template } from '../templates.ts';
import { OUTPUT_VERSION } from '../../output-version.ts';
import { SINCE } from '../../output-since.ts';


/**
 * Swagger UI is served from the installed package, so /docs works with no
 * network. Its URL names the package's version: cached for good, yet an
 * upgrade is a new URL, never a stale copy.
 */
const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const swaggerVersion = (JSON.parse(readFileSync(path.join(swaggerDir, 'package.json'), 'utf8')) as { version: string }).version;
export const DOCS_ASSETS = `/docs/assets/${swaggerVersion}`;
const SWAGGER_ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

export function pageRoutes(mount: Mounter, app: OpenAPIHono): void {
  const html = { index: template('index.html').replaceAll('{{outputVersion}}', String(OUTPUT_VERSION)).replaceAll('{{outputSince}}', JSON.stringify(SINCE)), docs: template('docs.html').replaceAll('{{assets}}', DOCS_ASSETS) };
  // Asked again on every visit, so a page never names the assets of a version that is gone.
  const page = (body: string) => new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' } });
  mount.route(
    {
      method: 'get',
      path: '/',
      operationId: 'getPlayground',
      tags: ['service'],
      summary: 'The playground: pick a game, size, seed and bots, see and download the maze',
      responses: { 200: { description: 'HTML page', content: { 'text/html': { schema: z.string() } } } },
    },
    () => page(html.index),
  );
  mount.route(
    {
      method: 'get',
      path: '/healthz',
      operationId: 'getHealth',
      tags: ['service'],
      summary: 'Liveness',
      responses: { 200: { description: 'ok', content: { 'application/json': { schema: z.object({ status: z.literal('ok') }) } } } },
    },
    (c) => c.json({ status: 'ok' }),
  );
  mount.route(
    {
      method: 'get',
      path: '/docs',
      operationId: 'getDocs',
      tags: ['service'],
      summary: 'Interactive API reference over /openapi.json',
      responses: { 200: { description: 'HTML page', content: { 'text/html': { schema: z.string() } } } },
    },
    () => page(html.docs),
  );
  // The pages link the icon; browsers that ask for /favicon.ico anyway are sent to it.
  const icon = template('favicon.svg');
  mount.plain('/favicon.svg', () => new Response(icon, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' } }));
  mount.plain('/favicon.ico', () => new Response(null, { status: 301, headers: { location: '/favicon.svg', 'cache-control': 'public, max-age=86400' } }));
  for (const [file, type] of Object.entries(SWAGGER_ASSETS)) {
    const body = readFileSync(path.join(swaggerDir, file));
    mount.plain(`${DOCS_ASSETS}/${file}`, () => new Response(body, { headers: { 'content-type': type, 'cache-control': IMMUTABLE } }));
  }
  let document: unknown;
  mount.route(
    {
      method: 'get',
      path: '/openapi.json',
      operationId: 'getOpenApiDocument',
      tags: ['service'],
      summary: 'This document',
      responses: { 200: { description: 'OpenAPI 3.1', content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } } } },
    },
    (c) => {
      document ??= apiDocument(app);
      return c.json(document);
    },
  );
}
