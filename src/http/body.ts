/**
 * Reading a posted move log: JSON only (415 otherwise), at most the body limit
 * (413, counted as the bytes arrive, so an oversized body is never held whole),
 * well-formed (400), and shaped like a log for this game (400).
 */
import type { Context } from 'hono';
import type { AnyGame } from '../core/game.ts';
import type { BaseParams } from '../core/game.ts';
import { gameParams } from '../service/mazes.ts';
import type { Limits } from '../service/limits.ts';
import { badRequest, RequestError } from '../service/request-error.ts';
import { parseOr400 } from './problem.ts';
import { moveLog } from './schemas.ts';

function isJson(contentType: string | undefined): boolean {
  return /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(contentType ?? '');
}

async function readText(c: Context, maxBytes: number): Promise<string> {
  const tooLarge = () =>
    new RequestError(413, 'Content too large', `the body is over the limit of ${maxBytes} bytes (MAX_BODY_BYTES)`);
  const declared = Number(c.req.header('content-length'));
  if (declared > maxBytes) throw tooLarge();
  const body = c.req.raw.body;
  if (!body) return '';
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function readLog(c: Context, game: AnyGame, limits: Limits): Promise<{ params: BaseParams; moves: unknown[] }> {
  if (!isJson(c.req.header('content-type')))
    throw new RequestError(415, 'Unsupported media type', 'the body must be a JSON move log (Content-Type: application/json)');
  const text = await readText(c, limits.maxBodyBytes);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw badRequest(`the body is not valid JSON: ${(e as Error).message}`);
  }
  const { game: named, moves, ...rest } = parseOr400(moveLog, json, 'move log');
  if (named !== undefined && named !== game.id)
    throw badRequest(`the log is for "${named}" but was posted to ${game.id}`, [{ path: 'game', message: `must be "${game.id}"` }]);
  return { params: gameParams(game, limits, rest), moves };
}
