/** RoomFinder and AncestorJumps against the plain ancestor walk, on random growing trees where rooms only close. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AncestorJumps, RoomFinder } from '../../src/core/room-finder.ts';

/** Parents as the finders read them: the tree is the array. */
const parentIn = (parent: Int32Array, v: number) => parent[v];

/** The nearest ancestor of v (itself included) with room, or the root, by walking up. */
const naive = (parent: Int32Array, room: Uint8Array, v: number) => {
  while (!room[v] && parent[v] !== v) v = parent[v];
  return v;
};

describe('RoomFinder', () => {
  it('finds what walking up the parents finds, as a tree grows from its newest node with room, its last, or anywhere', () => {
    // Each step: whether the finder is asked first (a game asks only when its walk cannot go on), how the next node
    // grows (from the newest with room, the last node, or any node with room), a pick among nodes, whether another
    // node's room closes, and the room the new node has.
    const step = fc.record({ ask: fc.boolean(), how: fc.nat(9), pick: fc.nat(), close: fc.nat(5), room: fc.nat(3) });
    fc.assert(
      fc.property(fc.nat(3), fc.array(step, { maxLength: 80 }), (rootRoom, steps) => {
        const n = steps.length + 1;
        const parent = new Int32Array(n);
        const room = new Uint8Array(n);
        room[0] = rootRoom;
        const finder = new RoomFinder(n, 0);
        let last = 0;
        let grown = 1;
        for (const { ask, how, pick, close, room: newRoom } of steps) {
          const newest = naive(parent, room, last);
          if (ask) expect(finder.find(last, parentIn, parent, room)).toBe(newest);
          const open = [...room.keys()].filter((v) => v < grown && room[v] > 0);
          if (open.length === 0) break;
          const from = how < 6 && room[newest] > 0 ? newest : how < 8 && room[last] > 0 ? last : open[pick % open.length];
          const to = grown++;
          parent[to] = from;
          room[to] = newRoom;
          room[from]--;
          // Another node's room closes now and then, as a cell's does when its last untaken neighbour is taken.
          if (close === 0) room[open[(pick >> 3) % open.length]] = 0;
          last = to;
        }
      }),
    );
  });
});

describe('AncestorJumps', () => {
  it('finds what walking up the parents finds, as nodes fill up', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 2, maxLength: 60 }), fc.array(fc.nat(), { maxLength: 120 }), (parents, fills) => {
        // Node i's parent is some earlier node; node 0 is the root.
        const n = parents.length;
        const parent = Int32Array.from(parents, (p, i) => (i === 0 ? 0 : p % i));
        const room = new Uint8Array(n).fill(1);
        const jumps = new AncestorJumps(n);
        for (const f of fills) {
          room[f % n] = 0;
          const from = (f * 7) % n;
          expect(jumps.find(from, parentIn, parent, room)).toBe(naive(parent, room, from));
        }
      }),
    );
  });
});
