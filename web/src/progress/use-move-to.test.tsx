// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { stateForRoute } from '../../../contract/progress';
import { makeStore } from '../app/store';
import { RouterProvider, type RouterLocation } from '../lib/router';
import { useRouteChange } from './route-change';
import { useMoveTo } from './use-move-to';

function setUp(progressState = 0) {
  const moves: { to: string; replace: boolean }[] = [];
  const location: RouterLocation = {
    path: () => '/',
    subscribe: () => () => {},
    navigate: (to, options) => void moves.push({ to, replace: options?.replace === true }),
    href: (to) => to,
  };
  const store = makeStore();
  store.dispatch({ type: 'leadApplication/setProgressState', payload: { state: progressState, route: '/', afterOffer: false } });
  store.dispatch({ type: 'leadApplication/clearRouteChange' });
  moves.length = 0;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <RouterProvider location={location}>{children}</RouterProvider>
    </Provider>
  );
  const { result } = renderHook(
    () => {
      useRouteChange();
      return useMoveTo();
    },
    { wrapper },
  );
  return { moveTo: result.current, moves, store };
}

describe('useMoveTo: a screen moves on through the one progress rule', () => {
  it('into a pre-offer state: records the state and pushes a history entry', () => {
    const { moveTo, moves, store } = setUp(1);
    act(() => moveTo('/contact-details'));
    expect(store.getState().leadApplication.progressState).toBe(stateForRoute('/contact-details'));
    expect(moves).toEqual([{ to: '/contact-details', replace: false }]);
    expect(store.getState().leadApplication.routeChange).toBeNull();
  });

  it('into an after-offer state (the status check): replaces the history entry', () => {
    const { moveTo, moves, store } = setUp(5);
    act(() => moveTo('/checking'));
    expect(store.getState().leadApplication.progressState).toBe(stateForRoute('/checking'));
    expect(moves).toEqual([{ to: '/checking', replace: true }]);
  });

  it('to the state already current, or to a page that is no state: a plain push, the state unchanged', () => {
    const { moveTo, moves, store } = setUp(2);
    act(() => moveTo('/contact-details'));
    act(() => moveTo('/monthly-income'));
    expect(moves).toEqual([
      { to: '/contact-details', replace: false },
      { to: '/monthly-income', replace: false },
    ]);
    expect(store.getState().leadApplication.progressState).toBe(2);
  });
});
