/**
 * A game at the table: its setup (game, parameters, seats, seed), the moves
 * made, and the moves undone that redo brings back. The position is always
 * the rules' replay of the moves made, so undo, redo and the move list can
 * never reach a position the log does not give.
 */
import type { BaseParams, Player, Problem } from '../core/game.ts';
import type { PlayGame } from './games.ts';

/** Who sits in a seat: a person at this device, or a bot by name. */
export type Seat = 'person' | string;

export interface Setup {
  game: string;
  params: BaseParams & { rounds?: number };
  seats: Seat[];
  /** Seeds the bots' choices: the same setup, seed and log give the same bot moves. */
  seed: string;
}

export class Session {
  state: unknown;
  /** The player who made each move made. */
  private movers: Player[] = [];

  constructor(
    readonly entry: PlayGame,
    readonly setup: Setup,
    /** The moves made, in notation, in order. */
    readonly moves: unknown[] = [],
    /** Undone moves, the next to redo last. */
    readonly undone: unknown[] = [],
  ) {
    this.state = this.replayed(moves.length);
  }

  get rules() {
    return this.entry.game.rules;
  }

  get toMove(): Player | null {
    return this.rules.toMove(this.state);
  }

  /** Who sits in the seat of the player to move, or null once the game is over. */
  get seatToMove(): Seat | null {
    const p = this.toMove;
    return p === null ? null : this.setup.seats[p - 1];
  }

  /** The rules' problem with `m` in the position, or null when it is legal. */
  problem(m: unknown): Problem | null {
    return this.rules.check(this.state, m);
  }

  /** Makes a legal move; the moves undone are dropped, as a new move replaces them. */
  play(m: unknown): void {
    this.undone.length = 0;
    this.advance(m);
  }

  /**
   * Back to before the person's previous move: bots' moves are taken back
   * with it. With no person at the table, one move.
   */
  undo(): boolean {
    if (this.moves.length === 0) return false;
    const people = this.setup.seats.includes('person');
    for (;;) {
      this.undone.push(this.moves.pop());
      const mover = this.movers.pop() as Player;
      if (!people || this.moves.length === 0 || this.setup.seats[mover - 1] === 'person') break;
    }
    this.state = this.replayed(this.moves.length);
    return true;
  }

  /** Forward again: the next undone move, and the bots' moves after it up to a person's turn. */
  redo(): boolean {
    if (this.undone.length === 0) return false;
    const people = this.setup.seats.includes('person');
    do this.advance(this.undone.pop());
    while (people && this.undone.length > 0 && this.seatToMove !== 'person');
    return true;
  }

  /** The position after `n` of all the moves, made and undone (the move list). */
  goTo(n: number): void {
    const all = this.allMoves;
    if (n < 0 || n > all.length) return;
    this.moves.splice(0, Infinity, ...all.slice(0, n));
    this.undone.splice(0, Infinity, ...all.slice(n).reverse());
    this.state = this.replayed(n);
  }

  /** Every move, made then undone, in playing order. */
  get allMoves(): unknown[] {
    return [...this.moves, ...this.undone.toReversed()];
  }

  private advance(m: unknown): void {
    this.movers.push(this.toMove as Player);
    this.rules.apply(this.state, m);
    this.moves.push(m);
  }

  /** The position after the first n moves made, replayed by the rules; it records who made each. */
  private replayed(n: number): unknown {
    const state = this.rules.start(this.setup.params);
    this.movers = [];
    for (let i = 0; i < n; i++) {
      this.movers.push(this.rules.toMove(state) as Player);
      this.rules.apply(state, this.moves[i]);
    }
    return state;
  }
}
