/**
 * Content coding of text formats: brotli or gzip when the client accepts one
 * (Accept-Encoding with q > 0). zlib's async calls run on libuv's threads,
 * never on the event loop.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Coding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The coding to use for a request's Accept-Encoding, or null for the identity. */
export function negotiate(acceptEncoding: string | undefined): Coding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (c: string) => (accepted.get(c) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

export async function compress(body: Uint8Array, coding: Coding): Promise<Uint8Array> {
  // Brotli at quality 5: near gzip's speed with smaller output; 11 would take seconds on a large maze.
  return coding === 'br' ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gz(body);
}
