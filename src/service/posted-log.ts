/**
 * A posted move log read in a worker: its bytes bounded and scanned, its
 * envelope (game, board, the game's own parameters) checked for this game
 * and the limits, and its moves or codes kept as read for the replay.
 */
import type { BaseParams } from '../core/game.ts';
import { postedBoard } from './cost.ts';
import type { AnyGame } from './game.ts';
import { gameParamNames, gameParams } from './game-params.ts';
import type { LogSource } from './job.ts';
import { readLogJson } from './posted-moves.ts';
import { moveLogFor } from './query.ts';
import { badRequest, parseOr400, quote } from './request-error.ts';
import { wireForm, type PostedMoves } from './wire.ts';

/** A posted log: bounded before it is parsed, shaped like a log for this game, within the limits. */
export function readLog(game: AnyGame, source: LogSource): { params: BaseParams; moves: PostedMoves } {
  const { json, moves: movesRead, codes: codesRead } = readLogJson(source.body, wireForm(game));
  const own = gameParamNames(game);
  const keys = ['game', 'width', 'height', ...own];
  // The keys as posted, first: a body that is no log (a maze's whole JSON, a log wrapped in "log") is told what it
  // has that a log has not, not only what it lacks. zod's output would drop a "__proto__" key (assigning it sets the prototype).
  const posted = typeof json === 'object' && json !== null && !Array.isArray(json) ? Object.keys(json) : [];
  const unknown = posted.filter((key) => key !== 'moves' && key !== 'codes' && !keys.includes(key));
  if (unknown.length) {
    const wrapped = unknown.includes('log') ? '; a maze’s JSON holds its move log under "log": post that (jq .log)' : '';
    const message = `unknown key${unknown.length > 1 ? 's' : ''} ${unknown.slice(0, 3).map(quote).join(', ')}${unknown.length > 3 ? ', …' : ''}; a ${game.id} move log has ${keys.join(', ')}, and moves or codes${wrapped}`;
    throw badRequest(`invalid move log: ${message}`, [{ path: 'move log', message }]);
  }
  const { game: named, moves, codes, ...rest } = parseOr400(moveLogFor(source.maxSide), json, 'move log');
  if (named !== undefined && named !== game.id)
    throw badRequest(`the log is for ${quote(named)} but was posted to ${game.id}`, [{ path: 'game', message: `must be "${game.id}"` }]);
  const params = gameParams(game, { maxSide: { [game.id]: source.maxSide } }, rest);
  // The board its cost was admitted for, read off the bytes before parsing: the same, or the log played another.
  const [width, height] = postedBoard(source.body, source.maxSide);
  if (width !== params.width || height !== params.height) {
    const message = 'width and height must each be given once, written plainly ("width": 12): the board is read from them before the log is parsed';
    throw badRequest(`invalid move log: ${message}`, [{ path: 'width', message }]);
  }
  return { params, moves: codes ? { codes: codesRead ?? codes } : (movesRead ?? (moves as unknown[])) };
}
