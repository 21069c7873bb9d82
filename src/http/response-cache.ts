/**
 * Seeded responses are immutable, so their bytes are kept in memory, in an LRU
 * bounded in bytes (CACHE_BYTES), keyed by ETag and content coding: a repeat
 * is answered without queueing a job.
 */
import { LRUCache } from 'lru-cache';
import { fillsItsBuffer } from '../service/job.ts';

export class ResponseCache {
  private readonly lru: LRUCache<string, Uint8Array>;

  constructor(maxBytes: number) {
    // One entry may take at most a quarter of the cache, so a few huge mazes cannot flush it.
    // An entry costs what it keeps: the whole buffer of bytes moved from a worker with it (a writer's room past them).
    const kept = (b: Uint8Array) => (fillsItsBuffer(b) ? b.buffer.byteLength : b.byteLength);
    this.lru = new LRUCache({ maxSize: maxBytes, maxEntrySize: Math.max(1, Math.floor(maxBytes / 4)), sizeCalculation: (b) => Math.max(1, kept(b)) });
  }

  get(key: string): Uint8Array | undefined {
    return this.lru.get(key);
  }

  set(key: string, body: Uint8Array): void {
    this.lru.set(key, body);
  }

  /** Bytes held, as the bound counts them. */
  get bytes(): number {
    return this.lru.calculatedSize;
  }

  get entries(): number {
    return this.lru.size;
  }
}
