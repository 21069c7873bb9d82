/** labyrinthine-loop for people: its name, its rules in words, its boards and players. */
import type { GameAbout } from '../../core/game.ts';
import type { Move } from './rules.ts';

export const about: GameAbout<Move> = {
  title: 'Labyrinthine Loop',
  players: { min: 2, max: 8 },
  size: { default: 8, max: 300, unit: 'dots' },
  summary: [
    'The game has players × rounds rounds, each on a new board of width × height dots; in round k (from 0) player (k mod players) + 1 is the offense.',
    'Dots are adjacent when a king’s move apart (8 directions). Diagonal segments may cross; a crossing is not a junction.',
    'The offense opens by joining any two adjacent dots. Then players take turns, from the player after the offense round to the offense, each joining a dot that has a segment to an adjacent dot that has none.',
    'When every dot has a segment (width·height − 1 segments), the offense joins two adjacent dots not yet joined: this closes one loop, and the offense scores its number of dots.',
    'The moves are one flat list, width·height a round. After the last round the highest total wins; tied leaders share the win.',
    'Each round’s board is a maze of lines from dot [0,0] to dot [width−1,height−1]; crossing diagonals are bridges.',
    'On a shaped board the dots are those on its squares; the maze runs from the first dot (left-most in the top row) to the last (right-most in the bottom row).',
  ],
  howToSolve: 'Follow the lines from the top left corner to the bottom right; you choose your way only at the dots, where lines branch.',
  legend: 'Enter at the arrow that points in and follow the lines to the arrow that points out; a dot is a junction, where you may turn, and where two lines cross with a gap, they do not meet.',
  examples: [
    { move: { from: [0, 0], to: [1, 1] }, note: 'the offense’s opening: any two adjacent dots' },
    { move: { from: [1, 1], to: [2, 1] }, note: 'growth: from a touched dot to an adjacent untouched one' },
  ],
  rules: [
    { id: 'format', text: 'the move is not {"from":[x,y],"to":[x,y]} with integer coordinates' },
    { id: 'off-board', text: 'a dot lies outside the board (on a shaped board: outside the shape)' },
    { id: 'wrong-player', text: 'the move names a player who is not to move' },
    { id: 'game-over', text: 'a move after the last round' },
    { id: 'not-adjacent', text: 'the two dots are not a king’s move apart' },
    { id: 'from-untouched', text: 'growth from a dot that has no segment' },
    { id: 'to-touched', text: 'growth to a dot that already has a segment' },
    { id: 'already-joined', text: 'the closing segment joins two dots already joined' },
  ],
  codes: '8 × (y × width + x) of the dot the segment starts from, + 0 to 7 as it goes east, south-east, south, south-west, west, north-west, north or north-east',
};
