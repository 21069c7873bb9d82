import type { BotSpec, GameRules } from '../core/game.ts';

/**
 * Plays a random legal move each turn, as the game's randomMove samples it;
 * `costNs` is the game's measured nanoseconds per board unit.
 */
export function randomBot<S, M>(game: Pick<GameRules<never, S, M>, 'randomMove'>, costNs: number): BotSpec<S, M> {
  return {
    description: 'plays a random legal move',
    cost: () => costNs,
    make: (rng) => ({ choose: (s) => game.randomMove(s, rng) }),
  };
}
