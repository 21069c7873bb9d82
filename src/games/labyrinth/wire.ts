/** labyrinth's wire (service/wire.ts): its doors read by hand, and as codes straight from posted bytes. */
import type { Wire } from '../../service/wire.ts';
import { hasMoveKeys, readPoint } from '../../service/wire-forms.ts';
import { wallBetween, type Move, type State } from './rules.ts';

const DOOR_KEYS = ['door'];

export const wire: Wire<State, Move> = {
  // A well-formed door: its two cells; null for zod to decide (claims too).
  readMove(raw) {
    if (!hasMoveKeys(raw, DOOR_KEYS) || !Array.isArray(raw.door) || raw.door.length !== 2) return null;
    const a = readPoint(raw.door[0]);
    const b = readPoint(raw.door[1]);
    return a && b ? { door: [a, b] } : null;
  },
  shape: {
    form: '{"door":[[#,#],[#,#]]}',
    code(s, ints) {
      const [x1, y1, x2, y2] = [ints[0], ints[1], ints[2], ints[3]];
      const onBoard = x1 < s.width && y1 < s.height && x2 < s.width && y2 < s.height;
      return onBoard && Math.abs(x1 - x2) + Math.abs(y1 - y2) === 1 ? wallBetween(y1 * s.width + x1, y2 * s.width + x2) : -1;
    },
  },
};
