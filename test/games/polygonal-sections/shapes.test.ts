/**
 * polygonal-sections on shaped boards (docs/rules.md, shaped boards): the
 * board is the region's squares and their corners, its boundary drawn from
 * the start; a vertex or fill off it is off-board; no segment leaves it;
 * drawing ends when its vertices are touched; every bot plays it.
 */
import { describe, expect, it } from 'vitest';
import { seatBots } from '../../../src/bots/seat.ts';
import { playGame } from '../../../src/core/play.ts';
import { regionOf, type Region } from '../../../src/core/region.ts';
import { Rng } from '../../../src/core/rng.ts';
import { polygonalSections as game } from '../../../src/games/polygonal-sections/index.ts';
import * as rules from '../../../src/games/polygonal-sections/rules.ts';
import type { SectionsMaze } from '../../../src/games/polygonal-sections/walls.ts';
import { regionOutline } from '../../../src/games/polygonal-sections/view.ts';
import { replayPosted } from '../../../src/service/wire.ts';
import { playedMoves } from '../../helpers/logs.ts';
import type { AnyGame } from '../../../src/service/game.ts';
import { perft } from '../../helpers/conformance.ts';

type P = [number, number];
type Shape = { shape?: string; mask?: string };
const params = (width: number, height: number, shape: Shape) => game.rules.params({ maxSide: 60 }).parse({ width, height, ...shape }) as rules.Params;
/** The L of three squares stretched to 4×4: every square but the bottom-right 2×2 block. */
const ELL = params(4, 4, { mask: '2x2.4' });
const run = (moves: unknown[], p = ELL) => replayPosted<rules.State>(game, p, moves);
const problem = (moves: unknown[], last: unknown, p = ELL) => rules.check(run(moves, p).state, last as rules.Move);

/** Plays random moves until drawing is over. */
function drawn(p: rules.Params, seed: string): rules.State {
  const s = rules.start(p);
  const rng = new Rng(seed);
  while (!s.sections) rules.apply(s, rules.randomMove(s, rng));
  return s;
}

