/** What a PDF book's pages print to make it again: the absolute URL of its request, or its settings in words. */
import { boardCount, type AnyGame } from './game.ts';
import { chosenParamNames } from './game-params.ts';
import type { BotSource } from './job.ts';
import type { OutputOptions } from './options.ts';

/**
 * What makes the book again: with a public URL, the absolute URL of the
 * request; else its settings in words (a relative path means nothing on paper).
 */
export function botFooter(game: AnyGame, source: BotSource, options: OutputOptions, publicUrl: string | undefined): string {
  const query = regeneratingQuery(source, options);
  if (publicUrl) return `${publicUrl}/mazes/${game.id}.pdf?${query}`;
  const { params, seed, count, difficulty } = source;
  const words = [
    'mazeplay',
    game.id,
    `${params.width}×${params.height} ${game.about.size.unit}`,
    // The game's own parameters a request may choose (players, rounds, …), as "players 3".
    ...chosenParamNames(game).map((key) => `${key} ${(params as unknown as Record<string, unknown>)[key]}`),
    `seed ${seed}`,
    ...(difficulty ? [`difficulty ${difficulty.level}`] : []),
    ...(namesBots(source) ? [`bots ${sameOrAll(source.bots)}`] : []),
    ...(count > 1 ? [`${count} ${boardCount(game, params) > 1 ? 'games' : 'mazes'}`] : []),
    ...(options.perPage > 1 ? [`${options.perPage} mazes a page`] : []),
  ];
  return `${words.join(' · ')} (the same settings make the same book)`;
}

const sameOrAll = (bots: readonly string[]) => (bots.every((b) => b === bots[0]) ? bots[0] : bots.join(','));

/**
 * Whether what makes the book again names its bots: always without a level;
 * with one, when it has one line-up (the bots asked for, or the level's own),
 * as naming them then gives the same one. A level of several line-ups takes
 * them in turn, which naming one would stop.
 */
const namesBots = ({ difficulty }: BotSource) => !difficulty || difficulty.tries.length === 1;

/** The query that regenerates a book: parameters, seed, the level, the bots (namesBots), and the book's options where they differ from the defaults. */
function regeneratingQuery(source: BotSource, options: OutputOptions): string {
  const { params, bots, seed, count, difficulty } = source;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) q.set(k, String(v));
  q.set('seed', seed);
  if (difficulty) q.set('difficulty', difficulty.level);
  if (namesBots(source)) q.set('bots', sameOrAll(bots));
  if (count > 1) q.set('count', String(count));
  if (options.perPage > 1) q.set('perPage', String(options.perPage));
  if (options.paper !== 'a4') q.set('paper', options.paper);
  if (options.header) q.set('header', options.header);
  if (options.title) q.set('title', options.title);
  if (options.solution) q.set('solution', 'true');
  return q.toString();
}
