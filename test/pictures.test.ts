/** The pictures of the README and docs/rules.md are what the service makes today: regenerate them with `npm run pictures`. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PICTURE_DIR, pictures } from '../scripts/pictures.ts';

describe('README and rules pictures', () => {
  it('are up to date (else: npm run pictures)', async () => {
    const made = await pictures();
    expect([...made.keys()].filter((name) => name.endsWith('-small.svg'))).toHaveLength(5);
    for (const [name, svg] of made) expect(readFileSync(new URL(name, PICTURE_DIR), 'utf8'), `docs/pictures/${name} is stale: npm run pictures`).toBe(svg);
  });
});
