/**
 * The bare baseline: a depth-first (recursive backtracker) maze generator on
 * typed arrays, with the project's PRNG. Every figure of the benchmark is
 * printed as a ratio to it, measured in the same run, because the machine is
 * shared and noisy.
 */
import { Rng } from '../src/core/rng.ts';

export function dfsMaze(width: number, height: number, rng: Rng): Uint8Array {
  const n = width * height;
  const passages = new Uint8Array(n);
  const visited = new Uint8Array(n);
  const stack = new Int32Array(n);
  const options = new Int32Array(4);
  let top = 0;
  stack[top++] = 0;
  visited[0] = 1;
  while (top > 0) {
    const c = stack[top - 1];
    const x = c % width;
    let k = 0;
    if (x + 1 < width && !visited[c + 1]) options[k++] = c + 1;
    if (x > 0 && !visited[c - 1]) options[k++] = c - 1;
    if (c + width < n && !visited[c + width]) options[k++] = c + width;
    if (c >= width && !visited[c - width]) options[k++] = c - width;
    if (k === 0) {
      top--;
      continue;
    }
    const next = options[rng.int(k)];
    const low = Math.min(c, next);
    passages[low] |= Math.abs(next - c) === 1 ? 1 : 2;
    visited[next] = 1;
    stack[top++] = next;
  }
  return passages;
}

/**
 * The same depth-first tree on a board of king moves (eight neighbours a dot,
 * as labyrinthine-loop's board), written out as dfsMaze is: what any game on
 * that board costs before a rule is checked, the floor under the loop game's
 * figure.
 */
export function kingDfsTree(width: number, height: number, rng: Rng): Int32Array {
  const n = width * height;
  const parent = new Int32Array(n);
  const visited = new Uint8Array(n);
  const stack = new Int32Array(n);
  const options = new Int32Array(8);
  let top = 0;
  stack[top++] = 0;
  visited[0] = 1;
  while (top > 0) {
    const c = stack[top - 1];
    const x = c % width;
    const [west, east, north, south] = [x > 0, x + 1 < width, c >= width, c + width < n];
    let k = 0;
    if (east && !visited[c + 1]) options[k++] = c + 1;
    if (west && !visited[c - 1]) options[k++] = c - 1;
    if (south && !visited[c + width]) options[k++] = c + width;
    if (north && !visited[c - width]) options[k++] = c - width;
    if (south && east && !visited[c + width + 1]) options[k++] = c + width + 1;
    if (south && west && !visited[c + width - 1]) options[k++] = c + width - 1;
    if (north && east && !visited[c - width + 1]) options[k++] = c - width + 1;
    if (north && west && !visited[c - width - 1]) options[k++] = c - width - 1;
    if (k === 0) {
      top--;
      continue;
    }
    const next = options[rng.int(k)];
    parent[next] = c;
    visited[next] = 1;
    stack[top++] = next;
  }
  return parent;
}
