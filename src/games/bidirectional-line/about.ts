/** bidirectional-line for people: its name, its rules in words, its boards and players. */
import type { GameAbout } from '../../core/game.ts';
import type { Move } from './rules.ts';

export const about: GameAbout<Move> = {
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
    'On a shaped board the line runs only along the sides of its squares.',
  ],
  howToSolve: 'Follow the line from one end to the other; you choose your way only at the small dots, where it meets itself.',
  legend: 'Start at the filled dot and follow the line to the ring; a small dot is a junction, where the line meets itself and you may turn.',
  examples: [
    { move: { from: [1, 1], to: [2, 1] }, note: 'move 1: red, from the start [1,1] (any vertex; these fit every board)' },
    { move: { from: [1, 1], to: [1, 2] }, note: 'move 2: blue, from the start to another vertex' },
    { move: { color: 'red', to: [2, 2] }, note: 'later: extend the red end, from [2,1]' },
  ],
  rules: [
    { id: 'format', text: 'the move is neither {"from":[x,y],"to":[x,y]} nor {"color":"red"|"blue","to":[x,y]}' },
    { id: 'phase', text: 'a {color,to} move in the first two moves, or a {from,to} move after them' },
    { id: 'off-board', text: 'a vertex lies outside the board (on a shaped board: outside the shape)' },
    { id: 'wrong-player', text: 'the move names a player who is not to move' },
    { id: 'game-over', text: 'a move after an end of the line is blocked' },
    { id: 'not-adjacent', text: 'the two vertices are not neighbours along a grid line' },
    { id: 'start-mismatch', text: 'move 2 does not start at move 1’s first vertex' },
    { id: 'same-end', text: 'move 2 ends where move 1 ends' },
    { id: 'used-edge', text: 'the segment lies on one already drawn' },
  ],
};
