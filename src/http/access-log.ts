/**
 * One JSON line a request: time, method, path, status, bytes sent, milliseconds
 * and whether the cache answered, for whatever collects the process's output.
 */
import type { MiddlewareHandler } from 'hono';

export function accessLog(write: (line: string) => void): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now();
    await next();
    const length = c.res.headers.get('content-length');
    write(
      JSON.stringify({
        time: new Date().toISOString(),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        bytes: length === null ? null : Number(length),
        ms: Math.round((performance.now() - start) * 10) / 10,
        cache: c.res.headers.get('cache-status')?.includes('hit') ?? false,
      }),
    );
  };
}
