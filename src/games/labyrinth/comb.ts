/**
 * labyrinth's comb maker, for easy mazes. A labyrinth may become any
 * spanning tree of its cells, so this bot plans one a young child can solve
 * and both players open its doors: a way that snakes across the board in
 * runs about SPACING rows apart (see way()), and every other cell on a short
 * tooth hanging from it, grown outwards from the way a ring at a time,
 * bending where it may, so that near the way no tooth is more than three
 * cells deep and a solver sees the end of every wrong turn. The seed turns
 * the snake down the columns or not and moves its runs a row, so a book's
 * easy mazes do not all share one way.
 */
import type { Rng } from '../../core/rng.ts';
import type { Player } from '../../core/game.ts';
import { orthogonalNeighboursInto } from '../../core/grid.ts';
import { keptBeside } from '../../core/kept-beside.ts';
import { snakeWay } from '../../core/snake-way.ts';
import { isBridge, touchesLastDoor, toMove, wallBetween, wallCells, type State } from './rules.ts';

/** Rows between the way's runs, about: three rows of teeth hang from each side. */
const SPACING = 7;
/** Doors are opened in the plan's order (the way first, then the teeth outwards), each from the next WINDOW at random. */
const WINDOW = 8;
/** The deepest a tooth grows where it can bend: a solver sees its end (maze-stats VISIBLE). */
const TOOTH = 3;

/** The plan's doors, and how many are opened or dropped, kept beside each game's state. */
interface Plan {
  walls: Int32Array;
  done: number;
}

const plans = keptBeside<State, Plan>();

/**
 * The cells of the way, entrance to exit: runs across the board, alternating,
 * an odd number so that the last ends above the exit, joined down the second
 * column and the last but one (or, at random, one further in), so the way
 * keeps off the outer ring. A run
 * may lie a row off its even place; on a board of 6 or more each way, the
 * snake may run down the columns instead (the same plan on the board turned
 * over its diagonal, which keeps both ends).
 */
function way(width: number, height: number, rng: Rng): number[] {
  const turned = Math.min(width, height) >= 6 && rng.int(2) === 1;
  // Worked out across rows of a frame w × h: the board, or the board turned over.
  const [w, h] = turned ? [height, width] : [width, height];
  const cellAt = (x: number, y: number) => (turned ? x * width + y : y * width + x);
  // Three runs at least where there is room: one run alone would make a staircase.
  let runs = Math.max(h >= 4 ? 3 : 1, Math.round(h / SPACING));
  if (runs % 2 === 0) runs++;
  const [left, right] = [Math.min(1, w - 1), Math.max(w - 2, 1)];
  const evenly = Array.from({ length: runs }, (_, i) => Math.floor(((i + 0.5) * h) / runs));
  const rows = evenly.slice();
  // On a board of 8 rows or more a run may lie a row off its even place, where a row stays free above it (the
  // first run: the top row) and below it, before the next run's even place (the last: the bottom row).
  if (h >= 8) {
    for (let i = 0; i < runs; i++) {
      const moved = evenly[i] + rng.int(3) - 1;
      if (moved >= (i === 0 ? 1 : rows[i - 1] + 2) && moved <= (i === runs - 1 ? h - 2 : evenly[i + 1] - 2)) rows[i] = moved;
    }
  }
  const cells: number[] = [];
  let x = 0;
  let y = 0;
  const to = (tx: number, ty: number) => {
    while (y < ty) cells.push(cellAt(x, y++));
    while (x < tx) cells.push(cellAt(x++, y));
    while (x > tx) cells.push(cellAt(x--, y));
  };
  to(left, 0);
  // On a board of 8 columns or more a run may turn a column early, where the teeth still reach the side.
  const inset = () => (w >= 8 ? rng.int(2) : 0);
  for (const row of rows) {
    to(x, row);
    to(x <= w / 2 ? right - inset() : left + inset(), y);
  }
  to(x, h - 1);
  to(w - 1, y);
  cells.push(cellAt(x, y));
  return cells;
}

