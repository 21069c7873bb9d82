/**
 * CORS for a public API: any origin may read any answer, the Maze-Seed and
 * ETag headers included; preflights are answered by Hono's cors(), naming the
 * routes' methods (its default adds PUT, DELETE and PATCH, which answer 405).
 * Headers are set once on the finished response: cors() itself builds a
 * placeholder response before every handler, which halved the throughput of
 * cheap routes.
 */
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { ROUTE_METHODS } from './mount.ts';

const EXPOSED = 'Maze-Seed, ETag';

export function openCors(): MiddlewareHandler {
  const preflight = cors({ origin: '*', allowMethods: [...ROUTE_METHODS], exposeHeaders: EXPOSED.split(', ') });
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    c.res.headers.set('access-control-allow-origin', '*');
    c.res.headers.set('access-control-expose-headers', EXPOSED);
  };
}
