/**
 * Exact play of simple-maze once at most SOLVABLE cells are untaken (the
 * whole game on boards of up to SOLVABLE + 1 cells). Only the untaken cells
 * matter: a position is the set of untaken cells (a bit mask), the last cell
 * and the parity of the X count so far, and the mover follows from the mask.
 * A memoised search over those positions finds the moves that force the
 * mover's parity, without touching the rest of the board. The rule that a
 * player goes on from the last cell leaves few positions: a whole 6×5 game
 * is about 19 000 of them, solved in milliseconds.
 */
import { popcount } from '../../core/bits.ts';
import { orthogonalNeighbours } from '../../core/grid.ts';
import { isTaken, segment, type Move, type State } from './rules.ts';

/** Untaken cells greedy solves to the end: its endgame, cheap at any point of a game. */
export const ENDGAME = 14;
/** Untaken cells the search takes at most: masks are 32-bit integers, and the positions stay few. */
export const SOLVABLE = 30;

/** The first move that wins by force, if the mover has one, with at most ENDGAME cells untaken. */
export function endgameMove(s: State): Move | null {
  return s.cells - 1 - s.moves <= ENDGAME ? (winningMoves(s, 1)?.[0] ?? null) : null;
}

/**
 * The moves that win by force for the mover, at most `most` of them (none
 * when the position is lost), or null past SOLVABLE untaken cells.
 */
export function winningMoves(s: State, most = Infinity): Move[] | null {
  const untaken: number[] = [];
  for (let c = 0; c < s.entry.length; c++) if (!s.entry[c]) untaken.push(c);
  const k = untaken.length;
  if (k === 0 || k > SOLVABLE) return null;
  const index = new Map(untaken.map((c, i) => [c, i]));
  const bitsOf = (c: number) => orthogonalNeighbours(s.width, s.height, c).reduce((m, n) => (index.has(n) ? m | (1 << index.get(n)!) : m), 0);
  const near = untaken.map(bitsOf);
  /** Whether each untaken cell touches a cell that is taken now. */
  const touchesTaken = untaken.map((c) => orthogonalNeighbours(s.width, s.height, c).some((n) => isTaken(s, n)));
  const nearLast = bitsOf(s.last);
  // Win (1) or loss (2) by position; a Map where a table of every mask would be too big.
  const memo = k <= ENDGAME ? new Int8Array((1 << k) * (k + 1) * 2) : new Map<number, number>();
  const recall = (key: number) => (memo instanceof Map ? (memo.get(key) ?? 0) : memo[key]);
  const remember = (key: number, value: number) => (memo instanceof Map ? memo.set(key, value) : (memo[key] = value));

  /** Moves open in a position: `to` cells as bits. `last` is an index, or k for the current last cell. */
  const targets = (mask: number, last: number) => {
    const forced = (last === k ? nearLast : near[last]) & mask;
    if (forced) return forced;
    let free = 0;
    for (let i = 0; i < k; i++) if (mask & (1 << i) && (touchesTaken[i] || near[i] & ~mask)) free |= 1 << i;
    return free;
  };
  /** Parity after taking `to`, and whether the mover of `mask` then wins. */
  const after = (mask: number, to: number, odd: number): boolean => {
    const rest = mask & ~(1 << to);
    const parity = near[to] & rest ? odd : odd ^ 1;
    const mover = ((s.moves + k - popcount(mask)) % 2) + 1;
    if (rest === 0) return (parity === 1) === (mover === 1);
    return !wins(rest, to, parity);
  };
  const wins = (mask: number, last: number, odd: number): boolean => {
    const key = (mask * (k + 1) + last) * 2 + odd;
    const known = recall(key);
    if (known) return known === 1;
    let result = false;
    for (let t = targets(mask, last), to = 0; t && !result; t >>= 1, to++) if (t & 1) result = after(mask, to, odd);
    remember(key, result ? 1 : 2);
    return result;
  };

  const all = (1 << k) - 1;
  const odd = s.xCells.length % 2;
  const moves: Move[] = [];
  for (let t = targets(all, k), to = 0; t && moves.length < most; t >>= 1, to++) {
    if (!(t & 1) || !after(all, to, odd)) continue;
    const cell = untaken[to];
    const from = nearLast & (1 << to) ? s.last : orthogonalNeighbours(s.width, s.height, cell).find((n) => isTaken(s, n))!;
    moves.push(segment(s, from, cell));
  }
  return moves;
}
