/**
 * npm run bench:bots: how long each bot takes to choose a move, for the play
 * page, whose bots think in the browser while a person waits. For each game
 * and bot that plays the board, at 8², 12² and 20² and the game's default
 * board, seeded games between the bot and a random player; every move of the
 * bot is timed (the choice alone, not the rules), and the median and the
 * 95th percentile are printed beside the bot's rating (src/games/ratings.ts),
 * weakest first. A row over 300 ms at the 95th percentile is marked: the
 * page's aim for a bot's move on a board it offers.
 */
import { seatBots } from '../src/bots/seat.ts';
import { playsBoard, type Bot, type MoveCodes } from '../src/core/game.ts';
import { Rng } from '../src/core/rng.ts';
import { games } from '../src/games/index.ts';
import { RATINGS } from '../src/games/ratings.ts';
import { playGames } from '../src/play/games.ts';
import type { AnyGame } from '../src/service/game.ts';
import { table } from './table.ts';

/** The aim: a bot's move within this many milliseconds at the 95th percentile. */
const AIM_MS = 300;
/** Timed moves a row stops at, and the seconds it may take: a slow bot's row measures fewer moves, never runs on. */
const MOST_MOVES = 400;
const MOST_SECONDS = 4;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** The times of a bot's moves (ms), over games against random on a side × side board. */
function moveTimes(game: AnyGame, bot: string, side: number): number[] {
  const { rules } = game;
  const params = rules.params({ maxSide: side }).parse({ width: side, height: side });
  const players = params.players ?? game.about.players.min;
  const times: number[] = [];
  const until = performance.now() + MOST_SECONDS * 1000;
  for (let g = 0; times.length < MOST_MOVES && performance.now() < until; g++) {
    // The bot takes the first seat in even games and the second in odd ones.
    const seats = Array.from({ length: players }, (_, i) => (i === g % players ? bot : 'random'));
    const bots = seatBots(game.profile, seats, new Rng(`bot-moves/${bot}/${side}/${g}`)) as Bot<unknown, unknown>[];
    const state = rules.start(params);
    const codes = rules.codes as MoveCodes<unknown, unknown> | undefined;
    for (let player = rules.toMove(state); player !== null; player = rules.toMove(state)) {
      const seat = bots[player - 1];
      const started = performance.now();
      const code = codes && seat.code ? seat.code(state) : undefined;
      const move = code === undefined ? seat.choose(state) : undefined;
      if (seats[player - 1] === bot) times.push(performance.now() - started);
      if (code !== undefined) (codes as MoveCodes<unknown, unknown>).apply(state, code);
      else rules.apply(state, move);
      for (const other of bots) other.observe?.(move ?? (codes as MoveCodes<unknown, unknown>).decode(state, code as number));
      if (times.length >= MOST_MOVES || performance.now() > until) break;
    }
  }
  return times.sort((a, b) => a - b);
}

const rows = [['game', 'board', 'bot', 'rating', 'moves', 'median ms', 'p95 ms', '']];
for (const game of games.values()) {
  const ratings = RATINGS[game.id]?.ratings ?? {};
  const bots = Object.keys(game.profile.bots).sort((a, b) => (ratings[a] ?? 0) - (ratings[b] ?? 0));
  const play = playGames.get(game.id)?.view.playBoard.width;
  for (const side of [...new Set([8, 12, 20, game.about.size.default, ...(play ? [play] : [])])].sort((a, b) => a - b)) {
    for (const bot of bots) {
      if (!playsBoard(game.profile.bots[bot], { width: side, height: side })) continue;
      const times = moveTimes(game, bot, side);
      const p95 = quantile(times, 0.95);
      rows.push([game.id, `${side}×${side}`, bot, String(ratings[bot] ?? '–'), String(times.length), quantile(times, 0.5).toFixed(2), p95.toFixed(2), p95 > AIM_MS ? `over ${AIM_MS} ms` : '']);
    }
  }
}
console.log(table(rows, 3));
