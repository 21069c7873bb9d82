/** PDF checks with poppler: page info, text, pages rendered to grey pixels, and their QR codes (zbarimg). */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tool } from './tools.ts';

function withFile<T>(pdf: Uint8Array, f: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'mazeplay-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    return f(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function pdfInfo(pdf: Uint8Array): Record<string, string> {
  const out = withFile(pdf, (file) => tool('pdfinfo', [file], { encoding: 'utf8' }) as string);
  return Object.fromEntries(out.split('\n').filter((l) => l.includes(':')).map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]));
}

export function pdfText(pdf: Uint8Array): string {
  return withFile(pdf, (file) => tool('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }) as string);
}

/** Every word of the first page with its box in points (pdftotext -bbox). */
export function pdfWords(pdf: Uint8Array): { text: string; x0: number; y0: number; x1: number }[] {
  const html = withFile(pdf, (file) => tool('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' }) as string);
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g)].map((m) => ({ text: m[4], x0: +m[1], y0: +m[2], x1: +m[3] }));
}

export interface Grey {
  width: number;
  height: number;
  at(x: number, y: number): number;
}

/** One page at `dpi`, as grey levels (pdftoppm's PGM output). */
export function pdfPage(pdf: Uint8Array, page: number, dpi = 72): Grey {
  const data = withFile(pdf, (file, dir) => {
    tool('pdftoppm', ['-gray', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', file, path.join(dir, 'page')]);
    return readFileSync(path.join(dir, 'page.pgm'));
  });
  // P5 <width> <height> <max>, each after whitespace, then one whitespace byte and the pixels.
  const tokens: string[] = [];
  let i = 0;
  while (tokens.length < 4) {
    while (/\s/.test(String.fromCharCode(data[i]))) i++;
    const start = i;
    while (!/\s/.test(String.fromCharCode(data[i]))) i++;
    tokens.push(data.subarray(start, i).toString('latin1'));
  }
  const offset = i + 1;
  const width = Number(tokens[1]);
  return { width, height: Number(tokens[2]), at: (x, y) => data[offset + Math.round(y) * width + Math.round(x)] };
}

/** The text of each QR code on a page (rendered at 150 dpi; zbarimg reads them). */
export function pdfQrCodes(pdf: Uint8Array, page: number): string[] {
  return withFile(pdf, (file, dir) => {
    tool('pdftoppm', ['-png', '-r', '150', '-f', String(page), '-l', String(page), '-singlefile', file, path.join(dir, 'page')]);
    try {
      return (tool('zbarimg', ['--quiet', '--raw', path.join(dir, 'page.png')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }) as string).split('\n').filter(Boolean);
    } catch (e) {
      // zbarimg exits 4 when it finds no code: none, not a failure.
      if ((e as { status?: number }).status === 4) return [];
      throw e;
    }
  });
}
