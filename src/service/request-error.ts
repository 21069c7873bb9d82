/** A request that does not fit: its status, a sentence, and which inputs were wrong. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    message: string,
    readonly errors: { path: string; message: string }[] = [],
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function badRequest(message: string, errors: { path: string; message: string }[] = []): RequestError {
  return new RequestError(400, 'Bad request', message, errors);
}
