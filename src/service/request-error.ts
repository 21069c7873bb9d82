/** A request that does not fit: its status, a sentence, and which inputs were wrong. */
import type { z } from 'zod';
import { describeIssue, describeIssues, PLAIN } from '../core/zod-issues.ts';

export class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    message: string,
    readonly errors: { path: string; message: string }[] = [],
    readonly extra: Record<string, unknown> = {},
    /** Response headers the answer needs (Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** User input quoted in a message: at most 40 characters of it. */
export function quote(input: string): string {
  return JSON.stringify(input.length > 40 ? `${input.slice(0, 40)}…` : input);
}

export function badRequest(message: string, errors: { path: string; message: string }[] = []): RequestError {
  return new RequestError(400, 'Bad request', message, errors);
}

/** A posted body that is not JSON text at all (415, docs/api.md), as against JSON that does not fit (400). */
export function notJson(message: string): RequestError {
  return new RequestError(415, 'Unsupported media type', message);
}

/** Parses input with a schema or throws a 400 that names each wrong input. */
export function parseOr400<T>(schema: z.ZodType<T>, input: unknown, what: string): T {
  const parsed = schema.safeParse(input, PLAIN);
  if (parsed.success) return parsed.data;
  throw new RequestError(
    400,
    'Bad request',
    `invalid ${what}: ${describeIssues(parsed.error, `the ${what}`)}`,
    parsed.error.issues.map((i) => ({ path: i.path.join('.') || what, message: describeIssue(i, `the ${what}`) })),
  );
}

/** The client hung up (`when`: while sending its body, before the answer was ready): logged as 499, never answered. */
export const clientGone = (when: string) => new RequestError(499, 'Client closed request', `the client went away ${when}`);
