/**
 * The stored loan application (behaviour §4 "Persistence"): `leadApplication` in sessionStorage and the keys
 * that mirror it (`lid`, `state`, `redirectUrl`, `redirectMethod`), with the redacted local copy under
 * `loanApplication`. This module alone reads and writes them; start-up reads through `parseLeadApplication`.
 */
import type { SafeStorage } from '../lib/safe-storage';
import { isRecord } from '../../../contract/merge';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { redactForLocalStorage } from '../startup/application';
import type { FieldError } from '../../../contract/lead';
import { stateMap } from '../progress/state-map';
import {
  initialLeadApplicationState,
  type LeadApplicationState,
  type RouteChange,
} from './lead-application-slice';

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
 * (a corrupted draft must not reach the screens, e.g. page errors that are not a list).
 */
export function parseLeadApplication(stored: unknown): LeadApplicationState {
  if (!isRecord(stored)) return initialLeadApplicationState;
  const { progressState, lastOperationTimestamp, erroredPage } = stored;
  return {
    progressState:
      typeof progressState === 'number' && stateMap.progressState(progressState)
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
 * Behaviour §4 "After a successful create the lead id is stored": the lead id under `lid` while the session has a
 * lead (created, or resumed from a continue link), removed when the result is cleared; a new lead ends a
 * reapplication.
 */
function mirrorLeadId(sessionStore: SafeStorage, before: unknown, id: unknown): void {
  if (id === before) return;
  if (typeof id !== 'string') return void sessionStore.remove(STORAGE_KEYS.lid);
  sessionStore.set(STORAGE_KEYS.lid, id);
  sessionStore.remove(STORAGE_KEYS.reapplying);
}

/**
 * The last status answer's server state under `state` and its partner redirect under `redirectUrl` and
 * `redirectMethod` (behaviour §3), from the result the status check keeps; a cleared result (a new application)
 * removes them.
 */
function mirrorResult(sessionStore: SafeStorage, result: Record<string, unknown> | null): void {
  if (result === null) {
    for (const key of [STORAGE_KEYS.state, STORAGE_KEYS.redirectUrl, STORAGE_KEYS.redirectMethod])
      sessionStore.remove(key);
    return;
  }
  if (typeof result.state === 'number') sessionStore.set(STORAGE_KEYS.state, String(result.state));
  if (typeof result.redirectUrl === 'string') {
    sessionStore.set(STORAGE_KEYS.redirectUrl, result.redirectUrl);
    sessionStore.set(STORAGE_KEYS.redirectMethod, result.redirectMethod === 'POST' ? 'POST' : 'GET');
  }
}

/** Saves the state under `leadApplication` and its mirrored keys, when it changed (by reference). */
export function saveLeadApplication(
  sessionStore: SafeStorage,
  before: LeadApplicationState,
  next: LeadApplicationState,
): void {
  if (next === before) return;
  sessionStore.setJson(STORAGE_KEYS.leadApplication, next);
  mirrorLeadId(sessionStore, before.applicationData.id, next.applicationData.id);
  if (next.applicationResult !== before.applicationResult) mirrorResult(sessionStore, next.applicationResult);
}

/**
 * The one action that also keeps the loan application in localStorage (docs/decisions/0007): a lead was
 * created. Redacted first: no national id, bank account or ID-card data ever reaches localStorage.
 */
export function saveApplicationLocally(localStore: SafeStorage, applicationData: Record<string, unknown>): boolean {
  return localStore.setJson(STORAGE_KEYS.loanApplication, redactForLocalStorage(applicationData));
}
