// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../lib/memory-storage';
import { createSafeStorage } from '../lib/safe-storage';
import { initialLeadApplicationState } from './lead-application-slice';
import { createPersister, loadLeadApplication } from './persistence';

const sessionWith = (leadApplication: string) => {
  const mem = memoryStorage();
  mem.data.set('leadApplication', leadApplication);
  return createSafeStorage(
    () => mem,
    () => {},
  );
};

describe('loadLeadApplication: counterexamples found by stored-state-fuzz.test.ts', () => {
  it('drops fields the slice does not have (an old shape)', () => {
    expect(loadLeadApplication(sessionWith('{"extraOldField":""}'))).toEqual(initialLeadApplicationState);
  });

  it('keeps only lists of { fieldName, message } as page errors: a step page reads them as a list', () => {
    const state = loadLeadApplication(
      sessionWith(
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
    const state = loadLeadApplication(
      sessionWith(
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
      loadLeadApplication(
        sessionWith(
          JSON.stringify({ progressState: 3, routeChange: { method: 'replace', redirectTo: '/checking' } }),
        ),
      ),
    ).toMatchObject({ progressState: 3, routeChange: { method: 'replace', redirectTo: '/checking' } });
  });
});

describe('createPersister: the lead id under lid (behaviour §4 "After a successful create the lead id is stored")', () => {
  const LEAD = '4a1c1f52-5c8e-4b43-9d1c-1a2b3c4d5e6f';
  const slices = (id?: string) => ({
    leadApplication: { ...initialLeadApplicationState, applicationData: id ? { id } : {} },
    dynamicPages: null,
    uiColors: null,
  });

  it('writes the id when a lead appears, ends a reapplication, and removes the id when the result is cleared', () => {
    const mem = memoryStorage();
    const sessionStore = createSafeStorage(
      () => mem,
      () => {},
    );
    sessionStore.set('reapplying', 'true');
    const persist = createPersister({ sessionStore, localStore: sessionStore }, slices());
    persist(slices(LEAD));
    expect(mem.data.get('lid')).toBe(LEAD);
    expect(mem.data.has('reapplying')).toBe(false);
    persist(slices());
    expect(mem.data.has('lid')).toBe(false);
  });
});
