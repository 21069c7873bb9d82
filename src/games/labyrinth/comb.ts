/**
 * labyrinth's comb maker, for easy mazes. A labyrinth may become any
 * spanning tree of its cells, so this bot plans one a young child can solve
 * and both players open its doors: a way that snakes across the board along
 * rows SPACING apart (see way()), and every
 * other cell on a short tooth hanging from it, grown outwards from the way a
 * ring at a time, bending where it may, so that near the way no tooth is
 * more than three cells deep and a solver sees the end of every wrong turn.
 */
import type { Rng } from '../../core/rng.ts';
import type { Player } from '../../core/game.ts';
import { orthogonalNeighbours } from '../../core/grid.ts';
import { isBridge, touchesLastDoor, toMove, wallBetween, wallCells, type State } from './rules.ts';

/** Rows between the way's runs, about: three rows of teeth hang from each side. */
const SPACING = 7;
/** Doors are opened in the plan's order (the way first, then the teeth outwards), each from the next WINDOW at random. */
const WINDOW = 8;
/** The deepest a tooth grows where it can bend: a solver sees its end (maze-stats VISIBLE). */
const TOOTH = 3;

/** The plan's doors, and how many are opened or dropped, kept beside each game's state. */
const plans = new WeakMap<State, { walls: Int32Array; done: number }>();

/**
 * The cells of the way, entrance to exit: runs across the board, alternating,
 * an odd number so that the last ends above the exit, joined down the second
 * column and the last but one, so the way keeps off the outer ring.
 */
function way(width: number, height: number): number[] {
  // Three runs at least where there is room: one run alone would make a staircase.
  let runs = Math.max(height >= 4 ? 3 : 1, Math.round(height / SPACING));
  if (runs % 2 === 0) runs++;
  const [left, right] = [Math.min(1, width - 1), Math.max(width - 2, 1)];
  const cells: number[] = [];
  let x = 0;
  let y = 0;
  const to = (tx: number, ty: number) => {
    while (y < ty) cells.push(y++ * width + x);
    while (x < tx) cells.push(y * width + x++);
    while (x > tx) cells.push(y * width + x--);
  };
  to(left, 0);
  for (let i = 0; i < runs; i++) {
    to(x, Math.floor(((i + 0.5) * height) / runs));
    to(x === left ? right : left, y);
  }
  to(x, height - 1);
  to(width - 1, y);
  cells.push(y * width + x);
  return cells;
}

/** Every door of the planned tree: the way's, then each other cell's towards a neighbour one step nearer the way. */
function plan(s: State, rng: Rng): Int32Array {
  const { width, height } = s;
  const n = width * height;
  const cells = way(width, height);
  const walls: number[] = [];
  for (let i = 1; i < cells.length; i++) walls.push(wallBetween(cells[i - 1], cells[i]));
  const dist = new Int32Array(n).fill(-1);
  // How deep in its tooth each attached cell is (the way's cells: 0).
  const depth = new Int32Array(n).fill(-1);
  for (const c of cells) dist[c] = depth[c] = 0;
  const around = (c: number) => orthogonalNeighbours(width, height, c);
  // Breadth-first from the way, layer by layer. A cell's door goes to a random neighbour of the
  // layer before, or to one of its own layer already attached, so teeth bend, never past TOOTH deep.
  for (let layer = cells, d = 0; layer.length > 0; d++) {
    const nextLayer: number[] = [];
    for (const c of layer) {
      for (const m of around(c)) {
        if (dist[m] < 0) {
          dist[m] = d + 1;
          nextLayer.push(m);
        }
      }
    }
    for (let i = nextLayer.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [nextLayer[i], nextLayer[j]] = [nextLayer[j], nextLayer[i]];
    }
    for (const m of nextLayer) {
      const parents = around(m).filter((c) => dist[c] === d || (dist[c] === d + 1 && depth[c] >= 0 && depth[c] < TOOTH));
      const parent = rng.pick(parents);
      depth[m] = depth[parent] + 1;
      walls.push(wallBetween(m, parent));
    }
    layer = nextLayer;
  }
  return Int32Array.from(walls);
}

/** The next planned door the player to move may open (doors another bot has made useless are dropped), or −1. */
export function combDoor(s: State, rng: Rng): number {
  let left = plans.get(s);
  if (!left) plans.set(s, (left = { walls: plan(s, rng), done: 0 }));
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
