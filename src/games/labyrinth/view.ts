/**
 * labyrinth as a person plays it: the maze's walls in black, each door a gap with the corridor through it in
 * beige, each player's previous door (which rule 2 keeps them away from) in their colour, and the entrance and
 * exit arrowed. A person picks an interior wall to open it; the claim is a button.
 */
import type { Outcome, Player, Point, Problem } from '../../core/game.ts';
import { pointOf } from '../../core/grid.ts';
import { cellMaze } from '../../core/cell-maze.ts';
import type { Opening, Side } from '../../core/maze.ts';
import type { GameView, Mark, Spot } from '../../core/view.ts';
import { key, point } from '../../core/view-parts.ts';
import { doorMove, passageOf, unconnectedCell, wallCells, type Move, type State } from './rules.ts';

/**
 * Every interior wall's code (rules.ts: the cell west of or above it × 2, + 1 when it lies below that cell); on a
 * shaped board, those between two cells of the region.
 */
function interiorWalls({ width, height, region }: State): number[] {
  const walls: number[] = [];
  const inside = region?.inside;
  for (let c = 0; c < width * height; c++) {
    const [x, y] = pointOf(width, c);
    if (inside && !inside[c]) continue;
    if (x < width - 1 && (!inside || inside[c + 1])) walls.push(2 * c);
    if (y < height - 1 && (!inside || inside[c + width])) walls.push(2 * c + 1);
  }
  return walls;
}

/** A wall's two cells as the rules' door move names them, west or north first. */
const doorCells = (s: State, wall: number): [Point, Point] => (doorMove(s, wall) as Extract<Move, { door: unknown }>).door;

const isDoor = (s: State, wall: number): boolean => (s.passages[wall >> 1] & passageOf(wall)) !== 0;

const centre = ([x, y]: Point): [number, number] => [x + 0.5, y + 0.5];

/** The player whose previous door went through `wall`, if either's did. */
function previousDoorOf(s: State, wall: number): Player | null {
  const [a, b] = wallCells(s, wall);
  for (const player of [1, 2] as Player[]) if (s.lastDoor[2 * player - 2] === a && s.lastDoor[2 * player - 1] === b) return player;
  return null;
}

/** The side's outward step from its cell. */
const OUTWARD: Record<Side, [number, number]> = { top: [0, -1], bottom: [0, 1], left: [-1, 0], right: [1, 0] };

/** An arrow through an opening of the outer wall: into the board for the entrance, out of it for the exit. */
function arrow({ at, side }: Opening, inwards: boolean): Mark {
  const [dx, dy] = OUTWARD[side];
  const [cx, cy] = centre(at);
  const [ex, ey] = [cx + 0.5 * dx, cy + 0.5 * dy];
  const [near, far] = [0.08, 0.42];
  const [tip, base] = inwards ? [near, far] : [far, near];
  // Half the base across the arrow, perpendicular to its step.
  const [hx, hy] = [0.16 * dy, 0.16 * dx];
  const [bx, by] = [ex + base * dx, ey + base * dy];
  return { area: [ex + tip * dx, ey + tip * dy, bx + hx, by + hy, bx - hx, by - hy], ink: 'ink' };
}

/**
 * A player's previous door: a bar through it between dots in its two cells, the cells rule 2 bars doors from.
 * Each player's is set a little to their own side, so both show when the two doors share a cell.
 */
function previousDoorMarks(s: State, wall: number, player: Player): Mark[] {
  const shift = player === 1 ? -0.09 : 0.09;
  const [ox, oy] = wall & 1 ? [shift, 0] : [0, shift];
  const [[ax, ay], [bx, by]] = doorCells(s, wall).map(centre);
  return [
    { line: [ax + ox, ay + oy, bx + ox, by + oy], ink: player, width: 0.1 },
    { dot: [ax + ox, ay + oy], r: 0.12, ink: player },
    { dot: [bx + ox, by + oy], r: 0.12, ink: player },
  ];
}

