/**
 * The bots think here, in a Web Worker, so the page stays responsive. Asked
 * for a seat's move after a log, it replays the log and asks that seat's bot.
 * A bot is kept between requests while the log only grows, and told the moves
 * since it last chose (as core/play.ts tells bots), so a bot that keeps a
 * search between moves (mcts) keeps it here too.
 */
import type { Bot, MoveCodes } from '../core/game.ts';
import { Rng } from '../core/rng.ts';
import { playGames } from './games.ts';
import type { BotAsk, BotAnswer } from './bot-client.ts';

interface Kept {
  key: string;
  bot: Bot<unknown, unknown>;
  /** The moves it has been told. */
  told: number;
  log: string[];
}
const kept = new Map<number, Kept>();

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
  const key = JSON.stringify([ask.game, ask.params, ask.bot, ask.seed]);
  const log = ask.moves.map((m) => JSON.stringify(m));
  let seat = kept.get(player);
  if (!seat || seat.key !== key || seat.told > log.length || seat.log.some((m, i) => log[i] !== m)) {
    seat = { key, bot: spec.make(new Rng(ask.seed).derive(`player-${player}`)), told: 0, log: [] };
    // A fresh bot has seen nothing: it chooses from the position alone.
    seat.told = log.length;
    seat.log = log;
    kept.set(player, seat);
  } else {
    for (let i = seat.told; i < log.length; i++) seat.bot.observe?.(ask.moves[i]);
    seat.told = log.length;
    seat.log = log;
  }
  const started = performance.now();
  const codes = rules.codes as MoveCodes<unknown, unknown> | undefined;
  const move = codes && seat.bot.code ? codes.decode(state, seat.bot.code(state)) : seat.bot.choose(state);
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
