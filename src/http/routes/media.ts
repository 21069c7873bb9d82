/** The OpenAPI response pieces the routes share. */
import { FORMATS } from '../../service/formats.ts';
import type { Format } from '../../service/job.ts';
import type { AnyGame } from '../../service/game.ts';
import { docsOf, problem } from '../schemas.ts';

/**
 * The documented body of a maze in `format`. An SVG's schema names its root
 * element: Swagger UI draws the example of an XML media type from that name,
 * and shows an error comment in its place without one.
 */
export function mazeContent(format: Format, games: ReadonlyMap<string, AnyGame>) {
  if (format === 'json') return { 'application/json': { schema: docsOf(games).document } };
  const xml = format === 'svg' ? { xml: { name: 'svg', namespace: 'http://www.w3.org/2000/svg' } } : {};
  return { [FORMATS[format].contentType]: { schema: { type: 'string' as const, format: 'binary', ...xml } } };
}

/** For a picture format, a seeded request of `game` as a Markdown image, which the reference page shows as the maze it returns. */
export function pictureExample(format: Format, game: string): string {
  if (format !== 'svg' && format !== 'png') return '';
  const url = `/mazes/${game}.${format}?seed=7`;
  return `\n\nFor example, GET ${url}:\n\n![the ${game} maze of seed 7](${url})`;
}

/** A format as the tail of an operationId: getMazeSvg, replayLogPdf. */
export const capitalised = (format: Format) => `${format[0].toUpperCase()}${format.slice(1)}`;

export const problemResponse = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: problem } },
});
