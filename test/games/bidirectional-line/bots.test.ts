/** bidirectional-line's greedy move, which is also mcts's playout policy there: legal in every position it meets. */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.ts';
import { greedyMove } from '../../../src/games/bidirectional-line/bots.ts';
import { bidirectionalLine as line } from '../../../src/games/bidirectional-line/index.ts';

describe('bidirectional-line greedy move (mcts playouts)', () => {
  it('plays only legal moves, from the first to the last, on boards from 1×1 to 7×5, mixed with random moves as a search mixes them', () => {
    const rng = new Rng('playouts');
    let moves = 0;
    for (const [width, height] of [[1, 1], [2, 1], [2, 2], [3, 3], [5, 4], [7, 5]]) {
      for (let game = 0; game < 20; game++) {
        const s = line.rules.start({ width, height });
        while (line.rules.toMove(s) !== null) {
          const move = rng.float() < 0.3 ? line.rules.randomMove(s, rng) : greedyMove(s, rng);
          expect(line.rules.check(s, move), JSON.stringify(move)).toBeNull();
          line.rules.apply(s, move);
          moves++;
        }
      }
    }
    expect(moves).toBeGreaterThan(500);
  });
});
