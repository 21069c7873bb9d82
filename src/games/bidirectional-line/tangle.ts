/**
 * bidirectional-line's tangle maker, for hard mazes. A maze of this game has
 * no dead ends; what makes one hard is loops: every place the line crosses
 * itself is a four-way junction, and a solver must walk the loops the
 * crossings close to learn that they lead back. Both players draw one line:
 * red covers the board's first half, blue the second (so the ends finish
 * far apart), each going to the fresh vertex with the fewest fresh
 * neighbours (Warnsdorff's rule: the line leaves no holes behind) and now and
 * then crossing the line where that closes a long loop away from other
 * crossings (crossings side by side would open the line into a field, a way
 * anyone can walk straight across). An end walled in by the line heads for
 * the nearest fresh vertex along undrawn edges (a breadth-first look at most
 * LOOK vertices wide); when there is none, the game is done and the end is
 * let run into a block. A turn weighs at most eight moves, each with a
 * bounded look for room, and two looks for fresh vertices: O(1).
 */
import type { BotSpec } from '../../core/game.ts';
import { orthogonalNeighbours } from '../../core/grid.ts';
import type { Rng } from '../../core/rng.ts';
import { degree, distance, onShapeNear } from './maker.ts';
import { drawnCount, extendMove, openNeighbours, segmentMove, type Move, type State } from './rules.ts';

/** Vertices a walled-in end looks through for a fresh one. */
const LOOK = 128;
/** Room an end needs after a step, in vertices it could still reach: fewer is a trap. */
const ROOM = 64;
/** Old vertices a walled-in end crosses at most on its way to a fresh one. */
const DETOUR = 6;
/** Crossings close loops at least this long (in segments), with this chance a turn where one can. */
const LOOP = 30;
const CROSS = 0.1;

/** Where an end is going: a fresh vertex next to it (AT_HAND), the first step towards the nearest one, or nowhere (NONE: its part is done). */
const AT_HAND = -2;
const NONE = -1;

const isFresh = (s: State, v: number) => s.free[v] === degree(s, v);

/** Red's home is the board's first half along its longer side, blue's the second; the middle line is both's. */
function atHome(s: State, color: number, v: number): boolean {
  const [at, length] = s.width >= s.height ? [v % s.cols, s.width] : [Math.floor(v / s.cols), s.height];
  return color === 0 ? 2 * at <= length : 2 * at >= length;
}

/**
 * Scratch for the bounded breadth-first looks: reused from look to look, a
 * vertex counts as seen when its stamp is the look's, so a look costs only
 * the vertices it sees, on any board.
 */
const SCRATCH = Math.max(LOOK, ROOM) + 4;
const look = { stamp: new Int32Array(0), current: 0, queue: new Int32Array(SCRATCH), first: new Int32Array(SCRATCH), steps: new Int32Array(SCRATCH) };

function startLook(s: State, from: number): void {
  if (look.stamp.length !== s.free.length) look.stamp = new Int32Array(s.free.length);
  look.current++;
  look.stamp[from] = look.current;
  look.queue[0] = from;
}

/** The first step of a shortest way along undrawn edges from `end` to a fresh vertex at home, or NONE if none lies within LOOK vertices. */
function towardFresh(s: State, color: number, end: number): number {
  startLook(s, end);
  look.steps[0] = 0;
  for (let head = 0, tail = 1; head < tail && tail < LOOK; head++) {
    const v = look.queue[head];
    // The line passes through v only while it has an undrawn edge besides the one it came in by,
    // and crosses at most DETOUR old vertices on the way: more would draw a field.
    if (head > 0 && (s.free[v] < 2 || look.steps[head] >= DETOUR)) continue;
    for (const w of openNeighbours(s, v)) {
      if (look.stamp[w] === look.current) continue;
      const step = head === 0 ? w : look.first[head];
      if (isFresh(s, w) && atHome(s, color, w)) return step;
      look.stamp[w] = look.current;
      look.queue[tail] = w;
      look.first[tail] = step;
      look.steps[tail++] = look.steps[head] + 1;
    }
  }
  return NONE;
}

/**
 * How many vertices the end could still reach along undrawn edges after the
 * step from `end` to `to`, counted up to ROOM: fewer means it walks into a trap.
 */
function room(s: State, end: number, to: number): number {
  startLook(s, to);
  let tail = 1;
  for (let head = 0; head < tail && tail < ROOM; head++) {
    const v = look.queue[head];
    // The line passes on through v only while v has an undrawn edge besides the one it came in by.
    if (head > 0 && s.free[v] < 2) continue;
    for (const w of openNeighbours(s, v)) {
      if (look.stamp[w] === look.current || (head === 0 && w === end)) continue;
      look.stamp[w] = look.current;
      look.queue[tail++] = w;
    }
  }
  return tail;
}

