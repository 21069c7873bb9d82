/**
 * The programs some tests drive, and what to install when one is missing:
 * a test fails with that sentence, not with a bare ENOENT.
 */
import { execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import { existsSync } from 'node:fs';
import { installCommand, readPackages } from '../../scripts/system-deps.mjs';

/** The apt-get line for what scripts/system-packages.txt lists (npm test's pretest installs it itself as root). */
export const INSTALL = installCommand(readPackages().map((p) => p.name));

/** The Debian package scripts/system-packages.txt lists a program under. */
const packageOf = (program: string) => readPackages().find((p) => p.checks.includes(program))?.name ?? 'its package';

/** Runs a program the tests need from outside npm (poppler's pdfinfo, pdftotext, pdftoppm, pdffonts; zbarimg). */
export function tool(program: string, args: string[], options: ExecFileSyncOptions = {}): string | Buffer {
  try {
    return execFileSync(program, args, options);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(`${program} is not installed: it comes with Debian's ${packageOf(program)} (${INSTALL}, as .ci/run does)`, { cause: e });
    throw e;
  }
}

/** Where Chromium is: CHROMIUM_PATH, else Debian's; missing, a sentence that says how to get it. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`no Chromium at ${path}: install Debian's chromium (${INSTALL}, as .ci/run does) or set CHROMIUM_PATH`);
  return path;
}
