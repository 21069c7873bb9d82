/** A request's query, each parameter given once. */
import type { HonoRequest } from 'hono';
import { unknownParameter } from '../service/query.ts';
import { badRequest } from '../service/request-error.ts';

/**
 * The query's parameters, read once; one given twice is a 400 that names it,
 * where taking its first value would quietly drop the other. With `takes`,
 * a parameter not in it is a 400 that lists those the route takes.
 */
export function queryOnce(request: HonoRequest, takes?: readonly string[]): Record<string, string> {
  const at = request.url.indexOf('?');
  // A pair without a name ("?=4") is dropped by the query's parser; its value would be lost without a word.
  if (at >= 0 && /(?:^|&)=/.test(request.url.slice(at + 1)))
    throw badRequest('a parameter of the query has no name ("=" with nothing before it); name it or leave it out', [{ path: '', message: 'a parameter without a name' }]);
  // Without a prototype, so that a "__proto__" parameter is a key like any other (and then unknown).
  const query: Record<string, string> = Object.create(null);
  for (const [key, values] of Object.entries(request.queries())) {
    if (values.length > 1) throw badRequest(`${key} is given ${values.length} times in the query; give it once`, [{ path: key, message: 'given more than once' }]);
    if (takes && !takes.includes(key)) throw unknownParameter(key, `${request.method} ${request.path}`, takes);
    query[key] = values[0];
  }
  return query;
}
