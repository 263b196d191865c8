import type { StatusAnswer } from '../../../../contract/api-answers';
import {
  consentsPath,
  type ConsentRoute,
  type ConsentsAnswer,
  type ConsentsBody,
} from '../../../../contract/consents';
import { api } from '../../app/api';

type Args = { route: ConsentRoute; leadId: string };

/**
 * The consents of the offer's screens (behaviour §7 `/customer/{id}/consents`, `/lead/offer/policy`,
 * `/lead/offer/dynamic-policy`): read the lender's, then send every answer back. `/customer/{id}/consents` names
 * the lead in its path, the offer paths in the query (GET) and the body (POST).
 */
export const consentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    consents: build.query<ConsentsAnswer, Args & { locale: string }>({
      query: ({ route, leadId, locale }) => {
        const lead = route === '/consents' ? '' : `leadId=${encodeURIComponent(leadId)}&`;
        return `${consentsPath(route, leadId)}?${lead}locale=${encodeURIComponent(locale)}`;
      },
      // Answers change with the lead's state: never serve another visit's list.
      keepUnusedDataFor: 0,
    }),
    saveConsents: build.mutation<
      StatusAnswer,
      Args & Pick<ConsentsBody, 'consents'> & { idempotencyKey: string }
    >({
      query: ({ route, leadId, consents, idempotencyKey }) => ({
        url: consentsPath(route, leadId),
        method: 'POST',
        body: route === '/consents' ? { consents } : { leadId, consents },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { useConsentsQuery, useSaveConsentsMutation } = consentsApi;
