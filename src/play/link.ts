/**
 * A game in a URL fragment (docs/play.md): the game, its parameters, the
 * seats, the bots' seed and the moves made, as
 *
 *     #game=simple-maze&width=6&height=6&seats=person,maker&seed=k3x9&codes=…
 *
 * A fragment of a game and board alone (#game=labyrinth&width=8&height=8)
 * opens the form for a new game on that board.
 * The moves are move codes (`codes`) where the game has them, else the
 * notation's JSON (`moves`); either is deflated and written in base64url.
 * Codes are written as unsigned LEB128 varints before deflating.
 */
import { codesOf, movesOf, type Verdict } from '../core/play.ts';
import { replayLog } from '../core/posted-move.ts';
import type { PlayGame } from './games.ts';
import { base64url, deflate, inflate, unbase64url } from './packed.ts';
import { botChoices, LARGEST_SIDE } from './seats.ts';
import type { Setup } from './session.ts';

/** The parameters a fragment carries, as the game's schema names them. */
const PARAMS = ['width', 'height', 'players', 'rounds'] as const;

export async function writeLink(entry: PlayGame, setup: Setup, moves: unknown[]): Promise<string> {
  const q = new URLSearchParams({ game: setup.game });
  for (const name of PARAMS) if (setup.params[name] !== undefined) q.set(name, String(setup.params[name]));
  q.set('seats', setup.seats.join(','));
  q.set('seed', setup.seed);
  const { rules } = entry.game;
  if (moves.length > 0) {
    // A move's code depends only on the board: the start's state encodes every move.
    if (rules.codes) q.set('codes', base64url(await deflate(varints([...codesOf(rules, rules.start(setup.params), { moves })]))));
    else q.set('moves', base64url(await deflate(new TextEncoder().encode(JSON.stringify(moves)))));
  }
  return `#${q.toString().replaceAll('%2C', ',')}`;
}

/**
 * What a fragment holds: a setup and the moves, with the rules' verdict on
 * them; a game and board alone (no seats: a new game to set up); or why it
 * holds no game.
 */
export type Opened = { setup: Setup; moves: unknown[]; verdict: Verdict } | { board: Pick<Setup, 'game' | 'params'> } | { error: string };

/** Reads a fragment: a game the page offers (a board of at most LARGEST_SIDE, bots that play it), its log checked by the rules. */
export async function readLink(hash: string, games: ReadonlyMap<string, PlayGame>): Promise<Opened | null> {
  const q = new URLSearchParams(hash.replace(/^#/, ''));
  const id = q.get('game');
  if (!id) return null;
  const entry = games.get(id);
  if (!entry) return { error: `the link names no game this page plays: ${JSON.stringify(id)}` };
  const raw: Record<string, number> = {};
  for (const name of PARAMS) if (q.has(name)) raw[name] = Number(q.get(name));
  const parsed = entry.game.rules.params({ maxSide: LARGEST_SIDE }).safeParse(raw);
  if (!parsed.success) return { error: `the link's board is not one this game has: ${parsed.error.issues.map((i) => i.message).join('; ')}` };
  const params = parsed.data;
  if (!q.has('seats')) return { board: { game: id, params } };
  const players = params.players ?? entry.game.about.players.min;
  const seats = (q.get('seats') ?? '').split(',');
  const bots = botChoices(entry, params).map((b) => b.name);
  if (seats.length !== players || seats.some((s) => s !== 'person' && !bots.includes(s)))
    return { error: `the link's seats are not ${players} of "person" and the bots that play this board (${bots.join(', ')})` };
  const setup: Setup = { game: id, params, seats, seed: q.get('seed') ?? '' };
  let posted: unknown[] | { codes: number[] };
  try {
    if (q.has('codes')) posted = { codes: readVarints(await inflate(unbase64url(q.get('codes') as string), MOST_LOG_BYTES)) };
    else posted = q.has('moves') ? (JSON.parse(new TextDecoder().decode(await inflate(unbase64url(q.get('moves') as string), MOST_LOG_BYTES))) as unknown[]) : [];
    if (!Array.isArray(posted) && !Array.isArray(posted.codes)) throw new Error();
  } catch {
    return { error: 'the link’s moves cannot be read: it was cut short or changed' };
  }
  const { verdict } = replayLog(entry.game, params, posted);
  const log = Array.isArray(posted) ? { moves: posted.slice(0, verdict.applied) } : { codes: posted.codes.slice(0, verdict.applied) };
  return { setup, moves: movesOf(entry.game.rules, entry.game.rules.start(params), log), verdict };
}

function varints(list: number[]): Uint8Array {
  const out: number[] = [];
  for (let n of list) {
    while (n >= 0x80) {
      out.push((n & 0x7f) | 0x80);
      n >>>= 7;
    }
    out.push(n);
  }
  return Uint8Array.from(out);
}

function readVarints(bytes: Uint8Array): number[] {
  const out: number[] = [];
  let n = 0;
  let shift = 0;
  for (const b of bytes) {
    n += (b & 0x7f) * 2 ** shift;
    if (b & 0x80) shift += 7;
    else {
      out.push(n);
      n = 0;
      shift = 0;
    }
  }
  if (shift !== 0) throw new Error('a varint is cut short');
  return out;
}

/**
 * The most a link's moves may inflate to: far above any log of the largest
 * board the page offers, far below what would stall the page (a few bytes of
 * deflated zeros inflate to hundreds of megabytes).
 */
const MOST_LOG_BYTES = 4 << 20;
