import { EMAIL_PATTERN } from '../../../../contract/data-points/patterns';

/** The address in an email box as the check asks about it: trimmed, lower case. */
export function typedEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

/** Whether what is in an email box is a whole address, the only kind the check asks about. */
export const isWellFormedEmail = (value: unknown): boolean => EMAIL_PATTERN.test(typedEmail(value));
