/** Every error as application/problem+json (RFC 9457), never a stack trace. */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { RequestError } from '../service/request-error.ts';

const TITLES: Record<number, string> = {
  400: 'Bad request',
  404: 'Not found',
  405: 'Method not allowed',
  408: 'Request timeout',
  410: 'Gone',
  413: 'Content too large',
  415: 'Unsupported media type',
  417: 'Expectation failed',
  422: 'Unprocessable move log',
  429: 'Too many requests',
  431: 'Request header fields too large',
  500: 'Internal server error',
  503: 'Service unavailable',
};

/** A problem's body, titled in the same words whether a route or the server itself (serve.ts) answers. */
export const problemJson = (status: number, detail: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ type: 'about:blank', title: TITLES[status] ?? 'Error', status, detail, ...extra });

export function problem(
  status: number,
  detail: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  const body = new TextEncoder().encode(problemJson(status, detail, extra));
  // Its length said, as every answer's is: the access log reads it (it wrote "bytes": null for every error).
  return new Response(body, {
    status,
    headers: { 'content-type': 'application/problem+json', 'content-length': String(body.length), 'cache-control': 'no-store', ...headers },
  });
}

function fromRequestError(e: RequestError): Response {
  const extra: Record<string, unknown> = { ...e.extra };
  if (e.errors.length) extra.errors = e.errors;
  return problem(e.status, e.message, { title: e.title, ...extra }, e.headers);
}

export function onError(err: Error, c: Context): Response {
  if (err instanceof RequestError) return fromRequestError(err);
  if (err instanceof HTTPException) {
    return err.status === 415
      ? problem(415, 'the body must be JSON (Content-Type: application/json)')
      : problem(err.status, err.message || (TITLES[err.status] ?? 'error'));
  }
  console.error(`${c.req.method} ${c.req.path}:`, err);
  return problem(500, 'the server failed on this request; it has been logged');
}
