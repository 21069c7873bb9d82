import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ownCopy } from '../../src/core/own-copy.ts';

function sumOf(values: number[], scale: number): number {
  let sum = 0;
  for (const v of values) sum += v * scale;
  return sum;
}

describe('ownCopy', () => {
  it('gives each key a copy of its own that behaves as the function, made once', () => {
    const copyOf = ownCopy(sumOf);
    const [a, b] = [copyOf('a'), copyOf('b')];
    expect(a).not.toBe(sumOf);
    expect(a).not.toBe(b);
    expect(copyOf('a')).toBe(a);
    for (const f of [a, b]) expect(f([1, 2, 3], 2)).toBe(sumOf([1, 2, 3], 2));
  });

  it('compiles the copies strict, as the module that wrote the function is', () => {
    const thisOf = ownCopy(function (this: unknown) {
      return this;
    });
    expect(thisOf('a')()).toBeUndefined();
  });

  it('gives the function itself where code may not be made from strings, and the engine plays on', () => {
    const script = `
      import { ownCopy } from './src/core/own-copy.ts';
      import { playGame } from './src/core/play.ts';
      import { Rng } from './src/core/rng.ts';
      import { seatBots } from './src/bots/seat.ts';
      import { labyrinth } from './src/games/labyrinth/index.ts';
      const f = (x) => x + 1;
      const copy = ownCopy(f)('a');
      const { state } = playGame(labyrinth, { width: 5, height: 4 }, seatBots(labyrinth, ['maker', 'maker'], new Rng('s')));
      console.log(JSON.stringify([copy === f, copy(1), labyrinth.outcome(state)?.reason]));`;
    const out = execFileSync(process.execPath, ['--disallow-code-generation-from-strings', '--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual([true, 2, 'complete']);
  });
});
