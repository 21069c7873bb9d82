/** A request's query, each parameter given once. */
import type { HonoRequest } from 'hono';
import { badRequest } from '../service/request-error.ts';

/** The query's parameters, read once; one given twice is a 400 that names it, where taking its first value would quietly drop the other. */
export function queryOnce(request: HonoRequest): Record<string, string> {
  // Without a prototype, so that a "__proto__" parameter is a key like any other (and then unknown).
  const query: Record<string, string> = Object.create(null);
  for (const [key, values] of Object.entries(request.queries())) {
    if (values.length > 1) throw badRequest(`${key} is given ${values.length} times in the query; give it once`, [{ path: key, message: 'given more than once' }]);
    query[key] = values[0];
  }
  return query;
}
