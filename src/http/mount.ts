/**
 * Routes are declared once: the declaration documents the route in the
 * OpenAPI registry and mounts its handler. Paths are remembered so that a
 * known path asked with another method gets 405 with an Allow header.
 */
import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { Tag } from './openapi.ts';
import { problem } from './problem.ts';

/** A documented route: every one has an operationId (a generated client's function name) and one tag (its section). */
export type DocumentedRoute = RouteConfig & { operationId: string; tags: [Tag] };

export type Handler = (c: Context) => Response | Promise<Response>;

/** Every method the routes take: the CORS preflight and the answer to CONNECT list them, and a route of another is refused. */
export const ROUTE_METHODS: readonly string[] = ['GET', 'HEAD', 'POST'];

export class Mounter {
  private readonly methods = new Map<string, Set<string>>();

  constructor(private readonly app: OpenAPIHono) {}

  /** `honoPath` where the documented path cannot be routed as written (e.g. `{game}.svg`). */
  route(doc: DocumentedRoute, handler: Handler, options: { honoPath?: string; middleware?: MiddlewareHandler[] } = {}): void {
    const method = doc.method.toUpperCase();
    if (!ROUTE_METHODS.includes(method)) throw new Error(`${method} ${doc.path}: add ${method} to ROUTE_METHODS first`);
    this.app.openAPIRegistry.registerPath(doc);
    const path = options.honoPath ?? doc.path.replace(/\{(\w+)\}/g, ':$1');
    const handlers: MiddlewareHandler[] = [...(options.middleware ?? []), handler as MiddlewareHandler];
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
