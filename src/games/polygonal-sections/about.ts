/** polygonal-sections for people: its name, its rules in words, its boards and players. */
import type { GameAbout } from '../../core/game.ts';
import type { Move } from './rules.ts';

export const about: GameAbout<Move> = {
  title: 'Maze Of Polygonal Sections',
  players: { min: 2, max: 8 },
  size: { default: 8, max: 100, unit: 'squares' },
  summary: [
    'The board is width × height unit squares; its vertices are the lattice points [x,y], 0 ≤ x ≤ width, 0 ≤ y ≤ height. The boundary is drawn, so its vertices are touched.',
    'Phase 1: a move draws a straight segment, of any slope, from a touched vertex to an untouched one; it may meet the drawing only at its start, and the lattice points it passes through become touched.',
    'When every vertex is touched, the grid lines and segments cut the board into sections. Sections are adjacent where they share a piece of grid line no segment covers.',
    'Phase 2, turn order continuing: a move fills the section strictly containing a point. After the first, the mover must fill an unfilled neighbour of the section just filled if it has one; if it has none, whoever filled it scores a point, as does whoever fills the last section.',
    'When every section is filled the most points wins; tied leaders share the win. The maze: the boundary and the segments are walls; enter at the top of [0,0], leave at the bottom of the last square.',
    'On a shaped board its outline is the boundary, drawn and touched from the start; the maze runs from the first square (left-most in the top row) to the last (right-most in the bottom row).',
  ],
  howToSolve: 'Go in at the arrow at the top left and find a way to the arrow out at the bottom right without crossing a line.',
  howToSolveShaped: 'Go in at the arrow at the top and find a way to the arrow out at the bottom without crossing a line.',
  examples: [
    { move: { from: [0, 0], to: [1, 1] }, note: 'phase 1: from a touched vertex to an untouched one' },
    { move: { from: [0, 2], to: [3, 1] }, note: 'any slope: the segment may pass through untouched vertices' },
    { move: { fill: [0.75, 0.25] }, note: 'phase 2: fill the section containing this point' },
  ],
  rules: [
    { id: 'format', text: 'the move is neither {"from":[x,y],"to":[x,y]} nor {"fill":[x,y]}' },
    { id: 'phase', text: 'a fill while vertices are untouched, or a segment once all are touched' },
    { id: 'off-board', text: 'a vertex lies outside the board (on a shaped board: outside the shape)' },
    { id: 'wrong-player', text: 'the move names a player who is not to move' },
    { id: 'game-over', text: 'a move after every section is filled' },
    { id: 'same-point', text: 'the segment’s two vertices are the same' },
    { id: 'from-untouched', text: 'the segment starts from an untouched vertex' },
    { id: 'to-touched', text: 'the segment ends at a touched vertex' },
    { id: 'crosses', text: 'the segment meets the drawing away from its start (crossing, touching or overlapping)' },
    { id: 'not-in-section', text: 'the point is on a line or off the board' },
    { id: 'already-filled', text: 'the section is already filled' },
    { id: 'not-in-corridor', text: 'the last section filled has an unfilled neighbour, and this is not one' },
  ],
};
