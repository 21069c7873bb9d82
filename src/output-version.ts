/**
 * The output version: every byte the service serves for a URL is a function
 * of (output version, route, parameters, seed). It is raised whenever a
 * release changes any such byte; the golden test (test/output-golden.test.ts)
 * fails until it is, and `npm run golden` then writes which games and formats
 * changed (output-since.ts).
 */
import { SINCE } from './output-since.ts';

export const OUTPUT_VERSION = 2;

/** The name books go by in SINCE: a posted book mixes games, so it has a row of its own. */
export const BOOKS = 'books';

/**
 * The oldest output version whose bytes equal this release's, for a game (or
 * BOOKS) and a format: pinned URLs of that version up to this one are served,
 * older ones are gone.
 */
export const sameSince = (key: string, format: string): number => SINCE[key]?.[format] ?? OUTPUT_VERSION;
