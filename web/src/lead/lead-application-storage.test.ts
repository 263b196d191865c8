// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../lib/memory-storage';
import { createSafeStorage } from '../lib/safe-storage';
import { initialLeadApplicationState, type LeadApplicationState } from './lead-application-slice';
import { parseLeadApplication, saveLeadApplication } from './lead-application-storage';

const stored = (text: string): unknown => JSON.parse(text);

describe('parseLeadApplication: counterexamples found by stored-state-fuzz.test.ts', () => {
  it('drops fields the slice does not have (an old shape)', () => {
    expect(parseLeadApplication(stored('{"extraOldField":""}'))).toEqual(initialLeadApplicationState);
  });

  it('keeps only lists of { fieldName, message } as page errors: a step page reads them as a list', () => {
    const state = parseLeadApplication(
      stored(
        JSON.stringify({
          pageErrors: {
            '/personal-details': 5,
            '/contact-details': [{ fieldName: 'email', message: 'errors>email', extra: 1 }, 'x', null],
          },
          erroredPage: 7,
        }),
      ),
    );
    expect(state.pageErrors).toEqual({
      '/contact-details': [{ fieldName: 'email', message: 'errors>email' }],
    });
    expect(state.erroredPage).toBeNull();
  });

  it('answers the initial value for each field of the wrong type, and keeps the right ones', () => {
    const state = parseLeadApplication(
      stored(
        JSON.stringify({
          progressState: 999,
          applicationData: { amount: 1 },
          applicationResult: 'accepted',
          customerConsents: [],
          routeChange: { method: 'navigate', redirectTo: '/x' },
          lastOperationTimestamp: '12',
        }),
      ),
    );
    expect(state).toEqual({ ...initialLeadApplicationState, applicationData: { amount: 1 } });
    expect(
      parseLeadApplication(
        stored(
          JSON.stringify({ progressState: 3, routeChange: { method: 'replace', redirectTo: '/checking' } }),
        ),
      ),
    ).toMatchObject({ progressState: 3, routeChange: { method: 'replace', redirectTo: '/checking' } });
  });
});

describe('saveLeadApplication: the keys that mirror the state (behaviour §3, §4)', () => {
  const LEAD = '4a1c1f52-5c8e-4b43-9d1c-1a2b3c4d5e6f';
  const withId = (id?: string): LeadApplicationState => ({
    ...initialLeadApplicationState,
    applicationData: id ? { id } : {},
  });
  const session = () => {
    const mem = memoryStorage();
    return { mem, store: createSafeStorage(() => mem, () => {}) };
  };

  it('writes the id when a lead appears, ends a reapplication, and removes the id when the result is cleared', () => {
    const { mem, store } = session();
    store.set('reapplying', 'true');
    const created = withId(LEAD);
    saveLeadApplication(store, withId(), created);
    expect(mem.data.get('lid')).toBe(LEAD);
    expect(mem.data.has('reapplying')).toBe(false);
    expect(JSON.parse(mem.data.get('leadApplication') ?? 'null')).toEqual(created);
    saveLeadApplication(store, created, withId());
    expect(mem.data.has('lid')).toBe(false);
  });

  it("keeps the status answer's state and partner redirect, and removes them with the result", () => {
    const { mem, store } = session();
    const before = withId(LEAD);
    const answered = {
      ...before,
      applicationResult: { status: 'redirected', state: 12, redirectUrl: 'https://partner.example/go', redirectMethod: 'POST' },
    };
    saveLeadApplication(store, before, answered);
    expect([mem.data.get('state'), mem.data.get('redirectUrl'), mem.data.get('redirectMethod')]).toEqual([
      '12',
      'https://partner.example/go',
      'POST',
    ]);
    saveLeadApplication(store, answered, { ...answered, applicationResult: null });
    expect(['state', 'redirectUrl', 'redirectMethod'].filter((key) => mem.data.has(key))).toEqual([]);
  });

  it('writes nothing when the state did not change', () => {
    const { mem, store } = session();
    const same = withId(LEAD);
    saveLeadApplication(store, same, same);
    expect(mem.data.size).toBe(0);
  });
});
