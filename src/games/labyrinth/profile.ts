/** How the service runs labyrinth: its bots and their costs, its difficulty line-ups, its drawing costs. */
import { mctsBot } from '../../bots/mcts.ts';
import { randomBot } from '../../bots/random.ts';
import type { GameProfile } from '../../service/game.ts';
import { greedyBot, combBot, makerBot } from './bots.ts';
import { rules, type Move, type State } from './rules.ts';

export const profile: GameProfile<State, Move> = {
  drawCost: { svg: 80, pdf: 245, json: 400, png: 1_000 },
  bots: {
    random: randomBot(rules, 2_200),
    greedy: greedyBot(),
    maker: makerBot(),
    comb: combBot(),
    mcts: mctsBot(rules, { iterations: 200, maxCells: 100, stepNs: 730, fixedSteps: 10 }),
  },
  difficultyBots: { easy: ['comb'], medium: ['random', 'greedy'], hard: ['maker'] },
  defaultBot: 'maker',

};
