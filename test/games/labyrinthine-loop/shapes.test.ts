/** labyrinthine-loop on shaped boards (docs/rules.md, shaped boards): the region's dots, its round length, its maze's ends, and every bot. */
import { describe, expect, it } from 'vitest';
import { seatBots } from '../../../src/bots/seat.ts';
import { playGame } from '../../../src/core/play.ts';
import { Rng } from '../../../src/core/rng.ts';
import { labyrinthineLoop as loop } from '../../../src/games/labyrinthine-loop/index.ts';
import { codes, phase, type Move, type State } from '../../../src/games/labyrinthine-loop/rules.ts';

const paramsOf = (raw: object) => loop.rules.params({ maxSide: 1000 }).parse(raw);
/** A plus of five squares on a 3×3 board: [1,0], [0,1], [1,1], [2,1], [1,2]. */
const PLUS = paramsOf({ width: 3, height: 3, mask: '3x3.XQ' });

describe('labyrinthine-loop on a shape', () => {
  it('refuses a dot off the shape as off-board, outside the shape, by move and by code', () => {
    const s = loop.rules.start(PLUS);
    expect(loop.rules.check(s, { from: [0, 0], to: [1, 0] })).toMatchObject({ rule: 'off-board', message: expect.stringContaining('outside the shape') });
    expect(loop.rules.check(s, { from: [1, 1], to: [2, 2] })).toMatchObject({ rule: 'off-board', message: expect.stringContaining('outside the shape') });
    expect(loop.rules.check(s, { from: [2, 1], to: [3, 1] })).toMatchObject({ rule: 'off-board', message: expect.stringContaining('3×3 board') });
    expect(loop.rules.check(s, { from: [1, 1], to: [2, 1] })).toBeNull();
    // Code 8·v + d keeps the grid's numbering: dot 0 is [0,0], off the shape; from [1,1] (dot 4) south-east (1) to [2,2], off it.
    for (const code of [0, 8 * 4 + 1]) expect(codes.check(s, code)).toMatchObject({ rule: 'off-board', message: expect.stringContaining('outside the shape') });
    expect(codes.check(s, 8 * 4 + 0)).toBeNull();
  });

  it('every code checks as its move does on shapes, and legal moves stay on the shape', () => {
    const rng = new Rng('codes');
    for (const raw of [{ width: 3, height: 3, mask: '3x3.XQ' }, { width: 5, height: 3, mask: '3x2.8' }, { width: 8, height: 8, shape: 'heart' }]) {
      const p = paramsOf(raw);
      const s = loop.rules.start(p);
      while (loop.rules.toMove(s) !== null) {
        for (let code = 0; code < codes.count(s); code++) expect(codes.check(s, code)).toEqual(loop.rules.check(s, codes.decode(s, code)));
        for (const m of loop.rules.legalMoves(s)) for (const [x, y] of [m.from, m.to]) expect(s.region!.inside[y * p.width + x]).toBe(1);
        loop.rules.apply(s, loop.rules.randomMove(s, rng));
      }
    }
  });

  it('a round is the shape’s dots in moves: the opening, dots − 2 growth moves, the closing', () => {
    const s: State = loop.rules.start(PLUS);
    const moves: Move[] = [
      { from: [1, 1], to: [1, 0] },
      { from: [1, 1], to: [0, 1] },
      { from: [1, 1], to: [2, 1] },
      { from: [1, 1], to: [1, 2] },
    ];
    for (const m of moves) {
      expect(loop.rules.check(s, m)).toBeNull();
      loop.rules.apply(s, m);
    }
    expect(phase(s)).toBe('closing');
    const closing = { from: [1, 0], to: [0, 1] } as Move;
    expect(loop.rules.check(s, closing)).toBeNull();
    loop.rules.apply(s, closing);
    expect(s.round).toBe(1);
    expect(s.results[0]).toMatchObject({ offense: 1, score: 3 });
    // The second round, and then the game, end after five moves more.
    const rng = new Rng('round');
    for (let k = 0; k < 5; k++) loop.rules.apply(s, loop.rules.randomMove(s, rng));
    expect(loop.rules.toMove(s)).toBeNull();
    const [maze] = loop.rules.mazes(s);
    // The entrance is the first dot, the exit the last; the box frames the shape's dots.
    expect(maze).toMatchObject({ entrance: { at: [1, 0] }, exit: { at: [1, 2] }, box: [0, 0, 2, 2] });
    expect(maze.stats.points).toBe(5);
  });

  it('refuses a shape whose dots make no loop: a straight strip', () => {
    const strip = loop.rules.params({ maxSide: 1000 }).safeParse({ width: 3, height: 3, mask: '3x3.HA' });
    expect(strip.success).toBe(false);
    expect(JSON.stringify(strip.error?.issues)).toContain('no loop');
  });

  it('every bot finishes games on a heart and a circle, their mazes from the first dot to the last', () => {
    for (const shape of ['heart', 'circle'])
      for (const size of [8, 12])
        for (const bot of Object.keys(loop.profile.bots)) {
          const p = paramsOf({ width: size, height: size, shape });
          if ((loop.profile.bots[bot].maxCells ?? Infinity) < size * size) continue;
          const played = playGame(loop.rules, p, seatBots(loop.profile, [bot, bot], new Rng(`${bot}-${shape}-${size}`)));
          const s = played.state as State;
          expect(loop.rules.toMove(s), `${bot} ${shape} ${size}`).toBeNull();
          expect(s.boards.map((b) => b.played.length)).toEqual([s.dots, s.dots]);
          for (const maze of loop.rules.mazes(s)) {
            expect(maze.solution[0]).toEqual([s.region!.first % size, Math.floor(s.region!.first / size)]);
            expect(maze.solution.at(-1)).toEqual([s.region!.last % size, Math.floor(s.region!.last / size)]);
          }
        }
  });
});
