import { brand } from 'virtual:brand';
import { API_TIMEOUT_MS, apiUrl, bodyFor, v3LeadPath } from '../../../contract/api-paths';
import { leadCreatePathOf, leadUpdatePathOf } from '../../../contract/backend-profile';
import { backendProfile } from './backend-profile';
import { authorization } from './lead-key';
import type { ApplicationData } from './merge-application-data';

type Write = { body: ApplicationData; idempotencyKey: string; submit?: boolean };

/** Without `id` the lead is created, with it updated; `submit: true` on the final page. */
type DynamicWrite = Write & { id?: string | null };

/**
 * Why a write failed, with what the save's failure handling reads (`field-errors.ts`, the same as for RTK Query's
 * calls): the server's status and its answer, or no answer (`FETCH_ERROR`, `TIMEOUT_ERROR`), or an answer that is
 * not JSON (`PARSING_ERROR`).
 */
export class WriteFailure extends Error {
  readonly status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR';
  readonly data: unknown;
  constructor(status: WriteFailure['status'], data?: unknown) {
    super(`Lead write failed: ${status}`);
    this.status = status;
    this.data = data;
  }
}

/**
 * A lead write's body (an update, or the dynamic form's save): the lead fields, the lead id when there is one and
 * `submit` when given.
 */
export function leadBody({ body, id, submit }: Omit<DynamicWrite, 'idempotencyKey'>) {
  // The id is the argument's alone: a stale `id` among the fields must not pick the lead to update.
  const { id: _fieldsId, ...fields } = body;
  return { ...fields, ...(id ? { id } : {}), ...(submit !== undefined ? { submit } : {}) };
}

/** The answer's body: JSON, or null when empty; a body that is not JSON is a failure. */
async function answerOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    throw new WriteFailure('PARSING_ERROR', text);
  }
}

/**
 * One write to the lead API with a plain fetch: the path joined as every call's (`apiUrl`), the product added to
 * the body (`bodyFor`), the lead key under the `keyed` profile, and the Idempotency-Key, so a retry after a lost
 * answer gets the first answer back, never a second lead. Never retried here: the person retries. Resolves with the
 * answer of a 2xx, as it is; rejects with a `WriteFailure`.
 */
async function write(method: 'POST' | 'PUT', path: string, body: unknown, idempotencyKey: string): Promise<unknown> {
  const headers = new Headers({ 'content-type': 'application/json', 'Idempotency-Key': idempotencyKey });
  const key = authorization();
  if (key) headers.set('authorization', key);
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), API_TIMEOUT_MS);
  let response: Response;
  try {
    const url = apiUrl(brand.api, path);
    const sent = JSON.stringify(bodyFor(path, body, brand.productId, brand.api.leadPath));
    response = await fetch(new Request(url, { method, headers, body: sent, signal: timeout.signal }));
  } catch {
    throw new WriteFailure(timeout.signal.aborted ? 'TIMEOUT_ERROR' : 'FETCH_ERROR');
  } finally {
    clearTimeout(timer);
  }
  const answer = await answerOf(response);
  if (!response.ok) throw new WriteFailure(response.status, answer);
  return answer;
}

/**
 * The lead writes of behaviour §7. The step's save calls them: they need none of RTK Query's cache, so they come
 * with the step's code and the press of Continue loads nothing (docs/decisions/0053).
 */
export const leadWrites = {
  /** `/v2/lead`, or under `spec` the brand's configured lead path (contract/backend-profile.ts). */
  create: ({ body, idempotencyKey, submit }: Write) =>
    write('POST', leadCreatePathOf(backendProfile(), brand.api.leadPath), submit ? { ...body, submit } : body, idempotencyKey),
  /** An update is a PUT to the configured lead path, the lead's id in the body. */
  update: ({ id, body, idempotencyKey, submit }: Write & { id: string }) =>
    write('PUT', leadUpdatePathOf(brand.api.leadPath), leadBody({ body, id, submit }), idempotencyKey),
  /** Dynamic form (v3): POST to the v3 lead path, which has no base prefix (answered at the origin root). */
  saveDynamic: ({ idempotencyKey, ...rest }: DynamicWrite) => write('POST', v3LeadPath, leadBody(rest), idempotencyKey),
};
