import { describe, expect, it } from 'vitest';
import type { LinesMaze } from '../../../src/core/maze.ts';
import { replayPosted } from '../../../src/service/wire.ts';
import { bidirectionalLine } from '../../../src/games/bidirectional-line/index.ts';
import type { State } from '../../../src/games/bidirectional-line/rules.ts';

type P = [number, number];
const seg = (from: P, to: P) => ({ from, to });
const red = (to: P) => ({ color: 'red', to });
const blue = (to: P) => ({ color: 'blue', to });

const verdictOf = (moves: unknown[], width = 3, height = 3) => replayPosted(bidirectionalLine, { width, height }, moves).verdict;

/** 3×2: the line passes through the edge vertex [1,0]; blue later arrives there by its last free segment. */
const edgeBlock = [seg([1, 1], [1, 0]), seg([1, 1], [2, 1]), red([0, 0]), blue([2, 0]), blue([1, 0])];
/** 2×2: red and blue both arrive at the corner [0,0]; two segments each. */
const cornerMeet = [seg([1, 1], [1, 0]), seg([1, 1], [0, 1]), red([0, 0]), blue([0, 0])];

describe('bidirectional-line rules (docs/rules.md#bidirectional-line)', () => {
  it('ends when an end at the edge has no undrawn segment left; more blue wins for player 2', () => {
    const v = verdictOf(edgeBlock, 3, 2);
    expect(v).toMatchObject({ legal: true, finished: true, toMove: null, applied: 5 });
    expect(v.outcome).toEqual({ winners: [2], scores: { 1: 2, 2: 3 }, reason: 'majority', details: { red: 2, blue: 3, blocked: 'blue' } });
    expect(verdictOf(edgeBlock.slice(0, 4), 3, 2)).toMatchObject({ finished: false, toMove: 1, outcome: null });
  });

  it('ends where the two ends meet in a corner; equal counts are a draw', () => {
    const v = verdictOf(cornerMeet, 2, 2);
    expect(v).toMatchObject({ legal: true, finished: true });
    expect(v.outcome).toEqual({ winners: [], scores: { 1: 2, 2: 2 }, reason: 'tie', details: { red: 2, blue: 2, blocked: 'both' } });
  });

  it('goes on when the ends meet at a vertex with segments left', () => {
    const v = verdictOf([seg([1, 1], [2, 1]), seg([1, 1], [1, 2]), red([2, 2]), blue([2, 2])]);
    expect(v).toMatchObject({ legal: true, finished: false, toMove: 1 });
    expect(verdictOf([seg([1, 1], [2, 1]), seg([1, 1], [1, 2]), red([2, 2]), blue([2, 2]), red([3, 2])]).legal).toBe(true);
  });

  it('either player may extend either colour; a lead of red wins for player 1', () => {
    const moves = [seg([1, 1], [1, 0]), seg([1, 1], [2, 1]), red([0, 0]), red([0, 1]), red([0, 2]), blue([2, 0]), blue([1, 0])];
    expect(verdictOf(moves, 3, 2).outcome).toMatchObject({ winners: [1], scores: { 1: 4, 2: 3 }, reason: 'majority' });
  });

  it('start-mismatch: move 2 starts where move 1 started', () => {
    const v = verdictOf([seg([1, 1], [1, 0]), seg([1, 0], [2, 0])]);
    expect(v.violation).toMatchObject({ index: 1, player: 2, rule: 'start-mismatch' });
    expect(v.violation?.message).toContain('[1,1]');
  });

  it('same-end: move 2 may not end where move 1 ended', () => {
    expect(verdictOf([seg([1, 1], [1, 0]), seg([1, 1], [1, 0])]).violation).toMatchObject({ index: 1, rule: 'same-end' });
  });

  it('used-edge: a segment may not lie on one already drawn', () => {
    const v = verdictOf([seg([1, 1], [1, 0]), seg([1, 1], [2, 1]), red([1, 1])]);
    expect(v.violation).toMatchObject({ index: 2, player: 1, rule: 'used-edge' });
    expect(v.violation?.message).toBe('move 3 (index 2): the segment from [1,0] to [1,1] is already drawn');
  });

  it('not-adjacent: segments join neighbouring vertices along a grid line', () => {
    expect(verdictOf([seg([1, 1], [2, 2])]).violation?.rule).toBe('not-adjacent');
    expect(verdictOf([seg([1, 1], [1, 0]), seg([1, 1], [1, 1])]).violation?.rule).toBe('not-adjacent');
    expect(verdictOf([seg([1, 1], [1, 0]), seg([1, 1], [2, 1]), red([2, 1])]).violation?.rule).toBe('not-adjacent');
  });

  it('phase: {from,to} for moves 1 and 2, {color,to} after', () => {
    expect(verdictOf([red([1, 0])]).violation?.rule).toBe('phase');
    expect(verdictOf([seg([1, 1], [1, 0]), blue([1, 2])]).violation?.rule).toBe('phase');
    expect(verdictOf([seg([1, 1], [1, 0]), seg([1, 1], [2, 1]), seg([1, 0], [0, 0])]).violation).toMatchObject({ index: 2, rule: 'phase' });
  });

  it('off-board, format, wrong-player and game-over', () => {
    expect(verdictOf([seg([3, 3], [4, 3])]).violation?.rule).toBe('off-board');
    expect(verdictOf([seg([1, 1], [1, 0]), seg([1, 1], [2, 1]), red([1, -1])]).violation?.rule).toBe('off-board');
    expect(verdictOf([{ color: 'green', to: [1, 0] }]).violation?.rule).toBe('format');
    expect(verdictOf([{ ...seg([1, 1], [1, 0]), player: 2 }]).violation?.rule).toBe('wrong-player');
    expect(verdictOf([...cornerMeet, red([1, 0])], 2, 2).violation).toMatchObject({ index: 4, rule: 'game-over' });
  });

  it('makes a lines maze from the red end to the blue end, along the line', () => {
    const { state } = replayPosted<State>(bidirectionalLine, { width: 3, height: 2 }, edgeBlock);
    const [maze] = bidirectionalLine.rules.mazes(state) as LinesMaze[];
    expect(maze).toMatchObject({ style: 'lines', width: 3, height: 2, entrance: { at: [0, 0] }, exit: { at: [1, 0] } });
    expect(maze.bridges.length).toBe(0);
    expect([...maze.lines]).toEqual([[1, 1, 1, 0], [1, 1, 2, 1], [1, 0, 0, 0], [2, 1, 2, 0], [2, 0, 1, 0]]);
    expect(maze.strokes).toEqual(['red', 'blue', 'red', 'blue', 'blue'].map((color, i) => ({ color, move: i + 1 })));
    // The shortest way from [0,0] to [1,0] is the one segment between them.
    expect(maze.solution).toEqual([[0, 0], [1, 0]]);
    expect(maze.stats).toMatchObject({ points: 5, segments: 5, junctions: 1, solutionLength: 2 });
  });
});
