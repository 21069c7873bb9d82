/**
 * Output versions in URLs. `/v{N}/…` pins version N: its seeded answers never
 * change. A path without a version is the latest, which a release that
 * improves a maker changes: it is cached for a day and names its pinned URL.
 * A pinned older version is served while this release's bytes for its game
 * and format equal that version's (output-version.ts), and is gone after.
 */
import type { Context } from 'hono';
import { OUTPUT_VERSION, sameSince } from '../output-version.ts';
import { RequestError } from '../service/request-error.ts';
import { IMMUTABLE } from './cache.ts';

/** The prefix the pinned twin of a route is mounted under (Mounter.route's `pinned`): a router's parameter is a whole path segment. */
export const PINNED_PREFIX = '/:pin{v[0-9]+}';

/** What the latest (unpinned) seeded answers may be kept for: a day fresh, a week more while revalidated. */
export const LATEST = 'public, max-age=86400, stale-while-revalidate=604800';

export interface Pin {
  /** The output version the answer is made as: the one in the path, or the current one. */
  version: number;
  pinned: boolean;
}

/**
 * This request's URL pinned to `version`: its path without a version prefix,
 * under `/v{version}`, with its query as sent, and `seed` set when given (an
 * unseeded answer's URL with the seed the server picked makes it again).
 */
export function pinnedUrl(c: Context, version: number, publicUrl = '', seed?: string): string {
  const url = new URL(c.req.url);
  if (seed !== undefined) url.searchParams.set('seed', seed);
  return `${publicUrl}/v${version}${url.pathname.replace(/^\/v\d+(?=\/)/, '')}${url.search}`;
}

/**
 * The version a request asks for: a pinned one of this release or one whose
 * bytes are unchanged for `key` (a game, or books) and `format`; 404 past
 * this release, 410 when its bytes are no longer made, naming the URL that
 * serves the current ones.
 */
export function pinOf(c: Context, key: string, format: string, publicUrl?: string): Pin {
  const asked = c.req.param('pin')?.slice(1);
  if (asked === undefined) return { version: OUTPUT_VERSION, pinned: false };
  const version = Number(asked);
  const since = sameSince(key, format);
  if (/^[1-9][0-9]{0,8}$/.test(asked) && version >= since && version <= OUTPUT_VERSION) return { version, pinned: true };
  // Refused: the URL that makes the maze now is named, and worked out only here.
  const current = pinnedUrl(c, OUTPUT_VERSION, publicUrl);
  const named = { currentVersion: OUTPUT_VERSION, current };
  if (!/^[1-9][0-9]{0,8}$/.test(asked) || version > OUTPUT_VERSION)
    throw new RequestError(404, 'Not found', `there is no output version ${asked.slice(0, 12)}: this release makes version ${OUTPUT_VERSION}, at ${current}`, [], named);
  throw new RequestError(
    410,
    'Gone',
    `output version ${version} of ${key} ${format.toUpperCase()} is no longer made: its bytes changed in version ${since}. This release makes version ${OUTPUT_VERSION}, at ${current}`,
    [],
    named,
  );
}

/**
 * The caching headers of a GET's seeded answer: immutable when pinned; else
 * the latest's lifetime, with the pinned URL that keeps these bytes as its
 * canonical link and Content-Location.
 */
export function seededCaching(c: Context, pin: Pin, publicUrl?: string): Record<string, string> {
  if (pin.pinned) return { 'cache-control': IMMUTABLE };
  const at = pinnedUrl(c, pin.version, publicUrl);
  return { 'cache-control': LATEST, link: `<${at}>; rel="canonical"`, 'content-location': at };
}
