import type { StatusAnswer } from '../../../../contract/api-answers';
import {
  openBankingOtherWayPath,
  openBankingReturnPath,
  openBankingStartPath,
  type HandoffOutcome,
  type OpenBankingProvider,
  type OpenBankingStartAnswer,
} from '../../../../contract/open-banking';
import { api } from '../../app/api';
import type { ReturnParams } from './handoff-return';

type Args = { provider: OpenBankingProvider; leadId: string; idempotencyKey: string };
const post = (url: string, idempotencyKey: string, body: unknown) => ({
  url,
  method: 'POST',
  body,
  headers: { 'Idempotency-Key': idempotencyKey },
});

/** The open-banking hand-offs (docs/api.md "Open-banking hand-offs"): start, return, other way. */
export const openBankingApi = api.injectEndpoints({
  endpoints: (build) => ({
    startHandoff: build.mutation<OpenBankingStartAnswer, Args>({
      query: ({ provider, leadId, idempotencyKey }) =>
        post(openBankingStartPath(provider), idempotencyKey, { leadId }),
    }),
    returnHandoff: build.mutation<
      { outcome: HandoffOutcome; reason: string | null; status: StatusAnswer },
      Args & { params: ReturnParams }
    >({
      query: ({ provider, leadId, params, idempotencyKey }) =>
        post(openBankingReturnPath(provider), idempotencyKey, { leadId, params }),
    }),
    otherWay: build.mutation<StatusAnswer, Args>({
      query: ({ provider, leadId, idempotencyKey }) =>
        post(openBankingOtherWayPath(provider), idempotencyKey, { leadId }),
    }),
  }),
});

export const { useStartHandoffMutation, useReturnHandoffMutation, useOtherWayMutation } = openBankingApi;
