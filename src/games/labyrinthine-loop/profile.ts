/** How the service runs labyrinthine-loop: its bots and their costs, its difficulty line-ups, its drawing costs. */
import { mctsBot } from '../../bots/mcts.ts';
import { randomBot } from '../../bots/random.ts';
import type { GameProfile } from '../../service/game.ts';
import { closingBest, greedyBot, makerBot } from './bots.ts';
import { rules, type Move, type State } from './rules.ts';

export const profile: GameProfile<State, Move> = {
  boardsFrom: ['players', 'rounds'],
  drawCost: { svg: 40, pdf: 545, json: 500, png: 8_120 },
  bots: {
    // Its randomMove closes with the longest loop; ns a dot: 300–360 (100², 300²) measured, game and mazes (a cold first game up to 4× that at 300², 20× at 100²).
    random: randomBot(rules, 2_400),
    greedy: greedyBot(),
    maker: makerBot(),
    // Up to the default 8×8 board: 300 iterations, 15 ms a move there (21 at the 95th percentile), 0.74 against greedy
    // over 200 games (200 iterations: 0.67). stepNs from whole games measured on 6×6 and 8×8.
    mcts: closingBest(mctsBot(rules, { iterations: 300, maxCells: 64, stepNs: 2_000, fixedSteps: 3 })),
  },
  difficultyBots: { easy: ['greedy', 'random'], medium: [['greedy', 'maker'], ['random', 'maker']], hard: ['maker'] },
  defaultBot: 'maker',

};
