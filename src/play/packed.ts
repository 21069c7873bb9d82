/**
 * Bytes packed into a URL, as the play page's links and the book page's
 * carry them: deflated (raw), then written in base64url.
 */

/** Bytes through a (de)compression stream, read a chunk at a time; more than `most` out is refused. */
async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, most: number): Promise<Uint8Array> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    length += r.value.length;
    if (length > most) {
      await reader.cancel();
      throw new Error(`the bytes inflate past ${most}`);
    }
    chunks.push(r.value);
  }
  const out = new Uint8Array(length);
  chunks.reduce((at, c) => (out.set(c, at), at + c.length), 0);
  return out;
}

export const deflate = (bytes: Uint8Array) => through(bytes, new CompressionStream('deflate-raw'), Infinity);

/** `most`: a bound on what a link may inflate to, as a few bytes of deflated zeros inflate to hundreds of megabytes. */
export const inflate = (bytes: Uint8Array, most: number) => through(bytes, new DecompressionStream('deflate-raw'), most);

export function base64url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export function unbase64url(text: string): Uint8Array {
  const s = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}
