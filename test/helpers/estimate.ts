/** Admission's estimate of a GET maze, its query as a URL gives it, under the limits of the environment. */
import { games } from '../../src/games/index.ts';
import { estimateMs } from '../../src/service/cost.ts';
import type { Format } from '../../src/service/formats.ts';
import { limitsFromEnv, sizeLimit } from '../../src/service/limits.ts';
import { botMazeRequest, queryFor } from '../../src/service/query.ts';

export function getEstimate(gameId: string, format: Format, query: Record<string, string>): number {
  const game = games.get(gameId);
  if (!game) throw new Error(`no game ${gameId}`);
  const limits = limitsFromEnv(games.values());
  return estimateMs(game, botMazeRequest(game, limits, format, queryFor(format, sizeLimit(limits, game).maxSide).parse(query)).job);
}
