/**
 * A seeded round robin between bots: every pair plays `games` games in each
 * seat order (the first bot of the pair in the odd seats, then the other way
 * round), and the results give each pairing's wins, draws and losses with a
 * 95% interval on the score, a rating per bot, and the game's balance: how
 * often the first player wins, how often nobody does, how long a game lasts.
 * Deterministic for a seed: game i of the pairing x–y plays with seed
 * `{seed}/{x}-{y}/{i}`.
 */
import { seatBots } from '../bots/seat.ts';
import type { BaseParams, Outcome } from '../core/game.ts';
import type { AnyGame } from './game.ts';
import { logLength, playGame } from '../core/play.ts';
import { Rng } from '../core/rng.ts';
import { botNames } from './bot-names.ts';
import { playerCount } from './game-params.ts';

export interface Pairing {
  /** The bot in the odd seats (player 1, 3, …) and the one in the even seats. */
  first: string;
  second: string;
  games: number;
  /** From `first`'s side. */
  wins: number;
  draws: number;
  losses: number;
  /** `first`'s mean score (a win 1, a draw ½) and its 95% interval. */
  score: number;
  interval: [number, number];
}

export interface Tournament {
  game: string;
  params: BaseParams;
  seed: string;
  pairings: Pairing[];
  /** Elo-scaled ratings (mean 1500) fitted to every game's result. */
  ratings: Record<string, number>;
  balance: { games: number; firstPlayerWins: number; draws: number; meanMoves: number };
}

export interface TournamentRequest {
  bots: string[];
  params: BaseParams;
  /** Games of each pairing in each seat order. */
  games: number;
  seed: string;
}

/** Which side won: the side of every winner (odd seats first), or a draw when nobody or both sides won. */
function sideOf(outcome: Outcome): 'first' | 'second' | 'draw' {
  const sides = new Set(outcome.winners.map((p) => (p % 2 === 1 ? 'first' : 'second')));
  return sides.size === 1 ? [...sides][0] : 'draw';
}

/**
 * The mean of scores in [0, 1] and its 95% Wilson score interval, which
 * stays inside [0, 1] and is not empty after a clean sweep (a draw counts as
 * half a win, which the interval's binomial variance over- rather than
 * underestimates).
 */
export function scoreInterval(scores: readonly number[]): { mean: number; interval: [number, number] } {
  const n = scores.length;
  const mean = scores.reduce((a, b) => a + b, 0) / n;
  const z2 = 1.96 ** 2;
  const centre = (mean + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Math.sqrt(z2) * Math.sqrt((mean * (1 - mean)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  // Rounding must not leave the mean outside its own interval at 0 or 1.
  return { mean, interval: [Math.max(0, Math.min(mean, centre - half)), Math.min(1, Math.max(mean, centre + half))] };
}

/**
 * Ratings that fit pairwise results: the Bradley–Terry model (a draw counts
 * half a win for each side), fitted by its minorization–maximization updates,
 * on the Elo scale (400 points: ten times the odds) with mean 1500. Each bot
 * gets half a draw against a virtual opponent of mean strength, so a bot that
 * won or lost every game still has a finite rating.
 */
export function ratings(bots: readonly string[], results: readonly { a: string; b: string; scoreA: number }[]): Record<string, number> {
  const index = new Map(bots.map((b, i) => [b, i]));
  const k = bots.length;
  const wins = new Array(k).fill(0.5);
  const games = Array.from({ length: k }, () => new Array(k).fill(0));
  for (const { a, b, scoreA } of results) {
    const [i, j] = [index.get(a) as number, index.get(b) as number];
    wins[i] += scoreA;
    wins[j] += 1 - scoreA;
    games[i][j]++;
    games[j][i]++;
  }
  let strength = new Array(k).fill(1);
  for (let round = 0; round < 1000; round++) {
    const next = strength.map((s, i) => {
      // The virtual opponent: one game of strength 1 (the mean).
      let denominator = 1 / (s + 1);
      for (let j = 0; j < k; j++) if (games[i][j]) denominator += games[i][j] / (s + strength[j]);
      return wins[i] / denominator;
    });
    const mean = Math.exp(next.reduce((a, s) => a + Math.log(s), 0) / k);
    strength = next.map((s) => s / mean);
  }
  return Object.fromEntries(bots.map((b, i) => [b, Math.round(1500 + 400 * Math.log10(strength[i]))]));
}

export function tournament(game: AnyGame, { bots, params, games, seed }: TournamentRequest): Tournament {
  const players = playerCount(game, params);
  for (const bot of bots) botNames(game, params, bot);
  const pairings: Pairing[] = [];
  const results: { a: string; b: string; scoreA: number }[] = [];
  let firstPlayerWins = 0;
  let draws = 0;
  let moves = 0;
  for (let x = 0; x < bots.length; x++) {
    for (let y = 0; y < bots.length; y++) {
      if (x === y) continue;
      const [first, second] = [bots[x], bots[y]];
      const seats = Array.from({ length: players }, (_, p) => (p % 2 === 0 ? first : second));
      const tally = { wins: 0, draws: 0, losses: 0 };
      const scores: number[] = [];
      for (let i = 0; i < games; i++) {
        const played = playGame(game.rules, params, seatBots(game.profile, seats, new Rng(`${seed}/${first}-${second}/${i}`)), true);
        const outcome = game.rules.outcome(played.state) as Outcome;
        const side = sideOf(outcome);
        const score = side === 'first' ? 1 : side === 'draw' ? 0.5 : 0;
        tally[side === 'first' ? 'wins' : side === 'draw' ? 'draws' : 'losses']++;
        scores.push(score);
        results.push({ a: first, b: second, scoreA: score });
        if (outcome.winners.length === 1 && outcome.winners[0] === 1) firstPlayerWins++;
        if (side === 'draw') draws++;
        moves += logLength(played.log);
      }
      const { mean, interval } = scoreInterval(scores);
      pairings.push({ first, second, games, ...tally, score: mean, interval });
    }
  }
  const total = results.length;
  return {
    game: game.id,
    params,
    seed,
    pairings,
    ratings: ratings(bots, results),
    balance: { games: total, firstPlayerWins: firstPlayerWins / total, draws: draws / total, meanMoves: moves / total },
  };
}
