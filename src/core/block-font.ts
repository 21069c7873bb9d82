import type { Bitmap } from './region.ts';
export function textBitmap(text: string): Bitmap {
  return { cols: 5 * text.length, rows: 5, bits: new Uint8Array(25 * text.length).fill(1) };
}
