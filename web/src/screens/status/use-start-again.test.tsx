// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { stateForRoute } from '../../../../contract/progress';
import { makeStore } from '../../app/store';
import { createPersister } from '../../app/persister';
import { sessionStore } from '../../lib/safe-storage';
import { initialLeadApplicationState } from '../../lead/lead-application-slice';
import { useStartAgain } from './use-start-again';

const LEAD = '4a1c1f52-5c8e-4b43-9d1c-1a2b3c4d5e6f';

function closedApplication(outcome: '/rejected' | '/redirected') {
  const store = makeStore({
    leadApplication: {
      ...initialLeadApplicationState,
      progressState: stateForRoute(outcome)!,
      applicationData: { id: LEAD, affiliateReferenceParams: { attribute: 'aff' } },
      applicationResult: { status: outcome.slice(1) },
    },
  });
  // Saved as boot saves it: the outcome's keys follow the result.
  const slices = () => {
    const s = store.getState();
    return { leadApplication: s.leadApplication, dynamicPages: s.dynamicPages, uiColors: s.ui.colors };
  };
  const persist = createPersister(sessionStore, slices());
  store.subscribe(() => persist(slices()));
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => useStartAgain(), { wrapper });
  return { store, startAgain: result.current };
}

afterEach(() => sessionStorage.clear());

describe('useStartAgain: a new application after a final state', () => {
  it('clears the result and the lead id, goes back to the loan step and marks the session as reapplying', () => {
    sessionStorage.setItem('state', String(stateForRoute('/rejected')));
    const { store, startAgain } = closedApplication('/rejected');
    act(() => startAgain());
    const lead = store.getState().leadApplication;
    expect(lead.applicationData).toEqual({ affiliateReferenceParams: { attribute: 'aff' } });
    expect(lead.applicationResult).toBeNull();
    expect(lead.progressState).toBe(0);
    expect(lead.routeChange).toEqual({ method: 'push', redirectTo: '/' });
    expect(sessionStorage.getItem('reapplying')).toBe('true');
    expect(sessionStorage.getItem('state')).toBeNull();
  });

  it('after a partner redirect: the new lead says the person was redirected before, and the redirect is forgotten', () => {
    sessionStorage.setItem('redirected', 'true');
    sessionStorage.setItem('redirectUrl', 'https://partner.example/apply');
    sessionStorage.setItem('redirectMethod', 'GET');
    const { store, startAgain } = closedApplication('/redirected');
    act(() => startAgain());
    expect(store.getState().leadApplication.applicationData.posthogParameters).toEqual({
      leadPreviouslyRedirected: true,
    });
    for (const key of ['redirected', 'redirectUrl', 'redirectMethod'])
      expect(sessionStorage.getItem(key), key).toBeNull();
  });
});
