/** simple-maze for people: its name, its rules in words, its boards and players. */
import type { GameAbout } from '../../core/game.ts';
import type { Move } from './rules.ts';

export const about: GameAbout<Move> = {
  title: 'Maze-ish Simple Game',
  players: { min: 2, max: 2 },
  size: { default: 12, max: 1000, unit: 'cells' },
  summary: [
    'Cell [0,0] starts taken; every other cell is untaken.',
    'A move draws a segment from a taken cell to an orthogonally adjacent untaken cell, which becomes taken.',
    'While the last cell taken has an untaken neighbour, the next segment must start from it.',
    'A cell that is taken with no untaken neighbour gets an X; the next player may then start from any taken cell.',
    'The game ends when every cell is taken. Player 1 wins with an odd number of X’s, player 2 with an even number.',
    'On a shaped board the cells are its squares: the first (left-most in the top row) starts taken, and the maze runs from it to the last (right-most in the bottom row).',
  ],
  howToSolve: 'Go in at the arrow at the top left and find the way between the walls to the arrow out at the bottom right: there is just one.',
  howToSolveShaped: 'Go in at the arrow at the top and find the way between the walls to the arrow out at the bottom: there is just one.',
  examples: [
    { move: { from: [0, 0], to: [1, 0] }, note: 'the first move, from the start cell' },
    { move: { player: 2, from: [1, 0], to: [1, 1] }, note: 'player 2 continues from the last cell' },
  ],
  rules: [
    { id: 'format', text: 'the move is not {"from":[x,y],"to":[x,y]} with integer coordinates' },
    { id: 'off-board', text: 'a cell lies outside the board (on a shaped board: outside the shape)' },
    { id: 'wrong-player', text: 'the move names a player who is not to move' },
    { id: 'game-over', text: 'a move after every cell is taken' },
    { id: 'from-untaken', text: 'the segment starts from an untaken cell' },
    { id: 'to-taken', text: 'the segment ends in a cell that is already taken' },
    { id: 'not-adjacent', text: 'the two cells are not orthogonal neighbours' },
    { id: 'forced-origin', text: 'the last cell still has an untaken neighbour, so the segment must start there' },
  ],
  codes: '4 × (y × width + x) of the cell the segment starts from, + 0, 1, 2 or 3 as it goes east, south, west or north',
};
