/** Set bits in a 32-bit integer: counted in each byte at once, then the bytes summed. */
export function popcount(bits: number): number {
  return Math.imul(byteCounts(bits), 0x01010101) >>> 24;
}

/** Each byte of a 32-bit integer replaced by how many of its bits are set (0 to 8), all four bytes at once. */
export function byteCounts(bits: number): number {
  let c = (bits - ((bits >>> 1) & 0x55555555)) | 0;
  c = ((c & 0x33333333) + ((c >>> 2) & 0x33333333)) | 0;
  return (c + (c >>> 4)) & 0x0f0f0f0f;
}
