import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { mergeApplicationData, type ApplicationData } from './merge-application-data';

export type FieldError = { fieldName: string; message: string };
export type RouteChange = { method: 'push' | 'replace'; redirectTo: string };

/** Spec §3 "Session state". */
export type LeadApplicationState = {
  progressState: number;
  applicationData: ApplicationData;
  applicationResult: Record<string, unknown> | null;
  customerConsents: Record<string, unknown> | null;
  routeChange: RouteChange | null;
  lastOperationTimestamp: number | null;
  /** Spec §3 "Form page errors": per page path, and the first errored page. */
  pageErrors: Record<string, FieldError[]>;
  erroredPage: string | null;
};

export const INITIAL_PROGRESS_STATE = 0;

export const initialLeadApplicationState: LeadApplicationState = {
  progressState: INITIAL_PROGRESS_STATE,
  applicationData: {},
  applicationResult: null,
  customerConsents: null,
  routeChange: null,
  lastOperationTimestamp: null,
  pageErrors: {},
  erroredPage: null,
};

export const leadApplicationSlice = createSlice({
  name: 'leadApplication',
  initialState: initialLeadApplicationState,
  reducers: {
    /** Merges nested sections shallowly, unions tags and clears that page's errors (spec §4). */
    updateApplicationData: (state, action: PayloadAction<{ page?: string; data: ApplicationData }>) => {
      state.applicationData = mergeApplicationData(state.applicationData, action.payload.data);
      const { page } = action.payload;
      if (page && state.pageErrors[page]) {
        delete state.pageErrors[page];
        if (state.erroredPage === page) state.erroredPage = null;
      }
    },
  },
});

export const { updateApplicationData } = leadApplicationSlice.actions;
