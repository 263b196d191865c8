import { brand } from 'virtual:brand';
import { leadStatusPath, v3LeadPath } from '../../../contract/api-paths';
import { leadCreatePathOf, leadUpdatePathOf } from '../../../contract/backend-profile';
import { backendProfile } from './backend-profile';
import type { DynamicLeadAnswer, LeadAnswer, StatusAnswer } from '../../../contract/api-answers';
import { api } from '../app/api';
import type { ApplicationData } from './merge-application-data';

type Write = { body: ApplicationData; idempotencyKey: string; submit?: boolean };

/** Without `id` the lead is created, with it updated; `submit: true` on the final page. */
export type DynamicWrite = Write & { id?: string | null };

/**
 * A lead write's body (an update, or the dynamic form's save): the lead fields, the lead id when there is one and
 * `submit` when given. The API client adds the product (app/api.ts).
 */
export function leadBody({ body, id, submit }: Omit<DynamicWrite, 'idempotencyKey'>) {
  // The id is the argument's alone: a stale `id` among the fields must not pick the lead to update.
  const { id: _fieldsId, ...fields } = body;
  return { ...fields, ...(id ? { id } : {}), ...(submit !== undefined ? { submit } : {}) };
}

/**
 * Lead endpoints (behaviour §7). Every create and update carries an Idempotency-Key: a retry after a lost answer
 * sends the same key and gets the first answer back, never a second lead. The API client adds the product field
 * to lead bodies (app/api.ts), and the answer is returned as it is.
 */
export const leadApi = api.injectEndpoints({
  endpoints: (build) => ({
    createLead: build.mutation<LeadAnswer, Write>({
      query: ({ body, idempotencyKey, submit }) => ({
        // `/v2/lead`, or under `spec` the brand's configured lead path (contract/backend-profile.ts).
        url: leadCreatePathOf(backendProfile(), brand.api.leadPath),
        method: 'POST',
        body: submit ? { ...body, submit } : body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
    /** Behaviour §7: an update is a PUT to the configured lead path, the lead's id in the body. */
    updateLead: build.mutation<LeadAnswer, Write & { id: string }>({
      query: ({ id, body, idempotencyKey, submit }) => ({
        url: leadUpdatePathOf(brand.api.leadPath),
        method: 'PUT',
        body: leadBody({ body, id, submit }),
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
    /** Dynamic form (v3): POST to the v3 lead path, which has no base prefix (answered at the origin root). */
    saveDynamicLead: build.mutation<DynamicLeadAnswer, DynamicWrite>({
      query: ({ idempotencyKey, ...write }) => ({
        url: v3LeadPath,
        method: 'POST',
        body: leadBody(write),
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
    leadStatus: build.query<StatusAnswer, string>({ query: (id) => leadStatusPath(id) }),
  }),
});
