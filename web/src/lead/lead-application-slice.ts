import type { PayloadAction } from '@reduxjs/toolkit';
import { defineSlice, without } from '../lib/slice';
import type { FieldError } from '../../../contract/lead';
import { mergeApplicationData } from '../../../contract/merge';
import type { ApplicationData } from './merge-application-data';
import { INITIAL_PROGRESS_STATE } from '../progress/state-map';
export type RouteChange = { method: 'push' | 'replace'; redirectTo: string };

/** Behaviour §3 "Session state". */
export type LeadApplicationState = {
  progressState: number;
  applicationData: ApplicationData;
  applicationResult: Record<string, unknown> | null;
  customerConsents: Record<string, unknown> | null;
  routeChange: RouteChange | null;
  lastOperationTimestamp: number | null;
  /** Behaviour §3 "Form page errors": per page path, and the first errored page. */
  pageErrors: Record<string, FieldError[]>;
  erroredPage: string | null;
};

/**
 * What start-up stamps on every application it keeps (startup/stale-data.ts): its marker and its expiry. An
 * application whose answers are replaced (a final state, a lead resumed from a link) keeps them, so the next page
 * load neither clears it as another session's nor finds it of unknown age.
 */
export function startupMarks(data: ApplicationData): ApplicationData {
  const { leadStatus, expiresAt } = data;
  return Object.fromEntries(Object.entries({ leadStatus, expiresAt }).filter(([, value]) => value !== undefined));
}

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

type State = LeadApplicationState;

export const leadApplicationSlice = defineSlice({
  name: 'leadApplication',
  initialState: () => initialLeadApplicationState,
  reducers: {
    /** Merges nested sections shallowly, unions tags and clears that page's errors (behaviour §4). */
    updateApplicationData: (state: State, action: PayloadAction<{ page?: string; data: ApplicationData }>): State => {
      const applicationData = mergeApplicationData(state.applicationData, action.payload.data);
      const { page } = action.payload;
      if (!page || !state.pageErrors[page]) return { ...state, applicationData };
      const erroredPage = state.erroredPage === page ? null : state.erroredPage;
      return { ...state, applicationData, pageErrors: without(state.pageErrors, page), erroredPage };
    },
    /** After a successful create the lead id is stored; after an update, when the answer has one (behaviour §4). */
    leadSaved: (state: State, action: PayloadAction<{ id?: string | null; at: number }>): State => {
      const { id, at } = action.payload;
      const applicationData = id ? { ...state.applicationData, id } : state.applicationData;
      return { ...state, applicationData, lastOperationTimestamp: at };
    },
    /**
     * Server field errors go to the page that owns each field; the earliest page in the flow becomes the
     * errored page (behaviour §4). `pages` is the flow's order with each page's fields.
     */
    setPageErrors: (
      state: State,
      action: PayloadAction<{ errors: FieldError[]; pages: { path: string; fields: readonly string[] }[] }>,
    ): State => {
      const { errors, pages } = action.payload;
      const pageErrors = { ...state.pageErrors };
      let earliest: number | null = null;
      for (const error of errors) {
        const index = pages.findIndex((p) => p.fields.includes(error.fieldName));
        if (index === -1) continue;
        const path = pages[index]!.path;
        pageErrors[path] = [...(pageErrors[path] ?? []), error];
        earliest = earliest === null ? index : Math.min(earliest, index);
      }
      return { ...state, pageErrors, erroredPage: earliest === null ? null : pages[earliest]!.path };
    },
    /**
     * A change of progress state records a route change: after-offer states replace the history entry, the
     * others push (behaviour §2 "Navigation behaviour"). The route is the entered state's, or the index when it has
     * none (docs/decisions/0020-progress-moves.md says why not the state being left).
     */
    setProgressState: (
      state: State,
      action: PayloadAction<{ state: number; route: string | null; afterOffer: boolean }>,
    ): State => {
      if (state.progressState === action.payload.state && state.routeChange === null) return state;
      const routeChange: RouteChange = {
        method: action.payload.afterOffer ? 'replace' : 'push',
        redirectTo: action.payload.route ?? '/',
      };
      return { ...state, progressState: action.payload.state, routeChange };
    },
    /** A route change that enters no progress state (the screen for a state the map does not know). */
    routeChangeRecorded: (state: State, action: PayloadAction<RouteChange>): State => ({
      ...state,
      routeChange: action.payload,
    }),
    /** The route-change signal: the navigation happened. */
    clearRouteChange: (state: State): State => (state.routeChange === null ? state : { ...state, routeChange: null }),
    setApplicationResult: (state: State, action: PayloadAction<Record<string, unknown>>): State => ({
      ...state,
      applicationResult: action.payload,
    }),
    /**
     * What the applicant answered on a lender's consents screen, once the server accepted it (behaviour §3
     * `customerConsents`): every consent shown, given or refused, with its version, under the screen's route.
     */
    customerConsentsSaved: (
      state: State,
      action: PayloadAction<{ route: string; consents: { id: string; version: number; given: boolean }[] }>,
    ): State => ({
      ...state,
      customerConsents: { ...state.customerConsents, [action.payload.route]: action.payload.consents },
    }),
    /** Removes the lead id and the result (behaviour §4); the dynamic pages reset on the same action. */
    clearApplicationResult: (state: State): State => ({
      ...state,
      applicationData: without(state.applicationData, 'id'),
      applicationResult: null,
    }),
    /**
     * The application is over (a final state): the answers leave the session (national id, bank account and the
     * rest stay only with the server); the lead id, the result and the progress stay, so the final screen still
     * shows after a reload.
     */
    applicationCompleted: (state: State): State => {
      // The lead id, and start-up's marks, so the result outlives a reload.
      const { id } = state.applicationData;
      const applicationData = { ...(typeof id === 'string' ? { id } : {}), ...startupMarks(state.applicationData) };
      return { ...state, applicationData, pageErrors: {}, erroredPage: null };
    },
    /** A full clear: progress, result and application data (behaviour §4). */
    clearApplication: (): State => initialLeadApplicationState,
  },
});

export const {
  applicationCompleted,
  customerConsentsSaved,
  updateApplicationData,
  leadSaved,
  setPageErrors,
  setProgressState,
  routeChangeRecorded,
  clearRouteChange,
  setApplicationResult,
  clearApplicationResult,
  clearApplication,
} = leadApplicationSlice.actions;
