/** How alike two mazes are (src/service/likeness.ts): passages as unit steps, their shared share, and solution paths. */
import { describe, expect, it } from 'vitest';
import { cellMaze, EAST, SOUTH } from '../../src/core/cell-maze.ts';
import { Rng } from '../../src/core/rng.ts';
import { jaccard, passages, pathKey } from '../../src/service/likeness.ts';
import { botDocument } from '../../src/service/mazes.ts';
import { games } from '../../src/games/index.ts';
import { dfsMaze } from '../../bench/baseline.ts';

const dfs = (side: number, seed: string) => cellMaze(side, side, dfsMaze(side, side, new Rng(seed)));

describe('the likeness of mazes', () => {
  it('counts a grid maze’s open edges between cells: a perfect maze has one fewer than its cells', () => {
    const maze = dfs(8, 'a');
    expect(passages(maze).size).toBe(63);
    // A 2×2 maze open east from [0,0] and south from both top cells: exactly those three edges.
    const small = cellMaze(2, 2, Uint8Array.of(EAST | SOUTH, SOUTH, 0, 0));
    expect([...passages(small)].sort()).toEqual(['0,1,1,0', '1,0,0,1', '1,1,1,0']);
  });

  it('gives 1 for a maze and itself, and about what two backtracker mazes share for two of them', () => {
    const [a, b] = [dfs(12, 'a'), dfs(12, 'b')];
    expect(jaccard(passages(a), passages(a))).toBe(1);
    const shared = jaccard(passages(a), passages(b));
    expect(shared).toBeGreaterThan(0.25);
    expect(shared).toBeLessThan(0.6);
    expect(pathKey(a)).not.toBe(pathKey(b));
  });

  it('compares lines mazes by their drawn steps and mazes of sections by their walls’ pieces, whichever way a segment runs', () => {
    for (const id of ['bidirectional-line', 'polygonal-sections']) {
      const game = games.get(id)!;
      const params = game.rules.params({ maxSide: 8 }).parse({ width: 6, height: 6 });
      const [maze] = botDocument(game, params, [game.profile.defaultBot, game.profile.defaultBot], 'likeness', null).mazes;
      const keys = passages(maze);
      expect(keys.size).toBeGreaterThan(0);
      // Every key is a step from its lower end: down, or rightwards along a row.
      for (const k of keys) {
        const [, , dx, dy] = k.split(',').map(Number);
        expect(dy > 0 || (dy === 0 && dx > 0), k).toBe(true);
      }
    }
  });
});
