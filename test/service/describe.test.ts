/** What a maze document is called (src/service/describe.ts): a shaped board's title and description name its region in words. */
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.ts';
import { describe as describeDoc, regionWords } from '../../src/service/describe.ts';
import { botDocument } from '../../src/service/mazes.ts';
import { outputOptions } from '../../src/service/options.ts';
import { svgOf } from '../../src/service/output.ts';

describe('regionWords', () => {
  it('says a shape by its name, a text in the capitals it is drawn in, a mask as a drawn shape; nothing for the whole board', () => {
    expect(regionWords({ width: 12, height: 12 })).toBeNull();
    expect(regionWords({ width: 12, height: 12, shape: 'square' })).toBeNull();
    expect(regionWords({ width: 12, height: 12, shape: 'heart' })).toBe('heart');
    expect(regionWords({ width: 33, height: 27, text: 'Maze1' })).toBe('text “MAZE1”');
    expect(regionWords({ width: 12, height: 12, mask: '3x2.8' })).toBe('a drawn shape');
  });
});

describe('a picture’s title and description', () => {
  const game = games.get('labyrinth')!;
  const parse = (input: Record<string, unknown>) => game.rules.params({ maxSide: 100 }).parse(input);

  it('name the region after the board’s size, and a mask never by its bits', () => {
    for (const [input, words] of [
      [{ width: 24, height: 24, shape: 'heart' }, '24×24 cells, heart'],
      [{ width: 23, height: 9, text: 'maze' }, '23×9 cells, text “MAZE”'],
      [{ width: 12, height: 12, mask: '3x2.8' }, '12×12 cells, a drawn shape'],
      [{ width: 12, height: 12 }, '12×12 cells'],
    ] as const) {
      const params = parse(input);
      const doc = botDocument(game, params, ['random', 'random'], 'abc', null);
      const { title, description } = describeDoc(game, doc, params);
      expect(title).toBe(`Labyrinth-Generating Game, ${words}, seed abc`);
      expect(description).toMatch(new RegExp(`^A maze made by the game labyrinth, ${words}, played by bots random and random with seed abc\\.`));
      const svg = Buffer.from(svgOf(game, doc, params, outputOptions({}))).toString('utf8');
      expect(svg).toContain(`<title>${title}</title>`);
      expect(svg).not.toContain('3x2.8');
    }
  });
});
