/** simple-maze's wire (service/wire.ts): its moves read by hand, and as codes straight from posted bytes. */
import type { Wire } from '../../service/wire.ts';
import { FROM_TO_FORM, hasMoveKeys, kingStepCode, readPoint } from '../../service/wire-forms.ts';
import type { Move, State } from './rules.ts';

const MOVE_KEYS = ['from', 'to'];

export const wire: Wire<State, Move> = {
  readMove(raw) {
    if (!hasMoveKeys(raw, MOVE_KEYS)) return null;
    const from = readPoint(raw.from);
    const to = readPoint(raw.to);
    return from && to ? { from, to } : null;
  },
  shape: {
    form: FROM_TO_FORM,
    // The orthogonal directions E, S, W, N are the even king directions.
    code(s, ints) {
      const step = kingStepCode(s.width, s.height, ints);
      return step < 0 || step & 1 ? -1 : 4 * (step >> 3) + ((step & 7) >> 1);
    },
  },
};
