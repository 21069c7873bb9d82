/** Every game played once before anything is timed, as a worker that has served a while has played them. */
import { seatBots } from '../src/bots/seat.ts';
import { playGame } from '../src/core/play.ts';
import { Rng } from '../src/core/rng.ts';
import { games } from '../src/games/index.ts';
import type { AnyGame } from '../src/service/game.ts';

/**
 * Every game played first, at 30² with its default and random bots, as a worker that has served a
 * while has played them: code that every game runs (the engine's replay, helpers the bots share)
 * calls several games' functions there, and so here from the first row on. The first game timed
 * would otherwise run on code made for it alone (a simple-maze 1000² game, in a script of its own:
 * 2.2× the DFS, and 2.7× after every game had been played, when the engine's move loop was still one
 * for all games).
 */
export function playEveryGame(): void {
  for (const game of games.values() as Iterable<AnyGame>) {
    const params = game.rules.params({ maxSide: 30 }).parse({ width: 30, height: 30 });
    for (const name of new Set([game.profile.defaultBot, 'random'])) {
      for (let i = 0; i < 5; i++) game.rules.mazes(playGame(game.rules, params, seatBots(game.profile, [name, name], new Rng(`warm-${i}`)), false).state);
    }
  }
}
