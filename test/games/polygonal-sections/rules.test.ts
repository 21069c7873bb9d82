import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point } from '../../../src/core/game.ts';
import type { SectionsMaze } from '../../../src/games/polygonal-sections/walls.ts';
import { replayPosted } from '../../../src/service/wire.ts';
import { Rng } from '../../../src/core/rng.ts';
import { orient } from '../../../src/games/polygonal-sections/geometry.ts';
import { polygonalSections as game } from '../../../src/games/polygonal-sections/index.ts';
import * as rules from '../../../src/games/polygonal-sections/rules.ts';
import { sectionOf } from '../../../src/games/polygonal-sections/sections.ts';

type P = [number, number];
const seg = (from: P, to: P) => ({ from, to });
const fill = (x: number, y: number) => ({ fill: [x, y] });
const params = (width: number, height: number, players = 2) => game.rules.params({ maxSide: 60 }).parse({ width, height, players });
const run = (moves: unknown[], p = params(3, 3)) => replayPosted<rules.State>(game, p, moves);
const violation = (moves: unknown[], p = params(3, 3)) => run(moves, p).verdict.violation;

/** 2×2: the one interior vertex [1,1] is touched by a diagonal from [0,0]; the square [0,0] splits in two. */
const diagonal = seg([0, 0], [1, 1]);
// Sections of that board: the triangles above (T1) and below (T2) the diagonal, and the three other squares.
const T1 = fill(0.75, 0.25);
const T2 = fill(0.25, 0.75);
const S10 = fill(1.5, 0.5);
const S11 = fill(1.5, 1.5);
const S01 = fill(0.5, 1.5);

