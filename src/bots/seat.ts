import type { Bot, BotSpec } from '../core/game.ts';
import type { Rng } from '../core/rng.ts';

/**
 * The named bots at the table, one a player in order, each drawing from its
 * own sub-stream of `rng` ("player-1", "player-2", …): one player's draws
 * never shift another's, and the same seed seats the same players.
 */
export function seatBots<S, M>(game: { bots: Record<string, BotSpec<S, M>> }, names: readonly string[], rng: Rng): Bot<S, M>[] {
  return names.map((name, i) => game.bots[name].make(rng.derive(`player-${i + 1}`)));
}
