import type { StatusAnswer } from '../../../../contract/api-answers';
import {
  OFFER_CHOICE_SCREENS,
  type OfferAnswerBody,
  type OfferChoiceRoute,
  type OfferChoicesAnswer,
  type OfferUpdateBody,
} from '../../../../contract/offer-choices';
import { api } from '../../app/api';

type Keyed = { route: OfferChoiceRoute; idempotencyKey: string };

/**
 * The lenders' offers (behaviour §7 `/lead/offer/payment`, `/lead/offer/accept-creditea-offer`, `/lead/offer/proficredit`,
 * `/lead/offer/update-provident-offer`): read the screen's offers, accept one or decline, re-price the Provident
 * offer for other terms. The screen's route tells the path (contract/offer-choices.ts).
 */
export const offerChoiceApi = api.injectEndpoints({
  endpoints: (build) => ({
    offerChoices: build.query<OfferChoicesAnswer, { route: OfferChoiceRoute; leadId: string }>({
      query: ({ route, leadId }) =>
        `${OFFER_CHOICE_SCREENS[route].path}?leadId=${encodeURIComponent(leadId)}`,
      // Answers change with the lead's state: never serve another visit's list.
      keepUnusedDataFor: 0,
    }),
    answerOffer: build.mutation<StatusAnswer, Keyed & { body: OfferAnswerBody }>({
      query: ({ route, body, idempotencyKey }) => ({
        url: OFFER_CHOICE_SCREENS[route].path,
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
    updateOffer: build.mutation<OfferChoicesAnswer, Keyed & { body: OfferUpdateBody }>({
      query: ({ route, body, idempotencyKey }) => ({
        url: OFFER_CHOICE_SCREENS[route].updatePath ?? OFFER_CHOICE_SCREENS[route].path,
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { useOfferChoicesQuery, useAnswerOfferMutation, useUpdateOfferMutation } = offerChoiceApi;
