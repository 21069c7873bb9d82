/** How the service runs simple-maze: its bots and their costs, its difficulty line-ups, its drawing costs. */
import { mctsBot } from '../../bots/mcts.ts';
import { randomBot } from '../../bots/random.ts';
import type { GameProfile } from '../../service/game.ts';
import { greedyBot } from './bots.ts';
import { makerBot, pocketBot } from './maker.ts';
import { perfectBot, solvedBoards } from './perfect.ts';
import { rules, type Move, type State } from './rules.ts';
import { tuftsBot } from './tufts.ts';

export const profile: GameProfile<State, Move> = {
  bots: {
    random: randomBot(rules, 500),
    greedy: greedyBot(),
    maker: makerBot(),
    pockets: pocketBot(),
    tufts: tuftsBot(),
    // Up to 18×18: 20×20 was offered and then refused as over the default budget (MAX_COST_MS, 5 s; estimated 5.7 s),
    // and 19×19, estimated 5.0 s, ran into the deadline on a loaded machine.
    mcts: mctsBot(rules, { iterations: 200, maxCells: 324, stepNs: 165, fixedSteps: 235 }),
    perfect: perfectBot(),
  },
  difficultyBots: { easy: ['tufts'], medium: ['pockets', 'random'], hard: ['maker'] },
  defaultBot: 'maker',
  solveBoards: solvedBoards,

};
