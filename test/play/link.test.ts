/** Games in links (src/play/link.ts): what is written is read back, a changed log is caught by its rule, and a finished 20×20 game fits a link. */
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { movesOf, playGame } from '../../src/core/play.ts';
import { Rng } from '../../src/core/rng.ts';
import { seatBots } from '../../src/bots/seat.ts';
import { playGames, type PlayGame } from '../../src/play/games.ts';
import { readLink, writeLink } from '../../src/play/link.ts';
import type { Setup } from '../../src/play/session.ts';

const entry = (id: string) => playGames.get(id) as PlayGame;

/** A game played by bots to its end (or its first `cut` moves), as a setup and its moves in notation. */
function played(id: string, board: Record<string, number>, cut = Infinity): { setup: Setup; moves: unknown[] } {
  const { game } = entry(id);
  const params = game.rules.params({ maxSide: 1000 }).parse(board) as Setup['params'];
  const players = params.players ?? game.about.players.min;
  const seats = Array.from({ length: players }, () => game.profile.defaultBot);
  const { log } = playGame(game.rules, params, seatBots(game.profile, seats, new Rng(`link/${id}`)));
  const moves = movesOf(game.rules, game.rules.start(params), log);
  return { setup: { game: id, params, seats: ['person', ...seats.slice(1)], seed: 'ab12' }, moves: moves.slice(0, cut) };
}

describe('a game in a link', () => {
  it.each([...playGames.keys()])('%s: reads back the setup and moves it wrote, legal', async (id) => {
    const { setup, moves } = played(id, { ...entry(id).view.playBoard }, 9);
    const hash = await writeLink(entry(id), setup, moves);
    const opened = await readLink(hash, playGames);
    expect(opened).toMatchObject({ setup, verdict: { legal: true, applied: moves.length } });
    expect(JSON.stringify(opened && 'moves' in opened ? opened.moves : null)).toBe(JSON.stringify(moves));
  });

  it('keeps a finished 20×20 simple-maze game under 2,000 characters, origin and path included', async () => {
    const { setup, moves } = played('simple-maze', { width: 20, height: 20 });
    expect(moves).toHaveLength(399);
    const link = `https://mazeplay.example/play${await writeLink(entry('simple-maze'), setup, moves)}`;
    expect(link.length).toBeLessThan(2000);
  });

  it('names the first illegal move of a changed log, and keeps the moves before it', async () => {
    const { moves } = played('labyrinth', { width: 4, height: 4 }, 6);
    const changed = [...moves.slice(0, 3), moves[1], ...moves.slice(4)];
    const q = `game=labyrinth&width=4&height=4&seats=person,maker&seed=x&moves=${deflateRawSync(JSON.stringify(changed)).toString('base64url')}`;
    const opened = await readLink(`#${q}`, playGames);
    expect(opened).toMatchObject({ moves: moves.slice(0, 3), verdict: { legal: false, applied: 3, violation: { index: 3, rule: 'already-open' } } });
  });

  it.each([
    ['an unknown game', 'game=chess&width=4&height=4&seats=person,person', /names no game/],
    ['a board the game does not have', 'game=simple-maze&width=1&height=4&seats=person,greedy', /board is not one/],
    ['seats that do not fit', 'game=simple-maze&width=4&height=4&seats=person', /seats are not 2/],
    ['a bot the game does not have', 'game=simple-maze&width=4&height=4&seats=person,stockfish', /seats are not/],
    ['moves cut short', 'game=simple-maze&width=4&height=4&seats=person,greedy&codes=Y2Dh4BEQ', /cannot be read/],
    ['moves that are not base64url', 'game=simple-maze&width=4&height=4&seats=person,greedy&codes=%%%', /cannot be read/],
    ['moves that inflate past any log', `game=simple-maze&width=4&height=4&seats=person,greedy&codes=${deflateRawSync(Buffer.alloc(5 << 20)).toString('base64url')}`, /cannot be read/],
    ['a board larger than the page offers', 'game=simple-maze&width=31&height=4&seats=person,greedy', /board is not one/],
    ['a bot that does not play the board', 'game=bidirectional-line&width=4&height=4&seats=person,perfect', /seats are not/],
  ])('refuses %s, saying why', async (_what, q, why) => {
    const opened = await readLink(`#${q}`, playGames);
    expect(opened).toHaveProperty('error');
    expect((opened as { error: string }).error).toMatch(why);
  });

  it('opens the form on a game and board with no seats, and nothing at all without a game', async () => {
    expect(await readLink('#game=labyrinth&width=8&height=6', playGames)).toEqual({ board: { game: 'labyrinth', params: { width: 8, height: 6 } } });
    expect(await readLink('', playGames)).toBeNull();
  });
});
