/**
 * The fonts every output uses, shipped in assets/fonts (Source Sans 3, SIL
 * Open Font License): embedded in PDFs and the only fonts PNGs draw with, so
 * neither depends on what the machine has installed.
 */
import { fileURLToPath } from 'node:url';

const font = (file: string) => fileURLToPath(new URL(`../../assets/fonts/${file}`, import.meta.url));

export const FONT_FAMILY = 'Source Sans 3';
export const FONT_FILES = { regular: font('SourceSans3-Regular.ttf'), bold: font('SourceSans3-Bold.ttf') };
