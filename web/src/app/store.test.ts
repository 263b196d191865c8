import { describe, expect, it, vi } from 'vitest';
import type { Middleware, UnknownAction } from 'redux';
import { dynamicMiddleware, injectSlice, makeStore } from './store';

describe('the store', () => {
  it('starts with the three slices, from a partial preloaded state', () => {
    const state = makeStore({ ui: { colors: null } }).getState();
    expect(Object.keys(state).sort()).toEqual(['dynamicPages', 'leadApplication', 'ui']);
    expect(state.leadApplication.erroredPage).toBeNull();
  });

  it('runs a dispatched function with dispatch and the state (a thunk)', () => {
    const store = makeStore();
    const seen = store.dispatch(((_dispatch: unknown, getState: () => unknown) =>
      getState()) as unknown as UnknownAction);
    expect(seen).toBe(store.getState());
  });

  it('takes a slice and middleware loaded later, in a store made before, each middleware made once per store', () => {
    const store = makeStore();
    const seen: string[] = [];
    const made = vi.fn();
    const logger: Middleware = () => {
      made();
      return (next) => (action) => {
        seen.push((action as UnknownAction).type);
        return next(action);
      };
    };
    dynamicMiddleware.addMiddleware(logger);
    injectSlice({ reducerPath: 'extra', reducer: (state: number = 7) => state });
    store.dispatch({ type: 'one' });
    store.dispatch({ type: 'two' });
    expect(seen).toEqual(['one', 'two']);
    expect(made).toHaveBeenCalledTimes(1);
    expect((store.getState() as unknown as { extra: number }).extra).toBe(7);
  });
});
