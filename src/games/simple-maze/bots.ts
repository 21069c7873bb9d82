/**
 * simple-maze's greedy bot. Player 1 wants an odd number of X's, player 2 an
 * even one. The bot looks one move ahead, following any forced single-option
 * continuation (a corridor the next players must walk) for a few steps, and
 * prefers moves after which the X count has its parity. All in O(1) a move:
 * when the mover is free it samples the frontier instead of scanning it.
 * With ENDGAME cells left it plays perfectly (endgame.ts) when it can force a win.
 */
import type { BotSpec } from '../../core/game.ts';
import { orthogonalNeighboursInto } from '../../core/grid.ts';
import type { Rng } from '../../core/rng.ts';
import { botSets, isForced, isTaken, randomFrontierCell, randomStep, segment, toMove, type Move, type State } from './rules.ts';
import { ENDGAME, endgameMove } from './endgame.ts';

const LOOKAHEAD = 8;
const SAMPLES = 24;

/** Scratch, so that a move allocates nothing but the one it returns: the candidates' cells, the good ones' places, a forced walk, a cell's neighbours. */
const FROM = new Int32Array(SAMPLES + 1);
const TO = new Int32Array(SAMPLES + 1);
const GOOD = new Int32Array(SAMPLES + 1);
const WALK = new Int32Array(LOOKAHEAD + 1);
const AROUND = new Int32Array(4);

/** Whether cell n is among the first `length` cells of the walk. */
function walked(n: number, length: number): boolean {
  for (let i = 0; i < length; i++) if (WALK[i] === n) return true;
  return false;
}

/** X's made by taking `to` and then by the forced single-option moves that follow. */
function forcedXs(s: State, to: number): number {
  WALK[0] = to;
  let cur = to;
  for (let step = 0; step < LOOKAHEAD; step++) {
    const count = orthogonalNeighboursInto(s.width, s.height, cur, AROUND);
    let open = 0;
    let next = -1;
    for (let k = 0; k < count; k++) {
      const n = AROUND[k];
      if (!s.entry[n] && !walked(n, step + 1) && open++ === 0) next = n;
    }
    if (open === 0) return 1;
    if (open > 1) return 0;
    cur = WALK[step + 1] = next;
  }
  return 0;
}

/** The moves weighed, as cells in FROM and TO; how many. */
function candidates(s: State, rng: Rng): number {
  let count = 0;
  if (isForced(s)) {
    const around = orthogonalNeighboursInto(s.width, s.height, s.last, AROUND);
    for (let k = 0; k < around; k++) {
      if (s.entry[AROUND[k]]) continue;
      FROM[count] = s.last;
      TO[count++] = AROUND[k];
    }
    return count;
  }
  const { isolated } = botSets(s);
  if (isolated.size > 0) {
    const to = isolated.at(rng.int(isolated.size));
    const around = orthogonalNeighboursInto(s.width, s.height, to, AROUND);
    let k = 0;
    while (k < around && !isTaken(s, AROUND[k])) k++;
    FROM[count] = AROUND[k];
    TO[count++] = to;
  }
  for (let i = 0; i < SAMPLES; i++) {
    const from = randomFrontierCell(s, rng);
    FROM[count] = from;
    // The code's last two bits: east, south, west or north.
    TO[count++] = from + [1, s.width, -1, -s.width][randomStep(s, from, rng) & 3];
  }
  return count;
}

export function greedyBot(): BotSpec<State, Move> {
  return {
    description: 'looks one move ahead (through forced corridors) and plays for its X-count parity; plays the last 14 cells perfectly',
    // ns a cell: the bench measured 1,800-2,600 (with an SVG, at 300²) from one run to another.
    cost: () => 2_700,
    make: (rng) => ({
      choose(s) {
        if (s.cells - 1 - s.moves <= ENDGAME) {
          const win = endgameMove(s);
          if (win) return win;
        }
        const wantOdd = toMove(s) === 1;
        const count = candidates(s, rng);
        let good = 0;
        for (let i = 0; i < count; i++) if (((s.xCells.length + forcedXs(s, TO[i])) % 2 === 1) === wantOdd) GOOD[good++] = i;
        // One of the good moves, else any: as a pick from either list.
        const i = good > 0 ? GOOD[rng.int(good)] : rng.int(count);
        return segment(s, FROM[i], TO[i]);
      },
    }),
  };
}
