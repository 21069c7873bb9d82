import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { treeParents } from '../../../src/core/grid.ts';
import { cellMaze } from '../../../src/core/cell-maze.ts';
import { replayPosted } from '../../../src/service/wire.ts';
import { Rng } from '../../../src/core/rng.ts';
import { labyrinth } from '../../../src/games/labyrinth/index.ts';
import * as rules from '../../../src/games/labyrinth/rules.ts';
import { moveSpace } from '../../helpers/move-space.ts';

const door = (a: [number, number], b: [number, number], player?: number) => ({ door: [a, b], ...(player ? { player } : {}) });

function verdictOf(moves: unknown[], width = 3, height = 3) {
  return replayPosted(labyrinth, { width, height }, moves).verdict;
}

/** A complete 2×3 (w×h) maze: a snake through all six cells. */
const snake = [door([0, 0], [1, 0]), door([1, 0], [1, 1]), door([1, 1], [0, 1]), door([0, 1], [0, 2]), door([0, 2], [1, 2])];

describe('labyrinth rules (docs/rules.md#labyrinth)', () => {
  it('ends in a draw when the maze is complete', () => {
    const v = verdictOf(snake, 2, 3);
    expect(v).toMatchObject({ legal: true, finished: true, toMove: null, applied: 5 });
    expect(v.outcome).toEqual({ winners: [], scores: { 1: 0, 2: 0 }, reason: 'complete', details: { doors: 5 } });
  });

  it('loop (rule 1) ends the game: the mover loses', () => {
    const path = [door([0, 0], [1, 0]), door([1, 1], [0, 1]), door([2, 2], [2, 1]), door([2, 0], [2, 1]), door([1, 0], [1, 1])];
    const v = verdictOf([...path, door([0, 0], [0, 1])]);
    expect(v).toMatchObject({ legal: false, finished: true, applied: 5, toMove: null });
    expect(v.violation).toEqual({
      index: 5,
      player: 2,
      rule: 'loop',
      message: 'move 6 (index 5): rule 1: cells [0,0] and [0,1] are already connected, a door between them makes a loop',
    });
    expect(v.outcome).toEqual({ winners: [1], scores: { 1: 1, 2: 0 }, reason: 'violation', details: { loser: 2, rule: 'loop' } });
  });

  it('own-last-door (rule 2): a door may not touch a cell of the mover’s previous door', () => {
    const v = verdictOf([door([0, 0], [1, 0]), door([2, 2], [2, 1]), door([1, 0], [2, 0])]);
    expect(v.violation).toMatchObject({ index: 2, player: 1, rule: 'own-last-door' });
    expect(v.violation?.message).toContain("player 1's previous door between [0,0] and [1,0]");
    expect(v.outcome).toMatchObject({ winners: [2], reason: 'violation' });
    // The opponent's previous door does not bind the mover.
    expect(verdictOf([door([0, 0], [1, 0]), door([1, 0], [2, 0])]).legal).toBe(true);
  });

  it('outer-wall (rule 3): a door with one cell outside the board loses', () => {
    for (const [a, b] of [[[0, 0], [-1, 0]], [[2, 2], [2, 3]], [[0, 0], [0, -1]]] as [number, number][][]) {
      const v = verdictOf([door(a as [number, number], b as [number, number])]);
      expect(v.violation).toMatchObject({ index: 0, rule: 'outer-wall' });
      expect(v).toMatchObject({ finished: true, outcome: { winners: [2], reason: 'violation' } });
    }
  });

  it('move codes: every wall of the east column and the south row is an outer wall, every other wall a door', () => {
    for (const [width, height] of [[1, 1], [1, 4], [4, 1], [2, 2], [3, 5], [5, 3]]) {
      const s = rules.start({ width, height } as rules.Params);
      for (let code = 0; code < 2 * width * height; code++) {
        const [x, y] = [(code >> 1) % width, Math.floor((code >> 1) / width)];
        const outer = code & 1 ? y === height - 1 : x === width - 1;
        expect(rules.codes.check(s, code)?.rule ?? null, `${width}×${height} code ${code}`).toBe(outer ? 'outer-wall' : null);
        expect(rules.wallCells(s, code)[1]).toBe(code & 1 ? (code >> 1) + width : (code >> 1) + 1);
      }
    }
  });

  it('false-claim (rule 4) loses and names an unconnected pair', () => {
    const v = verdictOf([door([0, 0], [1, 0]), { claim: 'complete', player: 2 }], 2, 2);
    expect(v.violation).toEqual({
      index: 1,
      player: 2,
      rule: 'false-claim',
      message: 'move 2 (index 1): rule 4: the maze is not complete: cells [0,0] and [0,1] are not connected',
    });
    expect(v.outcome).toMatchObject({ winners: [1], reason: 'violation', details: { loser: 2, rule: 'false-claim' } });
  });

  it('rejects malformed moves without an outcome', () => {
    const cases: [unknown, string][] = [
      [door([-1, 0], [-2, 0]), 'off-board'],
      [door([0, 0], [1, 1]), 'not-adjacent'],
      [door([0, 0], [0, 0]), 'not-adjacent'],
      [{ door: [[0, 0]] }, 'format'],
      [{ claim: 'done' }, 'format'],
      [{ door: [[0, 0], [1, 0]], claim: 'complete' }, 'format'],
      [door([0, 0], [1, 0], 2), 'wrong-player'],
    ];
    for (const [move, rule] of cases) {
      const v = verdictOf([move]);
      expect(v.violation?.rule, JSON.stringify(move)).toBe(rule);
      expect(v).toMatchObject({ finished: false, outcome: null, toMove: 1 });
    }
    const again = verdictOf([door([0, 0], [1, 0]), door([1, 0], [0, 0])]);
    expect(again.violation).toMatchObject({ index: 1, rule: 'already-open' });
    expect(again.finished).toBe(false);
  });

  it('a player with no door keeping rules 1 and 2 loses as stuck', () => {
    // 2×2: after [0,0]-[1,0] and [0,1]-[1,1], both remaining walls touch player 1's door.
    const v = verdictOf([door([0, 0], [1, 0]), door([0, 1], [1, 1])], 2, 2);
    expect(v).toMatchObject({ legal: true, finished: true, toMove: null });
    expect(v.outcome).toEqual({ winners: [2], scores: { 1: 0, 2: 1 }, reason: 'stuck', details: { loser: 1 } });
    expect(verdictOf([door([0, 0], [1, 0]), door([0, 1], [1, 1]), door([0, 0], [0, 1])], 2, 2).violation?.rule).toBe('game-over');
  });

  it('game-over after a losing violation or a complete maze', () => {
    expect(verdictOf([...snake, door([1, 2], [1, 1])], 2, 3).violation).toMatchObject({ index: 5, rule: 'game-over' });
  });

  it('says stuck exactly when the player to move has no legal door (checked by brute force)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 2, max: 4 }), fc.string(), (w, h, seed) => {
        const rng = new Rng(seed);
        const s = rules.start({ width: w, height: h });
        while (rules.toMove(s) !== null) {
          const player = rules.toMove(s)!;
          const walls = (moveSpace(labyrinth, s) as rules.Move[]).filter((m) => rules.check(s, m) === null);
          expect(walls.length).toBeGreaterThan(0);
          rules.apply(s, rng.pick(walls));
          const next = 3 - player;
          if (s.result?.reason === 'stuck') {
            expect(s.result.loser).toBe(next);
            const copy = rules.clone(s);
            copy.result = null;
            expect((moveSpace(labyrinth, copy) as rules.Move[]).filter((m) => rules.check(copy, m) === null)).toEqual([]);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('keeps each component as a tree of its open doors, so the solution read off it is the one a search finds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 24 }), fc.integer({ min: 2, max: 24 }), fc.string(), fc.integer({ min: 0, max: 600 }), (w, h, seed, stop) => {
        const rng = new Rng(seed);
        const s = rules.start({ width: w, height: h });
        // Random doors join trees of every size, so trees are turned round, or given up when both are big;
        // some games stop early, the exit not yet reached.
        for (let k = 0; k < stop && rules.toMove(s) !== null; k++) rules.apply(s, rules.randomMove(s, rng));
        const tree = s.tree;
        if (tree) {
          let links = 0;
          for (let c = 0; c < w * h; c++) {
            const p = treeParents(w, tree)(c);
            if (p === c) continue;
            links++;
            // The link is an open door: EAST (1) or SOUTH (2) of the lower cell.
            expect(s.passages[Math.min(c, p)] & (Math.abs(c - p) === 1 ? 1 : 2)).not.toBe(0);
            expect(s.sets.find(c)).toBe(s.sets.find(p));
          }
          expect(links).toBe(s.doors);
        }
        expect(labyrinth.rules.mazes(s)[0].solution).toEqual(cellMaze(w, h, s.passages).solution);
        // A clone's arrays are its own: a door in the clone leaves the original's as they were.
        if (rules.toMove(s) !== null && tree) {
          const [before, doored, doorsAt] = [tree.slice(), s.doored.slice(), s.doorsAt.slice()];
          const copy = rules.clone(s);
          rules.apply(copy, rules.randomMove(copy, rng));
          expect(s.tree).toEqual(before);
          expect(s.doored).toEqual(doored);
          expect(s.doorsAt).toEqual(doorsAt);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('marks each side of a cell whose neighbour has a door or is off the board, after any play', () => {
    const sides = [
      [rules.WEST_SIDE, -1, 0],
      [rules.EAST_SIDE, 1, 0],
      [rules.NORTH_SIDE, 0, -1],
      [rules.SOUTH_SIDE, 0, 1],
    ] as const;
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.integer({ min: 2, max: 12 }), fc.string(), fc.constantFrom('random', 'maker'), fc.nat(200), (w, h, seed, bot, stop) => {
        const rng = new Rng(seed);
        const s = rules.start({ width: w, height: h });
        const player = labyrinth.profile.bots[bot].make(rng);
        for (let k = 0; k < stop && rules.toMove(s) !== null; k++) rules.apply(s, player.choose(s));
        for (let y = 0, c = 0; y < h; y++)
          for (let x = 0; x < w; x++, c++) {
            let expected = 0;
            for (const [side, dx, dy] of sides) {
              const [u, v] = [x + dx, y + dy];
              if (u < 0 || v < 0 || u >= w || v >= h || s.doorsAt[v * w + u] > 0) expected |= side;
            }
            expect(s.doored[c], `cell [${x},${y}]`).toBe(expected);
          }
      }),
      { numRuns: 300 },
    );
  });

  it('gives the tree up, not a move’s O(1), when a door joins two trees of hundreds of cells', () => {
    const side = 40;
    const s = rules.start({ width: side, height: side });
    const open = (a: [number, number], b: [number, number]) => rules.apply(s, door(a, b) as unknown as rules.Move);
    // Each half of the board a comb of 800 cells: every row's doors, and down the first column.
    for (let y = 0; y < side; y++) {
      for (let x = 0; x + 1 < side; x++) open([x, y], [x + 1, y]);
      if (y % (side / 2) > 0) open([0, y - 1], [0, y]);
    }
    expect(s.tree).not.toBeNull();
    open([5, side / 2 - 1], [5, side / 2]);
    expect(s.tree).toBeNull();
    expect(labyrinth.rules.mazes(s)[0].solution).toEqual(cellMaze(side, side, s.passages).solution);
    expect(rules.clone(s).tree).toBeNull();
  });

  it('draws the open doors as passages with the entrance and exit open', () => {
    const { state } = replayPosted<rules.State>(labyrinth, { width: 2, height: 3 }, snake);
    const [maze] = labyrinth.rules.mazes(state);
    expect(maze.solution).toEqual([[0.5, -0.5], [0.5, 0.5], [1.5, 0.5], [1.5, 1.5], [0.5, 1.5], [0.5, 2.5], [1.5, 2.5], [1.5, 3.5]]);
    expect(maze.stats).toMatchObject({ deadEnds: 0, junctions: 0, solutionLength: 6 });
  });
});
