/** What a maze document is called and how it is read, in words for the people who print it. */
import type { Maze } from '../core/maze.ts';
import type { AnyGame } from './game.ts';
import type { MazeDocument } from './mazes.ts';

/** How to read a maze, from how its ends are drawn: arrows where an end has a side, else a filled dot and a ring. */
function howToRead(maze: Maze): { start: string; finish: string; sentence: string } {
  const start = maze.entrance.side ? 'enter at the arrow that points in' : 'start at the filled dot';
  const finish = maze.exit.side ? 'leave at the arrow that points out' : 'finish at the ring';
  const sentence =
    maze.style === 'walls' ? `${start}; ${finish}.` : `Follow the line: ${start} and ${finish}; dots mark where paths meet.`;
  return { start, finish, sentence: sentence[0].toUpperCase() + sentence.slice(1) };
}

/** Title and description lines for a document's outputs. */
export function describe(game: AnyGame, doc: MazeDocument): { title: string; subtitle: string; description: string } {
  const size = `${doc.width}×${doc.height} ${game.about.size.unit}`;
  const title = doc.seed ? `${game.about.title}, ${size}, seed ${doc.seed}` : `${game.about.title}, ${size}`;
  const origin = doc.seed
    ? `played by bots ${doc.bots?.join(' and ')} with seed ${doc.seed}`
    : 'replayed from a posted move log';
  const read = howToRead(doc.mazes[0]);
  // Arrows need no explaining on paper; a dot and a ring do, and so do lines that cross without meeting.
  const marks = doc.mazes[0].entrance.side && doc.mazes[0].exit.side ? '' : ` · ${read.start}, ${read.finish}`;
  const bridges = doc.mazes.some((m) => m.style === 'lines' && m.bridges.length > 0) ? ' · a line cut at a crossing passes under; a dot joins lines' : '';
  // Bots named once where every player has the same.
  const bots = new Set(doc.bots).size === 1 ? doc.bots?.[0] : doc.bots?.join(', ');
  return {
    title,
    subtitle: `${doc.seed ? `${size} · seed ${doc.seed} · bots ${bots}` : `${size} · from a posted move log`}${marks}${bridges}`,
    description: `A maze made by the game ${game.id}, ${size}, ${origin}. ${read.sentence}`,
  };
}
