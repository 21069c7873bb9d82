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

/** A format as the tail of an operationId: getMazeSvg, replayLogPdf. */
export const capitalised = (format: Format) => `${format[0].toUpperCase()}${format.slice(1)}`;

export const problemResponse = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: problem } },
});
