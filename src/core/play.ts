/**
 * The engine around any game: bots play a game, and a posted move log is
 * replayed move by move into a verdict. The log is the truth: replaying the
 * moves of a bot game gives the same state, and so the same mazes.
 */
import type { z } from 'zod';
import type { AnyGame, BaseParams, Bot, Outcome, Player, Problem, Violation } from './game.ts';

export interface Verdict {
  legal: boolean;
  finished: boolean;
  moves: number;
  applied: number;
  violation: Violation | null;
  toMove: Player | null;
  outcome: Outcome | null;
  /** Games that have one: what a client needs to write the next move. */
  position?: Record<string, unknown>;
}

export interface Played<S> {
  state: S;
  moves: unknown[];
}

/**
 * Bots (one per player, in order) play a whole game; every move is checked.
 * The moves are kept only when `record` is set: a million retained move
 * objects cost more than the game itself, and only a JSON log needs them.
 */
export function playGame<S>(game: AnyGame, params: BaseParams, bots: Bot<S, unknown>[], record = true): Played<S> {
  const state = game.start(params) as S;
  const moves: unknown[] = [];
  for (let player = game.toMove(state); player !== null; player = game.toMove(state)) {
    const move = bots[player - 1].choose(state);
    const problem = game.check(state, move);
    if (problem) throw new Error(`bot for player ${player} chose an illegal move (${problem.rule}): ${problem.message}`);
    game.apply(state, move);
    if (record) moves.push(move);
  }
  return { state, moves };
}

/** Replays `moves` from the start and stops at the first illegal one. */
export function replay<S>(game: AnyGame, params: BaseParams, moves: readonly unknown[]): { verdict: Verdict; state: S } {
  const state = game.start(params) as S;
  let problem: Problem | null = null;
  let mover: Player | null = null;
  let applied = 0;
  for (; applied < moves.length; applied++) {
    const raw = moves[applied];
    const player = game.toMove(state);
    mover = player;
    if (player === null) {
      mover = statedPlayer(raw);
      problem = { rule: 'game-over', message: 'the game is already over; no move may follow' };
      break;
    }
    const parsed = game.move.safeParse(raw);
    if (!parsed.success) {
      problem = { rule: 'format', message: `${describeIssues(parsed.error)} (a move looks like ${JSON.stringify(game.examples[0].move)})` };
      break;
    }
    const stated = statedPlayer(raw);
    if (stated !== null && stated !== player) {
      problem = { rule: 'wrong-player', message: `it is player ${player}'s turn, not player ${stated}'s` };
      break;
    }
    problem = game.check(state, parsed.data);
    if (problem) {
      if (problem.losing) game.concede?.(state, player, problem);
      break;
    }
    game.apply(state, parsed.data);
  }
  // Built once, for the first illegal move only: nothing is allocated for the legal ones.
  const violation: Violation | null = problem && {
    index: applied,
    player: mover,
    rule: problem.rule,
    message: `move ${applied}: ${problem.message}`,
  };
  const toMove = game.toMove(state);
  const position = toMove === null ? null : game.position?.(state);
  return {
    state,
    verdict: {
      legal: violation === null,
      finished: toMove === null,
      moves: moves.length,
      applied,
      violation,
      toMove,
      outcome: game.outcome(state),
      ...(position ? { position } : {}),
    },
  };
}

function statedPlayer(raw: unknown): Player | null {
  if (typeof raw !== 'object' || raw === null || !('player' in raw)) return null;
  return Number.isInteger(raw.player) ? (raw.player as number) : null;
}

/**
 * One issue as a sentence that names its key: a message that begins
 * "must …" follows the key ("width must be …"), one that names it already
 * stands alone.
 */
export function describeIssue(i: z.core.$ZodIssue): string {
  const key = i.path.join('.');
  if (!key || i.message.startsWith(`${key} `)) return i.message;
  return `${key}${i.message.startsWith('must ') ? ' ' : ': '}${i.message}`;
}

export function describeIssues(error: z.ZodError): string {
  return error.issues.map(describeIssue).join('; ');
}