/** Every door of the planned tree: the way's, then each other cell's towards a neighbour one step nearer the way. */
function plan(s: State, rng: Rng): Int32Array {
  const { width, height, region } = s;
  const n = width * height;
  const inside = region?.inside;
  // On a shaped board, a cell's neighbours in the region only.
  const neighboursInto = (c: number, out: Int32Array): number => {
    const count = orthogonalNeighboursInto(width, height, c, out);
    if (!inside) return count;
    let kept = 0;
    for (let k = 0; k < count; k++) if (inside[out[k]]) out[kept++] = out[k];
    return kept;
  };
  const cells = region ? snakeWay(region, SPACING, rng) : way(width, height, rng);
  const walls = new Int32Array((region ? region.squares : n) - 1);
  let doors = 0;
  for (let i = 1; i < cells.length; i++) walls[doors++] = wallBetween(cells[i - 1], cells[i]);
  const dist = new Int32Array(n).fill(-1);
  // How deep in its tooth each attached cell is (the way's cells: 0).
  const depth = new Int32Array(n).fill(-1);
  // Cells in the order reached, layer after layer; the way is layer 0.
  const queue = new Int32Array(n);
  let tail = 0;
  for (const c of cells) {
    dist[c] = depth[c] = 0;
    queue[tail++] = c;
  }
  const around = new Int32Array(4);
  const parents = new Int32Array(4);
  // Breadth-first from the way, layer by layer. A cell's door goes to a random neighbour of the
  // layer before, or to one of its own layer already attached, so teeth bend, never past TOOTH deep.
  for (let head = 0, d = 0; head < tail; d++) {
    const layerEnd = tail;
    for (; head < layerEnd; head++) {
      const count = neighboursInto(queue[head], around);
      for (let k = 0; k < count; k++) {
        if (dist[around[k]] < 0) {
          dist[around[k]] = d + 1;
          queue[tail++] = around[k];
        }
      }
    }
    for (let i = tail - 1; i > layerEnd; i--) {
      const j = layerEnd + rng.int(i - layerEnd + 1);
      [queue[i], queue[j]] = [queue[j], queue[i]];
    }
    for (let i = layerEnd; i < tail; i++) {
      const m = queue[i];
      const count = neighboursInto(m, around);
      let options = 0;
      for (let k = 0; k < count; k++) {
        const c = around[k];
        if (dist[c] === d || (dist[c] === d + 1 && depth[c] >= 0 && depth[c] < TOOTH)) parents[options++] = c;
      }
      const parent = parents[rng.int(options)];
      depth[m] = depth[parent] + 1;
      walls[doors++] = wallBetween(m, parent);
    }
  }
  return walls;
}

/** A bot's next doors of the plan, as labyrinth's builder bots grow the maze (bots.ts). */
export function combDoors(rng: Rng): (s: State) => number {
  const planOf = plans((s) => ({ walls: plan(s, rng), done: 0 }));
  return (s) => combDoor(s, planOf(s), rng);
}

/** The next planned door the player to move may open (doors another bot has made useless are dropped), or −1. */
function combDoor(s: State, left: Plan, rng: Rng): number {
  const { walls } = left;
  const me = toMove(s) as Player;
  for (let tries = 0; tries < WINDOW && left.done < walls.length; tries++) {
    const i = left.done + rng.int(Math.min(WINDOW, walls.length - left.done));
    const wall = walls[i];
    const usable = isBridge(s, wall);
    if (usable && touchesLastDoor(s, me, ...wallCells(s, wall))) continue;
    // Out of the window: swapped with its first door, which stays near the front.
    [walls[i], walls[left.done]] = [walls[left.done], walls[i]];
    left.done++;
    if (usable) return wall;
  }
  return -1;
}