describe('polygonal-sections phase 1 (docs/rules.md#polygonal-sections)', () => {
  it('a 2×2 board has five sections after one diagonal, and phase 2 begins', () => {
    const { state, verdict } = run([diagonal], params(2, 2));
    expect(verdict).toMatchObject({ legal: true, finished: false, toMove: 2 });
    const sections = Array.from({ length: state.sections!.count }, (_, id) => sectionOf(state.sections!, id));
    expect(sections).toHaveLength(5);
    expect(sections.map((s) => s.inside.map(Math.floor))).toEqual([[0, 0], [0, 0], [1, 0], [0, 1], [1, 1]]);
    const triangles = sections.filter((s) => s.polygon.length === 3).map((s) => s.polygon);
    expect(triangles).toEqual([
      [[0, 0], [1, 0], [1, 1]],
      [[1, 1], [0, 1], [0, 0]],
    ]);
    // The diagonal separates the triangles; grid lines do not.
    const { start, next } = state.sections!.adjacent;
    const adjacentTo = (i: number) => [...next.subarray(start[i], start[i + 1])].sort();
    expect([0, 1, 2, 3, 4].map(adjacentTo)).toEqual([[2], [3], [0, 4], [1, 4], [2, 3]]);
  });

  it('from-untouched, to-touched, same-point, off-board', () => {
    expect(violation([seg([1, 1], [2, 2])])).toMatchObject({ index: 0, rule: 'from-untouched' });
    expect(violation([seg([0, 0], [3, 0])])).toMatchObject({ rule: 'to-touched' });
    expect(violation([seg([0, 0], [0, 0])])).toMatchObject({ rule: 'same-point' });
    expect(violation([seg([0, 0], [4, 1])])).toMatchObject({ rule: 'off-board' });
  });

  it('crosses: at a point between lattice points', () => {
    // y = 1 + x/2 and y = 2 − x/2 meet at [1, 1.5].
    const v = violation([seg([0, 1], [2, 2]), seg([0, 2], [2, 1])]);
    expect(v).toMatchObject({ index: 1, rule: 'crosses' });
    expect(v?.message).toContain('meets the segment from [0,1] to [2,2]');
  });

  it('crosses: through a touched lattice point, and along a segment from the same start', () => {
    expect(violation([seg([0, 0], [2, 2]), seg([0, 1], [2, 1])])).toMatchObject({ rule: 'crosses' });
    expect(violation([seg([0, 0], [1, 1]), seg([0, 0], [2, 2])])).toMatchObject({ rule: 'crosses' });
    expect(violation([seg([0, 0], [1, 1]), seg([3, 3], [2, 2]), seg([1, 1], [2, 2])])?.rule).toBe('to-touched');
  });

  it('a segment may start on another segment and pass through untouched vertices, touching them', () => {
    const { state, verdict } = run([seg([0, 0], [2, 2]), seg([1, 1], [2, 1])]);
    expect(verdict.legal).toBe(true);
    const { state: s4 } = run([seg([0, 0], [3, 3])], params(4, 4));
    expect(([[1, 1], [2, 2], [3, 3], [2, 1]] as Point[]).map((p) => s4.touched[rules.vertex(s4, p)])).toEqual([1, 1, 1, 0]);
    expect(state.touched[rules.vertex(state, [2, 1])]).toBe(1);
  });

  it('phase: no fill while vertices are untouched, no segment after', () => {
    expect(violation([fill(0.5, 0.5)])).toMatchObject({ rule: 'phase' });
    expect(violation([diagonal, seg([0, 0], [1, 0])], params(2, 2))).toMatchObject({ index: 1, rule: 'phase' });
  });

  it('random legal play never produces crossing or overlapping walls', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 9 }), fc.integer({ min: 2, max: 9 }), fc.string(), (w, h, seed) => {
        const rng = new Rng(seed);
        const s = rules.start(params(w, h));
        while (!s.sections) rules.apply(s, rules.randomMove(s, rng));
        const drawn = (i: number): Point[] => [
          [s.segments[4 * i], s.segments[4 * i + 1]],
          [s.segments[4 * i + 2], s.segments[4 * i + 3]],
        ];
        for (let i = 0; i < s.segments.length / 4; i++) {
          for (let j = i + 1; j < s.segments.length / 4; j++) {
            const [a, b] = drawn(i);
            const [p, r] = drawn(j);
            const [o1, o2, o3, o4] = [orient(...a, ...b, ...p), orient(...a, ...b, ...r), orient(...p, ...r, ...a), orient(...p, ...r, ...b)];
            expect(o1 * o2 < 0 && o3 * o4 < 0, 'proper crossing').toBe(false);
            if (o1 === 0 && o2 === 0) {
              // Collinear: they may share at most one end point.
              const along = (v: Point) => (v[0] - a[0]) * (b[0] - a[0]) + (v[1] - a[1]) * (b[1] - a[1]);
              const [lo1, hi1] = [0, along(b)].sort((x, y) => x - y);
              const [lo2, hi2] = [along(p), along(r)].sort((x, y) => x - y);
              expect(Math.min(hi1, hi2) - Math.max(lo1, lo2) <= 0, 'overlap').toBe(true);
            }
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('polygonal-sections phase 2', () => {
  const board = params(2, 2);

  it('corridors and points with 2 players: dead ends score, and so does the last section', () => {
    const moves = [diagonal, S11, S10, T1, S01, T2];
    const v = run(moves, board).verdict;
    expect(v).toMatchObject({ legal: true, finished: true });
    expect(v.outcome).toEqual({ winners: [2], scores: { 1: 0, 2: 2 }, reason: 'points', details: { sections: 5, segments: 1 } });
  });

  it('tied leaders share the win with 3 players', () => {
    const v = run([diagonal, S11, S10, T1, S01, T2], params(2, 2, 3)).verdict;
    expect(v.outcome).toMatchObject({ winners: [1, 3], scores: { 1: 1, 2: 0, 3: 1 } });
  });

  it('not-in-corridor, already-filled, not-in-section', () => {
    expect(violation([diagonal, S11, T1], board)).toMatchObject({ index: 2, player: 1, rule: 'not-in-corridor' });
    expect(violation([diagonal, S11, S11], board)).toMatchObject({ rule: 'already-filled' });
    for (const [x, y] of [[1, 0.5], [0.5, 0.5], [2.5, 0.5], [0.5, 0], [-0.1, 0.5]]) {
      expect(violation([diagonal, fill(x, y)], board), `${x},${y}`).toMatchObject({ rule: 'not-in-section' });
    }
    // A point a hair above the diagonal is inside T1, decided exactly.
    expect(violation([diagonal, S10, fill(0.5000000001, 0.5)], board)).toBeNull();
  });

  it('the maze: walls are the boundary and the segments; the way runs through sections', () => {
    const { state } = run([diagonal, S11, S10, T1, S01, T2], board);
    const [maze] = game.rules.mazes(state) as SectionsMaze[];
    const runs = (walls: Iterable<readonly number[]>) => [...walls].map(String).sort();
    expect(runs(maze.walls)).toEqual(runs([[0, 0, 0, 2], [0, 0, 1, 1], [1, 0, 2, 0], [0, 2, 1, 2], [2, 0, 2, 2]]));
    // In at the top of T1, through its centre, across x = 1 into [1,0], down through [1,1] and out.
    expect(maze.solution).toEqual([[0.5, -0.5], [0.5, 0], [2 / 3, 1 / 3], [1, 0.5], [1.5, 0.5], [1.5, 2.5]]);
    expect(maze.stats).toMatchObject({ sections: 5, solutionLength: 3 });
    expect(maze.sections).toHaveLength(5);
  });
});
