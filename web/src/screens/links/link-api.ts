import { unsubscribePath, v3LeadUrlPath } from '../../../../contract/api-paths';
import { api } from '../../app/api';
import type { StatusAnswer } from '../../../../contract/api-answers';

/** The calls behind links from emails and messages: resume a lead, unsubscribe an address (behaviour §7). */
export const linkApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Opens a continue link: its token gives this browser (its lead key) the lead. */
    continueLead: build.query<StatusAnswer, { token: string; refTransactionId?: string }>({
      query: ({ token, refTransactionId }) =>
        v3LeadUrlPath(
          token,
          'continue',
          refTransactionId ? `?refTransactionId=${encodeURIComponent(refTransactionId)}` : '',
        ),
    }),
    /** The token of the link's `?token=` (contract/unsubscribe.ts), in the body: never an address. */
    unsubscribe: build.mutation<{ email: string; unsubscribed: true }, string>({
      query: (token) => ({ url: unsubscribePath, method: 'POST', body: { token } }),
    }),
  }),
});

export const { useContinueLeadQuery, useUnsubscribeMutation } = linkApi;
