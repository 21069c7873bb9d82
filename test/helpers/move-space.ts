/**
 * Every move of a game's notation whose coordinates lie on the board or just
 * off it, legal or not, each once in the form legalMoves writes it: the space
 * the conformance suite checks `check` against `legalMoves` over, and draws
 * illegal moves from. Small boards only.
 */
import type { Point } from '../../src/core/game.ts';
import type { AnyGame } from '../../src/service/game.ts';
import { COLORS } from '../../src/games/bidirectional-line/rules.ts';
import { phase, type State as LoopState } from '../../src/games/labyrinthine-loop/rules.ts';
import type { State as SectionsState } from '../../src/games/polygonal-sections/rules.ts';
import { insideOf, type Sections } from '../../src/games/polygonal-sections/sections.ts';

interface Board {
  width: number;
  height: number;
}

/** Lattice points from [−1,−1] to [maxX,maxY] in reading order: a board and a ring just off it. */
function pointsAround(maxX: number, maxY: number): Point[] {
  const points: Point[] = [];
  for (let y = -1; y <= maxY; y++) for (let x = -1; x <= maxX; x++) points.push([x, y]);
  return points;
}

const ordered = (points: Point[]) => points.flatMap((from) => points.map((to) => ({ from, to })));
/** Every section's inside point, once drawing is over. */
const insides = (sections: Sections | null) => Array.from({ length: sections?.count ?? 0 }, (_, id) => insideOf(sections as Sections, id));

/** Each unordered pair once, the point first in reading order first. */
const pairs = (points: Point[]) => points.flatMap((p, i) => points.slice(i + 1).map((q): [Point, Point] => [p, q]));

const SPACES: Record<string, (s: Board) => unknown[]> = {
  'simple-maze': (s) => ordered(pointsAround(s.width, s.height)),
  // A door is an unordered pair of cells.
  labyrinth: (s) => [{ claim: 'complete' }, ...pairs(pointsAround(s.width, s.height)).map((door) => ({ door }))],
  'polygonal-sections': (s) => {
    const points = pointsAround(s.width + 1, s.height + 1);
    const fills = [...points, ...points.map(([x, y]): Point => [x + 0.5, y]), ...insides((s as SectionsState).sections)];
    return [...ordered(points), ...fills.map((fill) => ({ fill }))];
  },
  // A closing segment is unordered.
  'labyrinthine-loop': (s) =>
    phase(s as LoopState) === 'closing' ? pairs(pointsAround(s.width, s.height)).map(([from, to]) => ({ from, to })) : ordered(pointsAround(s.width, s.height)),
  'bidirectional-line': (s) => {
    const points = pointsAround(s.width + 1, s.height + 1);
    return [...ordered(points), ...COLORS.flatMap((color) => points.map((to) => ({ color, to })))];
  },
};

export function moveSpace(game: AnyGame, state: unknown): unknown[] {
  const space = SPACES[game.id];
  if (!space) throw new Error(`no move space for ${game.id}: add one to test/helpers/move-space.ts`);
  return space(state as Board);
}
