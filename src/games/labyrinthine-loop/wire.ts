/** labyrinthine-loop's wire (service/wire.ts): its moves as codes straight from posted bytes. */
import type { Wire } from '../../service/wire.ts';
import { FROM_TO_FORM, kingStepCode } from '../../service/wire-forms.ts';
import type { Move, State } from './rules.ts';

export const wire: Wire<State, Move> = {
  shape: { form: FROM_TO_FORM, code: (s, ints) => kingStepCode(s.width, s.height, ints) },
};
