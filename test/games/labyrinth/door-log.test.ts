/** labyrinth's door log (door-log.ts) gives back the doors it was given, in order, whatever their pattern. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DoorLog } from '../../../src/games/labyrinth/door-log.ts';

/** The walls of a width × height board: cell · 2 for its east wall, + 1 for its south wall, interior walls only. */
const interiorWalls = (width: number, height: number) =>
  Array.from({ length: 2 * width * height }, (_, wall) => wall).filter((wall) => (wall & 1 ? (wall >> 1) + width < width * height : (wall >> 1) % width < width - 1));

describe('labyrinth door log', () => {
  it('reads back any sequence of walls, those touching the door before (a byte) and the others (escaped) alike', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2, max: 12 }),
        fc.array(fc.nat(), { maxLength: 400 }),
        fc.boolean(),
        (width, height, picks, walkOn) => {
          const walls = interiorWalls(width, height);
          fc.pre(walls.length > 0);
          // Either any walls at all, or a walk that mostly steps on from the last door, as the maker's doors do.
          const doors: number[] = [];
          for (const pick of picks.slice(0, width * height)) {
            const last = doors[doors.length - 1];
            const near = walkOn && last !== undefined ? walls.filter((w) => [w >> 1, w & 1 ? (w >> 1) + width : (w >> 1) + 1].some((c) => c === last >> 1 || c === (last & 1 ? (last >> 1) + width : (last >> 1) + 1))) : [];
            doors.push(near.length > 0 && pick % 8 !== 0 ? near[pick % near.length] : walls[pick % walls.length]);
          }
          const log = new DoorLog(width, width * height);
          for (const wall of doors) log.push(wall);
          const next = log.reader();
          expect(Array.from({ length: log.count }, () => next())).toEqual(doors);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keeps more escaped doors than its first list holds', () => {
    const log = new DoorLog(100, 100 * 100);
    // Every other door far from the one before: 500 escapes.
    const doors = Array.from({ length: 1000 }, (_, i) => (i % 2 ? 2 * ((37 * i) % 9000) : 2 * ((37 * i) % 9000) + 1));
    for (const wall of doors) log.push(wall);
    const next = log.reader();
    expect(Array.from({ length: 1000 }, () => next())).toEqual(doors);
  });
});
