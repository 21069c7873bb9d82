/** Move logs in notation, whichever form a game was played or written in. */
import type { AnyGame } from '../../src/service/game.ts';
import { movesOf, type Played } from '../../src/core/play.ts';
import type { MazeDocument } from '../../src/service/mazes.ts';

/** The moves of a played game in notation. */
export const playedMoves = (game: AnyGame, played: Played<unknown>): unknown[] => movesOf(game.rules, played.state, played.log);

/** The moves of a document whose log is in notation (short logs, or log 'moves' asked for). */
export function loggedMoves(doc: MazeDocument): unknown[] {
  if (!doc.log || !('moves' in doc.log)) throw new Error('the document has no log in notation');
  return doc.log.moves;
}
