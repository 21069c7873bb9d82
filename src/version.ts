/** The package version, read from package.json, so no copy of it can go stale. */
import { readFileSync } from 'node:fs';
import { packageFile } from './package-file.ts';

export const VERSION = (JSON.parse(readFileSync(packageFile('package.json'), 'utf8')) as { version: string }).version;
