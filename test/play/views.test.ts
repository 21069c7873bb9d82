/**
 * Every game's view (core/view.ts) against its rules, over seeded random
 * games on small boards: each legal move is made by its picks (either way
 * round where the view says they may come in either order), picks never
 * leave a move ambiguous, every spot may be picked, and what is drawn is
 * drawn in numbers.
 */
import { describe, expect, it } from 'vitest';
import type { Mark } from '../../src/core/view.ts';
import { Rng } from '../../src/core/rng.ts';
import { playGames } from '../../src/play/games.ts';
import { choicesOf } from '../../src/play/picker.ts';

const BOARDS: [number, number][] = [
  [2, 2],
  [3, 2],
  [4, 3],
];
const GAMES = 6;

/** A move's notation without the optional player key, for comparing. */
const plain = (m: unknown) => JSON.stringify(m, (k, v) => (k === 'player' ? undefined : v));

const numbersOf = (m: Mark): number[] => ('line' in m ? [...m.line] : 'area' in m ? [...m.area] : 'dot' in m ? [...m.dot, m.r] : 'ring' in m ? [...m.ring, m.r, m.width] : [...m.at, m.size]);

describe.each([...playGames.values()].map((entry) => [entry.game.id, entry] as const))('the view of %s', (_id, { game, view }) => {
  const { rules } = game;
  const boards = [...BOARDS, [view.playBoard.width, view.playBoard.height] as [number, number]];
  it.each(boards)('makes every legal move by its picks on %i×%i, and refuses no spot without a rule', (width, height) => {
    const params = rules.params({ maxSide: 50 }).parse({ ...view.playBoard, width, height });
    for (let g = 0; g < GAMES; g++) {
      const rng = new Rng(`views/${game.id}/${width}x${height}/${g}`);
      const state = rules.start(params);
      for (let player = rules.toMove(state); player !== null; player = rules.toMove(state)) {
        const spots = view.spots(state);
        const keys = new Set(spots.map((s) => s.key));
        expect(keys.size, 'spot keys are unique').toBe(spots.length);
        const legal = rules.legalMoves(rules.clone(state));
        const { moves, picks } = choicesOf(view, state, legal);
        const seen = new Map<string, string>();
        moves.forEach((m, i) => {
          const p = picks[i];
          expect(p.length).toBeGreaterThan(0);
          for (const k of p) expect(keys.has(k), `pick ${k} of ${plain(m)} is a spot`).toBe(true);
          expect(plain(view.attempt(state, p)), `the picks of ${plain(m)} mean it`).toBe(plain(m));
          const joined = p.join(' ');
          expect(seen.get(joined), `two moves share the picks ${joined}`).toBeUndefined();
          seen.set(joined, plain(m));
        });
        for (const joined of seen.keys())
          for (const other of seen.keys()) if (other !== joined) expect(other.startsWith(`${joined} `), `picks ${joined} are a prefix of ${other}`).toBe(false);
        for (const s of spots) {
          const attempt = view.attempt(state, [s.key]);
          expect(rules.move.safeParse(attempt).success, `the attempt at ${s.key} is a move of the notation`).toBe(true);
          rules.check(state, attempt);
        }
        const picture = view.picture(state);
        expect(picture.box.width).toBeGreaterThan(0);
        for (const m of picture.marks) for (const n of numbersOf(m)) expect(Number.isFinite(n)).toBe(true);
        for (const a of view.actions?.(state) ?? []) expect(rules.move.safeParse(a.move).success).toBe(true);
        const move = legal.length > 0 ? legal[rng.int(legal.length)] : rules.randomMove(state, rng);
        expect(rules.check(state, move)).toBeNull();
        rules.apply(state, move);
      }
      const outcome = rules.outcome(state);
      expect(outcome).not.toBeNull();
      expect(view.says(outcome as NonNullable<typeof outcome>)).toMatch(/\w/);
    }
  });
});
