/**
 * The bots think here, in a Web Worker, so the page stays responsive. Asked
 * for the next move after a log, it replays the log and asks a bot made for
 * that move alone, drawing from the sub-stream of the game's seed for the
 * player and the move's number: the same link, opened anywhere, gets the
 * same bot moves, whether it was played on or opened afresh. (A bot that
 * keeps a search between moves, mcts, so starts each move anew.)
 */
import type { MoveCodes } from '../core/game.ts';
import { Rng } from '../core/rng.ts';
import { playGames } from './games.ts';
import type { BotAsk, BotAnswer } from './bot-client.ts';

function answer(ask: BotAsk): BotAnswer {
  const entry = playGames.get(ask.game);
  if (!entry) return { id: ask.id, error: `no game ${ask.game}` };
  const { rules, profile } = entry.game;
  const spec = profile.bots[ask.bot];
  if (!spec) return { id: ask.id, error: `no bot ${ask.bot}` };
  const state = rules.start(ask.params);
  for (const m of ask.moves) rules.apply(state, m);
  const player = rules.toMove(state);
  if (player === null) return { id: ask.id, error: 'the game is over' };
  const bot = spec.make(new Rng(ask.seed).derive(`player-${player}`).derive(`move-${ask.moves.length + 1}`));
  const started = performance.now();
  const codes = rules.codes as MoveCodes<unknown, unknown> | undefined;
  const move = codes && bot.code ? codes.decode(state, bot.code(state)) : bot.choose(state);
  return { id: ask.id, move, ms: performance.now() - started };
}

self.onmessage = (e: MessageEvent<BotAsk>) => {
  let reply: BotAnswer;
  try {
    reply = answer(e.data);
  } catch (error) {
    reply = { id: e.data.id, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply);
};
