import {
  applyMiddleware,
  combineReducers,
  compose,
  legacy_createStore as createStore,
  type Middleware,
  type MiddlewareAPI,
  type Reducer,
  type Store,
  type UnknownAction,
} from 'redux';
import { thunk, type ThunkDispatch } from 'redux-thunk';
import { leadApplicationSlice } from '../lead/lead-application-slice';
import { dynamicPagesSlice } from '../form/dynamic-pages-slice';
import { uiSlice } from './ui-slice';

/** The UI-colour state's one action, for the screens that set a lender's colours (features import the store). */
export { setUiColors } from './ui-slice';

/**
 * Slices injected after start-up, declared by the modules that inject them (module augmentation), so the
 * first screen does not carry them: the RTK Query API (`api.ts`, with Redux Toolkit and immer) is 22 KB gzip that
 * no first screen uses.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmented by lazily loaded modules
export interface LazyLoadedSlices {}

// Behaviour §3 "Client state slices": leadApplication, dynamicPages, ui, and the API cache (lazy). The spec's isLoading
// and asyncFormData have no slice: each save and look-up keeps its own pending state and answer (decision 0006).
// The store is Redux's own (redux, a few KB): Redux Toolkit's main module and immer come with the API's code, at
// the first press, not with the first screen (docs/architecture.md "State").
const slices = {
  leadApplication: leadApplicationSlice.reducer,
  dynamicPages: dynamicPagesSlice.reducer,
  ui: uiSlice.reducer,
};
type StaticState = { [K in keyof typeof slices]: ReturnType<(typeof slices)[K]> };
export type RootState = StaticState & Partial<LazyLoadedSlices>;

const injected = new Map<string, Reducer>();
let combined: Reducer<RootState> | undefined;
/** The app's reducer: the slices above and every slice injected since, in every store, from its next action on. */
export const rootReducer: Reducer<RootState> = (state, action) => {
  combined ??= combineReducers({
    ...slices,
    ...Object.fromEntries(injected),
  }) as unknown as Reducer<RootState>;
  return combined(state, action);
};
/** Adds a lazily loaded module's slice (the API's cache) to the root reducer. */
export function injectSlice(slice: { reducerPath: string; reducer: Reducer }): void {
  injected.set(slice.reducerPath, slice.reducer);
  combined = undefined;
}

/**
 * Middleware added when the module that needs it loads (the API's), in every store, from its next action on; each
 * store gets its own instance of each, made once.
 */
const added: { middleware: Middleware; applied: WeakMap<MiddlewareAPI, ReturnType<Middleware>> }[] = [];
export const dynamicMiddleware = {
  addMiddleware(middleware: Middleware): void {
    if (!added.some((entry) => entry.middleware === middleware))
      added.push({ middleware, applied: new WeakMap() });
  },
  middleware: ((store) => (next) => (action) => {
    const chain = added.map(({ middleware, applied }) => {
      if (!applied.has(store)) applied.set(store, middleware(store));
      return applied.get(store)!;
    });
    return (compose(...chain) as (n: typeof next) => typeof next)(next)(action);
  }) satisfies Middleware,
};

/** One store factory for the app and for tests. */
export function makeStore(preloadedState?: Partial<RootState>): Store<RootState> & { dispatch: AppDispatch } {
  // Redux types a store's dispatch by its middleware's declared extensions: the thunk's (RTK Query's calls are
  // thunks) is declared here.
  return createStore(
    rootReducer,
    preloadedState as RootState | undefined,
    applyMiddleware<{ dispatch: AppDispatch }>(thunk, dynamicMiddleware.middleware),
  );
}

export type AppDispatch = ThunkDispatch<RootState, undefined, UnknownAction>;
export type AppStore = ReturnType<typeof makeStore>;
