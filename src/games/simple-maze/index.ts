import { mctsBot } from '../../bots/mcts.ts';
import { randomBot } from '../../bots/random.ts';
import type { Game } from '../../core/game.ts';
import { greedyBot } from './bots.ts';
import { makerBot, pocketBot } from './maker.ts';
import { perfectBot, solvedBoards } from './perfect.ts';
import { rules, type Move, type Params, type State } from './rules.ts';
import { tuftsBot } from './tufts.ts';

export const simpleMaze: Game<Params, State, Move> = {
  ...rules,
  title: 'Maze-ish Simple Game',
  players: { min: 2, max: 2 },
  size: { default: 12, max: 1000, unit: 'cells' },
  summary: [
    'Cell [0,0] starts taken; every other cell is untaken.',
    'A move draws a segment from a taken cell to an orthogonally adjacent untaken cell, which becomes taken.',
    'While the last cell taken has an untaken neighbour, the next segment must start from it.',
    'A cell that is taken with no untaken neighbour gets an X; the next player may then start from any taken cell.',
    'The game ends when every cell is taken. Player 1 wins with an odd number of X’s, player 2 with an even number.',
  ],
  examples: [
    { move: { from: [0, 0], to: [1, 0] }, note: 'the first move, from the start cell' },
    { move: { player: 2, from: [1, 0], to: [1, 1] }, note: 'player 2 continues from the last cell' },
  ],
  rules: [
    { id: 'format', text: 'the move is not {"from":[x,y],"to":[x,y]} with integer coordinates' },
    { id: 'off-board', text: 'a cell lies outside the board' },
    { id: 'wrong-player', text: 'the move names a player who is not to move' },
    { id: 'game-over', text: 'a move after every cell is taken' },
    { id: 'from-untaken', text: 'the segment starts from an untaken cell' },
    { id: 'to-taken', text: 'the segment ends in a cell that is already taken' },
    { id: 'not-adjacent', text: 'the two cells are not orthogonal neighbours' },
    { id: 'forced-origin', text: 'the last cell still has an untaken neighbour, so the segment must start there' },
  ],
  drawCost: { svg: 600, pdf: 1_000, json: 3_000, png: 1_100 },
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
