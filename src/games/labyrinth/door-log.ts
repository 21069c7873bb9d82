/**
 * The doors of a labyrinth game in the order they were opened, which
 * OpenWalls keeps until its set is first sampled (open-walls.ts). Most doors
 * touch a cell of the door before (the maker grows its tree from the newest
 * cell: 92% of its doors at 300²), so each of those is one byte: which of
 * that door's cells it starts from, and which way it goes; any other door is
 * an escape byte and its wall in a list of its own. A 1000² maker game's log
 * is then about 1.3 MB, not 4: writing a page the first time costs more than
 * the rest of the write, and kept as 4 bytes a door the log cost 11–15% of
 * the whole game.
 */
import { doubled } from '../../core/doubled.ts';

const ESCAPE = 8;

/**
 * A wall's cell east of or below the cell wall >> 1 (rules.ts's wallCells and isBridge, open-walls.ts and this file
 * share it): worked out, not chosen by a branch, as the way a door goes is random.
 */
export const otherCell = (width: number, wall: number) => (wall >> 1) + 1 + (wall & 1) * (width - 1);

export class DoorLog {
  /** Per door: 4 × (0 from the previous door's first cell, 1 from its second) + the way (0 east, 1 south, 2 west, 3 north); or ESCAPE. */
  private readonly steps: Uint8Array;
  /** The escaped doors' walls, in order. */
  private far = new Int32Array(64);
  private farCount = 0;
  /** Doors logged. */
  count = 0;
  /** The last door's cells (the wall's cell, then the one east of or below it). */
  private a = -1;
  private b = -1;

  constructor(
    private readonly width: number,
    cells: number,
  ) {
    this.steps = new Uint8Array(cells);
  }

  push(wall: number): void {
    const a = wall >> 1;
    const b = otherCell(this.width, wall);
    let step = ESCAPE;
    if (a === this.a || a === this.b) step = (a === this.a ? 0 : 4) + (wall & 1);
    else if (b === this.a || b === this.b) step = (b === this.a ? 0 : 4) + 2 + (wall & 1);
    else {
      if (this.farCount === this.far.length) this.far = doubled(this.far);
      this.far[this.farCount++] = wall;
    }
    this.steps[this.count++] = step;
    this.a = a;
    this.b = b;
  }

  /** The doors in order, one a call: `count` calls in all. */
  reader(): () => number {
    const { steps, far, width } = this;
    let [i, f, a, b] = [0, 0, -1, -1];
    return () => {
      const step = steps[i++];
      let wall: number;
      if (step === ESCAPE) wall = far[f++];
      else {
        const from = step & 4 ? b : a;
        const way = step & 3;
        wall = way === 0 ? 2 * from : way === 1 ? 2 * from + 1 : way === 2 ? 2 * (from - 1) : 2 * (from - width) + 1;
      }
      [a, b] = [wall >> 1, otherCell(width, wall)];
      return wall;
    };
  }
}
