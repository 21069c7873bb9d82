/** bidirectional-line on shaped boards (docs/rules.md, shaped boards): the region's vertices and segments, the end on its segments, and every bot. */
import { describe, expect, it } from 'vitest';
import { seatBots } from '../../../src/bots/seat.ts';
import { playGame } from '../../../src/core/play.ts';
import { Rng } from '../../../src/core/rng.ts';
import { bidirectionalLine as line } from '../../../src/games/bidirectional-line/index.ts';
import type { Move, State } from '../../../src/games/bidirectional-line/rules.ts';

const paramsOf = (raw: object) => line.rules.params({ maxSide: 1000 }).parse(raw);
const offShape = { rule: 'off-board', message: expect.stringContaining('outside the shape') };

describe('bidirectional-line on a shape', () => {
  it('refuses a vertex off the shape, and a segment between two of its corners that is no side of its squares', () => {
    // A U: squares [0,0], [2,0] and the bottom row; the notch [1,0] is out.
    const s = line.rules.start(paramsOf({ width: 3, height: 2, mask: '3x2.v' }));
    expect(line.rules.check(s, { from: [1, 0], to: [2, 0] })).toMatchObject(offShape);
    expect(line.rules.check(s, { from: [1, 0], to: [1, 1] })).toBeNull();
    const ell = line.rules.start(paramsOf({ width: 2, height: 2, mask: '2x2.4' }));
    expect(line.rules.check(ell, { from: [1, 2], to: [2, 2] })).toMatchObject(offShape);
    expect(line.rules.check(ell, { from: [2, 1], to: [2, 2] })).toMatchObject(offShape);
    expect(line.rules.check(ell, { from: [2, 1], to: [3, 1] })).toMatchObject({ rule: 'off-board', message: expect.stringContaining('2×2 board') });
    line.rules.apply(ell, { from: [1, 1], to: [1, 2] });
    line.rules.apply(ell, { from: [1, 1], to: [2, 1] });
    expect(line.rules.check(ell, { color: 'red', to: [2, 2] })).toMatchObject(offShape);
    expect(line.rules.legalMoves(ell)).toEqual([
      { color: 'red', to: [0, 2] },
      { color: 'blue', to: [2, 0] },
    ]);
  });

  it('ends when an end has no unused segment of the shape, whatever edges of the grid it has', () => {
    // An L of four: the top row of three squares and [0,1]. Vertex [2,1] has three sides of squares, and an edge down off the shape.
    const s: State = line.rules.start(paramsOf({ width: 3, height: 2, mask: '3x2.8' }));
    const moves: Move[] = [
      { from: [3, 0], to: [3, 1] },
      { from: [3, 0], to: [2, 0] },
      { color: 'red', to: [2, 1] },
      { color: 'blue', to: [2, 1] },
      { color: 'red', to: [1, 1] },
    ];
    moves.forEach((m, i) => {
      expect(line.rules.toMove(s), `move ${i + 1}`).not.toBeNull();
      expect(line.rules.check(s, m)).toBeNull();
      line.rules.apply(s, m);
    });
    expect(line.rules.toMove(s)).toBeNull();
    expect(line.rules.outcome(s)).toMatchObject({ winners: [1], scores: { 1: 3, 2: 2 }, details: { blocked: 'blue' } });
    const [maze] = line.rules.mazes(s);
    expect(maze).toMatchObject({ entrance: { at: [1, 1] }, exit: { at: [2, 1] }, box: [0, 0, 3, 2] });
  });

  it('every bot finishes games on a heart and a circle, and the perfect one on a plus', () => {
    for (const [width, height, region] of [[12, 12, { shape: 'heart' }], [12, 12, { shape: 'circle' }], [9, 9, { shape: 'heart' }], [3, 3, { mask: '3x3.XQ' }]] as const)
      for (const bot of Object.keys(line.profile.bots)) {
        const p = paramsOf({ width, height, ...region });
        if ((line.profile.bots[bot].maxCells ?? Infinity) < width * height) continue;
        const played = playGame(line.rules, p, seatBots(line.profile, [bot, bot], new Rng(`${bot}-${JSON.stringify(region)}`)));
        const s = played.state as State;
        expect(line.rules.toMove(s), `${bot} ${JSON.stringify(region)}`).toBeNull();
        for (let v = 0; v < s.free.length; v++) if (s.shape!.degree[v] === 0) expect(s.path).not.toContain(v);
        const [maze] = line.rules.mazes(s);
        expect(maze.solution[0]).toEqual(maze.entrance.at);
        expect(maze.solution.at(-1)).toEqual(maze.exit.at);
      }
  });
});
