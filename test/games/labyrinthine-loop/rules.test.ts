import { describe, expect, it } from 'vitest';
import { seatBots } from '../../../src/bots/seat.ts';
import type { LinesMaze } from '../../../src/core/maze.ts';
import { Segments, unitSteps } from '../../../src/core/segments.ts';
import { playGame } from '../../../src/core/play.ts';
import { replayPosted } from '../../../src/service/wire.ts';
import { Rng } from '../../../src/core/rng.ts';
import { labyrinthineLoop } from '../../../src/games/labyrinthine-loop/index.ts';
import type { State } from '../../../src/games/labyrinthine-loop/rules.ts';
import { playedMoves } from '../../helpers/logs.ts';
import { svgText } from '../../helpers/svg.ts';

type P = [number, number];
const seg = (from: P, to: P, player?: number) => ({ from, to, ...(player ? { player } : {}) });
const params = (width: number, height: number, players = 2, rounds = 1) => labyrinthineLoop.rules.params({ maxSide: 300 }).parse({ width, height, players, rounds });
const verdictOf = (moves: unknown[], p = params(3, 3)) => replayPosted(labyrinthineLoop, p, moves).verdict;

/** 2×2 dots, offense 1: a diagonal opening, two growth moves, and the closing diagonal that crosses it. */
const round2x2 = [seg([0, 0], [1, 1]), seg([1, 1], [1, 0]), seg([0, 0], [0, 1]), seg([1, 0], [0, 1])];

