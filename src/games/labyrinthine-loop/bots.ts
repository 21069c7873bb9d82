/**
 * labyrinthine-loop's bots. The closing move of any bot offense is the best
 * one (the longest loop): a pure maximisation (rules.bestClosing). The greedy
 * bot grows the tree for long loops in its own offense rounds and short ones
 * in others': of a few sampled growth moves it takes the one whose new dot is
 * farthest (or nearest) along the tree from its other touched neighbours,
 * since those are the loops a closing segment there would make.
 */
import { codeBot, type Bot, type BotSpec } from '../../core/game.ts';
import { lowestDirection } from '../../core/grid.ts';
import { keptBeside } from '../../core/kept-beside.ts';
import { RoomFinder } from '../../core/room-finder.ts';
import type { Rng } from '../../core/rng.ts';
import { bestClosing, closingCode, codes, codeTarget, frontierOf, growthCode, loopSize, offense, phase, randomCode, toMove, type Move, type State } from './rules.ts';

const SAMPLES = 8;
/** The codes of the best samples of one growth move, in sample order: one buffer for every move, as moves are chosen one at a time. */
const bestSamples = new Int32Array(SAMPLES);

/** The longest loop a closing segment at `to` would make, once `to` hangs from `from`. */
function reach(s: State, from: number, to: number): number {
  let most = 0;
  for (let moves = s.onBoard[to]; moves !== 0; moves &= moves - 1) {
    const w = to + s.steps[lowestDirection(moves)];
    if (w !== from && s.touched[w]) most = Math.max(most, loopSize(s, from, w) + 1);
  }
  return most;
}

function growth(s: State, rng: Rng): number {
  const long = toMove(s) === offense(s);
  let ties = 0;
  let bestScore = -Infinity;
  for (let i = 0; i < SAMPLES; i++) {
    const code = randomCode(s, rng);
    const reached = reach(s, code >> 3, codeTarget(s, code));
    const score = long ? reached : -reached;
    if (score > bestScore) [ties, bestScore] = [0, score];
    if (score === bestScore) bestSamples[ties++] = code;
  }
  return bestSamples[rng.int(ties)];
}

export function greedyBot(): BotSpec<State, Move> {
  return {
    description: 'grows for long loops in its own offense rounds and short ones in others’; closes with the longest loop',
    cost: () => 5_000,
    make: (rng) => codeBot(codes, (s) => (phase(s) === 'growth' ? growth(s, rng) : randomCode(s, rng))),
  };
}

/** Any bot, but closing with the longest loop. */
export function closingBest(spec: BotSpec<State, Move>): BotSpec<State, Move> {
  return {
    ...spec,
    description: `${spec.description}; closes with the longest loop`,
    make: (rng) => {
      const bot: Bot<State, Move> = spec.make(rng);
      // The bot still follows every move, its closings included (a search keeps its tree through them).
      return { choose: (s) => (phase(s) === 'closing' ? bestClosing(s, rng) : bot.choose(s)), observe: bot.observe };
    },
  };
}

/** Each game's backtracking in its current round (none before the first is asked for), kept beside its state. */
interface Backtracking {
  round: number;
  finder: RoomFinder | null;
}

/** A dot's parent in the state's tree, as the finder reads it (room-finder.ts ParentIn). */
const parentIn = (s: State, dot: number) => s.parent[dot];

const finders = keptBeside<State, Backtracking>();

/** The backtracking of the state's round, made when first asked for in the round, whose first step grew its root (the dot it starts from) and a child. */
function roundFinder(kept: Backtracking, s: State): RoomFinder {
  if (!kept.finder || kept.round !== s.round) [kept.round, kept.finder] = [s.round, new RoomFinder(s.width * s.height, s.played[0] >> 3)];
  return kept.finder;
}

/**
 * The newest touched dot with an untouched neighbour: the last dot's nearest
 * ancestor with room. While the tree grows depth-first (as between makers), a
 * plain climb: the dots it passes have whole subtrees, so no later climb
 * passes them again. Else the finder, which keeps it O(1) amortised whoever
 * grew the tree.
 */
function newestWithRoom(s: State, kept: Backtracking): number {
  const { parent, untouchedMoves } = s;
  let v = codeTarget(s, s.played[s.step - 1]);
  if (s.depthFirst) while (untouchedMoves[v] === 0 && parent[v] !== v) v = parent[v];
  else v = roundFinder(kept, s).find(v, parentIn, s, untouchedMoves);
  return untouchedMoves[v] !== 0 ? v : frontierOf(s).at(0);
}

/**
 * A maze maker: depth-first growth. The offense opens at the entrance dot
 * [0,0]; every growth move extends the newest dot that still has room (as a
 * recursive backtracker would), to a random untouched neighbour; the closing
 * is the longest loop. A long winding tree: few dead ends, long corridors, a
 * long way from corner to corner. O(1) amortised a move.
 */
export function makerBot(): BotSpec<State, Move> {
  return {
    description: 'grows the tree depth-first from the entrance dot (the newest dot with room goes on): long winding corridors; closes with the longest loop',
    cost: () => 255,
    attemptNs: 2_000,
    make: (rng) => {
      const keptOf = finders((): Backtracking => ({ round: -1, finder: null }));
      return codeBot(codes, (s) => (phase(s) === 'closing' ? closingCode(s, rng) : growthCode(s, phase(s) === 'opening' ? s.firstDot : newestWithRoom(s, keptOf(s)), rng)));
    },
  };
}
