/** A request's query, each parameter given once. */
import type { HonoRequest } from 'hono';
import { badRequest } from '../service/request-error.ts';

/** The query's parameters; one given twice is a 400 that names it, where taking its first value would quietly drop the other. */
export function queryOnce(request: HonoRequest): Record<string, string> {
  for (const [key, values] of Object.entries(request.queries())) {
    if (values.length > 1) throw badRequest(`${key} is given ${values.length} times in the query; give it once`, [{ path: key, message: 'given more than once' }]);
  }
  return request.query();
}
