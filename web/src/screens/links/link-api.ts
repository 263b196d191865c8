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
    unsubscribe: build.mutation<{ email: string; unsubscribed: true }, string>({
      query: (email) => ({ url: unsubscribePath(email), method: 'POST', body: {} }),
    }),
  }),
});

export const { useContinueLeadQuery, useUnsubscribeMutation } = linkApi;
