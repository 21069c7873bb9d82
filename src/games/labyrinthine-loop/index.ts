import { mctsBot } from '../../bots/mcts.ts';
import { randomBot } from '../../bots/random.ts';
import type { Game } from '../../core/game.ts';
import { closingBest, greedyBot, makerBot } from './bots.ts';
import { rules, type Move, type Params, type State } from './rules.ts';

export const labyrinthineLoop: Game<Params, State, Move> = {
  ...rules,
  title: 'Labyrinthine Loop',
  players: { min: 2, max: 8 },
  size: { default: 8, max: 300, unit: 'dots' },
  boardsFrom: ['players', 'rounds'],
  summary: [
    'The game has players × rounds rounds, each on a new board of width × height dots; in round k (from 0) player (k mod players) + 1 is the offense.',
    'Dots are adjacent when a king’s move apart (8 directions). Diagonal segments may cross; a crossing is not a junction.',
    'The offense opens by joining any two adjacent dots. Then players take turns, from the player after the offense round to the offense, each joining a dot that has a segment to an adjacent dot that has none.',
    'When every dot has a segment (width·height − 1 segments), the offense joins two adjacent dots not yet joined: this closes one loop, and the offense scores its number of dots.',
    'The moves are one flat list, width·height a round. After the last round the highest total wins; tied leaders share the win.',
    'Each round’s board is a maze of lines from dot [0,0] to dot [width−1,height−1]; crossing diagonals are bridges.',
  ],
  examples: [
    { move: { from: [0, 0], to: [1, 1] }, note: 'the offense’s opening: any two adjacent dots' },
    { move: { from: [1, 1], to: [2, 1] }, note: 'growth: from a touched dot to an adjacent untouched one' },
  ],
  rules: [
    { id: 'format', text: 'the move is not {"from":[x,y],"to":[x,y]} with integer coordinates' },
    { id: 'off-board', text: 'a dot lies outside the board' },
    { id: 'wrong-player', text: 'the move names a player who is not to move' },
    { id: 'game-over', text: 'a move after the last round' },
    { id: 'not-adjacent', text: 'the two dots are not a king’s move apart' },
    { id: 'from-untouched', text: 'growth from a dot that has no segment' },
    { id: 'to-touched', text: 'growth to a dot that already has a segment' },
    { id: 'already-joined', text: 'the closing segment joins two dots already joined' },
  ],
  drawCost: { svg: 1_200, pdf: 9_500, json: 2_800, png: 6_500 },
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
