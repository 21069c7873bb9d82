/** How the service runs polygonal-sections: its bots and their costs, its difficulty line-ups, its drawing costs. */
import { mctsBot } from '../../bots/mcts.ts';
import { randomBot } from '../../bots/random.ts';
import type { GameProfile } from '../../service/game.ts';
import { greedyBot } from './bots.ts';
import { makerBot } from './maker.ts';
import { rules, type Move, type State } from './rules.ts';

export const profile: GameProfile<State, Move> = {
  // json is also a verdict's position, which lists every section: 99 straight cuts make 10,000 one-square sections
  // of a 100² board, replayed and listed in 108–188 ms (at 4,500 ns a square it was costed at 45 ms).
  drawCost: { svg: 800, pdf: 300, json: 16_000, png: 26_700 },
  bots: {
    // Bots' costs (ns a square): random's and greedy's 1.5 × the dearest measured, a process's first 100² game (JIT
    // cold; random 41 µs a square, greedy 46, where warm games take 7-26); maker's a warm worker's game (bench:cost).
    random: randomBot(rules, 65_000),
    greedy: greedyBot(),
    maker: makerBot(),
    // A 5×5 game takes about 56 moves (66 at most in 2000 random games): playouts of 80 reach its end, where playouts of
    // one board's units left most of them cut short and worth an even share. 60 iterations: 1.3 ms a move on 5×5 (4.5 at
    // the 95th percentile, a game's first moves); stepNs 1.5 × that of a process's first whole mcts game there (22,000).
    mcts: mctsBot(rules, { iterations: 60, maxCells: 25, playoutMoves: 80, stepNs: 33_000 }),
  },
  difficultyBots: { easy: ['greedy'], medium: ['random', 'greedy'], hard: ['maker'] },
  defaultBot: 'maker',

};
