/**
 * The consents a lender asks for after the offer (behaviour §2 `/consents`, `/dynamic-consents`, `/advanzia-consents`,
 * `/tfbank-consents`; behaviour §7 `/customer/{id}/consents`, `/lead/offer/dynamic-policy`, `/lead/offer/policy`):
 * what the lead API answers, what the web app sends back, shared so both check the same shapes
 * (docs/decisions/0030-offer-consents.md).
 */
import { z } from 'zod';
import { UUID_PATTERN } from './uuid';
import { customerConsentsPath, offerDynamicPolicyPath, offerPolicyPath } from './api-paths';

/** The kinds of consent a lender asks for; marketing by the lender is the only optional one. */
export const CONSENT_KINDS = [
  'data-sharing',
  'credit-check',
  'electronic-communication',
  'lender-marketing',
] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

import type { ConsentRoute } from './screen-routes';
export { CONSENT_ROUTES, isConsentRoute, type ConsentRoute } from './screen-routes';

/**
 * The backend path of a screen's consents (GET lists them, POST records them). `/customer/{id}/consents` names
 * the lead in its path; the two offer paths take `leadId` in the query (GET) or the body (POST).
 */
export function consentsPath(route: ConsentRoute, leadId: string): string {
  if (route === '/consents') return customerConsentsPath(leadId);
  const path = route === '/dynamic-consents' ? offerDynamicPolicyPath : offerPolicyPath;
  return path;
}

export const consentSchema = z.object({
  id: z.string().describe('stable per kind of consent, e.g. `credit-check`'),
  kind: z.enum(CONSENT_KINDS),
  version: z
    .number()
    .int()
    .describe('the version of its text: sent back with the answer, refused when stale'),
  required: z.boolean(),
  title: z.string(),
  summary: z.string().describe('what is agreed to, in a sentence: read with the box'),
  text: z.string().describe('the full text, behind a disclosure'),
});
export type Consent = z.infer<typeof consentSchema>;

/** GET: the lender's consents for the screen the lead is on, in one locale. */
export const consentsAnswerSchema = z.object({
  locale: z.string(),
  lender: z.string().describe('who asks for the consents'),
  consents: z.array(consentSchema),
});
export type ConsentsAnswer = z.infer<typeof consentsAnswerSchema>;

/** POST: every consent shown, given or refused, with the version of the text the person saw. */
export const consentsBodySchema = z.strictObject({
  leadId: z.string().regex(UUID_PATTERN, 'a lead id (UUID)').optional(),
  consents: z
    .array(
      z.strictObject({
        id: z.string().min(1).max(64),
        version: z.number().int().min(1).max(1000),
        given: z.boolean(),
      }),
    )
    .min(1)
    .max(20),
});
export type ConsentsBody = z.infer<typeof consentsBodySchema>;

/** The field error a missing required consent gets (`fieldName` is the consent's id), a 'screens' i18n key. */
export const CONSENT_ERRORS = {
  required: 'consents>errors>required',
  unknown: 'consents>errors>changed',
  version: 'consents>errors>changed',
} as const;
