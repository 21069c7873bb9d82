/** Posting JSON to an app in process, as a client does. */
export const postJson = (app: { request(path: string, init: RequestInit): Response | Promise<Response> }, path: string, body: unknown) =>
  app.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