describe('polygonal-sections on a shaped board', () => {
  it('starts with the region’s boundary vertices touched, its inner ones untouched, the rest off the board', () => {
    const s = rules.start(ELL);
    const untouched = Array.from({ length: s.untouched.size }, (_, i) => rules.vertexPoint(s, s.untouched.at(i))).sort();
    expect(untouched).toEqual(([[1, 1], [1, 2], [1, 3], [2, 1], [3, 1]] as P[]).sort());
    // [2,2] is the corner where the L turns: on the boundary, so touched.
    for (const p of [[0, 0], [4, 0], [4, 2], [2, 2], [2, 4], [0, 4]] as P[]) expect(s.touched[rules.vertex(s, p)], `${p}`).toBe(1);
    for (const p of [[3, 3], [4, 4], [3, 4], [4, 3]] as P[]) expect(s.touched[rules.vertex(s, p)], `${p}`).toBe(0);
  });

  it('a vertex off the shape is off-board, saying it lies outside the shape', () => {
    for (const [from, to] of [[[2, 2], [3, 3]], [[3, 3], [1, 1]], [[4, 4], [3, 1]]] as [P, P][]) {
      const found = problem([], { from, to });
      expect(found, `${from}–${to}`).toMatchObject({ rule: 'off-board', message: expect.stringContaining('outside the shape') });
    }
    // Off the grid is off the shape too; on the square board it is off the board as before.
    expect(problem([], { from: [-1, 0], to: [1, 1] })).toMatchObject({ rule: 'off-board', message: expect.stringContaining('outside the shape') });
    expect(rules.check(rules.start(params(4, 4, {})), { from: [-1, 0], to: [1, 1] })).toMatchObject({ rule: 'off-board', message: 'vertex [-1,0] is outside the 4×4 board' });
  });

  it('a fill point off the shape is off-board; one on its boundary is on a line', () => {
    const s = drawn(ELL, 'fill');
    for (const fill of [[3.5, 3.5], [3, 3.5], [2.5, 3], [4, 4], [5.5, 0.5], [-0.5, 1.5]] as P[])
      expect(rules.check(s, { fill }), `${fill}`).toMatchObject({ rule: 'off-board', message: expect.stringContaining('outside the shape') });
    for (const fill of [[2, 2.5], [2.5, 2], [0, 0.5], [2, 2]] as P[]) expect(rules.check(s, { fill }), `${fill}`).toMatchObject({ rule: 'not-in-section' });
  });

  it('a segment may not leave the region: it would meet the boundary', () => {
    // From the boundary out across the cut-away block and back in, through no drawn line.
    for (const [from, to] of [[[4, 2], [1, 3]], [[2, 4], [3, 1]], [[4, 1], [1, 3]]] as [P, P][]) {
      const found = problem([], { from, to });
      expect(found, `${from}–${to}`).toMatchObject({ rule: 'crosses', message: expect.stringContaining('boundary of the shape') });
    }
    // Through the corner where the L turns, inside the region's squares all the way: it touches the boundary there.
    expect(problem([], { from: [4, 0], to: [1, 3] })).toMatchObject({ rule: 'crosses', message: expect.stringContaining('boundary of the shape') });
    // From the boundary into the region, the corner where the L turns among them, is drawn.
    expect(problem([], { from: [2, 2], to: [1, 2] })).toBeNull();
    expect(problem([], { from: [4, 0], to: [3, 1] })).toBeNull();
    expect(problem([], { from: [2, 4], to: [1, 2] })).toBeNull();
    // Later, from a drawn segment's end out of the region.
    expect(problem([{ from: [4, 0], to: [3, 1] }], { from: [3, 1], to: [1, 3] })).toMatchObject({ rule: 'crosses' });
  });

  it('drawing ends when every vertex of the region is touched; the sections are the region’s faces', () => {
    for (const [p, seed] of [[ELL, 'a'], [params(12, 12, { shape: 'heart' }), 'b'], [params(16, 16, { shape: 'star' }), 'c']] as const) {
      const s = rules.start(p);
      const rng = new Rng(seed);
      const region = regionOf(p) as Region;
      while (!s.sections) {
        const board = Array.from(s.touched.keys()).filter((v) => s.board![v] !== 0);
        expect(board.some((v) => !s.touched[v])).toBe(true);
        rules.apply(s, rules.randomMove(s, rng));
      }
      // Every vertex of the region is touched, and no other.
      s.touched.forEach((t, v) => expect(t, `${rules.vertexPoint(s, v)}`).toBe(s.board![v] === 0 ? 0 : 1));
      // Sections only in the region's squares, and every such square has one.
      const { first } = s.sections;
      for (let sq = 0; sq < region.inside.length; sq++) expect(first[sq + 1] > first[sq], `square ${sq}`).toBe(region.inside[sq] === 1);
      expect(rules.toMove(s)).not.toBeNull();
    }
  });

  it('a region with no inner vertex starts filling at once, one section a square', () => {
    const s = rules.start(params(3, 3, { mask: '3x3.XQ' }));
    expect(s.sections?.count).toBe(5);
    expect(rules.legalMoves(s)).toHaveLength(5);
  });

  it('every bot finishes on a heart and a circle, with the region’s maze', () => {
    for (const bot of Object.keys(game.profile.bots)) {
      const side = Math.min(12, Math.floor(Math.sqrt(game.profile.bots[bot].maxCells ?? Infinity)));
      for (const shape of ['heart', 'circle']) {
        const p = params(side, side, { shape });
        const region = regionOf(p) as Region;
        const played = playGame(game.rules, p, seatBots(game.profile, [bot, bot], new Rng(`${bot}-${shape}`)));
        expect(game.rules.outcome(played.state), `${bot} ${shape}`).not.toBeNull();
        const { verdict } = replayPosted(game, p, JSON.parse(JSON.stringify(playedMoves(game, played))) as unknown[]);
        expect(verdict, `${bot} ${shape}`).toMatchObject({ legal: true, finished: true });
        const [maze] = game.rules.mazes(played.state) as SectionsMaze[];
        const [fx, fy, lx, ly] = [region.first % side, Math.floor(region.first / side), region.last % side, Math.floor(region.last / side)];
        expect(maze).toMatchObject({ entrance: { at: [fx, fy], side: 'top' }, exit: { at: [lx, ly], side: 'bottom' }, box: region.box });
        expect(maze.solution[0]).toEqual([fx + 0.5, fy - 0.5]);
        expect(maze.solution.at(-1)).toEqual([lx + 0.5, ly + 1.5]);
        expect(maze.stats.sections).toBe((played.state as rules.State).sections!.count);
      }
    }
  });

  it('the maze’s walls are the boundary (open at the entrance and exit) and the segments', () => {
    const s = drawn(ELL, 'walls');
    const [maze] = rules.mazes(s) as SectionsMaze[];
    const walls = [...maze.walls].map((w) => [...w]);
    // The unit steps the walls cover.
    const covered = new Set<string>();
    for (const [x1, y1, x2, y2] of walls) {
      const n = Math.max(Math.abs(x2 - x1), Math.abs(y2 - y1));
      for (let k = 0; k < n; k++) {
        const [ax, ay, bx, by] = [x1 + ((x2 - x1) * k) / n, y1 + ((y2 - y1) * k) / n, x1 + ((x2 - x1) * (k + 1)) / n, y1 + ((y2 - y1) * (k + 1)) / n];
        covered.add(ax < bx || (ax === bx && ay < by) ? `${ax},${ay},${bx},${by}` : `${bx},${by},${ax},${ay}`);
      }
    }
    for (const edge of ['1,0,2,0', '2,0,3,0', '3,0,4,0', '4,0,4,1', '4,1,4,2', '2,2,3,2', '3,2,4,2', '2,2,2,3', '2,3,2,4', '0,4,1,4', '0,0,0,1', '0,3,0,4']) expect(covered.has(edge), edge).toBe(true);
    // The entrance (top of [0,0]) and the exit (bottom of [1,3]) are open, and nothing lies outside the region.
    expect(covered.has('0,0,1,0')).toBe(false);
    expect(covered.has('1,4,2,4')).toBe(false);
    for (const [x1, y1, x2, y2] of walls) expect(Math.max(x1, x2) > 2 && Math.min(y1, y2) >= 2 && Math.max(y1, y2) > 2, `${[x1, y1, x2, y2]}`).toBe(false);
  });

  it('outlines the region as one closed line, corner by corner', () => {
    expect(regionOutline(regionOf(ELL) as Region)).toEqual([0, 0, 4, 0, 4, 2, 2, 2, 2, 4, 0, 4, 0, 0]);
  });

  it('counts the trees of legal moves on the masks as a brute force does (perft, as test/conformance.test.ts has them)', () => {
    // The fixtures' counts; the masks at their own size have no inner vertex: filling only.
    const expected: [string, number, number, number[]][] = [
      ['2x2.4', 2, 2, [3, 4, 4]],
      ['3x3.XQ', 3, 3, [5, 8, 24, 48]],
      ['3x2.8', 3, 2, [4, 6, 8, 8]],
    ];
    for (const [mask, w, h, counts] of expected) {
      const region = regionOf({ width: w, height: h, mask }) as Region;
      expect(counts.map((_, d) => fillPerft(region, d + 1)), mask).toEqual(counts);
      const start = rules.start(params(w, h, { mask }));
      expect(counts.map((_, d) => perft(game as AnyGame, start, d + 1)), mask).toEqual(counts);
    }
    // Drawing on the L stretched to 4×4, against segments tested one by one with every drawn line and boundary edge.
    const brute = [1, 2].map((d) => drawPerft(bruteStart(regionOf(ELL) as Region), d));
    expect(brute).toEqual([1, 2].map((d) => perft(game as AnyGame, rules.start(ELL), d)));
    expect(brute[0]).toBeGreaterThan(0);
  });
});

