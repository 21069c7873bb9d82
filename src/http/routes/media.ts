/** The OpenAPI response pieces the routes share. */
import { FORMATS } from '../../service/formats.ts';
import type { Format } from '../../service/formats.ts';
import type { AnyGame } from '../../service/game.ts';
import { docsOf, problem } from '../schemas.ts';

/**
 * The documented body of a maze in `format`. An SVG's schema names its root
 * element: Swagger UI draws the example of an XML media type from that name,
 * and shows an error comment in its place without one.
 */
export function mazeContent(format: Format, games: ReadonlyMap<string, AnyGame>) {
  const { contentType, schema } = FORMATS[format];
  if (schema === 'document') return { [contentType.split(';')[0]]: { schema: docsOf(games).document } };
  const xml = schema === 'bytes' ? {} : { xml: schema.xml };
  return { [contentType]: { schema: { type: 'string' as const, format: 'binary', ...xml } } };
}

/** For a picture format, a seeded request of `game` as a Markdown image, which the reference page shows as the maze it returns. */
export function pictureExample(format: Format, game: string): string {
  if (!FORMATS[format].picture) return '';
  const url = `/mazes/${game}.${format}?seed=7`;
  return `\n\nFor example, GET ${url}:\n\n![the ${game} maze of seed 7](${url})`;
}

/** A format as the tail of an operationId: getMazeSvg, replayLogPdf. */
export const capitalised = (format: Format) => `${format[0].toUpperCase()}${format.slice(1)}`;

export const problemResponse = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: problem } },
});

/** The answer of every route that computes, to a client whose share of compute is used up (rate-limit.ts). */
export const shareUsed = () => problemResponse('this client’s share of compute is used up for now: Retry-After says when to come back, RateLimit-Policy and RateLimit what the share is and what is left');
