import { mobileNumberPath, mobileVerifyPath, resendCodePath } from '../../../contract/api-paths';
import type { StatusAnswer } from '../../../contract/api-answers';
import { api } from '../app/api';
import { randomUuid } from '../landing/apply-startup';

/** The mobile-verification calls of spec §7: check the code, ask for a new one, send it to another number. */
export const mobileApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyCode: build.mutation<StatusAnswer, { leadId: string; code: string }>({
      query: (body) => ({ url: mobileVerifyPath, method: 'POST', body }),
    }),
    resendCode: build.mutation<{ resendAfterSeconds: number }, { leadId: string }>({
      query: (body) => ({ url: resendCodePath, method: 'POST', body }),
    }),
    changeMobileNumber: build.mutation<StatusAnswer, { leadId: string; phoneNumber: string }>({
      query: ({ leadId, phoneNumber }) => ({
        url: mobileNumberPath,
        method: 'POST',
        body: { leadId, phoneNumber },
        headers: { 'Idempotency-Key': randomUuid() },
      }),
    }),
  }),
});

export const { useVerifyCodeMutation, useResendCodeMutation, useChangeMobileNumberMutation } = mobileApi;
