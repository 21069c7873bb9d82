/** Solved boards: the committed tables are what the games work out, the line game's search agrees with a plain one, and the perfect bots keep won games. */
import { describe, expect, it } from 'vitest';
import { seatBots } from '../src/bots/seat.ts';
import type { AnyGame } from '../src/service/game.ts';
import { playGame } from '../src/core/play.ts';
import { Rng } from '../src/core/rng.ts';
import { games } from '../src/games/index.ts';
import { SOLVED } from '../src/games/solved.ts';
import { solvedTables } from '../scripts/solved.ts';
import { createApp } from '../src/app.ts';

const line = games.get('bidirectional-line') as AnyGame;

/** Negamax with no table at all: player to move's value, 1, 0 or −1. */
function plain(game: AnyGame, s: unknown): number {
  const mover = game.rules.toMove(s) as number;
  let best = -1;
  for (const move of game.rules.legalMoves(s)) {
    const next = game.rules.clone(s);
    game.rules.apply(next, move);
    const outcome = game.rules.outcome(next);
    const value = outcome ? (outcome.winners.length === 0 ? 0 : outcome.winners.includes(mover) ? 1 : -1) : (game.rules.toMove(next) === mover ? 1 : -1) * plain(game, next);
    best = Math.max(best, value);
    if (best === 1) break;
  }
  return best;
}

describe('solved boards', () => {
  it('are committed as the games work them out (npm run solved), and GET /games/{game} shows them', async () => {
    expect(solvedTables()).toEqual(SOLVED);
    const detail = await (await createApp().request('/games/bidirectional-line')).json();
    expect(detail.solved).toEqual(SOLVED['bidirectional-line']);
  });

  it('the line game: the search with its position table agrees with one without on 2×2, and player 1 wins 3×3', () => {
    expect(plain(line, line.rules.start({ width: 2, height: 2 }))).toBe(1);
    expect(SOLVED['bidirectional-line'].find((b) => b.width === 2 && b.height === 2)?.winner).toBe(1);
    const start = line.rules.start({ width: 2, height: 2 });
    const winning = line.rules.legalMoves(start).filter((move) => {
      const next = line.rules.clone(start);
      line.rules.apply(next, move);
      return plain(line, next) === -1;
    });
    expect(SOLVED['bidirectional-line'][0].winningFirstMoves).toEqual(winning);
    expect(SOLVED['bidirectional-line'].find((b) => b.width === 3 && b.height === 3)?.winner).toBe(1);
  });

  it('the line game: the perfect bot in the winning seat beats every other bot on 2×2 and 3×2', () => {
    for (const board of SOLVED['bidirectional-line'].filter((b) => b.width * b.height <= 6)) {
      for (const other of ['random', 'greedy', 'maker', 'mcts']) {
        const played = playGame(line.rules, board, seatBots(line.profile, ['perfect', other], new Rng(`line-${board.width}x${board.height}-${other}`)), false);
        expect(line.rules.outcome(played.state)?.winners, `${board.width}×${board.height} against ${other}`).toEqual([1]);
      }
    }
  });
});
