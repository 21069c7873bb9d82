/**
 * The book spec as POST /books.pdf takes it (docs/api.md), and the page's
 * URL that carries it: `#book=` and the spec's JSON, deflated and written in
 * base64url, so that a link opens the same book (its seed included).
 */
import { base64url, deflate, inflate, unbase64url } from '../play/packed.ts';

export interface SectionSpec {
  game: string;
  size?: number;
  width?: number;
  height?: number;
  players?: number;
  rounds?: number;
  difficulty?: string;
  ramp?: boolean;
  count?: number;
  perPage?: number;
  name?: string;
}

export interface BookSpec {
  title?: string;
  subtitle?: string;
  paper?: string;
  bleed?: boolean;
  pad?: boolean;
  header?: 'name';
  answers?: string;
  seed?: string;
  sections: SectionSpec[];
}

/** The server's own bound on a spec's body (SPEC_BYTES): no link inflates past it. */
const MOST_SPEC_BYTES = 64 * 1024;

export async function writeLink(spec: BookSpec): Promise<string> {
  return `#book=${base64url(await deflate(new TextEncoder().encode(JSON.stringify(spec))))}`;
}

/** The spec of a page URL's fragment; null where it names none; an Error where it cannot be read. */
export async function readLink(hash: string): Promise<BookSpec | Error | null> {
  const packed = new URLSearchParams(hash.replace(/^#/, '')).get('book');
  if (packed === null) return null;
  try {
    const spec = JSON.parse(new TextDecoder().decode(await inflate(unbase64url(packed), MOST_SPEC_BYTES))) as BookSpec;
    if (!Array.isArray(spec?.sections) || spec.sections.some((s) => typeof s?.game !== 'string')) throw new Error('no sections');
    return spec;
  } catch {
    return new Error('The link’s book cannot be read: it was cut short or changed. Here is a new one.');
  }
}
