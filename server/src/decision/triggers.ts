import { STEP_ROUTES, type StepRoute } from './outcome';

const GOTO = 'goto-';

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

/** The part of an email address before "+" ('Verify+me@x.test' -> 'verify'), if any. */
function tagOf(email: string | undefined): string | undefined {
  if (!email) return undefined;
  const local = email.trim().toLowerCase().split('@')[0] ?? '';
  const plus = local.indexOf('+');
  return plus > 0 ? local.slice(0, plus) : undefined;
}

/** The trigger in an email address ('verify+me@x.test' -> 'verify'), if any. */
export function triggerOf(email: string | undefined): Trigger | undefined {
  const tag = tagOf(email);
  return tag !== undefined && Object.hasOwn(TRIGGERS, tag) ? (tag as Trigger) : undefined;
}

/**
 * The demo trigger `goto-<route>+...` ('goto-id-upload+ana@example.com' -> '/id-upload'): after checking, the
 * application goes to that screen of the offer, then on as the screen's save decides. Operators use it to show a
 * brand's screens; only the screens the engine can send an application to (STEP_ROUTES) are reached.
 */
export function gotoRouteOf(email: string | undefined): StepRoute | undefined {
  const tag = tagOf(email);
  if (!tag?.startsWith(GOTO)) return undefined;
  const route = `/${tag.slice(GOTO.length)}`;
  return STEP_ROUTES.find((r) => r === route);
}

