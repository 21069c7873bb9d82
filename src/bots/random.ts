import type { BotSpec, GameRules } from '../core/game.ts';

/** Plays a uniformly chosen legal move each turn (as the game's randomMove samples it). */
export function randomBot<S, M>(game: Pick<GameRules<never, S, M>, 'randomMove'>): BotSpec<S, M> {
  return {
    description: 'plays a random legal move',
    make: (rng) => ({ choose: (s) => game.randomMove(s, rng) }),
  };
}
