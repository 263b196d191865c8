import { EMAIL_PATTERN } from '../../../../contract/data-points/patterns';

/** The address in an email box as the check asks about it: trimmed, lower case. */
export function typedEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

/**
 * Whether what is in an email box is a whole address, the only kind the check asks about. An empty box is not, and
 * is answered without the pattern: an email question's first render does not build it (EmailCheck prepares it at
 * idle).
 */
export const isWellFormedEmail = (value: unknown): boolean => {
  const typed = typedEmail(value);
  return typed !== '' && EMAIL_PATTERN.test(typed);
};
