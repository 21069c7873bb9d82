/**
 * PNG: the SVG drawing rasterised by resvg, so a PNG never disagrees with its
 * SVG. Only our own fonts are loaded, never the system's, so the same SVG
 * gives the same pixels and bytes on every machine.
 */
import { Resvg } from '@resvg/resvg-js';
import { FONT_FAMILY, FONT_FILES } from './fonts.ts';

export function png(svgBytes: Uint8Array): Uint8Array {
  const image = new Resvg(Buffer.from(svgBytes.buffer, svgBytes.byteOffset, svgBytes.byteLength), {
    font: { loadSystemFonts: false, fontFiles: [FONT_FILES.regular], defaultFontFamily: FONT_FAMILY, sansSerifFamily: FONT_FAMILY },
    fitTo: { mode: 'original' },
    background: '#fff',
    logLevel: 'off',
  }).render();
  return new Uint8Array(image.asPng());
}
