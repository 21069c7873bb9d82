/**
 * polygonal-sections' greedy bot. In phase 1 it draws like a maze builder:
 * unit segments along grid lines that extend a wall tip into open space
 * (the untouched vertex with the fewest touched neighbours), which gives
 * corridors one square wide and long dead ends. In phase 2 it fills, where it
 * may, a section with no unfilled neighbour (a point now), and avoids handing
 * the next player one.
 */
import type { BotSpec } from '../../core/game.ts';
import type { Rng } from '../../core/rng.ts';
import { canDraw, fillable, fillMove, firstOpenNeighbour, inCorridor, randomMove, segmentTo, vertex, vertexPoint, type Move, type State } from './rules.ts';

const SAMPLES = 16;
const STEPS: [number, number][] = [[1, 0], [0, 1], [-1, 0], [0, -1]];

function wallTip(s: State, rng: Rng): Move {
  let best: Move | null = null;
  let fewest = Infinity;
  for (let i = 0; i < SAMPLES; i++) {
    const b = s.untouched.at(rng.int(s.untouched.size));
    const [x, y] = vertexPoint(s, b);
    const around = STEPS.map(([dx, dy]): [number, number] => [x + dx, y + dy]).filter(([u, v]) => s.touched[vertex(s, [u, v])]);
    // Only a tip less crowded than the best so far could replace it: the others are not worth a crossing test.
    if (around.length >= fewest) continue;
    const from = around.find((a) => canDraw(s, a, [x, y]));
    if (from) [best, fewest] = [{ from, to: [x, y] }, around.length];
  }
  return best ?? (segmentTo(s, s.untouched.at(rng.int(s.untouched.size)), rng) as Move);
}

/** Phase 2: fills a dead end to score where it may, and avoids handing the next player one (the maker fills so too). */
export function fillFor(s: State, rng: Rng): Move {
  // In a corridor the choices are few; when free, sample the unfilled sections rather than list them all.
  const candidates = inCorridor(s) ? fillable(s) : sampleUnfilled(s, rng);
  // The candidates of the highest value, in order.
  let [best, top] = [-1, [] as number[]];
  for (const id of candidates) {
    const value = fillValue(s, id);
    if (value > best) [best, top] = [value, [id]];
    else if (value === best) top.push(id);
  }
  return fillMove(s, rng.pick(top));
}

/** SAMPLES unfilled sections drawn at random (with repeats), or as many as there are. */
function sampleUnfilled(s: State, rng: Rng): number[] {
  const out: number[] = [];
  for (let i = Math.min(SAMPLES, s.unfilled.size); i > 0; i--) out.push(s.unfilled.at(rng.int(s.unfilled.size)));
  return out;
}

/** What filling unfilled section id is worth to the mover: 2 a point now, 0 a point handed to the next player, else 1. */
function fillValue(s: State, id: number): number {
  const open = s.unfilledNeighbours[id];
  if (open === 0) return 2;
  // One way on: the next player must fill it, and scores if it is then a dead end.
  return open === 1 && s.unfilledNeighbours[firstOpenNeighbour(s, id)] === 1 ? 0 : 1;
}

export function greedyBot(): BotSpec<State, Move> {
  return {
    description: 'draws unit walls from wall tips (one-square corridors, long dead ends); fills dead ends to score',
    cost: () => 70_000, // see the bots in index.ts
    make: (rng) => ({ choose: (s) => (s.sections ? fillFor(s, rng) : s.untouched.size ? wallTip(s, rng) : randomMove(s, rng)) }),
  };
}
