/** defineGame: a profile's entries a game leaves out get the documented defaults; those it gives are kept. */
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../src/bots/random.ts';
import { labyrinthineLoop } from '../../src/games/labyrinthine-loop/index.ts';
import { FORMATS } from '../../src/service/formats.ts';
import { defineGame } from '../../src/service/game.ts';
import { estimateMs } from '../../src/service/cost.ts';
import { outputOptions } from '../../src/service/options.ts';
import { serpentine } from '../fixtures/serpentine/index.ts';
import { rules } from '../fixtures/serpentine/rules.ts';

describe('a game’s profile', () => {
  it('defaults to the first bot, that bot at every level, one board, no drawing as played, no wire', () => {
    expect(serpentine.profile).toMatchObject({ defaultBot: 'random', difficultyBots: { easy: ['random'], medium: ['random'], hard: ['random'] }, boardsFrom: [], asPlayed: false });
    expect(serpentine.profile.drawCost).toBeUndefined();
    expect(serpentine.wire).toEqual({});
  });

  it('keeps what a game gives', () => {
    const two = defineGame({ rules, about: serpentine.about, profile: { bots: { a: randomBot(rules, 1), b: randomBot(rules, 2) }, defaultBot: 'b', boardsFrom: ['first'] } });
    expect(two.profile).toMatchObject({ defaultBot: 'b', difficultyBots: { easy: ['b'], medium: ['b'], hard: ['b'] }, boardsFrom: ['first'] });
    expect(labyrinthineLoop.profile.boardsFrom).toEqual(['players', 'rounds']);
  });

  it('costs a drawing by the format’s own figure where the game gives none, and by the game’s where it does', () => {
    const job = (drawCost?: Record<string, number>) => {
      const game = defineGame({ rules, about: serpentine.about, profile: { bots: { random: randomBot(rules, 0) }, ...(drawCost ? { drawCost } : {}) } });
      const params = { width: 10, height: 10, first: 1 };
      return estimateMs(game, { game: 'serpentine', source: { kind: 'bots', params, bots: ['random', 'random'], seed: 's', count: 1 }, output: 'svg', options: outputOptions({}) });
    };
    // 100 squares at the SVG row's figure, and at a game's own 6,000: the same game otherwise.
    expect(job({ svg: 6_000 }) - job()).toBeCloseTo((100 * (6_000 - FORMATS.svg.drawNs)) / 1e6, 6);
    expect(job({ png: 6_000 })).toBeCloseTo(job(), 6);
  });
});