/** Filling a region where each square is one section, neighbours orthogonal: by the rules' words, on lists of squares. */
function fillPerft({ width, height, inside }: Region, depth: number): number {
  const squares: P[] = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (inside[y * width + x]) squares.push([x, y]);
  const near = (a: P, b: P) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) === 1;
  const go = (filled: P[], d: number): number => {
    if (d === 0 || filled.length === squares.length) return 1;
    const open = squares.filter((q) => !filled.includes(q));
    const last = filled.at(-1);
    const next = last ? open.filter((q) => near(q, last)) : [];
    return (next.length ? next : open).reduce((n, q) => n + go([...filled, q], d - 1), 0);
  };
  return go([], depth);
}

interface Brute {
  board: Set<string>;
  touched: Set<string>;
  lines: [P, P][];
}

/** A region's board for the brute force: its vertices, those on its boundary touched, its boundary edges as lines. */
function bruteStart({ width, height, inside }: Region): Brute {
  const at = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && inside[y * width + x] === 1;
  const b: Brute = { board: new Set(), touched: new Set(), lines: [] };
  for (let y = 0; y <= height; y++)
    for (let x = 0; x <= width; x++) {
      const round = [at(x - 1, y - 1), at(x, y - 1), at(x - 1, y), at(x, y)].filter(Boolean).length;
      if (round > 0) b.board.add(`${x},${y}`);
      if (round > 0 && round < 4) b.touched.add(`${x},${y}`);
      if (at(x, y) !== at(x, y - 1) && x < width) b.lines.push([[x, y], [x + 1, y]]);
      if (at(x, y) !== at(x - 1, y) && y < height) b.lines.push([[x, y], [x, y + 1]]);
    }
  return b;
}

