/**
 * npm run ratings: one seeded round robin per game between all of its bots,
 * on a board every bot plays, written to src/games/ratings.ts, which GET
 * /games/{game} shows beside each bot. test/ratings.test.ts fails when a bot
 * has no rating, and replays one game's run to check that the committed
 * figures are what the command makes.
 */
import { writeFileSync } from 'node:fs';
import type { AnyGame } from '../src/service/game.ts';
import { games } from '../src/games/index.ts';
import { tournament, type Tournament } from '../src/service/tournament.ts';

/**
 * The board of each game's run, one every bot plays (within the limits of
 * mcts and of the perfect players) and small enough for a run of about a
 * minute, and its games a pairing in each seat order: fewer where the
 * perfect player's search makes a game slow.
 */
const SIZES: Record<string, number> = { 'simple-maze': 5, 'polygonal-sections': 4, 'bidirectional-line': 3 };
const GAMES: Record<string, number> = { 'bidirectional-line': 10 };
export const RUN = { size: 6, games: 20, seed: 'ratings' };

export const ratingRun = (game: AnyGame) => ({ bots: Object.keys(game.profile.bots), size: SIZES[game.id] ?? RUN.size, games: GAMES[game.id] ?? RUN.games, seed: RUN.seed });

export function ratingTournament(game: AnyGame): Tournament {
  const { bots, size, games: count, seed } = ratingRun(game);
  return tournament(game, { bots, params: game.rules.params({ maxSide: game.about.size.max }).parse({ width: size, height: size }), games: count, seed });
}

/** What the committed file keeps of a run. */
export function summary(game: AnyGame, run: Tournament) {
  const { bots, size, games: count, seed } = ratingRun(game);
  return {
    command: `mazeplay tournament ${game.id} --bots ${bots.join(',')} --size ${size} --games ${count} --seed ${seed}`,
    ratings: run.ratings,
    balance: { ...run.balance, firstPlayerWins: Math.round(run.balance.firstPlayerWins * 1000) / 1000, draws: Math.round(run.balance.draws * 1000) / 1000, meanMoves: Math.round(run.balance.meanMoves * 10) / 10 },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const all = Object.fromEntries(
    [...games.values()].map((game) => {
      const started = performance.now();
      const run = summary(game, ratingTournament(game));
      console.log(`${game.id}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
      return [game.id, run];
    }),
  );
  const file = new URL('../src/games/ratings.ts', import.meta.url);
  writeFileSync(
    file,
    `/** Each game's bots rated by a committed tournament run: written by npm run ratings (scripts/ratings.ts), shown by GET /games/{game}. */\nexport const RATINGS: Record<string, { command: string; ratings: Record<string, number>; balance: { games: number; firstPlayerWins: number; draws: number; meanMoves: number } }> = ${JSON.stringify(all, null, 2)};\n`,
  );
  console.log(`wrote ${file.pathname}`);
}
