import { z } from 'zod';
import { UUID_PATTERN } from './lead';

/**
 * The open-banking hand-offs after the offer (docs/decisions/0032-open-banking-hand-offs.md): the applicant goes to
 * a provider (Tink, Instantor, Paylands) and comes back; the server, never the returning address, says how it went.
 */
import {
  OPEN_BANKING_PROVIDERS,
  OPEN_BANKING_ROUTES,
  RETURN_PARAMS,
  type OpenBankingProvider,
} from './open-banking-routes';

export * from './open-banking-routes';

/** The provider a screen hands off to, or undefined for another route. */
export const providerOfRoute = (route: string): OpenBankingProvider | undefined =>
  OPEN_BANKING_PROVIDERS.find((p) => OPEN_BANKING_ROUTES[p] === route);

/** POST: begin a hand-off; answers where to send the browser. */
export const openBankingStartPath = (provider: OpenBankingProvider) => `/lead/open-banking/${provider}/start`;
/** POST: what the provider handed back (the query of the return address, or the frame's message). */
export const openBankingReturnPath = (provider: OpenBankingProvider) =>
  `/lead/open-banking/${provider}/return`;
/** POST: leave the hand-off for the screen's other way (typed account, documents, no card). */
export const openBankingOtherWayPath = (provider: OpenBankingProvider) =>
  `/lead/open-banking/${provider}/other-way`;

const leadId = z.string().regex(UUID_PATTERN, 'a lead id (UUID)');

export const openBankingStartBodySchema = z.strictObject({ leadId });

export const openBankingStartAnswerSchema = z.object({
  /** Where the browser goes (a redirect), or the frame's loader (Instantor). */
  url: z.string(),
  /** Instantor only: the state the frame's loader carries as its user parameter. */
  state: z.string().optional(),
});
export type OpenBankingStartAnswer = z.infer<typeof openBankingStartAnswerSchema>;

export const openBankingReturnBodySchema = z.strictObject({
  leadId,
  params: z.partialRecord(z.enum(RETURN_PARAMS), z.string().max(200)),
});
export type OpenBankingReturnBody = z.infer<typeof openBankingReturnBodySchema>;

/** What became of a hand-off, as recorded: success moves the lead on, the others keep it on the screen. */
export const HANDOFF_OUTCOMES = ['success', 'failed', 'cancelled', 'other-way'] as const;
export type HandoffOutcome = (typeof HANDOFF_OUTCOMES)[number];

/** Why a return was refused (422/409 `code`): the screen says which. */
export const REFUSALS = ['unknown', 'expired', 'used', 'unverified', 'pending'] as const;
export type Refusal = (typeof REFUSALS)[number];
