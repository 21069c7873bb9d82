/** zod's issues as sentences a person reads: in verdicts (a move's format) and in 400 answers. */
import type { z } from 'zod';

/** A value's kind in words, for "must be a number, not a string". */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  switch (typeof value) {
    case 'number':
      return Number.isInteger(value) ? `the integer ${value}` : `the number ${value}`;
    case 'string':
      return 'a string';
    case 'boolean':
      return String(value);
    case 'object':
      return 'an object';
    default:
      return typeof value;
  }
}

const EXPECTED: Record<string, string> = {
  tuple: 'a list',
  array: 'a list',
  object: 'an object',
  record: 'an object',
  number: 'a number',
  int: 'an integer',
  string: 'a string',
  boolean: 'true or false',
};

/**
 * Sentences for zod's own issues, in place of its "Invalid input: expected
 * tuple, received undefined": each begins with a verb, to follow the name of
 * what is wrong. A schema's own message comes first; an issue not handled
 * here keeps zod's. Passed to every parse whose issues are shown (PLAIN).
 */
const plainIssue: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is missing' : `must be ${EXPECTED[issue.expected] ?? issue.expected}, not ${kindOf(issue.input)}`;
    case 'too_big':
    case 'too_small': {
      const most = issue.code === 'too_big';
      const bound = String(most ? issue.maximum : issue.minimum);
      if (issue.origin === 'array') return `must have ${most ? 'at most' : 'at least'} ${bound} items`;
      if (issue.origin === 'string') return `must be ${most ? 'at most' : 'at least'} ${bound} characters long`;
      // An integer past 2⁵³ (z.int's own bounds) is an 'int'.
      if (issue.origin === 'number' || issue.origin === 'int') return issue.inclusive ? `must be ${most ? 'at most' : 'at least'} ${bound}` : `must be ${most ? 'less' : 'more'} than ${bound}`;
      return undefined;
    }
    case 'unrecognized_keys':
      return `has ${issue.keys.length > 1 ? 'unknown keys' : 'an unknown key'} ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}`;
    case 'invalid_value':
      return `must be ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}`;
    default:
      return undefined;
  }
};

/** The parse options that word zod's own issues as sentences (plainIssue); zod adds its own flags to them as it parses. */
export const PLAIN: z.core.ParseContext<z.core.$ZodIssue> = { error: plainIssue };

/** Where a sentence that begins with a verb needs a subject. */
const VERB = /^(?:must|is|has) /;

/**
 * One issue as a sentence that names its key: a message that begins with a
 * verb follows the key ("width must be …", "to[1] must be …"), or `whole`
 * where the issue is about the whole input; one that names its key already
 * stands alone.
 */
export function describeIssue(i: z.core.$ZodIssue, whole = 'it'): string {
  const key = i.path.map((p, k) => (typeof p === 'number' ? `[${p}]` : k > 0 ? `.${String(p)}` : String(p))).join('');
  if (!key) return VERB.test(i.message) ? `${whole} ${i.message}` : i.message;
  if (i.message.startsWith(`${key} `)) return i.message;
  return `${key}${VERB.test(i.message) ? ' ' : ': '}${i.message}`;
}

/** Each issue as a sentence (describeIssue), joined: of a ZodError, or of some of its issues. */
export function describeIssues({ issues }: { issues: readonly z.core.$ZodIssue[] }, whole?: string): string {
  return issues.map((i) => describeIssue(i, whole)).join('; ');
}
