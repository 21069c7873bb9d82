/**
 * Routes are declared once: the declaration documents the route in the
 * OpenAPI registry and mounts its handler. Paths are remembered so that a
 * known path asked with another method gets 405 with an Allow header.
 */
import { z, type OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { Tag } from './openapi.ts';
import { PINNED_PREFIX } from './pinning.ts';
import { problem } from './problem.ts';
import { problemResponse } from './routes/media.ts';
import { OUTPUT_VERSION } from '../output-version.ts';

/** A documented route: every one has an operationId (a generated client's function name) and one tag (its section). */
export type DocumentedRoute = RouteConfig & { operationId: string; tags: [Tag] };

export type Handler = (c: Context) => Response | Promise<Response>;

/** Every method the routes take: the CORS preflight and the answer to CONNECT list them, and a route of another is refused. */
export const ROUTE_METHODS: readonly string[] = ['GET', 'HEAD', 'POST'];

export class Mounter {
  private readonly methods = new Map<string, Set<string>>();
  /** Each router path's name in the API document (`/mazes/:file{…}` is `/mazes/{game}.svg`), for metrics. */
  private readonly documented = new Map<string, string>();

  constructor(private readonly app: OpenAPIHono) {}

  /**
   * `honoPath` where the documented path cannot be routed as written (e.g.
   * `{game}.svg`); `pinned`: the route is mounted under `/v{version}` too
   * (pinning.ts), where pinning.ts's pinOf reads the version.
   */
  route(doc: DocumentedRoute, handler: Handler, options: { honoPath?: string; middleware?: MiddlewareHandler[]; pinned?: boolean } = {}): void {
    const path = options.honoPath ?? doc.path.replace(/\{(\w+)\}/g, ':$1');
    this.mount(doc, path, handler, options.middleware);
    if (options.pinned) this.mount(pinnedDoc(doc), `${PINNED_PREFIX}${path}`, handler, options.middleware);
  }

  private mount(doc: DocumentedRoute, path: string, handler: Handler, middleware: MiddlewareHandler[] = []): void {
    const method = doc.method.toUpperCase();
    if (!ROUTE_METHODS.includes(method)) throw new Error(`${method} ${doc.path}: add ${method} to ROUTE_METHODS first`);
    this.app.openAPIRegistry.registerPath(doc);
    this.documented.set(path, doc.path);
    const handlers: MiddlewareHandler[] = [...middleware, handler as MiddlewareHandler];
    this.app.on(method, path, handlers[0], ...handlers.slice(1));
    const methods = this.methods.get(path) ?? new Set<string>();
    methods.add(method);
    if (doc.method === 'get') methods.add('HEAD');
    this.methods.set(path, methods);
  }

  /** Plain routes that are not part of the API document (assets). */
  plain(path: string, handler: Handler): void {
    this.app.get(path, handler);
    this.methods.set(path, new Set(['GET', 'HEAD']));
  }

  /** A router path as the API document names it; a plain route's path is its name. */
  readonly documentedPath = (path: string): string => this.documented.get(path) ?? path;

  /** After every route: other methods on known paths. */
  methodNotAllowed(): void {
    for (const [path, methods] of this.methods) {
      const allow = [...methods].join(', ');
      this.app.all(path, (c) =>
        problem(405, `${c.req.method} is not allowed on ${c.req.path}; use ${allow}`, {}, { allow }),
      );
    }
  }
}

/** A route's pinned twin in the API document: its path under /v{version}, the version a path parameter, 410 for a version no longer made. */
function pinnedDoc(doc: DocumentedRoute): DocumentedRoute {
  const params = doc.request?.params;
  const version = z.object({ version: z
      .string()
      .regex(/^[1-9][0-9]*$/)
      .openapi({ param: { name: 'version', in: 'path' }, description: 'the output version the answer is made as', example: String(OUTPUT_VERSION) }) });
  return {
    ...doc,
    path: `/v{version}${doc.path}`,
    operationId: `${doc.operationId}Pinned`,
    summary: `${doc.summary} (pinned to an output version)`,
    request: { ...doc.request, params: params ? (params as z.ZodObject).extend(version.shape) : version },
    responses: {
      ...doc.responses,
      404: problemResponse('no such game, or an output version past this release’s'),
      410: problemResponse('this release no longer makes that output version’s bytes for this game and format; `current` is the URL that serves them now'),
    },
  };
}
