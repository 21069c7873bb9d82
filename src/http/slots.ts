/**
 * At most `limit` games in progress at once (reading a body, playing,
 * rendering); past that, 503 with Retry-After instead of a slow death.
 */
import type { MiddlewareHandler } from 'hono';
import { problem } from './problem.ts';

export function gameSlots(limit: number): MiddlewareHandler {
  let busy = 0;
  return async (_c, next) => {
    if (busy >= limit) return problem(503, `the server is computing ${busy} games, its limit; retry in a second`, {}, { 'retry-after': '1' });
    busy++;
    try {
      await next();
    } finally {
      busy--;
    }
  };
}