describe('labyrinthine-loop rules (docs/rules.md#labyrinthine-loop)', () => {
  it('scores a hand-worked round: the closing segment’s loop has 4 dots', () => {
    const v = verdictOf([...round2x2, seg([0, 0], [1, 0]), seg([1, 0], [1, 1]), seg([1, 1], [0, 1]), seg([0, 0], [1, 1])], params(2, 2));
    expect(v).toMatchObject({ legal: true, finished: true, toMove: null });
    expect(v.outcome).toEqual({
      winners: [1],
      scores: { 1: 4, 2: 3 },
      reason: 'loops',
      details: {
        rounds: [
          { round: 1, offense: 1, score: 4, loop: [[1, 0], [1, 1], [0, 0], [0, 1]] },
          { round: 2, offense: 2, score: 3, loop: [[0, 0], [1, 0], [1, 1]] },
        ],
      },
    });
  });

  it('ties share the win', () => {
    const v = verdictOf([...round2x2, ...round2x2], params(2, 2));
    expect(v.outcome).toMatchObject({ winners: [1, 2], scores: { 1: 4, 2: 4 } });
  });

  it('turn order with 3 players and 2 rounds: the offense opens and closes; growth starts after it', () => {
    const p = params(3, 2, 3, 2);
    const rng = new Rng('order');
    const bots = seatBots(labyrinthineLoop.profile, ['random', 'random', 'random'], rng);
    const moves = playedMoves(labyrinthineLoop, playGame(labyrinthineLoop.rules, p, bots));
    expect(moves).toHaveLength(6 * 6);
    const round = (o: number) => [o, (o % 3) + 1, ((o + 1) % 3) + 1, o, (o % 3) + 1, o];
    const expected = [1, 2, 3, 1, 2, 3].flatMap(round);
    expected.forEach((player, i) => expect(verdictOf(moves.slice(0, i), p).toMove, `move ${i}`).toBe(player));
    const v = verdictOf(moves, p);
    expect((v.outcome?.details.rounds as { offense: number }[]).map((r) => r.offense)).toEqual([1, 2, 3, 1, 2, 3]);
  });

  it('growth rules: from-untouched, to-touched, not-adjacent', () => {
    const opening = seg([1, 1], [2, 2]);
    expect(verdictOf([opening, seg([0, 0], [0, 1])]).violation).toMatchObject({ index: 1, player: 2, rule: 'from-untouched' });
    expect(verdictOf([opening, seg([1, 1], [2, 2])]).violation?.rule).toBe('to-touched');
    expect(verdictOf([opening, seg([1, 1], [1, 3])]).violation?.rule).toBe('off-board');
    expect(verdictOf([opening, seg([2, 2], [0, 2])]).violation?.rule).toBe('not-adjacent');
    expect(verdictOf([seg([0, 0], [2, 0])]).violation?.rule).toBe('not-adjacent');
    expect(verdictOf([seg([0, 0], [0, 0])]).violation?.rule).toBe('not-adjacent');
  });

  it('already-joined: the closing segment must be new', () => {
    const v = verdictOf([...round2x2.slice(0, 3), seg([1, 1], [0, 0])], params(2, 2));
    expect(v.violation).toMatchObject({ index: 3, player: 1, rule: 'already-joined' });
    expect(verdictOf([...round2x2.slice(0, 3), seg([0, 1], [1, 1])], params(2, 2)).legal).toBe(true);
  });

  it('format, wrong-player and game-over', () => {
    expect(verdictOf([{ from: [0, 0] }]).violation?.rule).toBe('format');
    expect(verdictOf([seg([0, 0], [1, 0], 2)]).violation).toMatchObject({ rule: 'wrong-player', player: 1 });
    expect(verdictOf([...round2x2, ...round2x2, seg([0, 0], [1, 0])], params(2, 2)).violation).toMatchObject({ index: 8, rule: 'game-over' });
  });

  it('draws a crossing as a bridge: the under diagonal has a gap', () => {
    const { state } = replayPosted<State>(labyrinthineLoop, params(2, 2), [...round2x2, ...round2x2]);
    const [maze] = labyrinthineLoop.rules.mazes(state) as LinesMaze[];
    expect(maze.bridges.toJSON()).toEqual([{ at: [0.5, 0.5], over: [1, 0, 0, 1], under: [0, 0, 1, 1] }]);
    expect(maze).toMatchObject({ entrance: { at: [0, 0], side: 'top' }, exit: { at: [1, 1], side: 'bottom' } });
    // The way from [0,0] to [1,1] follows segments and never turns at the crossing.
    expect(maze.solution).toEqual([[0, 0], [1, 1]]);
    const text = svgText(maze, { title: 't', description: 'd', solution: false, colors: false, numbers: false, cell: 40, stroke: 3 });
    expect(text).toMatch(/stroke="#fff"/);
  });

  it('keeps whether the tree grows depth-first: from the dot the last move reached, or from its nearest ancestor with room', () => {
    const stateAfter = (moves: unknown[]) => replayPosted<State>(labyrinthineLoop, params(3, 3), moves).state;
    // [0,0] has no untouched neighbour once reached: the tree goes on from [0,1], the nearest dot above it with room.
    const deadEnd = [seg([1, 0], [1, 1]), seg([1, 1], [0, 1]), seg([0, 1], [0, 0])];
    expect(stateAfter(deadEnd).depthFirst).toBe(true);
    expect(stateAfter([...deadEnd, seg([0, 1], [0, 2])]).depthFirst).toBe(true);
    // Going on from [1,1] leaves [0,1] behind with room: a later neighbour of it joins elsewhere.
    expect(stateAfter([...deadEnd, seg([1, 1], [2, 1])]).depthFirst).toBe(false);
    // So does going back to the root from a dot with room.
    expect(stateAfter([seg([1, 0], [1, 1]), seg([1, 1], [0, 1]), seg([1, 0], [2, 0])]).depthFirst).toBe(false);
    // The maker grows so to the closing, which then reads it; every round starts depth-first again.
    const maker = playGame<State>(labyrinthineLoop.rules, params(8, 8), seatBots(labyrinthineLoop.profile, ['maker', 'maker'], new Rng('deep')));
    const moves = playedMoves(labyrinthineLoop, maker);
    expect(replayPosted<State>(labyrinthineLoop, params(8, 8), moves.slice(0, 63)).state.depthFirst).toBe(true);
    const random = playGame<State>(labyrinthineLoop.rules, params(8, 8), seatBots(labyrinthineLoop.profile, ['random', 'random'], new Rng('deep')));
    const randomMoves = playedMoves(labyrinthineLoop, random);
    expect(replayPosted<State>(labyrinthineLoop, params(8, 8), randomMoves.slice(0, 63)).state.depthFirst).toBe(false);
    expect(replayPosted<State>(labyrinthineLoop, params(8, 8), randomMoves.slice(0, 65)).state.depthFirst).toBe(true);
  });

  it('hands a drawing unit steps, a count and a box, from its move codes, that are those of its segments', () => {
    const p = params(9, 6, 3);
    const { state } = playGame<State>(labyrinthineLoop.rules, p, seatBots(labyrinthineLoop.profile, ['maker', 'random', 'greedy'], new Rng('steps')));
    const fresh = labyrinthineLoop.rules.mazes(state) as LinesMaze[];
    (labyrinthineLoop.rules.mazes(state) as LinesMaze[]).forEach((maze, i) => {
      expect(maze.lines.unitSteps()).toEqual(unitSteps(maze.lines.coords, 9, 6));
      // What the round says of its segments, read before their numbers are built, against the numbers.
      const known = [fresh[i].lines.length, fresh[i].lines.box()];
      const numbers = Segments.of(maze.lines.toJSON());
      expect(known).toEqual([numbers.length, numbers.box()]);
    });
  });
});
