import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { leadApplicationSlice } from '../lead/lead-application-slice';
import { dynamicPagesSlice } from '../form/dynamic-pages-slice';
import { asyncFormDataSlice } from '../form/async-form-data-slice';
import { uiSlice } from './ui-slice';
import { isLoadingSlice } from './loading-slice';

/**
 * Slices injected after start-up, declared by the modules that inject them (module augmentation), so the
 * first screen does not carry them: the RTK Query API (`api.ts`) is 17 KB gzip that no first screen uses.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmented by lazily loaded modules
export interface LazyLoadedSlices {}

// Spec §3 "Client state slices": leadApplication, dynamicPages, ui, isLoading, asyncFormData, and the API cache (lazy).
export const rootReducer = combineSlices(
  leadApplicationSlice,
  dynamicPagesSlice,
  uiSlice,
  isLoadingSlice,
  asyncFormDataSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

/** Middleware added when the module that needs it loads (the API's). */
export const dynamicMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;

/** One store factory for the app and for tests. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
