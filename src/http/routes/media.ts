/** The OpenAPI response pieces the routes share. */
import { FORMATS } from '../../service/formats.ts';
import type { Format } from '../../service/job.ts';
import { mazeDocument, problem } from '../schemas.ts';

/** The documented body of a maze in `format`. */
export function mazeContent(format: Format) {
  return format === 'json'
    ? { 'application/json': { schema: mazeDocument } }
    : { [FORMATS[format].contentType]: { schema: { type: 'string' as const, format: 'binary' } } };
}

export const problemResponse = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: problem } },
});
