/** The README's pictures are what the service makes today: regenerate them with `npm run pictures`. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PICTURE_DIR, pictures } from '../scripts/pictures.ts';

describe('README pictures', () => {
  it('are up to date (else: npm run pictures)', async () => {
    for (const [name, svg] of await pictures()) expect(readFileSync(new URL(name, PICTURE_DIR), 'utf8'), `docs/pictures/${name} is stale: npm run pictures`).toBe(svg);
  });
});
