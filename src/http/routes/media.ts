/** Media types of the maze formats, and the OpenAPI response pieces the routes share. */
import type { Format } from '../../service/output.ts';
import { mazeDocument, problem } from '../schemas.ts';

export const CONTENT_TYPES = {
  svg: 'image/svg+xml; charset=utf-8',
  pdf: 'application/pdf',
  json: 'application/json; charset=utf-8',
} as const;

export const FORMATS = ['svg', 'pdf', 'json'] as const satisfies Format[];

/** The documented body of a maze in `format`. */
export function mazeContent(format: Format) {
  return format === 'json'
    ? { 'application/json': { schema: mazeDocument } }
    : { [CONTENT_TYPES[format]]: { schema: { type: 'string' as const, format: 'binary' } } };
}

export const problemResponse = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: problem } },
});
