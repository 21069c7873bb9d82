/**
 * Files the package ships beside its code (package.json, assets/, templates/),
 * found from its root: the nearest folder up from this module that holds a
 * package.json. The code runs from src/ (the tests, `npm run dev`), from dist/
 * (the service) and from the benchmark's build (dist-bench/src/), each at a
 * depth of its own.
 */
import { existsSync } from 'node:fs';

function packageRoot(): URL {
  for (let dir = new URL('./', import.meta.url); ; dir = new URL('../', dir)) {
    if (existsSync(new URL('package.json', dir))) return dir;
    if (new URL('../', dir).href === dir.href) throw new Error(`no package.json in a folder above ${import.meta.url}`);
  }
}

const ROOT = packageRoot();

/** A file of the package by its path from the package's root. */
export const packageFile = (path: string): URL => new URL(path, ROOT);
