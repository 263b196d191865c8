import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { leadApplicationSlice } from '../lead/lead-application-slice';
import { dynamicPagesSlice } from '../form/dynamic-pages-slice';
import { uiSlice } from './ui-slice';

/** The UI-colour state's one action, for the screens that set a lender's colours (features import the store). */
export { setUiColors } from './ui-slice';

/**
 * Slices injected after start-up, declared by the modules that inject them (module augmentation), so the
 * first screen does not carry them: the RTK Query API (`api.ts`) is 17 KB gzip that no first screen uses.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmented by lazily loaded modules
export interface LazyLoadedSlices {}

// Behaviour §3 "Client state slices": leadApplication, dynamicPages, ui, and the API cache (lazy). The spec's isLoading
// and asyncFormData have no slice: each save and look-up keeps its own pending state and answer (decision 0006).
// Combined on first use, in the start-up task that makes the store: combining runs every slice's reducer once
// (building it and freezing its initial state), a quarter of the start chunk's evaluation on a phone otherwise.
const combine = () =>
  combineSlices(leadApplicationSlice, dynamicPagesSlice, uiSlice).withLazyLoadedSlices<LazyLoadedSlices>();
let combined: ReturnType<typeof combine> | undefined;
/** The app's reducer, to which lazily loaded modules add their slices (`rootReducer().inject`). */
export const rootReducer = (): ReturnType<typeof combine> => (combined ??= combine());

/** Middleware added when the module that needs it loads (the API's). */
export const dynamicMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<ReturnType<typeof rootReducer>>;

/** One store factory for the app and for tests. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer(),
    preloadedState,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