/** Where each vertex first joined the line: steps from the start, + along red, − along blue; kept up to date move by move. */
class LinePositions {
  private pos = new Int32Array(0);
  private synced = 0;
  private counts = [0, 0];

  of(s: State): Int32Array {
    if (this.pos.length !== s.free.length || drawnCount(s) < this.synced) {
      this.pos = new Int32Array(s.free.length).fill(UNSEEN);
      [this.synced, this.counts] = [0, [0, 0]];
    }
    for (; this.synced < drawnCount(s); this.synced++) {
      const color = s.colors[this.synced];
      if (this.synced === 0) this.pos[s.path[0]] = 0;
      const step = ++this.counts[color];
      const v = s.path[2 * this.synced + 1];
      if (this.pos[v] === UNSEEN) this.pos[v] = color === 0 ? step : -step;
    }
    return this.pos;
  }
}

const UNSEEN = 0x7fffffff;

/** Whether a neighbour of v is already a crossing (all four edges drawn): crossings side by side open the line into a field. */
const nearCrossing = (s: State, v: number) => orthogonalNeighbours(s.cols, s.height + 1, v).some((w) => s.free[w] === 0 && degree(s, w) === 4);

function score(s: State, color: number, to: number, toward: number, loop: number, rng: Rng): number {
  const [end, other] = [s.ends[color], s.ends[1 - color]];
  const freeTo = s.free[to] - 1;
  const blocks = freeTo === 0 || s.free[other] - (to === other ? 1 : 0) === 0;
  // An end with no board left to cover waits while the other covers its part, then ends the game
  // (before the other walks into a trap): it runs into a block by the shortest way; wandering on
  // over the line would open it into a field. Before that, blocking comes last.
  if (toward === NONE) return (blocks ? -600 : -2e3 - freeTo) + rng.float();
  if (blocks) return -1e6 + rng.float();
  const space = room(s, end, to);
  if (space < ROOM) return -1e3 + space + rng.float();
  // The ends pull apart (up to a quarter of the board's perimeter), so the way through is long.
  let value = rng.float() + 0.5 * Math.min(distance(s, to, other), (s.width + s.height) / 2);
  const home = atHome(s, color, to);
  if (isFresh(s, to)) value += home ? 8 - openNeighbours(s, to).filter((w) => isFresh(s, w)).length : 1;
  // A crossing that closes a long loop, now and then: a loop to explore, hanging off the way.
  else if (home && loop >= LOOP && !nearCrossing(s, to) && rng.float() < CROSS) value += 9;
  if (to === toward) value += 20;
  return value;
}

export function tangleBot(): BotSpec<State, Move> {
  return {
    description: 'covers the board with one line, red one half and blue the other, crossing itself now and then to close long loops: loops to explore everywhere (hard mazes)',
    cost: () => 2_500,
    make: (rng) => {
      const positions = new LinePositions();
      const choose = (s: State): Move => {
        if (drawnCount(s) === 0) {
          // A vertex in the middle of the line between the homes, red stepping into its own.
          const across = Math.floor(s.height / 4) + rng.int(Math.floor(s.height / 2) + 1);
          const a = onShapeNear(s, s.width >= s.height ? across * s.cols + Math.floor(s.width / 2) : Math.floor(s.height / 2) * s.cols + across);
          const options = openNeighbours(s, a);
          return segmentMove(s, a, options.find((b) => !atHome(s, 1, b)) ?? rng.pick(options));
        }
        if (drawnCount(s) === 1) {
          // Away from red's first step.
          const options = openNeighbours(s, s.start);
          return segmentMove(s, s.start, options.reduce((best, b) => (distance(s, b, s.ends[0]) > distance(s, best, s.ends[0]) ? b : best)));
        }
        const pos = positions.of(s);
        let best: [number, number] = [0, -1];
        let bestScore = -Infinity;
        const toward = [0, 1].map((color) => {
          const near = openNeighbours(s, s.ends[color]);
          return near.some((w) => isFresh(s, w) && atHome(s, color, w)) ? AT_HAND : towardFresh(s, color, s.ends[color]);
        });
        for (const color of [0, 1]) {
          const here = color === 0 ? s.count[0] : -s.count[1];
          for (const to of openNeighbours(s, s.ends[color])) {
            const value = score(s, color, to, toward[color], pos[to] === UNSEEN ? 0 : Math.abs(here - pos[to]), rng);
            if (value > bestScore) [best, bestScore] = [[color, to], value];
          }
        }
        return extendMove(s, ...best);
      };
      return { choose };
    },
  };
}
