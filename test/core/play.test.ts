import { describe, expect, it } from 'vitest';
import type { Bot } from '../../src/core/game.ts';
import type { AnyGame } from '../../src/service/game.ts';
import { logLength, playGame } from '../../src/core/play.ts';
import { replayPosted } from '../../src/service/wire.ts';
import { Rng } from '../../src/core/rng.ts';
import { seatBots } from '../../src/bots/seat.ts';
import { bidirectionalLine } from '../../src/games/bidirectional-line/index.ts';
import { labyrinth } from '../../src/games/labyrinth/index.ts';

const params = { width: 4, height: 3 };

describe('playGame', () => {
  it('plays codes: tells every move to the bots that observe, in order, and logs them when asked', () => {
    const game = labyrinth as AnyGame;
    const told: unknown[] = [];
    const [maker, other] = seatBots(game.profile, ['maker', 'maker'], new Rng('play')) as Bot<unknown, unknown>[];
    const played = playGame(game.rules, params, [{ ...maker, observe: (m) => told.push(m) }, other]);
    const codes = 'codes' in played.log ? Array.from(played.log.codes) : [];
    expect(codes).toHaveLength(params.width * params.height - 1);
    expect(told).toEqual(codes.map((c) => game.rules.codes?.decode(game.rules.start(params), c)));
    expect(replayPosted(game, params, { codes }).verdict).toMatchObject({ legal: true, finished: true, outcome: { reason: 'complete' } });
    expect(logLength(playGame(game.rules, params, seatBots(game.profile, ['maker', 'maker'], new Rng('play')), false).log)).toBe(0);
  });

  it('plays move objects where a bot has no codes, logging them when asked', () => {
    const game = bidirectionalLine as AnyGame;
    const played = playGame(game.rules, params, seatBots(game.profile, ['random', 'random'], new Rng('moves')));
    const moves = 'moves' in played.log ? played.log.moves : [];
    expect(moves.length).toBeGreaterThan(0);
    expect(replayPosted(game, params, moves).verdict).toMatchObject({ legal: true, finished: true });
    expect(playGame(game.rules, params, seatBots(game.profile, ['random', 'random'], new Rng('moves')), false).log).toEqual({ moves: [] });
  });

  it("stops at a bot's illegal move, as codes or as a move, and names the player and the rule", () => {
    const game = labyrinth as AnyGame;
    const [maker] = seatBots(game.profile, ['maker'], new Rng('bad')) as Bot<unknown, unknown>[];
    // The wall east of the first row's last cell: the outer wall.
    const outerCode = 2 * (params.width - 1);
    const byCode: Bot<unknown, unknown> = { code: () => outerCode, choose: () => game.rules.codes?.decode(game.rules.start(params), outerCode) };
    expect(() => playGame(game.rules, params, [maker, byCode])).toThrow(/^bot for player 2 chose an illegal move \(outer-wall\): rule 3/);
    const byMove: Bot<unknown, unknown> = { choose: () => ({ door: [[0, 0], [0, -1]] }) };
    expect(() => playGame(game.rules, params, [byMove, maker])).toThrow(/^bot for player 1 chose an illegal move \(outer-wall\)/);
  });
});
