/** Content coding: both codings round-trip, small bodies at the default levels and large ones at the faster levels. */
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, negotiate } from '../../src/http/compress.ts';

const text = (bytes: number) => new TextEncoder().encode(Array.from({ length: bytes / 8 }, (_, i) => `h${i % 97}v-1m`.padEnd(8, ' ')).join(''));

describe('compress', () => {
  it.each([
    ['a small body', 10_000],
    ['a body past 256 KiB', 2_000_000],
  ])('round-trips %s in brotli and gzip, smaller than it was', async (_, size) => {
    const body = text(size);
    const br = await compress(body, 'br');
    const gz = await compress(body, 'gzip');
    expect(brotliDecompressSync(br).equals(Buffer.from(body))).toBe(true);
    expect(gunzipSync(gz).equals(Buffer.from(body))).toBe(true);
    expect(br.length).toBeLessThan(body.length / 10);
    expect(gz.length).toBeLessThan(body.length / 10);
  });

  it('compresses at brotli 5, and a large body at brotli 2 (faster than 3, and smaller on mazes)', async () => {
    const atQuality = (body: Uint8Array, q: number) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: q } });
    for (const [size, q] of [[10_000, 5], [2_000_000, 2]]) {
      const body = text(size);
      expect(Buffer.from(await compress(body, 'br')).equals(atQuality(body, q)), `${size} bytes`).toBe(true);
    }
  });

  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(negotiate('gzip, deflate, br')).toBe('br');
    expect(negotiate('gzip')).toBe('gzip');
    expect(negotiate('br;q=0, gzip')).toBe('gzip');
    expect(negotiate('identity')).toBeNull();
  });

  it('weighs the codings by their q-values', () => {
    expect(negotiate('gzip;q=0.5, br;q=0.1')).toBe('gzip');
    expect(negotiate('br;q=0.8, gzip;q=0.8')).toBe('br');
    expect(negotiate('*;q=0.3, gzip;q=0.2')).toBe('br');
    expect(negotiate('identity, gzip;q=0.5')).toBeNull();
    expect(negotiate('*;q=0')).toBeNull();
  });
});
