/**
 * Scratch arrays kept between calls and handed out zeroed. On the machines we
 * run on, a fresh page of memory costs about 15 µs the first time it is
 * touched, more than the work a drawing does in it (the lattice a 300² loop
 * maze's crossings are looked up in is 360 KB, a few writes a crossing).
 * Each caller owns its scratch and uses it for one call at a time, never
 * keeping it past the call or handing it on (no two users may hold the same
 * memory).
 */
export function reused<T extends Uint8Array | Int32Array>(make: (length: number) => T): (length: number) => T {
  let kept = make(0);
  return (length) => {
    if (kept.length < length) return (kept = make(length));
    return kept.fill(0, 0, length).subarray(0, length) as T;
  };
}
