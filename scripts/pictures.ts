/**
 * npm run pictures: the README's pictures, one default maze per game at
 * 20×20, written to docs/pictures/ by the same pipeline GET uses. A test
 * (test/pictures.test.ts) fails when the committed files are stale.
 */
import { writeFileSync } from 'node:fs';
import { games } from '../src/games/index.ts';
import { FORMATS } from '../src/service/formats.ts';
import { limitsFromEnv } from '../src/service/limits.ts';
import { runJob } from '../src/service/pipeline.ts';
import { botMazeRequest } from '../src/service/query.ts';

export const PICTURE_DIR = new URL('../docs/pictures/', import.meta.url);

/** Each game's picture: its file name and SVG text. */
export async function pictures(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const limits = limitsFromEnv(games.values());
  for (const game of games.values()) {
    const { job } = botMazeRequest(game, limits, 'svg', FORMATS.svg.query.parse({ size: '20', seed: 'readme', cell: '12' }));
    out.set(`${game.id}.svg`, (await runJob(job)) as string);
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, svg] of await pictures()) writeFileSync(new URL(name, PICTURE_DIR), svg);
}
