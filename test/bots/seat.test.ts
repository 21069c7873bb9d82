/** Seating bots: each player on its own sub-stream of the seed. */
import { describe, expect, it } from 'vitest';
import { seatBots } from '../../src/bots/seat.ts';
import { playGame } from '../../src/core/play.ts';
import { Rng } from '../../src/core/rng.ts';
import { simpleMaze } from '../../src/games/simple-maze/index.ts';
import { playedMoves } from '../helpers/logs.ts';

const game = (names: string[], seed: string) => playedMoves(simpleMaze, playGame(simpleMaze.rules, { width: 6, height: 5 }, seatBots(simpleMaze.profile, names, new Rng(seed))));

describe('seatBots', () => {
  it('seats the same players from the same seed, and others from another', () => {
    expect(game(['random', 'random'], 'x')).toEqual(game(['random', 'random'], 'x'));
    expect(game(['random', 'random'], 'x')).not.toEqual(game(['random', 'random'], 'y'));
  });

  it('gives each seat its own stream: the same bot plays differently in seats 1 and 2', () => {
    const [one, two] = seatBots(simpleMaze.profile, ['random', 'random'], new Rng('seats'));
    const s = simpleMaze.rules.start({ width: 6, height: 5 });
    for (let i = 0; i < 4; i++) simpleMaze.rules.apply(s, simpleMaze.rules.randomMove(s, new Rng(`open-${i}`)));
    const choices = (bot: typeof one) => Array.from({ length: 8 }, () => JSON.stringify(bot.choose(simpleMaze.rules.clone(s))));
    expect(choices(one)).not.toEqual(choices(two));
  });
});
