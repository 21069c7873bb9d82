/**
 * A book's mazes: maze i is played from bookSeed(seed, i), and, on a board of
 * up to COMPARED_CELLS, played again (its next attempts) where it would
 * repeat an earlier maze of the book (likeness.ts): within the attempts a
 * maze has anyway, and for a level a few more (budget.ts, VARIETY_MS).
 */
import type { BaseParams } from '../core/game.ts';
import { REPLAY_MS } from './budget.ts';
import type { AnyGame } from './game.ts';
import type { BotSource } from './job.ts';
import { comparedIn, Variety } from './likeness.ts';
import { botDocument, levelDocument, type LogWanted, type MazeDocument } from './mazes.ts';

/** The seed of a book's maze i (from 0): the book's own seed for the first, then {seed}-2, {seed}-3, … */
export const bookSeed = (seed: string, i: number): string => (i === 0 ? seed : `${seed}-${i + 1}`);

export function bookDocuments(game: AnyGame, params: BaseParams, source: Pick<BotSource, 'bots' | 'seed' | 'count' | 'difficulty'>, log: LogWanted): MazeDocument[] {
  const { bots, seed, count, difficulty } = source;
  const compared = comparedIn(params, count);
  const variety = compared ? new Variety(compared) : undefined;
  return Array.from({ length: count }, (_, i) => {
    const s = bookSeed(seed, i);
    // A book's mazes share the replays' budget: admission costs each maze as one game, and a budget a maze would let a
    // book of dear bots' mazes run to `count` times it, into the deadline.
    const doc = difficulty ? levelDocument(game, params, difficulty, s, log, variety) : botDocument(game, params, bots, s, log, REPLAY_MS / count, variety);
    variety?.keep(doc.mazes);
    return doc;
  });
}
