/**
 * A field's problem, said under it in the page's words, as the playground
 * says its own: the range of a number (from its min, max and step), else
 * what the field's title says it takes. A field opts in with data-what (its
 * name in a sentence: "The width") and has a problem box (problemBox) beside it.
 */

type Field = HTMLInputElement | HTMLSelectElement;

/** What is wrong with a field, in the page's words, or ''. */
export function fieldProblem(input: Field): string {
  if (input.validity.valid) return '';
  const what = input.dataset.what;
  if (input.type !== 'number') return `${what} must be ${input.title}.`;
  const { min, max, step } = input as HTMLInputElement;
  const whole = step === '' || step === '1';
  const of = input.dataset.rangeOf ? ` for ${input.dataset.rangeOf}` : '';
  return `${what} must be ${whole ? 'a whole number' : 'a number'} from ${min} to ${max}${of}.`;
}

/** The box under a field where its problems are said, made once and named by the field's aria-describedby. */
export function problemBox(input: Field): HTMLElement {
  const id = `${input.id}-problem`;
  const found = document.getElementById(id);
  if (found) return found;
  const box = Object.assign(document.createElement('small'), { id, className: 'problem' });
  (input.closest('.field') as HTMLElement).append(box);
  input.setAttribute('aria-describedby', [input.getAttribute('aria-describedby'), id].filter(Boolean).join(' '));
  // Said when the book is checked, gone as soon as the field is mended.
  input.addEventListener('input', () => {
    if (input.getAttribute('aria-invalid') === 'true') checkField(input);
  });
  return box;
}

/** Says a problem under a field ('' clears it). */
export function sayProblem(input: Field, problem: string): void {
  input.setAttribute('aria-invalid', String(Boolean(problem)));
  problemBox(input).textContent = problem;
}

/** Checks a field and says its problem: the problem, or ''. */
export function checkField(input: Field): string {
  const problem = fieldProblem(input);
  sayProblem(input, problem);
  return problem;
}

/** Checks every field under `root` that opts in: the first problem, or ''. */
export const checkFields = (root: ParentNode): string => [...root.querySelectorAll<Field>('[data-what]')].map(checkField).find(Boolean) ?? '';
