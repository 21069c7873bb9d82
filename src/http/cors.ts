/**
 * CORS for a public API: any origin may read any answer, the Maze-Seed and
 * ETag headers included; preflights are answered by Hono's cors(). Headers are
 * set once on the finished response: cors() itself builds a placeholder
 * response before every handler, which halved the throughput of cheap routes.
 */
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

const EXPOSED = 'Maze-Seed, ETag';

export function openCors(): MiddlewareHandler {
  const preflight = cors({ origin: '*', exposeHeaders: EXPOSED.split(', ') });
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    c.res.headers.set('access-control-allow-origin', '*');
    c.res.headers.set('access-control-expose-headers', EXPOSED);
  };
}
