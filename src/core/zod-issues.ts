/** zod's issues as sentences a person reads: in verdicts (a move's format) and in 400 answers. */
import type { z } from 'zod';

/**
 * One issue as a sentence that names its key: a message that begins
 * "must …" follows the key ("width must be …"), one that names it already
 * stands alone.
 */
export function describeIssue(i: z.core.$ZodIssue): string {
  const key = i.path.join('.');
  if (!key || i.message.startsWith(`${key} `)) return i.message;
  return `${key}${i.message.startsWith('must ') ? ' ' : ': '}${i.message}`;
}

export function describeIssues(error: z.ZodError): string {
  return error.issues.map(describeIssue).join('; ');
}
