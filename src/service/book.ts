/**
 * A book's mazes: maze i is played from bookSeed(seed, i), and, on a board of
 * up to COMPARED_CELLS, played again (its next attempts) where it would
 * repeat an earlier maze of the book (likeness.ts): within the attempts a
 * maze has anyway, and for a level a few more (budget.ts, VARIETY_MS).
 */
import type { BaseParams } from '../core/game.ts';
import { REPLAY_MS } from './budget.ts';
import type { AnyGame } from './game.ts';
import type { BotSource, Difficulty } from './job.ts';
import { comparedIn, Variety } from './likeness.ts';
import { botDocument, levelDocument, type LogWanted, type MazeDocument } from './mazes.ts';

/** The seed of a book's maze i (from 0): the book's own seed for the first, then {seed}-2, {seed}-3, … */
export const bookSeed = (seed: string, i: number): string => (i === 0 ? seed : `${seed}-${i + 1}`);

/** `ramp`: levels for maze after maze, each for an equal share of the book, in order (a posted book's section). */
export function bookDocuments(game: AnyGame, params: BaseParams, source: Pick<BotSource, 'bots' | 'seed' | 'count' | 'difficulty'> & { ramp?: Difficulty[] }, log: LogWanted): MazeDocument[] {
  const { bots, seed, count, ramp } = source;
  const compared = comparedIn(params, count);
  const variety = compared ? new Variety(compared) : undefined;
  return Array.from({ length: count }, (_, i) => {
    const s = bookSeed(seed, i);
    const difficulty = ramp ? ramp[Math.floor((i * ramp.length) / count)] : source.difficulty;
    // A book's mazes share the replays' budget: admission costs each maze as one game, and a budget a maze would let a
    // book of dear bots' mazes run to `count` times it, into the deadline.
    const doc = difficulty ? levelDocument(game, params, difficulty, s, log, variety) : botDocument(game, params, bots, s, log, REPLAY_MS / count, variety);
    variety?.keep(doc.mazes);
    return doc;
  });
}
