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

/**
 * The coding to use for a request's Accept-Encoding, or null for the
 * identity: the one of brotli and gzip the client weighs higher (q), brotli
 * on a tie; none when both are refused (q=0), or when the client weighs the
 * identity, named, higher still.
 */
export function negotiate(acceptEncoding: string | undefined): Coding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (c: string) => accepted.get(c) ?? accepted.get('*') ?? 0;
  const best: Coding = weight('gzip') > weight('br') ? 'gzip' : 'br';
  return weight(best) > 0 && weight(best) >= (accepted.get('identity') ?? 0) ? best : null;
}

/**
 * Past this size a body is compressed at a faster level: the default levels
 * take seconds on a 1000² maze's JSON, where gzip 3 and brotli 2 take a
 * fraction of one; brotli 2 is both faster and smaller than 3 on every maze
 * served (the figures are in the commit that chose it).
 */
const LARGE_BODY = 256 * 1024;

export async function compress(body: Uint8Array, coding: Coding): Promise<Uint8Array> {
  const large = body.length > LARGE_BODY;
  // Brotli at quality 5: near gzip's speed with smaller output; 11 would take seconds on a large maze.
  if (coding === 'br') return brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: large ? 2 : 5 } });
  return gz(body, { level: large ? 3 : constants.Z_DEFAULT_COMPRESSION });
}
