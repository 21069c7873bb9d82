/** The conformance suite (test/helpers/conformance.ts) over every registered game. */
import { games } from '../src/games/index.ts';
import { describeConformance } from './helpers/conformance.ts';
import { moveSpace } from './helpers/move-space.ts';

/** Counts of the trees of legal moves 1 to 4 deep from the start: any change to what is legal shows. */
const PERFT: Record<string, Record<string, number[]>> = {
  'simple-maze': { '2x2': [2, 2, 2, 2], '3x2': [2, 3, 5, 6] },
  labyrinth: { '2x2': [4, 12, 12, 12], '3x2': [7, 42, 110, 226] },
  'polygonal-sections': { '2x2': [8, 36, 56, 80], '3x2': [20, 168, 1196, 2072] },
  'labyrinthine-loop': { '2x2': [12, 48, 144, 432], '3x2': [22, 128, 800, 4224] },
  'bidirectional-line': { '2x2': [24, 44, 160, 544], '3x2': [34, 68, 276, 1072] },
};

/** The same on the masks of test/helpers/conformance.ts MASKS: an L of three squares, a plus of five, an L of four. */
const PERFT_SHAPED: Record<string, Record<string, number[]>> = {
  'simple-maze': { ell3: [2, 2, 2], plus: [1, 3, 6, 6], ell4: [2, 2, 2, 2] },
  labyrinth: { ell3: [2, 2, 2, 2], plus: [4, 12, 12, 12], ell4: [3, 6, 6, 6] },
  // No vertex of these masks has all four squares round it in the mask: play starts filling, one section a square.
  'polygonal-sections': { ell3: [3, 4, 4], plus: [5, 8, 24, 48], ell4: [4, 6, 8, 8] },
  'labyrinthine-loop': { ell3: [6, 12, 12, 72], plus: [16, 72, 320, 992], ell4: [8, 20, 28, 28] },
  'bidirectional-line': { ell3: [20, 34, 112, 328], plus: [32, 64, 256, 896], ell4: [26, 46, 164, 544] },
};

describeConformance([...games.values()], { moveSpace, perft: PERFT, perftShaped: PERFT_SHAPED });
