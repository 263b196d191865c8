// @vitest-environment happy-dom
import { Suspense } from 'react';
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brand } from 'virtual:brand';
import { DEFAULT_STATE_MAP } from '../../../contract/progress';
import { ApplicationPage } from '../app/routes';
import { makeStore } from '../app/store';
import { applyLeadStatus } from '../lead/apply-status';
import { clearRouteChange, setProgressState, updateApplicationData } from '../lead/lead-application-slice';
import { RouterProvider, type RouterLocation } from '../lib/router';
import { jsonAnswer, renderWithProviders, SPANISH } from '../testing/render';
import { useRouteChange } from './route-change';
import { stateMap } from './state-map';
import { useMoveTo } from './use-move-to';

/**
 * A deployment whose backend numbers the states otherwise (decision 0039): the build's map is every state of the
 * product's map plus 100, listed in reverse. The app must read the numbers through it, never the product's own.
 */
vi.mock('virtual:state-map', async () => {
  const { DEFAULT_STATE_MAP_ENTRIES } = await import('../../../contract/state-map');
  return { stateMapEntries: [...DEFAULT_STATE_MAP_ENTRIES].reverse().map((e) => ({ ...e, state: e.state + 100 })) };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LEAD = '4a1c1f52-5c8e-4b43-9d1c-1a2b3c4d5e6f';
/** A route's number in the deployment's map, and in the product's own (which this build must not know). */
const deployed = (route: string) => DEFAULT_STATE_MAP.stateForRoute(route)! + 100;
const productOwn = (route: string) => DEFAULT_STATE_MAP.stateForRoute(route)!;

/** A router that keeps its path and records each move. */
function memoryLocation(start: string) {
  let path = start;
  const listeners = new Set<() => void>();
  const moves: { to: string; replace: boolean }[] = [];
  const location: RouterLocation = {
    path: () => path,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    navigate: (to, options) => {
      path = to;
      moves.push({ to, replace: options?.replace === true });
      listeners.forEach((l) => l());
    },
    href: (to) => `/application-frontend${to}`,
  };
  return { location, moves, path: () => path };
}

/** The application page at /checking for a submitted lead; the status poll answers `state`. */
function checkingAnswers(state: number) {
  vi.stubGlobal('fetch', () => jsonAnswer({ id: LEAD, state, route: '/ignored', application: { status: 'pending' } }));
  const store = makeStore();
  store.dispatch(updateApplicationData({ data: { id: LEAD } }));
  store.dispatch(setProgressState({ state: deployed('/checking'), route: '/checking', afterOffer: true }));
  store.dispatch(clearRouteChange());
  const memory = memoryLocation('/checking');
  renderWithProviders(
    <Suspense fallback={null}>
      <ApplicationPage />
    </Suspense>,
    { store, location: memory.location },
  );
  return { store, ...memory };
}

describe("a deployment's state map (every number + 100, listed in reverse)", () => {
  it('starts the application in the loan step under its number, and the steps move under theirs', () => {
    const store = makeStore();
    expect(stateMap.initial).toBe(100);
    expect(store.getState().leadApplication.progressState).toBe(deployed('/loan-information'));
    const { location, moves } = memoryLocation('/loan-information');
    const { result } = renderHook(
      () => {
        useRouteChange();
        return useMoveTo();
      },
      { wrapper: ({ children }) => <Provider store={store}><RouterProvider location={location}>{children}</RouterProvider></Provider> },
    );
    act(() => result.current('/personal-details'));
    act(() => result.current('/contact-details'));
    expect(store.getState().leadApplication.progressState).toBe(deployed('/contact-details'));
    expect(moves).toEqual([
      { to: '/personal-details', replace: false },
      { to: '/contact-details', replace: false },
    ]);
  });

  it.each([
    ['/accepted', SPANISH.screens.accepted.heading],
    ['/rejected', SPANISH.screens.rejected.heading],
    ['/thank-you', SPANISH.screens.thankYou.heading],
  ])('moves from checking to %s when the server answers its number, replacing the history entry', async (route, heading) => {
    const { store, moves } = checkingAnswers(deployed(route));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy(), { timeout: 3000 });
    expect(moves).toEqual([{ to: route, replace: true }]);
    expect(store.getState().leadApplication.progressState).toBe(deployed(route));
  });

  it('opens an offer step (mobile verification) under its number', async () => {
    const { moves } = checkingAnswers(deployed('/mobile-verification'));
    await waitFor(() => expect(moves).toEqual([{ to: '/mobile-verification', replace: true }]), { timeout: 3000 });
  });
});

describe('a state the map does not know', () => {
  it('shows the screen that says the step cannot be shown here, with whom to write to, and logs once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const unknown = productOwn('/accepted'); // the product's own number: no state of this deployment
    const { store, moves } = checkingAnswers(unknown);
    const texts = SPANISH.screens.stepUnavailable;
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: texts.heading })).toBeTruthy(), {
      timeout: 3000,
    });
    expect(moves).toEqual([{ to: '/step-unavailable', replace: true }]);
    expect(screen.getByRole('alert').textContent).toBe(texts.body);
    expect(screen.getByRole('link', { name: brand.supportEmail }).getAttribute('href')).toBe(`mailto:${brand.supportEmail}`);
    // The progress state stays the last one the map knows; the answer is kept as the server gave it.
    expect(store.getState().leadApplication.progressState).toBe(deployed('/checking'));
    expect(store.getState().leadApplication.applicationResult?.state).toBe(unknown);
    // The same number again (a reload's poll, another screen's answer): the screen again, no second warning.
    applyLeadStatus(store.dispatch, { id: LEAD, state: unknown, route: '/x', application: { status: 'pending' } });
    expect(store.getState().leadApplication.routeChange?.redirectTo).toBe('/step-unavailable');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain(`state ${unknown}`);
  });
});
