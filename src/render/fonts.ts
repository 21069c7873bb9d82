/**
 * The fonts every output uses, shipped in assets/fonts (Source Sans 3, SIL
 * Open Font License): embedded in PDFs and the only fonts PNGs draw with, so
 * neither depends on what the machine has installed.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { create, type Font } from 'fontkit';
import { packageFile } from '../package-file.ts';

const font = (file: string) => fileURLToPath(packageFile(`assets/fonts/${file}`));

export const FONT_FAMILY = 'Source Sans 3';
export const FONT_FILES = { regular: font('SourceSans3-Regular.ttf'), bold: font('SourceSans3-Bold.ttf') };

const parsed = new Map<keyof typeof FONT_FILES, Font>();

/**
 * A font parsed once a thread and lent to every PDF: parsing its tables costs
 * about 40 ms, more than drawing a small maze. pdfkit takes a parsed font and
 * makes each document its own subset of it. What documents do share is
 * fontkit's cache of glyphs, each kept with the code points it was first made
 * for, which become the PDF's text: a period first made from an ellipsis
 * would copy as nothing in every later document. So every glyph the font maps
 * a character to is made at once, with that character.
 */
export function parsedFont(name: keyof typeof FONT_FILES): Font {
  let f = parsed.get(name);
  if (!f) {
    f = create(readFileSync(FONT_FILES[name])) as Font;
    for (const codePoint of f.characterSet) f.glyphForCodePoint(codePoint);
    parsed.set(name, f);
  }
  return f;
}

/** The first character of `text` the font has no glyph for (its text would print as empty boxes), if any. */
export function firstMissing(name: keyof typeof FONT_FILES, text: string): string | undefined {
  const font = parsedFont(name);
  return [...text].find((c) => !font.hasGlyphForCodePoint(c.codePointAt(0) as number));
}
