import { z } from 'zod';
import { CONSENT_ACTIONS, CONSENT_TEXT_VERSION, type ConsentEvent } from './tracking';
import { UUID_PATTERN } from './uuid';

/**
 * The body of `POST /consent-events` (contract/tracking.ts `ConsentEvent`), apart from tracking.ts so that the
 * page reads its tags without loading zod. Strict: a field beyond these (an email, a name) is refused, so no
 * personal data can ride along.
 */
const schema = z.strictObject({
  sessionId: z.string().regex(UUID_PATTERN, 'a session id (UUID)'),
  analytics: z.boolean(),
  marketing: z.boolean(),
  textVersion: z
    .string()
    .max(20)
    .regex(/^[\w-]+$/, 'a text version such as ' + CONSENT_TEXT_VERSION)
    .describe(`the version of the banner's text the choice was made under (now ${CONSENT_TEXT_VERSION})`),
  action: z.enum(CONSENT_ACTIONS),
});

/** True when A and B are the same type (each assignable to the other, optional and readonly alike). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** The schema; its type is checked to be `ConsentEvent` exactly (were it not, this line would not compile). */
export const consentEventSchema: Same<z.infer<typeof schema>, ConsentEvent> extends true
  ? typeof schema
  : never = schema;
