/** The response cache is bounded by the memory its entries keep, a moved buffer's room included. */
import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../../src/http/response-cache.ts';

/** `length` bytes at the start of a buffer of `size`. */
const view = (length: number, size: number) => new Uint8Array(new ArrayBuffer(size), 0, length);

describe('ResponseCache', () => {
  it('counts bytes that fill most of their buffer as the whole buffer, others as themselves', () => {
    // Room for 4,000 bytes: four entries of 1,000 fit, and a fifth evicts the oldest.
    const filled = new ResponseCache(4_000);
    for (const key of ['a', 'b', 'c', 'd']) filled.set(key, view(800, 1_000));
    expect(['a', 'b', 'c', 'd'].every((key) => filled.get(key))).toBe(true);
    filled.set('e', view(800, 1_000));
    expect(filled.get('a')).toBeUndefined();
    expect(filled.get('e')).toBeDefined();

    // A small view of a big shared buffer (Node's pool of small buffers) counts only its own bytes.
    const small = new ResponseCache(4_000);
    for (const key of ['a', 'b', 'c', 'd', 'e']) small.set(key, view(800, 8_192));
    expect(['a', 'b', 'c', 'd', 'e'].every((key) => small.get(key))).toBe(true);
  });
});
