/** Round robins between bots: results, intervals, ratings and balance, the same for the same seed. */
import { describe, expect, it } from 'vitest';
import { simpleMaze } from '../../src/games/simple-maze/index.ts';
import { ratings, scoreInterval, tournament } from '../../src/service/tournament.ts';

describe('tournament', () => {
  const request = { bots: ['greedy', 'random', 'maker'], params: { width: 5, height: 4 }, games: 6, seed: 't' };

  it('plays every pair in both seat orders, the same for the same seed', () => {
    const result = tournament(simpleMaze, request);
    expect(result.pairings.map((p) => `${p.first}-${p.second}`)).toEqual(['greedy-random', 'greedy-maker', 'random-greedy', 'random-maker', 'maker-greedy', 'maker-random']);
    for (const p of result.pairings) {
      expect(p.wins + p.draws + p.losses).toBe(6);
      expect(p.score).toBeCloseTo((p.wins + p.draws / 2) / 6);
      expect(p.interval[0]).toBeLessThanOrEqual(p.score);
      expect(p.interval[1]).toBeGreaterThanOrEqual(p.score);
    }
    expect(result.balance).toMatchObject({ games: 36, meanMoves: 19 });
    expect(tournament(simpleMaze, request)).toEqual(result);
    expect(tournament(simpleMaze, { ...request, seed: 'u' })).not.toEqual(result);
  });

  it('rates by the Bradley–Terry fit on the Elo scale: 3 to 1 is about 190 points', () => {
    const results = [...Array.from({ length: 300 }, () => ({ a: 'x', b: 'y', scoreA: 1 })), ...Array.from({ length: 100 }, () => ({ a: 'x', b: 'y', scoreA: 0 }))];
    const r = ratings(['x', 'y'], results);
    expect(r.x - r.y).toBeGreaterThan(185);
    expect(r.x - r.y).toBeLessThan(192);
    expect(r.x + r.y).toBe(3000);
    expect(ratings(['x', 'y'], [{ a: 'x', b: 'y', scoreA: 0.5 }])).toEqual({ x: 1500, y: 1500 });
    // A clean sweep still gives finite ratings.
    expect(Number.isFinite(ratings(['x', 'y'], [{ a: 'x', b: 'y', scoreA: 1 }]).x)).toBe(true);
  });

  it('gives 95% intervals inside [0, 1] that are never empty', () => {
    expect(scoreInterval([1, 1, 1, 1]).interval[0]).toBeLessThan(1);
    expect(scoreInterval([0, 0, 0]).interval[1]).toBeGreaterThan(0);
    const { mean, interval } = scoreInterval([1, 0, 0.5, 1]);
    expect(mean).toBe(0.625);
    expect(interval[0]).toBeGreaterThan(0);
    expect(interval[1]).toBeLessThan(1);
  });
});
