import { mctsBot } from '../../bots/mcts.ts';
import { perfectBot } from '../../bots/perfect.ts';
import { randomBot } from '../../bots/random.ts';
import type { Game } from '../../core/game.ts';
import { solveBoard } from '../../core/solver.ts';
import { greedyBot, greedyMove } from './bots.ts';
import { makerBot } from './maker.ts';
import { tangleBot } from './tangle.ts';
import { positionKey, rules, type Move, type Params, type State } from './rules.ts';

export const bidirectionalLine: Game<Params, State, Move> = {
  ...rules,
  title: 'Bidirectional Line Game',
  players: { min: 2, max: 2 },
  size: { default: 12, max: 1000, unit: 'squares' },
  summary: [
    'The board is a grid of width × height squares; segments join neighbouring vertices along grid lines.',
    'Move 1: player 1 draws a red segment; its first vertex is the start. Move 2: player 2 draws a blue segment from the start to another vertex.',
    'Then each player, in turn, extends either end of the line: the red end with a red segment or the blue end with a blue one.',
    'A segment may not lie on one already drawn; the line may touch or cross itself at vertices.',
    'The game ends right after a move that leaves either end with no undrawn segment. More red segments wins for player 1, more blue for player 2; equal is a draw.',
    'The maze is the line: start at the red end, finish at the blue end.',
  ],
  examples: [
    { move: { from: [1, 1], to: [2, 1] }, note: 'move 1: red, from the start [1,1] (any vertex; these fit every board)' },
    { move: { from: [1, 1], to: [1, 2] }, note: 'move 2: blue, from the start to another vertex' },
    { move: { color: 'red', to: [2, 2] }, note: 'later: extend the red end, from [2,1]' },
  ],
  rules: [
    { id: 'format', text: 'the move is neither {"from":[x,y],"to":[x,y]} nor {"color":"red"|"blue","to":[x,y]}' },
    { id: 'phase', text: 'a {color,to} move in the first two moves, or a {from,to} move after them' },
    { id: 'off-board', text: 'a vertex lies outside the board' },
    { id: 'wrong-player', text: 'the move names a player who is not to move' },
    { id: 'game-over', text: 'a move after an end of the line is blocked' },
    { id: 'not-adjacent', text: 'the two vertices are not neighbours along a grid line' },
    { id: 'start-mismatch', text: 'move 2 does not start at move 1’s first vertex' },
    { id: 'same-end', text: 'move 2 ends where move 1 ends' },
    { id: 'used-edge', text: 'the segment lies on one already drawn' },
  ],
  asPlayed: true,
  // A number costs a PNG about 0.3 ms (resvg lays out each one's text); the default bots draw 0.05–0.08 segments a
  // square from 100² up (maker 300²: 4,083), a tangle more: a longer line is caught after the game (output.ts).
  drawCost: { svg: 250, pdf: 900, json: 300, png: 100, numbers: 24_000 },
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
