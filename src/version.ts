/** The package version, read from package.json (one level above src/ and dist/ alike), so no copy of it can go stale. */
import { readFileSync } from 'node:fs';

export const VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
