import type { SafeStorage } from '../lib/safe-storage';
import { isPlainRecord } from '../lib/safe-storage';
import { STORAGE_KEYS } from '../landing/storage-keys';
import { redactForLocalStorage } from '../landing/application';
import { initialLeadApplicationState, type LeadApplicationState } from './lead-application-slice';

/** The parts of the state that persist (spec §4 "Persistence"), each under its storage key. */
export type PersistedSlices = {
  leadApplication: LeadApplicationState;
  dynamicPages: unknown;
  uiColors: unknown;
};

type Stores = { sessionStore: SafeStorage; localStore: SafeStorage };

/** The lead session state as stored, laid over the slice's initial state (an old or partial copy still loads). */
export function loadLeadApplication(sessionStore: SafeStorage): LeadApplicationState {
  const stored = sessionStore.getJson(STORAGE_KEYS.leadApplication, isPlainRecord);
  if (!stored) return initialLeadApplicationState;
  const merged = { ...initialLeadApplicationState, ...stored };
  if (typeof merged.progressState !== 'number' || !Number.isInteger(merged.progressState)) {
    merged.progressState = initialLeadApplicationState.progressState;
  }
  if (!isPlainRecord(merged.applicationData)) merged.applicationData = {};
  if (!isPlainRecord(merged.pageErrors)) merged.pageErrors = {};
  return merged;
}

/**
 * Saves each persisted slice to sessionStorage when, and only when, it changed (by reference: the store is
 * immutable), and only in a browser. Returns a function to feed every new state to.
 */
export function createPersister({ sessionStore }: Stores, initial: PersistedSlices) {
  let last = initial;
  return (next: PersistedSlices): void => {
    if (typeof window === 'undefined') return;
    if (next.leadApplication !== last.leadApplication)
      sessionStore.setJson(STORAGE_KEYS.leadApplication, next.leadApplication);
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
