/**
 * How a person sees and plays a position, for any game (the play page,
 * src/play/): a picture of it in board units, and the spots a person may
 * pick, with the picks that make each legal move. A game's view is pure, like
 * its rules: the page turns pictures into SVG and picks into moves, and every
 * move a person makes is checked by the rules themselves.
 */
import type { Outcome, Player, Problem } from './game.ts';

/**
 * What a mark is drawn in: the board's lines and shades, a player's colour
 * (1, 2, …), or a colour the game names (bidirectional-line's red and blue).
 */
export type Ink = 'grid' | 'ink' | 'shade' | 'mark' | 'red' | 'blue' | Player;

/** A polyline's points as x0, y0, x1, y1, …; x grows to the right, y downwards. */
export type Path = readonly number[];

export type Mark =
  | { line: Path; ink: Ink; width?: number; dash?: boolean }
  | { area: Path; ink: Ink }
  | { dot: readonly [number, number]; r: number; ink: Ink }
  | { ring: readonly [number, number]; r: number; ink: Ink; width: number }
  | { text: string; at: readonly [number, number]; size: number; ink: Ink };

/** A position drawn in board units: its extent, then its marks in drawing order. */
export interface Picture {
  box: { x: number; y: number; width: number; height: number };
  marks: Mark[];
}

/** Something on the board a person may pick: a cell, a wall, a dot, a vertex or a section. */
export interface Spot {
  /** Unique in the position; what picks are made of. */
  key: string;
  /** Its centre: where the keyboard cursor is and a line to the pointer starts. */
  at: readonly [number, number];
  /** Where a pointer picks it: a polygon, or a circle of radius `r` about `at`. */
  hit: { area: Path } | { r: number };
  /** What a screen reader says of it ("cell 3,4"). */
  label: string;
}

export interface GameView<S, M> {
  /** The board a new game is offered on: one a person finishes in a few minutes. */
  playBoard: { width: number; height: number; players?: number; rounds?: number };
  picture(s: S): Picture;
  /** Every spot of the position, legal or not, so that an illegal pick is told its rule. */
  spots(s: S): Spot[];
  /** The keys a person picks, in order, to make the legal move `m`: one or two. */
  picks(s: S, m: M): string[];
  /** Whether the two picks of the legal move `m` may come in either order (the loop game's closing segment, which joins two dots either way). */
  unordered?(s: S, m: M): boolean;
  /**
   * The move a person means by these picks (a legal move's picks give that
   * move), so the rules can say why it is illegal when it is: picks that
   * start a move are completed the likeliest way.
   */
  attempt(s: S, picks: readonly string[]): M;
  /** Marks that show why a refused move breaks its rule, drawn over the picture until the next pick (labyrinth's false claim: its counter-example). */
  refusal?(s: S, m: M, problem: Problem): Mark[];
  /** Moves made by a button rather than on the board (labyrinth's claim). */
  actions?(s: S): { label: string; move: M }[];
  /** The scores so far, in a game that scores as it goes (by rounds); a finished game's are its outcome's. */
  scores?(s: S): Record<number, number>;
  /** A finished game's outcome in words: who won, and why. */
  says(o: Outcome): string;
  /** Whether a line follows the pointer from the first pick until the second (moves that draw a segment). */
  rubberBand?: boolean;
}
