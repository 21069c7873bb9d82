/** How the service runs bidirectional-line: its bots and their costs, its difficulty line-ups, its drawing costs. */
import { mctsBot } from '../../bots/mcts.ts';
import { perfectBot } from '../../bots/perfect.ts';
import { randomBot } from '../../bots/random.ts';
import { solveBoard } from '../../core/solver.ts';
import type { GameProfile } from '../../service/game.ts';
import { greedyBot, greedyMove } from './bots.ts';
import { makerBot } from './maker.ts';
import { positionKey, rules, type Move, type State } from './rules.ts';
import { tangleBot } from './tangle.ts';

export const profile: GameProfile<State, Move> = {
  asPlayed: true,
  // Its colours as played, darker than pure red and blue for print.
  palette: { red: '#c1121f', blue: '#1d4ed8' },
  // A number costs a PNG about 0.3 ms (resvg lays out each one's text); the default bots draw 0.05–0.08 segments a
  // square from 100² up (maker 300²: 4,083), a tangle more: a longer line is caught after the game (output.ts).
  drawCost: { svg: 60, pdf: 80, json: 250, png: 200 },
  numbersCost: 24_000,
  bots: {
    random: randomBot(rules, 700),
    greedy: greedyBot(),
    maker: makerBot(),
    tangle: tangleBot(),
    // Random playouts miss the game's point, walking an end into a dead end on one's own count; greedy's playouts see it,
    // and their means are sound enough to explore less. 60 iterations, as strong as 80: 12 ms a move on 20×20 (21 at
    // the 95th percentile). A greedy playout move costs about 2.6 µs, but games end long before a board of moves: stepNs
    // and fixedSteps put the estimate over whole measured games from 3×3 to 20×20 (10×10 came to 1.7 times the old one).
    mcts: mctsBot(rules, { iterations: 60, maxCells: 400, stepNs: 250, fixedSteps: 135, playout: greedyMove, exploration: 0.5 }),
    // A whole 3×3 game: about a second, nearly all of it the first move's search.
    perfect: perfectBot(rules, positionKey, { maxCells: 9, costNs: 150_000_000 }),
  },
  difficultyBots: { easy: ['greedy', 'random'], medium: ['maker'], hard: ['tangle'] },
  defaultBot: 'maker',
  // Boards the perfect bot solves in about a second or less (4×3 takes ten).
  solveBoards: () => [[2, 2], [3, 2], [4, 2], [3, 3]].map(([width, height]) => solveBoard(rules, { width, height }, positionKey)),
};
