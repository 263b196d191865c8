import { brand } from 'virtual:brand';
import { leadCreatePath, leadStatusPath, policiesPath, withProduct } from '../../../contract/api-paths';
import type { FieldError } from '../../../contract/lead';
import { api } from '../app/api';
import type { ApplicationData } from './merge-application-data';

export type LeadAnswer = { id: string; state: number; route?: string; status?: string };
export type LeadStatus = {
  id: string;
  state: number;
  route: string;
  application?: { status?: string };
  offerId?: string | null;
  partner?: { name?: string } | null;
  redirectUrl?: string | null;
  redirectMethod?: 'GET' | 'POST' | null;
};
export type Policy = { id: string; kind: string; version: number; required: boolean; title: string; text: string; url?: string };

type Write = { body: ApplicationData; idempotencyKey: string; submit?: boolean };

/**
 * Lead endpoints (spec §7). Every create and update carries an Idempotency-Key: a retry after a lost answer
 * sends the same key and gets the first answer back, never a second lead. The product field is added to
 * lead bodies, and the answer is returned as it is.
 */
export const leadApi = api.injectEndpoints({
  endpoints: (build) => ({
    createLead: build.mutation<LeadAnswer, Write>({
      query: ({ body, idempotencyKey, submit }) => ({
        url: leadCreatePath,
        method: 'POST',
        body: withProduct(submit ? { ...body, submit } : body, brand.productId),
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
    updateLead: build.mutation<LeadAnswer, Write & { id: string }>({
      query: ({ id, body, idempotencyKey, submit }) => ({
        url: `${leadCreatePath}/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: withProduct(submit ? { ...body, submit } : body, brand.productId),
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
    leadStatus: build.query<LeadStatus, string>({ query: (id) => leadStatusPath(id) }),
    policies: build.query<{ policies: Policy[] }, string>({ query: (locale) => `${policiesPath}?locale=${encodeURIComponent(locale)}` }),
  }),
});

export const { useCreateLeadMutation, useUpdateLeadMutation, usePoliciesQuery } = leadApi;

/** Field errors from a 422 answer, or null when the failure was something else. */
export function fieldErrorsOf(error: unknown): FieldError[] | null {
  if (typeof error !== 'object' || error === null || !('status' in error) || error.status !== 422) return null;
  const data = (error as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null || !Array.isArray((data as { errors?: unknown }).errors)) return null;
  return (data as { errors: unknown[] }).errors.filter(
    (e): e is FieldError => typeof e === 'object' && e !== null && typeof (e as FieldError).fieldName === 'string',
  );
}
