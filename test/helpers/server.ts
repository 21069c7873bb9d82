/** The app on a loopback port for the tests of the enclosing describe, for a browser to visit. */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../src/app.ts';
import { games } from '../../src/games/index.ts';
import { limitsFromEnv, type Limits } from '../../src/service/limits.ts';
import { JobPool } from '../../src/service/pool.ts';

/**
 * Starts the app before the tests and closes it after; the getter gives its
 * base URL (http://127.0.0.1:port). With `limits`, the app has them and a
 * worker pool of its own (a small or busy server), closed after the tests,
 * whose threads at work the getter's `load` tells.
 */
export function useServer(limits?: Partial<Limits>): (() => string) & { load(): JobPool['load'] } {
  let server: ServerType | undefined;
  let pool: JobPool | undefined;
  let base = '';
  beforeAll(async () => {
    const own = limits && { ...limitsFromEnv(games.values()), ...limits };
    if (own) pool = new JobPool(own);
    await new Promise<void>((resolve) => {
      server = serve({ fetch: createApp(own && { limits: own, pool }).fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
        base = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
  });
  afterAll(async () => {
    server?.close();
    await pool?.close();
  });
  return Object.assign(() => base, {
    load: () => {
      if (!pool) throw new Error('useServer: only a server with limits of its own has a pool to ask');
      return pool.load;
    },
  });
}