function picture(s: State) {
  const { width, height } = s;
  const marks: Mark[] = [];
  const doors = interiorWalls(s).filter((wall) => isDoor(s, wall));
  // The corridors through the doors: which cells are already joined, the test of rule 1.
  for (const wall of doors) marks.push({ line: doorCells(s, wall).flatMap(centre), ink: 'shade', width: 0.22 });
  // The maze's walls as the rules' maze has them (mazes()): straight runs, the entrance and exit left open.
  const maze = cellMaze(width, height, s.passages, undefined, s.region);
  maze.walls.each((x1, y1, x2, y2) => marks.push({ line: [x1, y1, x2, y2], ink: 'ink', width: 0.07 }));
  marks.push(arrow(maze.entrance, true), arrow(maze.exit, false));
  for (const wall of doors) {
    const player = previousDoorOf(s, wall);
    if (player) marks.push(...previousDoorMarks(s, wall, player));
  }
  return { box: { x: -0.1, y: -0.55, width: width + 0.2, height: height + 1.1 }, marks };
}

/** What a wall is, for a screen reader. */
function wallState(s: State, wall: number): string {
  if (!isDoor(s, wall)) return 'closed';
  const player = previousDoorOf(s, wall);
  return player ? `open door, player ${player}'s previous door` : 'open door';
}

/** A wall's key: its two cells' keys as its door move names them, "0,0-1,0". */
const wallKey = (cells: readonly [Point, Point]): string => cells.map(key).join('-');

/** Each interior wall, picked in the square standing on its corner between the wall's ends and its two cells' centres. */
function spots(s: State): Spot[] {
  return interiorWalls(s).map((wall) => {
    const cells = doorCells(s, wall);
    const [[ax, ay], [bx, by]] = cells.map(centre);
    const [mx, my] = [(ax + bx) / 2, (ay + by) / 2];
    // The wall's half-length, along it: across the step from cell to cell.
    const [hx, hy] = [(by - ay) / 2, (bx - ax) / 2];
    return {
      key: wallKey(cells),
      at: [mx, my],
      hit: { area: [ax, ay, mx + hx, my + hy, bx, by, mx - hx, my - hy] },
      label: `wall between ${cells.map(key).join(' and ')}, ${wallState(s, wall)}`,
    };
  });
}

/** A door's one pick, its wall; the claim is never a legal move (it is a button, see actions). */
function picks(_s: State, m: Move): string[] {
  if (!('door' in m)) throw new Error('labyrinth: a claim has no picks, it is made by its button');
  return [wallKey(m.door)];
}

function attempt(_s: State, chosen: readonly string[]): Move {
  const [a, b] = chosen[0].split('-').map(point);
  return { door: [a, b] };
}

/** The claim is always refused by rule 4 (a complete maze ends the game), and the refusal names two unconnected cells. */
const actions = () => [{ label: 'Claim the maze is complete', move: { claim: 'complete' } as Move }];

/**
 * A refused losing move's cells in red, joined by a dashed line: a false
 * claim's counter-example (two cells not yet connected), or the door that
 * would make a loop or touch the mover's previous door.
 */
function refusal(s: State, m: Move, problem: Problem): Mark[] {
  if (!problem.losing || problem.rule === 'outer-wall') return [];
  const cells: Point[] = 'claim' in m ? [pointOf(s.width, s.first), pointOf(s.width, unconnectedCell(s))] : m.door;
  const [a, b] = cells.map(centre);
  return [{ line: [...a, ...b], ink: 'red', width: 0.06, dash: true }, { dot: a, r: 0.15, ink: 'red' }, { dot: b, r: 0.15, ink: 'red' }];
}

/** What each losing rule forbade, as a sentence's end. */
const BROKEN: Record<string, string> = {
  loop: 'broke rule 1: a door between cells already connected, making a loop',
  'own-last-door': 'broke rule 2: a door touching their own previous door',
  'outer-wall': 'broke rule 3: a door in the outer wall',
  'false-claim': 'broke rule 4: claimed the maze complete while it was not',
};

function says(o: Outcome): string {
  if (o.reason === 'complete') return `Draw: the maze is complete, ${o.details.doors as number} doors`;
  const loser = o.details.loser as Player;
  const why =
    o.reason === 'stuck'
      ? 'is stuck: every door left makes a loop or touches their previous door'
      : (BROKEN[o.details.rule as string] ?? `broke the rule ${o.details.rule as string}`);
  return `Player ${o.winners[0]} wins: player ${loser} ${why}`;
}

export const view: GameView<State, Move> = { playBoard: { width: 5, height: 5 }, picture, spots, picks, attempt, actions, refusal, says };
