/**
 * labyrinthine-loop's bots. The closing move of any bot offense is the best
 * one (the longest loop): a pure maximisation (rules.bestClosing). The greedy
 * bot grows the tree for long loops in its own offense rounds and short ones
 * in others': of a few sampled growth moves it takes the one whose new dot is
 * farthest (or nearest) along the tree from its other touched neighbours,
 * since those are the loops a closing segment there would make.
 */
import type { Bot, BotSpec } from '../../core/game.ts';
import { RoomFinder } from '../../core/room-finder.ts';
import type { Rng } from '../../core/rng.ts';
import { bestClosing, growthMove, loopSize, neighbour, offense, phase, randomMove, toMove, type Move, type State } from './rules.ts';

const SAMPLES = 8;

/** The longest loop a closing segment at `to` would make, once `to` hangs from `from`. */
function reach(s: State, from: number, to: number): number {
  let most = 0;
  for (let d = 0; d < 8; d++) {
    const w = neighbour(s, to, d);
    if (w >= 0 && w !== from && s.touched[w]) most = Math.max(most, loopSize(s, from, w) + 1);
  }
  return most;
}

function growth(s: State, rng: Rng): Move {
  const long = toMove(s) === offense(s);
  let best: Move[] = [];
  let bestScore = -Infinity;
  for (let i = 0; i < SAMPLES; i++) {
    const m = randomMove(s, rng);
    const from = m.from[1] * s.width + m.from[0];
    const to = m.to[1] * s.width + m.to[0];
    const score = long ? reach(s, from, to) : -reach(s, from, to);
    if (score > bestScore) [best, bestScore] = [[m], score];
    else if (score === bestScore) best.push(m);
  }
  return rng.pick(best);
}

export function greedyBot(): BotSpec<State, Move> {
  return {
    description: 'grows for long loops in its own offense rounds and short ones in others’; closes with the longest loop',
    cost: () => 18_000,
    make: (rng) => ({
      choose: (s) => (phase(s) === 'growth' ? growth(s, rng) : randomMove(s, rng)),
    }),
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


/** Each game's backtracking in its current round, kept beside its state. */
const finders = new WeakMap<State, { round: number; finder: RoomFinder }>();

/** The newest touched dot with an untouched neighbour: the last dot's nearest ancestor with room. */
function newestWithRoom(s: State): number {
  let entry = finders.get(s);
  if (!entry || entry.round !== s.round) finders.set(s, (entry = { round: s.round, finder: new RoomFinder(s.width * s.height) }));
  const [, , x, y] = s.segments[s.segments.length - 1];
  const v = entry.finder.find(y * s.width + x, s.parent, s.untouchedNeighbours);
  return s.untouchedNeighbours[v] > 0 ? v : s.frontier.at(0);
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
    cost: () => 6_000,
    make: (rng) => ({
      choose(s) {
        if (phase(s) === 'closing') return bestClosing(s, rng);
        return growthMove(s, phase(s) === 'opening' ? 0 : newestWithRoom(s), rng);
      },
    }),
  };
}
