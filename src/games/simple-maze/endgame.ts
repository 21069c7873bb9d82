/**
 * Exact play of simple-maze's last few moves. Once at most ENDGAME cells are
 * untaken, only they matter: a position is the set of untaken cells (a bit
 * mask), the last cell and the parity of the X count so far, and the mover
 * follows from the mask. A memoised search over those positions finds a move
 * that forces the mover's parity, without touching the rest of the board.
 */
import { popcount } from '../../core/bits.ts';
import { orthogonalNeighbours } from '../../core/grid.ts';
import { segment, type Move, type State } from './rules.ts';

export const ENDGAME = 14;

export function endgameMove(s: State): Move | null {
  const untaken: number[] = [];
  for (let c = 0; c < s.taken.length; c++) if (!s.taken[c]) untaken.push(c);
  const k = untaken.length;
  if (k === 0 || k > ENDGAME) return null;
  const index = new Map(untaken.map((c, i) => [c, i]));
  const bitsOf = (c: number) => orthogonalNeighbours(s.width, s.height, c).reduce((m, n) => (index.has(n) ? m | (1 << index.get(n)!) : m), 0);
  const near = untaken.map(bitsOf);
  /** Whether each untaken cell touches a cell that is taken now. */
  const touchesTaken = untaken.map((c) => orthogonalNeighbours(s.width, s.height, c).some((n) => s.taken[n]));
  const nearLast = bitsOf(s.last);
  const memo = new Int8Array((1 << k) * (k + 1) * 2);

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
    if (memo[key]) return memo[key] === 1;
    let result = false;
    for (let t = targets(mask, last), to = 0; t && !result; t >>= 1, to++) if (t & 1) result = after(mask, to, odd);
    memo[key] = result ? 1 : 2;
    return result;
  };

  const all = (1 << k) - 1;
  const odd = s.xCells.length % 2;
  for (let t = targets(all, k), to = 0; t; t >>= 1, to++) {
    if (!(t & 1) || !after(all, to, odd)) continue;
    const cell = untaken[to];
    const from = nearLast & (1 << to) ? s.last : orthogonalNeighbours(s.width, s.height, cell).find((n) => s.taken[n])!;
    return segment(s, from, cell);
  }
  return null;
}
