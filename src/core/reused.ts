/**
 * Scratch arrays kept between calls and handed out zeroed (or as the last use
 * left them, for a caller that writes before it reads). On the machines we
 * run on, a fresh page of memory costs about 15 µs the first time it is
 * touched, more than the work a drawing does in it (the lattice a 300² loop
 * maze's crossings are looked up in is 360 KB, a few writes a crossing).
 * Each caller owns its scratch and uses it for one call at a time, never
 * keeping it past the call or handing it on (no two users may hold the same
 * memory).
 */
export function reused<T extends Uint8Array | Int32Array | Float64Array>(make: (length: number) => T, zeroed = true): (length: number) => T {
  let kept = make(0);
  return (length) => {
    if (kept.length < length) return (kept = make(length));
    return (zeroed ? kept.fill(0, 0, length) : kept).subarray(0, length) as T;
  };
}
