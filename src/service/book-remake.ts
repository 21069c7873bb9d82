/** What makes a PDF book again, for its closing page and its answer pages' footer: the absolute URL of its request, and its settings in words. */
import type { BaseParams } from '../core/game.ts';
import type { Paper } from '../render/book-layout.ts';
import { boardCount, type AnyGame } from './game.ts';
import { regionFields } from '../core/params.ts';
import { regionWords } from './describe.ts';
import { chosenParamNames, gameParamSchemas } from './game-params.ts';
import type { BookSource, BotSource } from './job.ts';
import type { OutputOptions } from './options.ts';

export interface Remake {
  /** With a public URL (PUBLIC_URL): the request's absolute URL. */
  url?: string;
  /** The settings in words: a relative path means nothing on paper. */
  words: string;
}

/** Settings in words, each kept on one line where the text wraps (its spaces no-break ones: not "paper 6 ×" and "9 in"). */
const inWords = (settings: string[]) => settings.map((s) => s.replaceAll(' ', '\u00a0')).join(' · ');

/** What a count of a game's games makes: mazes, or games where each draws several (a maze a round). */
const mazesWord = (game: AnyGame, params: BaseParams, count: number) => `${boardCount(game, params) > 1 ? 'game' : 'maze'}${count === 1 ? '' : 's'}`;

/**
 * The game's parameters a request chose besides the board's size, in words:
 * its region (regionWords: "heart", `text “MAZE”`, "a drawn shape"), then
 * the game's own that it has (players, rounds …) as "players 3"; without
 * `defaults`, only those that differ from the game's default: a posted
 * book's sections, whose words for a section of defaults stay what they
 * were before sections said their parameters (the same book's bytes).
 */
function paramWords(game: AnyGame, params: BaseParams, defaults: boolean): string[] {
  const region = regionWords(params);
  const schemas = gameParamSchemas(game);
  return [
    ...(region ? [region] : []),
    ...chosenParamNames(game).flatMap((key) => {
      const value = (params as unknown as Record<string, unknown>)[key];
      const said = value !== undefined && !Object.hasOwn(regionFields, key) && (defaults || value !== schemas[key].default);
      return said ? [`${key} ${value}`] : [];
    }),
  ];
}

/** A paper's name as people say it: "A4", "Letter", "6 × 9 in". */
export const paperName = (paper: Paper) => (paper === 'a4' ? 'A4' : paper === 'letter' ? 'Letter' : `${paper.replace('x', ' × ')} in`);

/** A book's options in words, where they differ from the defaults. */
function optionWords(options: OutputOptions): string[] {
  const { answers } = options;
  return [
    ...(options.perPage > 1 ? [`${options.perPage} mazes a page`] : []),
    `paper ${paperName(options.paper)}`,
    ...(options.bleed ? ['with bleed'] : []),
    ...(options.pad ? ['padded to 24 pages'] : []),
    ...(options.header ? ['a name line'] : []),
    ...(answers === 'none' ? [] : [answers === 'back' ? 'answers at the back' : 'the answers only']),
    ...(options.title ? [`title “${options.title}”`] : []),
  ];
}

/** `base`: the public URL with the output version the book is made as (PUBLIC_URL/v{N}), so that its URL keeps making it. */
export function botRemake(game: AnyGame, source: BotSource, options: OutputOptions, base: string | undefined): Remake {
  const { params, seed, count, difficulty } = source;
  const words = inWords([
    'mazeplay',
    game.id,
    `${params.width}×${params.height} ${game.about.size.unit}`,
    ...paramWords(game, params, true),
    `seed ${seed}`,
    ...(difficulty ? [`difficulty ${difficulty.level}`] : []),
    ...(namesBots(source) ? [`bots ${sameOrAll(source.bots)}`] : []),
    ...(count > 1 ? [`${count} ${mazesWord(game, params, count)}`] : []),
    ...optionWords(options),
  ]);
  return { ...(base ? { url: `${base}/mazes/${game.id}.pdf?${regeneratingQuery(source, options)}` } : {}), words };
}

/** A posted log's book: made again by posting the log again. */
export const logRemake = (game: AnyGame, moves: number, options: OutputOptions): Remake => ({
  words: inWords([`mazeplay`, game.id, `replayed from a posted move log of ${moves} moves`, ...optionWords(options)]),
});

/** A posted book: its seed and each section in words; the same spec posted again makes it. */
export function bookRemake(games: ReadonlyMap<string, AnyGame>, source: BookSource, options: OutputOptions): Remake {
  const sections = source.sections.map(({ game: id, params, bots, difficulty, ramp, count, perPage }) => {
    const game = games.get(id) as AnyGame;
    const own = paramWords(game, params, false).map((words) => ` ${words}`).join('');
    const level = difficulty ? ` ${difficulty.level}` : ramp ? ' easy to hard' : ` bots ${sameOrAll(bots)}`;
    return `${id} ${params.width}×${params.height}${own}${level}, ${count} ${mazesWord(game, params, count)}${perPage > 1 ? ` ${perPage} a page` : ''}`;
  });
  return { words: inWords(['mazeplay', 'a posted book', `seed ${source.seed}`, ...sections, ...optionWords(options)]) };
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
  if (options.bleed) q.set('bleed', 'true');
  if (options.pad) q.set('pad', 'true');
  if (options.header) q.set('header', options.header);
  if (options.title) q.set('title', options.title);
  if (options.answers !== 'none') q.set('answers', options.answers);
  return q.toString();
}
