/**
 * Posts the affiliate events (docs/decisions/0019) to POST /affiliate/event, fire and forget: loaded after a save
 * or a final status, never awaited by the journey, one more try at most, and a failure is only logged.
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { StatusAnswer } from '../../../contract/api-answers';
import { affiliateEventPath } from '../../../contract/api-paths';
import { api } from '../app/api';
import type { AppDispatch } from '../app/store';
import { sessionStore, type SafeStorage } from '../lib/safe-storage';
import {
  claim,
  eventsAfterSave,
  outcomeEvent,
  readRecord,
  recordFor,
  type AffiliateEventBody,
} from './affiliate-events';
import type { ApplicationData } from './merge-application-data';

/** How long a failed post waits for its one more try. */
export const RETRY_DELAY_MS = 3000;

type Wait = (ms: number) => Promise<void>;
type Options = { storage?: SafeStorage; wait?: Wait };

const sleep: Wait = (ms) => new Promise((resolve) => window.setTimeout(resolve, ms));

const affiliateApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The API client adds the product to the body (app/api.ts). */
    postAffiliateEvent: build.mutation<unknown, AffiliateEventBody>({
      query: (body) => ({ url: affiliateEventPath, method: 'POST', body }),
    }),
  }),
});

/** Worth one more try: no answer or a time-out, a busy server (429) or a server fault (5xx). */
function isTransient(error: unknown): boolean {
  const status = (error as Partial<FetchBaseQueryError> | null)?.status;
  if (typeof status === 'number') return status === 429 || status >= 500;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}

/** One request: 'sent', 'retry' after a transient failure, or 'dropped'. */
async function send(dispatch: AppDispatch, body: AffiliateEventBody): Promise<'sent' | 'retry' | 'dropped'> {
  const request = dispatch(affiliateApi.endpoints.postAffiliateEvent.initiate(body));
  try {
    await request.unwrap();
    return 'sent';
  } catch (error) {
    return isTransient(error) ? 'retry' : 'dropped';
  } finally {
    request.reset();
  }
}

/** Posts one event; after a transient failure once more, then it is dropped (logged, the journey goes on). */
export async function postEvent(dispatch: AppDispatch, body: AffiliateEventBody, wait: Wait = sleep) {
  let result = await send(dispatch, body);
  if (result === 'retry') {
    await wait(RETRY_DELAY_MS);
    result = await send(dispatch, body);
  }
  if (result !== 'sent') console.warn('Failed to post affiliate event', { event: body.event });
}

async function postAll(dispatch: AppDispatch, bodies: AffiliateEventBody[], wait: Wait): Promise<void> {
  for (const body of bodies) await postEvent(dispatch, body, wait);
}

/**
 * After a successful lead save: `lead`, and `registration-complete` once the answer's status has left
 * in-progress; each once per lead, and only for an application with an affiliate reference.
 */
export async function reportSaved(
  dispatch: AppDispatch,
  saved: { leadId: string; status: unknown; application: ApplicationData },
  { storage = sessionStore, wait = sleep }: Options = {},
): Promise<void> {
  const record = recordFor(storage, saved.leadId, saved.application);
  if (!record) return;
  await postAll(dispatch, claim(storage, record, eventsAfterSave(saved.status)), wait);
}

/** A final state's outcome (accepted, completed, redirected, rejected), once, for the lead the session reported. */
export async function reportOutcome(
  dispatch: AppDispatch,
  status: Pick<StatusAnswer, 'id' | 'application'>,
  { storage = sessionStore, wait = sleep }: Options = {},
): Promise<void> {
  const event = outcomeEvent(status);
  const record = readRecord(storage);
  if (!event || !record || record.leadId !== status.id) return;
  await postAll(dispatch, claim(storage, record, [event]), wait);
}
