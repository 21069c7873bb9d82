/**
 * npm run pictures: the pictures of the README and of docs/rules.md, written
 * to docs/pictures/ by the same pipeline GET uses. The README shows one
 * default maze per game at 20×20 (`<game>.svg`); docs/rules.md shows a small
 * one per game with its solution (`<game>-small.svg`), and one on a heart in
 * its section on shaped boards (`<game>-heart.svg`). A test
 * (test/pictures.test.ts) fails when the committed files are stale.
 */
import { writeFileSync } from 'node:fs';
import { games } from '../src/games/index.ts';
import { limitsFromEnv } from '../src/service/limits.ts';
import { runJob } from '../src/service/pipeline.ts';
import { botMazeRequest, QUERIES, splitMazeQuery } from '../src/service/query.ts';

export const PICTURE_DIR = new URL('../docs/pictures/', import.meta.url);

/** Each picture's file suffix and the GET query that makes it (a game's own parameters, such as `shape`, included). */
export const PICTURES: { suffix: string; query: Record<string, string> }[] = [
  { suffix: '', query: { size: '20', seed: 'readme', cell: '12' } },
  { suffix: '-small', query: { size: '6', seed: 'rules', cell: '24', solution: 'true' } },
  { suffix: '-heart', query: { size: '16', shape: 'heart', seed: 'love', cell: '20', solution: 'true' } },
];

/** Each game's pictures: file name and SVG text. */
export async function pictures(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const limits = limitsFromEnv(games.values());
  for (const game of games.values()) {
    for (const { suffix, query } of PICTURES) {
      const { options, gameInput } = splitMazeQuery(game, 'svg', query);
      const { job } = botMazeRequest(game, limits, 'svg', QUERIES.svg.parse(options), gameInput);
      out.set(`${game.id}${suffix}.svg`, Buffer.from(await runJob(job)).toString('utf8'));
    }
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, svg] of await pictures()) writeFileSync(new URL(name, PICTURE_DIR), svg);
}
