/**
 * The golden URLs of the output version (test/output-golden.test.ts,
 * scripts/golden.ts): every game, format and level, small, default and large
 * boards, other bots, a game's own parameters, PDF options, posted logs' mazes
 * and posted books. Each is hashed as served, its JSON with the version it
 * names set to 0: that one field is the version's, the rest is the makers'.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createApp } from '../../src/app.ts';
import { games } from '../../src/games/index.ts';
import { BOOKS } from '../../src/output-version.ts';
import { limitsFromEnv } from '../../src/service/limits.ts';

/** A request of the golden set: a GET path and query, or a POST with its body (a posted log is the `log` of a GET's JSON). */
export interface GoldenRequest {
  /** Its name in the fixture, unique. */
  key: string;
  /** The row of SINCE it belongs to: a game, or books. */
  group: string;
  format: string;
  method: 'GET' | 'POST';
  /** The path without a version. */
  path: string;
  body?: (fetch: Fetch) => Promise<unknown>;
}

export type Fetch = (path: string, init?: RequestInit) => Promise<Response>;

/** The app that serves the golden bytes: in process, with the limits of the environment but no PUBLIC_URL (a PDF would print it). */
export function goldenFetch(): Fetch {
  const { PUBLIC_URL: _printed, ...env } = process.env;
  const app = createApp({ limits: limitsFromEnv(games.values(), env) });
  return async (path, init) => app.request(path, init);
}

export interface GoldenFixture {
  version: number;
  hashes: Record<string, string>;
}

export const FIXTURE = 'test/fixtures/output-golden.json';
export const readFixture = (): GoldenFixture | undefined => {
  try {
    return JSON.parse(readFileSync(FIXTURE, 'utf8')) as GoldenFixture;
  } catch {
    return undefined;
  }
};

const GAMES: Record<string, { large: number; own: string }> = {
  'simple-maze': { large: 150, own: '' },
  labyrinth: { large: 150, own: '' },
  'polygonal-sections': { large: 40, own: '&players=3' },
  'labyrinthine-loop': { large: 80, own: '&players=3&rounds=2' },
  'bidirectional-line': { large: 150, own: '' },
};
const FORMATS = ['svg', 'png', 'pdf', 'json'];

function get(group: string, format: string, query: string): GoldenRequest {
  const path = `/mazes/${group}.${format}?${query}`;
  return { key: `GET ${path}`, group, format, method: 'GET', path };
}

export function goldenRequests(): GoldenRequest[] {
  const requests: GoldenRequest[] = [];
  for (const [game, { large, own }] of Object.entries(GAMES)) {
    for (const format of FORMATS) {
      requests.push(get(game, format, 'seed=golden'), get(game, format, 'size=4&seed=s4'), get(game, format, `seed=own${own}`));
      for (const level of ['easy', 'medium', 'hard']) requests.push(get(game, format, `difficulty=${level}&seed=${level}`));
    }
    requests.push(
      get(game, 'svg', `size=${large}&seed=large`),
      get(game, 'json', `size=${large}&seed=large`),
      get(game, 'png', `size=${Math.min(large, 60)}&seed=large&scale=4`),
      get(game, 'svg', 'width=9&height=5&bots=random&seed=r&solution=true&colors=true'),
      get(game, 'json', 'size=4&bots=mcts&seed=m'),
      get(game, 'png', 'size=7&bots=greedy&seed=g'),
      get(game, 'pdf', 'count=4&perPage=4&seed=book&answers=back'),
      get(game, 'pdf', 'size=10&paper=6x9&bleed=true&pad=true&header=name&title=Golden&answers=only&seed=trim'),
    );
    for (const format of ['svg', 'json', 'pdf']) {
      const path = `/games/${game}/maze.${format}`;
      const log = async (fetch: Fetch) => ((await (await fetch(`/mazes/${game}.json?size=4&seed=s4`)).json()) as { log: unknown }).log;
      requests.push({ key: `POST ${path} (size=4&seed=s4)`, group: game, format, method: 'POST', path, body: log });
    }
  }
  const book = {
    title: 'Golden book',
    seed: 'golden',
    sections: [
      { game: 'simple-maze', name: 'Warm-up', size: 8, count: 3, difficulty: 'easy' },
      { game: 'labyrinthine-loop', name: 'Loops', size: 6, count: 2 },
      { game: 'bidirectional-line', name: 'Ramp', size: 8, count: 3, ramp: true, perPage: 2 },
    ],
  };
  for (const format of ['pdf', 'json'])
    for (const [name, spec] of [
      ['three sections', book],
      ['6x9, bleed, padded', { ...book, paper: '6x9', bleed: true, pad: true, answers: 'only' }],
    ] as const)
      requests.push({ key: `POST /books.${format} (${name})`, group: BOOKS, format, method: 'POST', path: `/books.${format}`, body: async () => spec });
  return requests;
}

/** A request as served under `prefix` (`/v2`, or '' for the latest): status and the hash of its bytes, a JSON's version as 0. */
export async function servedHash(fetch: Fetch, request: GoldenRequest, prefix: string): Promise<{ status: number; hash: string; bytes: Uint8Array }> {
  const prefixed: Fetch = (path, init) => fetch(`${prefix}${path}`, init);
  const init: RequestInit =
    request.method === 'POST' ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(await request.body?.(prefixed)) } : {};
  const response = await prefixed(request.path, init);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, hash: hashOf(bytes, request.format), bytes };
}

const VERSION_FIELD = /^\{"version":\d+,/;

function hashOf(bytes: Uint8Array, format: string): string {
  let hashed: Uint8Array = bytes;
  if (format === 'json') {
    const head = Buffer.from(bytes.subarray(0, 24)).toString('latin1');
    const field = VERSION_FIELD.exec(head);
    if (field) hashed = Buffer.concat([Buffer.from('{"version":0,'), bytes.subarray(field[0].length)]);
  }
  return createHash('sha256').update(hashed).digest('base64url');
}
