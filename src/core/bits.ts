/** Set bits in a 32-bit integer. */
export function popcount(bits: number): number {
  let n = 0;
  for (; bits; bits &= bits - 1) n++;
  return n;
}
