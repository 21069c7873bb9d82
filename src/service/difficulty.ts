/**
 * The difficulty knob. A maze's difficulty number grows with the board, so a
 * level is a band of difficulty ÷ side (side = (width + height) / 2, or a
 * shaped board's region's: board-measure.ts), that is
 * of how much of the board a solver walks. The service plays attempt after
 * attempt, seeds {seed}, {seed}~2, … and the game's bots for the level in
 * turn, until a maze falls in the band; after DIFFICULTY_ATTEMPTS (fewer on a large board: levelAttempts) it keeps
 * the closest. The same seed always ends at the same attempt.
 *
 * At 20×20: DFS-backtracker mazes score about 0.81, Kruskal-like ones 0.47,
 * Prim-like ones 0.41, and the line game's scribbles under 0.2.
 */
import { playsBoard, type BaseParams, type Level } from '../core/game.ts';
import { type AnyGame } from './game.ts';
import type { Difficulty } from './job.ts';
import type { BoardMeasure } from './board-measure.ts';
import type { MazeDocument } from './mazes.ts';

export const LEVELS = ['easy', 'medium', 'hard'] as const satisfies Level[];

/** Bands of difficulty ÷ side; hard starts at a DFS-backtracker maze's median. */
export const BANDS: Record<Level, readonly [number, number]> = {
  easy: [0, 0.45],
  medium: [0.45, 0.7],
  hard: [0.81, Infinity],
};

export const DIFFICULTY_ATTEMPTS = 16;

/** A document's difficulty ÷ side, over its mazes (one a round in the loop game). */
export function score(doc: MazeDocument, { side }: BoardMeasure): number {
  const total = doc.mazes.reduce((sum, m) => sum + (m.stats.difficulty ?? 0), 0);
  return Math.round((total / doc.mazes.length / side) * 1000) / 1000;
}

/** How far a score lies outside a level's band [lo, hi): 0 inside, more than 0 on the upper bound. */
export function offBand(value: number, level: Level): number {
  const [lo, hi] = BANDS[level];
  return value >= lo && value < hi ? 0 : Math.max(lo - value, value - hi, Number.EPSILON);
}

/**
 * A hard maze's way is long and full of choices too: at least a third of
 * width + height nodes, with a junction on it for every 8 of width + height.
 * A backtracker's way at 20×20 has over ten times the nodes and more than
 * twice the junctions; a lines maze with its ends a few steps apart, or one
 * long corridor, is solved at a glance, whatever the number says.
 */
export const hardEnough = (doc: MazeDocument, level: Level, { side }: BoardMeasure): boolean =>
  level !== 'hard' || doc.mazes.every((m) => 3 * m.stats.solutionLength >= 2 * side && 8 * m.stats.decisionPoints >= 2 * side);

/**
 * A level asked of a request whose bots are `bots` (asked for, or the game's
 * default for every player): the line-ups its attempts take, and those bots
 * to fall back on.
 */
export function difficultyOf(game: AnyGame, params: BaseParams, level: Level, bots: string[], asked: boolean): Difficulty {
  return { level, tries: lineups(game, params, bots.length, level, asked ? bots : undefined), fallback: bots };
}

/** The bot line-ups a level tries in turn: the ones asked for, or the game's for the level. */
function lineups(game: AnyGame, params: BaseParams, players: number, level: Level, asked: string[] | undefined): string[][] {
  if (asked) return [asked];
  const fit = game.profile.difficultyBots[level]
    .map((names) => [names].flat())
    .filter((names) => names.every((name) => playsBoard(game.profile.bots[name], params)));
  return (fit.length ? fit : [[game.profile.defaultBot]]).map((names) => Array.from({ length: players }, (_, i) => names[i % names.length]));
}
