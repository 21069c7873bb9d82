/** What a posted move of no form of its game is told: what is wrong, and every form a move of that game takes. */
import { describe, expect, it } from 'vitest';
import { replayPosted } from '../../src/service/wire.ts';
import { games } from '../../src/games/index.ts';

const violation = (id: string, params: object, moves: unknown[]) => replayPosted(games.get(id)!, { width: 3, height: 3, ...params }, moves).verdict.violation;

describe('a move of no form', () => {
  it('in a game of several forms, is shown each of them, not only the first', () => {
    // The filling phase's move, badly written: the drawing phase's form alone was the hint before.
    expect(violation('polygonal-sections', { width: 2, height: 2 }, [{ from: [0, 0], to: [1, 1] }, { fill: [0.5] }])).toMatchObject({
      index: 1,
      rule: 'format',
      message: 'move 2 (index 1): fill must have at least 2 items (a move looks like {"from":[0,0],"to":[1,1]} or {"fill":[0.75,0.25]})',
    });
  });

  it('in a game of several forms, is told what is wrong with the form whose keys it has; with none, that it is none of them', () => {
    const told = (move: unknown) => violation('labyrinth', {}, [move])?.message;
    const forms = ' (a move looks like {"door":[[0,0],[1,0]]} or {"claim":"complete"})';
    expect(told({ claim: 'done' })).toBe(`move 1 (index 0): claim must be "complete"${forms}`);
    expect(told({ door: [['0', '0'], [1, 0]] })).toBe(`move 1 (index 0): door[0][0] must be a number, not a string; door[0][1] must be a number, not a string${forms}`);
    expect(told({ door: [{ x: 0, y: 0 }, [1, 0]] })).toBe(`move 1 (index 0): door[0] must be a list, not an object${forms}`);
    // One key of each form's, or neither: which was meant cannot be told.
    expect(told({})).toBe(`move 1 (index 0): it is none of the forms of a move${forms}`);
    expect(told({ door: [[0, 0], [1, 0]], claim: 'complete' })).toBe(`move 1 (index 0): it is none of the forms of a move${forms}`);
    expect(violation('bidirectional-line', {}, [{ color: 'Red', to: [0, 1] }])?.message).toMatch(/^move 1 \(index 0\): color must be "red" or "blue" \(/);
  });

  it('in the line game, is told which form its turn takes without numbering moves the other way round from the index', () => {
    expect(violation('bidirectional-line', {}, [{ color: 'red', to: [0, 0] }])?.message).toBe('move 1 (index 0): the line is not started yet: each of the first two moves is {"from":[x,y],"to":[x,y]}');
    const started = [{ from: [1, 1], to: [1, 2] }, { from: [1, 1], to: [2, 1] }];
    expect(violation('bidirectional-line', {}, [...started, { from: [1, 2], to: [0, 2] }])?.message).toBe(
      'move 3 (index 2): the line is started: every move after the first two is {"color":"red"|"blue","to":[x,y]}',
    );
  });

  it('in a game of one form, says what is wrong in words, not in zod’s ("Invalid input: expected tuple, received undefined")', () => {
    const told = (move: unknown) => violation('simple-maze', {}, [move])?.message;
    const form = ' (a move looks like {"from":[0,0],"to":[1,0]})';
    expect(told({ from: [0, 0] })).toBe(`move 1 (index 0): to is missing${form}`);
    expect(told({ from: [0, 0], to: [1, 'a'] })).toBe(`move 1 (index 0): to[1] must be a number, not a string${form}`);
    expect(told({ from: [0, 0], to: [1, 0, 0] })).toBe(`move 1 (index 0): to must have at most 2 items${form}`);
    expect(told({ from: [0, 0], to: [1, 0], via: 1 })).toBe(`move 1 (index 0): it has an unknown key "via"${form}`);
    expect(told(7)).toBe(`move 1 (index 0): it must be an object, not the integer 7${form}`);
    expect(told(null)).toBe(`move 1 (index 0): it must be an object, not null${form}`);
    // Past 2⁵³, where zod's own words were "Too big: expected int to be <=9007199254740991".
    expect(told({ from: [0, 0], to: [1e20, 0] })).toBe(`move 1 (index 0): to[0] must be at most 9007199254740991${form}`);
  });
});
