/**
 * Test data: the part of the email address before "+" chooses the outcome, so every outcome can be
 * reached on purpose (reject+anything@example.com). Anything else goes through the business rules.
 */
export const TRIGGERS = {
  accept: 'accepted at once',
  reject: 'rejected',
  redirect: 'redirected to the partner with GET',
  redirectpost: 'redirected to the partner with POST',
  verify: 'accepted after mobile verification',
  idupload: 'accepted after an ID upload',
  consents: 'accepted after the policy consents',
  steps: 'accepted after mobile verification, ID upload and consents',
  thankyou: 'completed: thank-you screen, the partner takes over',
} as const;

export type Trigger = keyof typeof TRIGGERS;

/** The trigger in an email address ('verify+me@x.test' -> 'verify'), if any. */
export function triggerOf(email: string | undefined): Trigger | undefined {
  if (!email) return undefined;
  const local = email.trim().toLowerCase().split('@')[0] ?? '';
  const plus = local.indexOf('+');
  if (plus <= 0) return undefined;
  const tag = local.slice(0, plus);
  return Object.hasOwn(TRIGGERS, tag) ? (tag as Trigger) : undefined;
}
