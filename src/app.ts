/** Builds the Hono app from the game registry: every route works for any registered game. */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AnyGame } from './service/game.ts';
import { games as registry } from './games/index.ts';
import { accessLog } from './http/access-log.ts';
import { openCors } from './http/cors.ts';
import type { Deps } from './http/answer.ts';
import { ClientAddress } from './http/client-address.ts';
import { Metrics } from './http/metrics.ts';
import { Mounter } from './http/mount.ts';
import { ComputeShares } from './http/rate-limit.ts';
import { onError, problem } from './http/problem.ts';
import { ResponseCache } from './http/response-cache.ts';
import { gameRoutes } from './http/routes/games.ts';
import { bookRoutes } from './http/routes/books.ts';
import { logRoutes } from './http/routes/logs.ts';
import { mazeRoutes } from './http/routes/mazes.ts';
import { metricsRoutes } from './http/routes/metrics.ts';
import { pageRoutes } from './http/routes/pages.ts';
import { playRoutes } from './http/routes/play.ts';
import { limitsFromEnv, type Limits } from './service/limits.ts';
import { JobPool } from './service/pool.ts';

export interface AppOptions {
  games?: ReadonlyMap<string, AnyGame>;
  limits?: Limits;
  /** The worker pool; by default one shared by every app of the process, sized by the limits. */
  pool?: JobPool;
  /** Where the access log goes, a JSON line a request; none by default. */
  log?: (line: string) => void;
  /** Whether /metrics has the process's own metrics too (memory, event loop, GC), as a server has; one app a process should. */
  processMetrics?: boolean;
}

let shared: JobPool | undefined;

export function createApp(options: AppOptions = {}): OpenAPIHono {
  const games = options.games ?? registry;
  const limits = options.limits ?? limitsFromEnv(games.values());
  const pool = options.pool ?? (shared ??= new JobPool(limits));
  const app = new OpenAPIHono();
  const mount = new Mounter(app);
  const cache = new ResponseCache(limits.cacheBytes);
  const metrics = limits.metrics ? new Metrics(pool, cache, mount.documentedPath, options.processMetrics ?? false) : undefined;
  const deps: Deps = {
    games,
    limits,
    pool,
    cache,
    clients: new ClientAddress(limits.trustProxy),
    ...(limits.rate && { shares: new ComputeShares(limits.rate) }),
    ...(metrics && { metrics }),
  };
  if (metrics) app.use('*', metrics.middleware());
  if (options.log) app.use('*', accessLog(options.log));
  app.use('*', openCors());
  if (metrics) metricsRoutes(mount, metrics);
  pageRoutes(mount, app);
  playRoutes(mount);
  gameRoutes(mount, games, limits);
  mazeRoutes(mount, deps);
  logRoutes(mount, deps);
  bookRoutes(mount, deps);
  mount.methodNotAllowed();
  app.notFound((c) => problem(404, `no route ${c.req.method} ${c.req.path.slice(0, 100)}; see /docs`));
  app.onError(onError);
  return app;
}
