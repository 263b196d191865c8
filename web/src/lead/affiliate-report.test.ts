import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { memoryStorage } from '../lib/memory-storage';
import { createSafeStorage, type SafeStorage } from '../lib/safe-storage';

vi.mock('virtual:brand', () => ({
  brand: { productId: 'es-1-cash', backendProfile: 'keyed', api: { host: 'https://backend.test', basePath: '/api' } },
  logoSvg: '',
}));

const { makeStore } = await import('../app/store');
const { reportOutcome, reportSaved, RETRY_DELAY_MS } = await import('./affiliate-report');

const LEAD = '7d3f2a10-4b5c-4d6e-8f90-a1b2c3d4e5f6';
const SESSION = '3f0c0d4e-8a7b-4c1d-9e2f-0a1b2c3d4e5f';
const REF = { attribute: 'partner-a', subId: 'sub-7', transactionId: 'tx-42' };
const application = { id: LEAD, affiliateReferenceParams: REF, contactDetails: { email: 'a@example.com' } };

/** Answers every request with the next of `answers` (the last one repeats) and keeps the requests. */
function fakeFetch(...answers: (number | 'network')[]) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      requests.push(request);
      const answer = answers[Math.min(requests.length, answers.length) - 1] ?? 202;
      if (answer === 'network') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(
        new Response(JSON.stringify({ status: 'accepted' }), {
          status: answer,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return requests;
}

let storage: SafeStorage;
let waits: number[];
const options = () => ({ storage, wait: (ms: number) => (waits.push(ms), Promise.resolve()) });
const bodies = (requests: Request[]) =>
  Promise.all(requests.map((r) => r.clone().json() as Promise<unknown>));

beforeEach(() => {
  storage = createSafeStorage(
    () => memoryStorage(),
    () => undefined,
  );
  storage.set(STORAGE_KEYS.sessionId, SESSION);
  waits = [];
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('affiliate events after a save', () => {
  it('posts the lead event once, with the product, the ids and the reference, as the lead key holder', async () => {
    const requests = fakeFetch(202);
    const { dispatch } = makeStore();
    await reportSaved(dispatch, { leadId: LEAD, status: 'in-progress', application }, options());
    await reportSaved(dispatch, { leadId: LEAD, status: 'in-progress', application }, options());
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST https://backend.test/api/affiliate/event',
    ]);
    expect(requests[0]?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(await bodies(requests)).toEqual([
      {
        event: 'lead',
        leadId: LEAD,
        sessionId: SESSION,
        affiliateReferenceParams: REF,
        product: 'es-1-cash',
      },
    ]);
  });

  it('posts registration-complete when the submission is answered, once, and the outcome once', async () => {
    const requests = fakeFetch(202);
    const { dispatch } = makeStore();
    await reportSaved(dispatch, { leadId: LEAD, status: 'in-progress', application }, options());
    await reportSaved(dispatch, { leadId: LEAD, status: 'checking', application }, options());
    await reportSaved(dispatch, { leadId: LEAD, status: 'checking', application }, options());
    const accepted = { id: LEAD, application: { status: 'accepted' as const } };
    await reportOutcome(dispatch, accepted, options());
    await reportOutcome(dispatch, accepted, options());
    await reportOutcome(dispatch, { ...accepted, id: 'another-lead' }, options());
    const events = (await bodies(requests)).map((b) => (b as { event: string }).event);
    expect(events).toEqual(['lead', 'registration-complete', 'accepted']);
  });

  it('posts nothing for an application without an affiliate reference', async () => {
    const requests = fakeFetch(202);
    const { dispatch } = makeStore();
    const plain = { id: LEAD, contactDetails: { email: 'a@example.com' } };
    await reportSaved(dispatch, { leadId: LEAD, status: 'checking', application: plain }, options());
    await reportOutcome(dispatch, { id: LEAD, application: { status: 'rejected' } }, options());
    expect(requests).toEqual([]);
  });
});

describe('a failed post', () => {
  it.each([[503], ['network' as const], [429]])(
    'after %s is tried once more, then dropped',
    async (fault) => {
      const requests = fakeFetch(fault);
      const { dispatch } = makeStore();
      await expect(
        reportSaved(dispatch, { leadId: LEAD, status: 'in-progress', application }, options()),
      ).resolves.toBeUndefined();
      expect(requests).toHaveLength(2);
      expect(waits).toEqual([RETRY_DELAY_MS]);
      expect(console.warn).toHaveBeenCalledWith('Failed to post affiliate event', { event: 'lead' });
      // Dropped for good: a later save does not send it again.
      await reportSaved(dispatch, { leadId: LEAD, status: 'in-progress', application }, options());
      expect(requests).toHaveLength(2);
    },
  );

  it('succeeds on the one more try after a transient failure', async () => {
    const requests = fakeFetch(503, 202);
    const { dispatch } = makeStore();
    await reportSaved(dispatch, { leadId: LEAD, status: 'in-progress', application }, options());
    expect(requests).toHaveLength(2);
    // (Only this warning: the store's development checks warn on their own when a busy machine makes them slow.)
    expect(console.warn).not.toHaveBeenCalledWith('Failed to post affiliate event', expect.anything());
  });

  it('is not tried again when the server refuses it (4xx)', async () => {
    const requests = fakeFetch(404);
    const { dispatch } = makeStore();
    await reportSaved(dispatch, { leadId: LEAD, status: 'in-progress', application }, options());
    expect(requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });
});
