import { brand } from 'virtual:brand';
import {
  leadCreatePath,
  leadPath,
  leadStatusPath,
  v3LeadPath,
  withProduct,
} from '../../../contract/api-paths';
import type { DynamicLeadAnswer, LeadAnswer, StatusAnswer } from '../../../contract/api-answers';
import { api } from '../app/api';
import type { ApplicationData } from './merge-application-data';

type Write = { body: ApplicationData; idempotencyKey: string; submit?: boolean };

/** Without `id` the lead is created, with it updated; `submit: true` on the final page. */
export type DynamicWrite = Write & { id?: string | null };

/** A lead write's body (an update, or the dynamic form's save): the lead fields, the lead id when there is one, `submit` when given, and the product. */
export function leadBody({ body, id, submit }: Omit<DynamicWrite, 'idempotencyKey'>, productId: string) {
  // The id is the argument's alone: a stale `id` among the fields must not pick the lead to update.
  const { id: _fieldsId, ...fields } = body;
  return withProduct(
    { ...fields, ...(id ? { id } : {}), ...(submit !== undefined ? { submit } : {}) },
    productId,
  );
}

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
    /** Spec §7: an update is a PUT to the configured lead path, the lead's id in the body. */
    updateLead: build.mutation<LeadAnswer, Write & { id: string }>({
      query: ({ id, body, idempotencyKey, submit }) => ({
        url: leadPath,
        method: 'PUT',
        body: leadBody({ body, id, submit }, brand.productId),
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
    /** Dynamic form (v3): POST to the v3 lead path, which has no base prefix (answered at the origin root). */
    saveDynamicLead: build.mutation<DynamicLeadAnswer, DynamicWrite>({
      query: ({ idempotencyKey, ...write }) => ({
        url: v3LeadPath,
        method: 'POST',
        body: leadBody(write, brand.productId),
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
    leadStatus: build.query<StatusAnswer, string>({ query: (id) => leadStatusPath(id) }),
  }),
});
