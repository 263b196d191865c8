import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { leadApplicationSlice } from '../lead/lead-application-slice';
import { dynamicPagesSlice } from '../form/dynamic-pages-slice';
import { asyncFormDataSlice } from '../form/async-form-data-slice';
import { uiSlice } from './ui-slice';
import { isLoadingSlice } from './loading-slice';
import { api } from './api';

// Spec §3 "Client state slices": leadApplication, dynamicPages, ui, isLoading, asyncFormData and the API cache.
const rootReducer = combineSlices(leadApplicationSlice, dynamicPagesSlice, uiSlice, isLoadingSlice, asyncFormDataSlice, api);

export type RootState = ReturnType<typeof rootReducer>;

/** One store factory for the app and for tests. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
