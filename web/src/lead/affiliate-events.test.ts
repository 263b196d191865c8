import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { memoryStorage } from '../lib/memory-storage';
import { createSafeStorage } from '../lib/safe-storage';
import { claim, eventsAfterSave, outcomeEvent, readRecord, recordFor } from './affiliate-events';

const LEAD = '7d3f2a10-4b5c-4d6e-8f90-a1b2c3d4e5f6';
const SESSION = '3f0c0d4e-8a7b-4c1d-9e2f-0a1b2c3d4e5f';
const REF = {
  attribute: 'partner-a',
  subId: 'sub-7',
  transactionId: 'tx-42',
  setAt: '2026-03-02T10:00:00.000Z',
};

function storage() {
  const store = createSafeStorage(
    () => memoryStorage(),
    () => undefined,
  );
  store.set(STORAGE_KEYS.sessionId, SESSION);
  return store;
}

const affiliateApplication = {
  id: LEAD,
  affiliateReferenceParams: REF,
  personalDetails: { firstName: 'Lucía' },
  contactDetails: { email: 'accept+x@example.com' },
};

describe('affiliate event record', () => {
  it('is made only for an application with an affiliate reference', () => {
    expect(recordFor(storage(), LEAD, { id: LEAD })).toBeNull();
    expect(recordFor(storage(), LEAD, { affiliateReferenceParams: { setAt: REF.setAt } })).toBeNull();
    expect(recordFor(storage(), LEAD, affiliateApplication)).toEqual({
      leadId: LEAD,
      sessionId: SESSION,
      affiliateReferenceParams: REF,
      sent: [],
    });
  });

  it('holds ids and the reference only: no name, email or other answer reaches an event body', () => {
    const store = storage();
    const bodies = claim(store, recordFor(store, LEAD, affiliateApplication)!, ['lead']);
    expect(bodies).toEqual([
      { event: 'lead', leadId: LEAD, sessionId: SESSION, affiliateReferenceParams: REF },
    ]);
    const stored = store.get(STORAGE_KEYS.affiliateEvents) ?? '';
    expect(stored).not.toMatch(/Lucía|example\.com/);
  });

  it('gives each event once per lead, across reloads (a record read back from storage)', () => {
    const store = storage();
    const first = recordFor(store, LEAD, affiliateApplication)!;
    expect(claim(store, first, ['lead', 'lead']).map((b) => b.event)).toEqual(['lead']);
    // A retried save or a reload: the record is read back, the application no longer matters.
    const again = recordFor(store, LEAD, {})!;
    expect(claim(store, again, ['lead'])).toEqual([]);
    expect(claim(store, again, ['lead', 'registration-complete']).map((b) => b.event)).toEqual([
      'registration-complete',
    ]);
    expect(claim(store, readRecord(store)!, ['accepted']).map((b) => b.event)).toEqual(['accepted']);
    expect(claim(store, readRecord(store)!, ['accepted'])).toEqual([]);
    expect(readRecord(store)?.sent).toEqual(['lead', 'registration-complete', 'accepted']);
  });

  it('starts afresh for another lead of the session', () => {
    const store = storage();
    claim(store, recordFor(store, LEAD, affiliateApplication)!, ['lead']);
    const other = 'aaaaaaaa-4b5c-4d6e-8f90-a1b2c3d4e5f6';
    expect(recordFor(store, other, {})).toBeNull();
    expect(recordFor(store, other, affiliateApplication)?.sent).toEqual([]);
  });

  it('reads a damaged record as none and leaves out a session id that is not a UUID', () => {
    const store = storage();
    for (const bad of ['{', '[]', '{"leadId":1,"sent":[]}', `{"leadId":"${LEAD}","sent":"lead"}`]) {
      store.set(STORAGE_KEYS.affiliateEvents, bad);
      expect(readRecord(store), bad).toBeNull();
    }
    store.set(
      STORAGE_KEYS.affiliateEvents,
      JSON.stringify({ leadId: LEAD, affiliateReferenceParams: REF, sent: ['lead', 'nonsense', 3] }),
    );
    expect(readRecord(store)?.sent).toEqual(['lead']);
    store.set(STORAGE_KEYS.sessionId, 'not-a-uuid');
    expect(recordFor(store, 'other', affiliateApplication)).not.toHaveProperty('sessionId');
  });
});

describe('which events', () => {
  it('a save reports the lead, and the registration once the status has left in-progress', () => {
    expect(eventsAfterSave('in-progress')).toEqual(['lead']);
    expect(eventsAfterSave('checking')).toEqual(['lead', 'registration-complete']);
    expect(eventsAfterSave(undefined)).toEqual(['lead']);
  });

  it('a final status reports its outcome; any other status nothing', () => {
    for (const status of ['accepted', 'completed', 'redirected', 'rejected'] as const)
      expect(outcomeEvent({ application: { status } })).toBe(status);
    expect(outcomeEvent({ application: { status: 'checking' } })).toBeNull();
    expect(outcomeEvent({} as never)).toBeNull();
  });
});
