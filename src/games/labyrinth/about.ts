/** labyrinth for people: its name, its rules in words, its boards and players. */
import type { GameAbout } from '../../core/game.ts';
import type { Move } from './rules.ts';

export const about: GameAbout<Move> = {
  title: 'Labyrinth-Generating Game',
  players: { min: 2, max: 2 },
  size: { default: 12, max: 1000, unit: 'cells' },
  summary: [
    'Every wall of the grid is drawn; the entrance (top of [0,0]) and exit (bottom of the last cell) are open.',
    'A move opens a door in the wall between two orthogonally adjacent cells, or claims the maze is complete.',
    'Rule 1: never open a door between cells already connected (a loop). Rule 2: never open a door touching a cell of your own previous door. Rule 3: never open the outer wall. Rule 4: a claim of completion while two cells are unconnected is false.',
    'Breaking a rule ends the game: the player who broke it loses. A player with no door that keeps rules 1 and 2 while the maze is incomplete loses (stuck).',
    'When every cell is connected (width·height − 1 doors) the game ends in a draw, and the maze is complete.',
    'On a shaped board the cells are its squares and the outer wall is its outline (rule 3); the maze runs from the first square (left-most in the top row) to the last (right-most in the bottom row).',
  ],
  howToSolve: 'Go in at the arrow at the top left and find the way through the gaps in the walls to the arrow out at the bottom right: there is just one.',
  howToSolveShaped: 'Go in at the arrow at the top and find the way through the gaps in the walls to the arrow out at the bottom: there is just one.',
  examples: [
    { move: { door: [[0, 0], [1, 0]] }, note: 'open the wall between [0,0] and [1,0]' },
    { move: { player: 2, door: [[2, 3], [2, 4]] }, note: 'player 2 opens the wall between [2,3] and [2,4]' },
    { move: { claim: 'complete' }, note: 'claim the maze is complete (a losing false claim unless it is)' },
  ],
  rules: [
    { id: 'format', text: 'the move is neither {"door":[[x,y],[x,y]]} nor {"claim":"complete"}' },
    { id: 'off-board', text: 'both cells lie outside the board (on a shaped board: outside the shape)' },
    { id: 'wrong-player', text: 'the move names a player who is not to move' },
    { id: 'game-over', text: 'a move after the game has ended' },
    { id: 'not-adjacent', text: 'the two cells are not orthogonal neighbours' },
    { id: 'already-open', text: 'the wall is already a door' },
    { id: 'loop', text: 'rule 1 (losing): the two cells are already connected, so the door makes a loop' },
    { id: 'own-last-door', text: 'rule 2 (losing): the door touches a cell of the mover’s own previous door' },
    { id: 'outer-wall', text: 'rule 3 (losing): one cell lies outside the board (or the shape), so the door opens the outer wall' },
    { id: 'false-claim', text: 'rule 4 (losing): the maze was claimed complete while two cells are unconnected' },
  ],
  codes: 'a door: 2 × (y × width + x) of the cell west of or above it, + 1 if it lies below that cell; the claim: 2 × width × height',
};
