import { mobileNumberPath, mobileVerifyPath, resendCodePath } from '../../../../contract/api-paths';
import type { StatusAnswer } from '../../../../contract/api-answers';
import { api } from '../../app/api';

/** The mobile-verification calls of behaviour §7: check the code, ask for a new one, send it to another number. */
export const mobileApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyCode: build.mutation<StatusAnswer, { leadId: string; code: string }>({
      query: (body) => ({ url: mobileVerifyPath, method: 'POST', body }),
    }),
    resendCode: build.mutation<{ resendAfterSeconds: number }, { leadId: string }>({
      query: (body) => ({ url: resendCodePath, method: 'POST', body }),
    }),
    changeMobileNumber: build.mutation<
      StatusAnswer,
      { leadId: string; phoneNumber: string; idempotencyKey: string }
    >({
      query: ({ leadId, phoneNumber, idempotencyKey }) => ({
        url: mobileNumberPath,
        method: 'POST',
        body: { leadId, phoneNumber },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { useVerifyCodeMutation, useResendCodeMutation, useChangeMobileNumberMutation } = mobileApi;
