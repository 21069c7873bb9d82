/** Builds the Hono app from the game registry: every route works for any registered game. */
import { OpenAPIHono } from '@hono/zod-openapi';
import { cors } from 'hono/cors';
import type { AnyGame } from './core/game.ts';
import { games as registry } from './games/index.ts';
import { Mounter } from './http/mount.ts';
import { onError, problem } from './http/problem.ts';
import { gameRoutes } from './http/routes/games.ts';
import { logRoutes } from './http/routes/logs.ts';
import { mazeRoutes } from './http/routes/mazes.ts';
import { pageRoutes } from './http/routes/pages.ts';
import { gameSlots } from './http/slots.ts';
import { limitsFromEnv, type Limits } from './service/limits.ts';

export function createApp(
  options: { games?: ReadonlyMap<string, AnyGame>; limits?: Limits } = {},
): OpenAPIHono {
  const games = options.games ?? registry;
  const limits = options.limits ?? limitsFromEnv(games.values());
  const app = new OpenAPIHono();
  app.use('*', cors({ origin: '*', exposeHeaders: ['Maze-Seed', 'ETag'] }));
  const mount = new Mounter(app);
  const slots = gameSlots(limits.maxConcurrentGames);
  pageRoutes(mount, app);
  gameRoutes(mount, games, limits);
  mazeRoutes(mount, games, limits, slots);
  logRoutes(mount, games, limits, slots);
  mount.methodNotAllowed();
  app.notFound((c) => problem(404, `no route ${c.req.method} ${c.req.path}; see /docs`));
  app.onError(onError);
  return app;
}
