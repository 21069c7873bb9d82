import { describe, expect, it } from 'vitest';
import { seatBots } from '../../../src/bots/seat.ts';
import { playGame } from '../../../src/core/play.ts';
import { Rng } from '../../../src/core/rng.ts';
import { labyrinth } from '../../../src/games/labyrinth/index.ts';
import { botDocument } from '../../../src/service/mazes.ts';
import { loggedMoves, playedMoves } from '../../helpers/logs.ts';

function play(bots: string[], size: number, seed: string) {
  const rng = new Rng(seed);
  const players = seatBots(labyrinth.profile, bots, rng);
  return labyrinth.rules.outcome(playGame(labyrinth.rules, { width: size, height: size }, players, false).state)!;
}

describe('labyrinth bots', () => {
  it('greedy, moving second on 2×2, always leaves the first player stuck', () => {
    for (const first of ['random', 'greedy']) {
      for (let i = 0; i < 20; i++) expect(play([first, 'greedy'], 2, `s${i}`)).toMatchObject({ reason: 'stuck', winners: [2] });
    }
  });

  it('greedy never walks into its own stuck position against random', () => {
    for (const size of [3, 4, 5]) {
      for (let i = 0; i < 60; i++) {
        for (const [bots, seat] of [[['greedy', 'random'], 1], [['random', 'greedy'], 2]] as const) {
          const o = play([...bots], size, `w${i}`);
          expect(o.reason === 'stuck' && o.details.loser === seat, `${bots} ${size} w${i}`).toBe(false);
        }
      }
    }
  });

  it('GET-style games retry with {seed}~2, … until the maze is complete, and report the attempt', () => {
    const attempts = Array.from({ length: 30 }, (_, i) => botDocument(labyrinth, { width: 2, height: 2 }, ['random', 'random'], `r${i}`));
    for (const doc of attempts) expect(doc.outcome?.reason).toBe('complete');
    expect(attempts.some((d) => d.attempt! > 1)).toBe(true);
    const retried = attempts.find((d) => d.attempt! > 1)!;
    const rng = new Rng(`${retried.seed}~${retried.attempt}`);
    const players = seatBots(labyrinth.profile, ['random', 'random'], rng);
    expect(playedMoves(labyrinth, playGame(labyrinth.rules, { width: 2, height: 2 }, players))).toEqual(loggedMoves(retried));
  });

  it('maker bots build a complete maze on every board, 2×2 included, at the first attempt', () => {
    for (const size of [2, 3, 4, 5, 8, 20])
      for (let i = 0; i < (size <= 5 ? 100 : 20); i++) expect(play(['maker', 'maker'], size, `m${size}-${i}`).reason, `${size} m${size}-${i}`).toBe('complete');
  });

  it('comb bots complete every board, rectangles and 2×2 included, and the maze is easy', () => {
    for (const [w, h] of [[2, 2], [3, 2], [2, 5], [5, 5], [13, 7], [7, 13], [20, 20]]) {
      for (let i = 0; i < 10; i++) {
        const doc = botDocument(labyrinth, { width: w, height: h }, ['comb', 'comb'], `comb-${w}x${h}-${i}`, null);
        expect(doc.outcome?.reason, `${w}×${h} comb-${i}`).toBe('complete');
        if (w === 20) expect(doc.mazes[0].stats.difficulty / 20).toBeLessThan(0.45);
      }
    }
  });

  it('comb bots give each seed a way of its own: a book of easy mazes does not repeat one', () => {
    for (const [w, h] of [[8, 8], [12, 12], [20, 14]]) {
      const ways = new Set(Array.from({ length: 12 }, (_, i) => JSON.stringify(botDocument(labyrinth, { width: w, height: h }, ['comb', 'comb'], `way-${i}`, null).mazes[0].solution)));
      expect(ways.size, `${w}×${h}`).toBeGreaterThanOrEqual(w === 8 ? 4 : 8);
    }
  });

  it('a comb bot seated with another bot still plays legal doors only', () => {
    for (let i = 0; i < 20; i++) expect(['complete', 'stuck']).toContain(play(['comb', 'random'], 8, `mixed-${i}`).reason);
  });

  it('GET without bots plays the maker bots and answers 2×2 with a complete maze', () => {
    const doc = botDocument(labyrinth, { width: 2, height: 2 }, ['maker', 'maker'], 'two');
    expect(doc).toMatchObject({ attempt: 1, outcome: { reason: 'complete' } });
    expect(labyrinth.profile.defaultBot).toBe('maker');
  });

  it('says so when no attempt can complete the maze', () => {
    expect(() => botDocument(labyrinth, { width: 2, height: 2 }, ['greedy', 'greedy'], 'x')).toThrow(/ended without a complete maze/);
  });
});
