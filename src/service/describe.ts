/** What a maze document is called and how it is read, in words for the people who print it. */
import type { Level } from '../core/game.ts';
import type { Maze } from '../core/maze.ts';
import { isShaped, type RegionParams } from '../core/region.ts';
import type { AnyGame } from './game.ts';
import type { MazeDocument } from './mazes.ts';

/** How to read a maze, from how its ends are drawn: arrows where an end has a side, else a filled dot and a ring. */
function howToRead(maze: Maze): string {
  const start = maze.entrance.side ? 'enter at the arrow that points in' : 'start at the filled dot';
  const finish = maze.exit.side ? 'leave at the arrow that points out' : 'finish at the ring';
  const sentence =
    maze.style === 'walls' ? `${start}; ${finish}.` : `Follow the line: ${start} and ${finish}; dots mark where paths meet.`;
  return sentence[0].toUpperCase() + sentence.slice(1);
}

/** The sentence a puzzle page gives its solver: how to read the game's drawings where they need telling (the lines games), else how to solve its maze (on its board: a shape's ends are not a rectangle's corners). */
export const instruction = (game: AnyGame, params: RegionParams): string =>
  game.about.legend ?? ((isShaped(params) && game.about.howToSolveShaped) || game.about.howToSolve);

/** A level as a page says it. */
export const levelWord = (level: Level) => level[0].toUpperCase() + level.slice(1);

/**
 * A shaped board's region in words, for titles and the closing page: the
 * shape's name ("heart"), a text as `text “MAZE”` (in the capitals the block
 * letters draw), a mask as "a drawn shape" (never its bits: up to 200,000
 * characters); null for the whole board (no shape, or the square).
 */
export function regionWords(p: RegionParams): string | null {
  if (!isShaped(p)) return null;
  if (p.text !== undefined) return `text “${p.text.toUpperCase()}”`;
  if (p.mask !== undefined) return 'a drawn shape';
  return p.shape as string;
}

/** Title and description lines for a document's pictures; `params`, the game's, name its region. */
export function describe(game: AnyGame, doc: MazeDocument, params: RegionParams): { title: string; description: string } {
  const region = regionWords(params);
  const size = `${doc.width}×${doc.height} ${game.about.size.unit}${region ? `, ${region}` : ''}`;
  const title = doc.seed ? `${game.about.title}, ${size}, seed ${doc.seed}` : `${game.about.title}, ${size}`;
  const origin = doc.seed
    ? `played by bots ${doc.bots?.join(' and ')} with seed ${doc.seed}`
    : 'replayed from a posted move log';
  return { title, description: `A maze made by the game ${game.id}, ${size}, ${origin}. ${howToRead(doc.mazes[0])}` };
}
