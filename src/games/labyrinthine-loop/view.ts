/**
 * labyrinthine-loop as a person plays it: the dots, touched ones black and
 * untouched ones faint, the round's segments in the colours of the players
 * who drew them, and a caption naming the round and its offense. Every move
 * is a segment picked as two dots.
 */
import type { Outcome, Player, Point } from '../../core/game.ts';
import { indexOf, KING_DX, KING_DY, kingDirection, lowestDirection, pointOf } from '../../core/grid.ts';
import type { GameView, Mark, Spot } from '../../core/view.ts';
import { andList, key, point, pointSpot } from '../../core/view-parts.ts';
import { codes, phase, toMove, type Move, type State } from './rules.ts';

/** The round the picture shows: the one being played, or the last once the game is over. */
const shownRound = (s: State) => Math.min(s.round, s.players * s.rounds - 1);

/** The shown round's segments as move codes, in the order they were drawn. */
const roundCodes = (s: State): Int32Array => (s.round === shownRound(s) ? s.played.subarray(0, s.step) : s.boards[shownRound(s)].played);

/** Who drew the round's k-th segment: whoever the rules have to move at that step of it. */
const drawer = (s: State, k: number) => toMove({ ...s, round: shownRound(s), step: k }) as Player;

function caption(s: State): string {
  const round = shownRound(s);
  const text = `Round ${round + 1} of ${s.players * s.rounds} — offense: player ${(round % s.players) + 1}`;
  const result = s.results[round];
  return result ? `${text}, loop of ${result.score} dots` : text;
}

/** The finished round's loop, as a band under its segments. */
function loopMarks(s: State): Mark[] {
  const loop = s.results[shownRound(s)]?.loop;
  return loop ? [{ line: [...loop, loop[0]].flat(), ink: 'shade', width: 0.34 }] : [];
}

function segmentMarks(s: State): Mark[] {
  const marks: Mark[] = [];
  roundCodes(s).forEach((code, k) => {
    const { from, to } = codes.decode(s, code);
    marks.push({ line: [...from, ...to], ink: drawer(s, k), width: 0.1 });
  });
  return marks;
}

function dotMarks(s: State): Mark[] {
  const shown = s.round === shownRound(s) ? s.touched : null;
  const marks: Mark[] = [];
  for (let v = 0; v < s.width * s.height; v++) {
    if (s.onBoard[v] === 0) continue; // off the shape
    const touched = shown === null || shown[v] === 1;
    marks.push({ dot: pointOf(s.width, v), r: touched ? 0.1 : 0.08, ink: touched ? 'ink' : 'grid' });
  }
  return marks;
}

/** The end of the last segment drawn, in its drawer's colour. */
function lastMark(s: State): Mark[] {
  const drawn = roundCodes(s);
  if (drawn.length === 0) return [];
  return [{ dot: codes.decode(s, drawn[drawn.length - 1]).to, r: 0.15, ink: drawer(s, drawn.length - 1) }];
}

/** The round's loop once closed, its segments, its dots, and above them the caption, sized to fit across (a character is about half its size wide). */
function picture(s: State) {
  const text = caption(s);
  // The dots' box: the whole grid's, or a shaped board's.
  const [x0, y0, x1, y1] = s.region ? [s.region.box[0], s.region.box[1], s.region.box[2] - 1, s.region.box[3] - 1] : [0, 0, s.width - 1, s.height - 1];
  const wide = x1 - x0 + 1;
  const size = Math.min(wide / 20, (1.7 * wide) / text.length);
  const top = y0 - 0.5 - 1.6 * size;
  const marks: Mark[] = [...loopMarks(s), ...segmentMarks(s), ...dotMarks(s), ...lastMark(s), { text, at: [(x0 + x1) / 2, y0 - 0.5 - 0.8 * size], size, ink: 'ink' }];
  return { box: { x: x0 - 0.5, y: top, width: wide, height: y1 + 0.5 - top }, marks };
}

function spots(s: State): Spot[] {
  const out: Spot[] = [];
  for (let v = 0; v < s.width * s.height; v++) {
    if (s.onBoard[v] === 0) continue; // off the shape
    const [x, y] = pointOf(s.width, v);
    out.push(pointSpot(x, y, 'dot', s.touched[v] ? 'touched' : 'untouched'));
  }
  return out;
}

/** The dot a segment starts from, then the dot it goes to. */
const picks = (_s: State, m: Move): string[] => [key(m.from), key(m.to)];

/** A closing joins two dots whichever is picked first. */
const unordered = (s: State) => phase(s) === 'closing';

/** The directions from dot v that a segment may take in this phase, as the rules keep them: none tells the rule it breaks. */
function openDirections(s: State, v: number): number {
  switch (phase(s)) {
    case 'opening':
      return s.onBoard[v];
    case 'growth':
      return s.untouchedMoves[v];
    case 'closing':
      return s.onBoard[v] & ~s.joined[v];
  }
}

/** A first pick alone: a segment from it the first open way, else to its first neighbour, which the rules refuse and say why. */
function completed(s: State, from: Point): Move {
  const v = indexOf(s.width, from);
  const d = Math.max(0, lowestDirection(openDirections(s, v) || s.onBoard[v]));
  return { from, to: [from[0] + KING_DX[d], from[1] + KING_DY[d]] };
}

/** The segment between the picked dots; a closing written as closings() lists it, from its earlier dot (east, south-east, south or south-west), since the rules take either end. */
function attempt(s: State, chosen: readonly string[]): Move {
  const from = point(chosen[0]);
  const m = chosen.length > 1 ? { from, to: point(chosen[1]) } : completed(s, from);
  return phase(s) === 'closing' && kingDirection(m.from, m.to) >= 4 ? { from: m.to, to: m.from } : m;
}

const scores = (s: State): Record<number, number> => Object.fromEntries(s.totals.map((t, i) => [i + 1, t]));

const dots = (n: number) => `${n} loop dot${n === 1 ? '' : 's'}`;

function says(o: Outcome): string {
  const best = o.scores[o.winners[0]];
  const others = Object.entries(o.scores)
    .filter(([p]) => !o.winners.includes(Number(p)))
    .map(([p, n]) => `player ${p}: ${n}`);
  const rest = others.length > 0 ? ` (${others.join(', ')})` : '';
  if (o.winners.length === 1) return `Player ${o.winners[0]} wins with ${dots(best)}${rest}`;
  return `Players ${andList(o.winners)} share the win with ${dots(best)} each${rest}`;
}

export const view: GameView<State, Move> = {
  playBoard: { width: 5, height: 5, players: 2, rounds: 1 },
  picture,
  spots,
  picks,
  unordered,
  attempt,
  scores,
  says,
  rubberBand: true,
};