const cross = (ux: number, uy: number, vx: number, vy: number) => ux * vy - uy * vx;

/** Whether segment a–b meets p–q anywhere but at a: by its parameters along both, exactly in integers. */
function meetsAwayFromA(a: P, b: P, p: P, q: P): boolean {
  const [dx, dy, ex, ey, fx, fy] = [b[0] - a[0], b[1] - a[1], q[0] - p[0], q[1] - p[1], p[0] - a[0], p[1] - a[1]];
  let den = cross(dx, dy, ex, ey);
  if (den !== 0) {
    // a + t·d = p + u·e, t = tn / den, u = un / den.
    let [tn, un] = [cross(fx, fy, ex, ey), cross(fx, fy, dx, dy)];
    if (den < 0) [den, tn, un] = [-den, -tn, -un];
    return tn > 0 && tn <= den && un >= 0 && un <= den;
  }
  if (cross(fx, fy, dx, dy) !== 0) return false;
  // Collinear: p and q's places along a–b, which runs from 0 to dd.
  const dd = dx * dx + dy * dy;
  const [sp, sq] = [fx * dx + fy * dy, (q[0] - a[0]) * dx + (q[1] - a[1]) * dy];
  const [lo, hi] = [Math.max(0, Math.min(sp, sq)), Math.min(dd, Math.max(sp, sq))];
  return lo <= hi && hi > 0;
}

function drawPerft(b: Brute, depth: number): number {
  if (depth === 0) return 1;
  const untouched = [...b.board].filter((v) => !b.touched.has(v));
  if (untouched.length === 0) return 1;
  let leaves = 0;
  for (const from of b.touched)
    for (const to of untouched) {
      const [a, c] = [from.split(',').map(Number) as P, to.split(',').map(Number) as P];
      if (b.lines.some(([p, q]) => meetsAwayFromA(a, c, p, q))) continue;
      const touched = new Set(b.touched);
      const steps = Math.max(Math.abs(c[0] - a[0]), Math.abs(c[1] - a[1]));
      for (let k = 0; k <= steps; k++) {
        const [x, y] = [a[0] + ((c[0] - a[0]) * k) / steps, a[1] + ((c[1] - a[1]) * k) / steps];
        if (Number.isInteger(x) && Number.isInteger(y)) touched.add(`${x},${y}`);
      }
      leaves += drawPerft({ board: b.board, touched, lines: [...b.lines, [a, c]] }, depth - 1);
    }
  return leaves;
}
