/** simple-maze as a person plays it: the cells, taken ones shaded, each segment in its player's colour, X's as the rules make them. */
import type { Outcome } from '../../core/game.ts';
import { indexOf, linkSteps, orthogonalNeighbours, pointOf } from '../../core/grid.ts';
import type { GameView, Mark, Spot } from '../../core/view.ts';
import { cellGrid, cellSpot, key, point } from '../../core/view-parts.ts';
import { isForced, isTaken, OUTSIDE, type Move, type State } from './rules.ts';

/** The taken neighbours of untaken cell c: where a segment into it may start. */
const takenNeighbours = (s: State, c: number) => orthogonalNeighbours(s.width, s.height, c).filter((n) => isTaken(s, n));

function picture(s: State) {
  const { width, height } = s;
  const marks: Mark[] = [];
  for (let c = 0; c < width * height; c++) {
    const [x, y] = pointOf(width, c);
    if (isTaken(s, c)) marks.push({ area: [x, y, x + 1, y, x + 1, y + 1, x, y + 1], ink: 'shade' });
  }
  marks.push(...cellGrid(width, height));
  const steps = linkSteps(width);
  for (let k = 1; k <= s.moves; k++) {
    const c = s.order[k];
    const [x, y] = pointOf(width, c);
    const [px, py] = pointOf(width, c + steps[s.entry[c]]);
    marks.push({ line: [px + 0.5, py + 0.5, x + 0.5, y + 0.5], ink: ((k - 1) % 2) + 1, width: 0.14 });
  }
  const [fx, fy] = pointOf(width, s.order[0]);
  marks.push({ dot: [fx + 0.5, fy + 0.5], r: 0.12, ink: 'ink' });
  for (const c of s.xCells) {
    const [x, y] = pointOf(width, c);
    marks.push({ line: [x + 0.25, y + 0.25, x + 0.75, y + 0.75], ink: 'mark', width: 0.07 }, { line: [x + 0.75, y + 0.25, x + 0.25, y + 0.75], ink: 'mark', width: 0.07 });
  }
  if (s.moves > 0) {
    const [x, y] = pointOf(width, s.last);
    marks.push({ dot: [x + 0.5, y + 0.5], r: 0.16, ink: ((s.moves - 1) % 2) + 1 });
  }
  return { box: { x: -0.05, y: -0.05, width: width + 0.1, height: height + 0.1 }, marks };
}

function spots(s: State): Spot[] {
  const out: Spot[] = [];
  for (let y = 0; y < s.height; y++)
    for (let x = 0; x < s.width; x++) {
      const entry = s.entry[indexOf(s.width, [x, y])];
      if (entry !== OUTSIDE) out.push(cellSpot(x, y, entry ? 'taken' : 'untaken'));
    }
  return out;
}

/** The cell a segment goes to, then, where more than one taken cell beside it could start it, the cell it starts from. */
function picks(s: State, m: Move): string[] {
  const origins = isForced(s) ? 1 : takenNeighbours(s, indexOf(s.width, m.to)).length;
  return origins > 1 ? [key(m.to), key(m.from)] : [key(m.to)];
}

/** One cell: a segment into it from the last cell if forced, else from a taken cell beside it (the last cell when none is). */
function attempt(s: State, chosen: readonly string[]): Move {
  const to = point(chosen[0]);
  if (chosen.length > 1) return { from: point(chosen[1]), to };
  const c = indexOf(s.width, to);
  const from = isForced(s) || s.entry[c] ? s.last : (takenNeighbours(s, c)[0] ?? s.last);
  return { from: pointOf(s.width, from), to };
}

function says(o: Outcome): string {
  const x = o.details.xCount as number;
  return `Player ${o.winners[0]} wins: ${x} X${x === 1 ? '' : '’s'}, ${x % 2 ? 'an odd' : 'an even'} number`;
}

export const view: GameView<State, Move> = { playBoard: { width: 6, height: 6 }, picture, spots, picks, attempt, says };
