/**
 * Caching of seeded responses. Output is a pure function of the request and
 * the output version it is made as, so the ETag is computed from those alone,
 * before any game is played, and a matching If-None-Match costs nothing. A
 * release that keeps the output version keeps every tag: its bytes are the
 * same (test/output-golden.test.ts).
 */
import { createHash } from 'node:crypto';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A strong tag of some text: its hash, short. */
export const tagOf = (text: string): string => `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;

/** `request`: the output version and the normalised request. */
export const etagOf = (request: readonly [version: number, ...request: unknown[]]): string => tagOf(JSON.stringify(request));

/**
 * Weak comparison, as If-None-Match asks: a list of tags, W/ prefixes, or *.
 * A compressed representation's tag (`"…-br"`, `"…-gzip"`) matches its request too.
 * `*` matches an answer that `exists`: only one already made is known to, as
 * a request may yet fail (a round the game does not have, bots that never
 * complete a maze).
 */
export function matches(ifNoneMatch: string | undefined, etag: string, exists: boolean): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' ? exists : t.replace(/^W\//, '').replace(/-(br|gzip)"$/, '"') === etag;
  });
}

/** The tag of an answer compressed with `coding`: another representation, so another strong validator. */
export const codedTag = (etag: string, coding: string) => `${etag.slice(0, -1)}-${coding}"`;
