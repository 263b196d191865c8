import type { SafeStorage } from '../lib/safe-storage';
import { isRecord } from '../../../contract/merge';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { redactForLocalStorage } from '../startup/application';
import type { FieldError } from '../../../contract/lead';
import { PROGRESS_STATES } from '../../../contract/progress';
import {
  initialLeadApplicationState,
  type LeadApplicationState,
  type RouteChange,
} from './lead-application-slice';

/** The parts of the state that persist (behaviour §4 "Persistence"), each under its storage key. */
export type PersistedSlices = {
  leadApplication: LeadApplicationState;
  dynamicPages: unknown;
  uiColors: unknown;
};

type Stores = { sessionStore: SafeStorage; localStore: SafeStorage };

const isFieldError = (value: unknown): value is FieldError =>
  isRecord(value) && typeof value.fieldName === 'string' && typeof value.message === 'string';

/** Per page, the stored errors that are `{ fieldName, message }`; a page whose value is not a list is dropped. */
function pageErrorsOf(value: unknown): Record<string, FieldError[]> {
  if (!isRecord(value)) return {};
  const pageErrors: Record<string, FieldError[]> = {};
  for (const [page, errors] of Object.entries(value)) {
    if (!Array.isArray(errors)) continue;
    const kept = errors.filter(isFieldError).map(({ fieldName, message }) => ({ fieldName, message }));
    if (kept.length > 0) pageErrors[page] = kept;
  }
  return pageErrors;
}

function routeChangeOf(value: unknown): RouteChange | null {
  if (!isRecord(value) || typeof value.redirectTo !== 'string') return null;
  return value.method === 'push' || value.method === 'replace'
    ? { method: value.method, redirectTo: value.redirectTo }
    : null;
}

const recordOrNull = (value: unknown): Record<string, unknown> | null => (isRecord(value) ? value : null);

/**
 * The lead session state as stored, rebuilt field by field over the slice's initial state: an old or partial
 * copy still loads, a field of the wrong type falls back to its initial value, and unknown fields are dropped
 * (scenario 8: a corrupted draft must not reach the screens, e.g. page errors that are not a list).
 */
export function loadLeadApplication(sessionStore: SafeStorage): LeadApplicationState {
  const stored = sessionStore.getJson(STORAGE_KEYS.leadApplication, isRecord);
  if (!stored) return initialLeadApplicationState;
  const { progressState, lastOperationTimestamp, erroredPage } = stored;
  return {
    progressState:
      typeof progressState === 'number' && Number.isInteger(progressState) && PROGRESS_STATES[progressState]
        ? progressState
        : initialLeadApplicationState.progressState,
    applicationData: isRecord(stored.applicationData) ? stored.applicationData : {},
    applicationResult: recordOrNull(stored.applicationResult),
    customerConsents: recordOrNull(stored.customerConsents),
    routeChange: routeChangeOf(stored.routeChange),
    lastOperationTimestamp:
      typeof lastOperationTimestamp === 'number' && Number.isFinite(lastOperationTimestamp)
        ? lastOperationTimestamp
        : null,
    pageErrors: pageErrorsOf(stored.pageErrors),
    erroredPage: typeof erroredPage === 'string' ? erroredPage : null,
  };
}

/**
 * Behaviour §4 "After a successful create the lead id is stored": the lead id under `lid` while the session has a lead
 * (created, or resumed from a continue link), removed when the result is cleared; a new lead ends a reapplication.
 */
function keepLeadId(sessionStore: SafeStorage, before: unknown, id: unknown): void {
  if (id === before) return;
  if (typeof id !== 'string') return void sessionStore.remove(STORAGE_KEYS.lid);
  sessionStore.set(STORAGE_KEYS.lid, id);
  sessionStore.remove(STORAGE_KEYS.reapplying);
}

/**
 * Saves each persisted slice to sessionStorage when, and only when, it changed (by reference: the store is
 * immutable), and only in a browser. Returns a function to feed every new state to.
 */
export function createPersister({ sessionStore }: Stores, initial: PersistedSlices) {
  let last = initial;
  return (next: PersistedSlices): void => {
    if (typeof window === 'undefined') return;
    if (next.leadApplication !== last.leadApplication) {
      sessionStore.setJson(STORAGE_KEYS.leadApplication, next.leadApplication);
      keepLeadId(sessionStore, last.leadApplication.applicationData.id, next.leadApplication.applicationData.id);
    }
    if (next.dynamicPages !== last.dynamicPages)
      sessionStore.setJson(STORAGE_KEYS.dynamicPages, next.dynamicPages);
    if (next.uiColors !== last.uiColors) sessionStore.setJson(STORAGE_KEYS.uiColors, next.uiColors);
    last = next;
  };
}

/**
 * The one action that also keeps the loan application in localStorage (docs/decisions/0007): a lead was
 * created. Redacted first: no national id, bank account or ID-card data ever reaches localStorage.
 */
export function saveApplicationLocally(
  { localStore }: Stores,
  applicationData: Record<string, unknown>,
): boolean {
  return localStore.setJson(STORAGE_KEYS.loanApplication, redactForLocalStorage(applicationData));
}
