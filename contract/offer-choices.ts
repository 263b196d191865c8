/**
 * The lenders' offer-choice screens (behaviour §2 `/smava`, `/ipfd-offer-choice`, `/cofidis-offer`, `/provident-offer`,
 * `/instabank-offer`, `/proficredit-offer`; behaviour §7 `/lead/offer/payment`, `/lead/offer/accept-creditea-offer`,
 * `/lead/offer/update-provident-offer`, `/lead/offer/proficredit`): who offers, how many offers, which backend
 * path lists them and takes the answer, and the shapes both sides check (docs/decisions/0031-offer-choices.md).
 */
import { z } from 'zod';
import { offerSchema } from './api-answers';
import {
  acceptCrediteaOfferPath,
  offerPaymentPath,
  proficreditPath,
  updateProvidentOfferPath,
} from './api-paths';
import { UUID_PATTERN } from './uuid';

import { OFFER_CHOICE_ROUTES, type OfferChoiceRoute } from './screen-routes';
export { OFFER_CHOICE_ROUTES, isOfferChoiceRoute, type OfferChoiceRoute } from './screen-routes';

export interface OfferChoiceScreen {
  /** Who makes the offer (a comparison site: who compares). */
  lender: string;
  /** The lenders whose offers the screen shows: one for a lender, several for a comparison site. */
  banks: readonly string[];
  /** How many offers the screen shows. */
  offers: number;
  /** GET lists the offers, POST takes the answer. */
  path: string;
  /** POST re-prices the offer for other terms (only where the applicant may change them). */
  updatePath?: string;
}

export const OFFER_CHOICE_SCREENS: Readonly<Record<OfferChoiceRoute, OfferChoiceScreen>> = {
  '/smava': {
    lender: 'smava',
    banks: ['Hanse Kreditbank', 'Mainufer Bank', 'Alpenland Direkt'],
    offers: 3,
    path: offerPaymentPath,
  },
  '/ipfd-offer-choice': {
    lender: 'IPF Digital (Creditea)',
    banks: ['IPF Digital (Creditea)'],
    offers: 2,
    path: acceptCrediteaOfferPath,
  },
  '/cofidis-offer': { lender: 'Cofidis', banks: ['Cofidis'], offers: 1, path: offerPaymentPath },
  '/provident-offer': {
    lender: 'Provident',
    banks: ['Provident'],
    offers: 1,
    path: offerPaymentPath,
    updatePath: updateProvidentOfferPath,
  },
  '/instabank-offer': { lender: 'Instabank', banks: ['Instabank'], offers: 1, path: offerPaymentPath },
  '/proficredit-offer': { lender: 'Proficredit', banks: ['Proficredit'], offers: 1, path: proficreditPath },
};

/** The backend paths of the screens, each with the screens it serves (the lead's state tells which). */
export const OFFER_CHOICE_PATHS: readonly string[] = [
  ...new Set(OFFER_CHOICE_ROUTES.map((r) => OFFER_CHOICE_SCREENS[r].path)),
];

export const routesOfPath = (path: string): OfferChoiceRoute[] =>
  OFFER_CHOICE_ROUTES.filter((r) => OFFER_CHOICE_SCREENS[r].path === path);

/** One offer: the loan's figures (contract/loan-cost.ts), who lends, the borrowing rate and the fees. */
export const choiceOfferSchema = offerSchema.extend({
  id: z.string().describe('stable for the lead and the terms: sent back to accept'),
  lender: z.string(),
  nominalRate: z.number().describe('the borrowing (nominal) annual rate, in percent'),
  fees: z.number().describe('one-off fees included in the total'),
});
export type ChoiceOffer = z.infer<typeof choiceOfferSchema>;

const range = z.object({ min: z.number(), max: z.number(), step: z.number() });

/** GET: the offers of the screen the lead is on. */
export const offerChoicesAnswerSchema = z.object({
  route: z.enum(OFFER_CHOICE_ROUTES),
  lender: z.string(),
  offers: z.array(choiceOfferSchema),
  limits: z
    .object({ amount: range, period: range })
    .optional()
    .describe('the terms the applicant may choose, where the offer can be changed'),
});
export type OfferChoicesAnswer = z.infer<typeof offerChoicesAnswerSchema>;

const leadId = z.string().regex(UUID_PATTERN, 'a lead id (UUID)');

export const offerAnswerBodySchema = z.discriminatedUnion('answer', [
  z.strictObject({ leadId, answer: z.literal('accept'), offerId: z.string().min(1).max(80) }),
  z.strictObject({ leadId, answer: z.literal('decline') }),
]);
export type OfferAnswerBody = z.infer<typeof offerAnswerBodySchema>;

export const offerUpdateBodySchema = z.strictObject({
  leadId,
  amount: z.number().positive().max(1e12),
  period: z.number().int().positive().max(10_000),
});
export type OfferUpdateBody = z.infer<typeof offerUpdateBodySchema>;

/** Field errors (`fieldName` the field, `message` a 'screens' i18n key). */
export const OFFER_CHOICE_ERRORS = {
  unknownOffer: 'offerChoice>errors>unknownOffer',
  amount: 'offerChoice>errors>amount',
  period: 'offerChoice>errors>period',
} as const;
