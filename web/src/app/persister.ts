/**
 * The store's persisted slices (behaviour §4 "Persistence"), each saved by the module that owns its storage key
 * when, and only when, it changed (by reference: the store is immutable), and only in a browser. Start-up's
 * plan gives the state they start from (startup/startup.ts `initialState`).
 */
import type { SafeStorage } from '../lib/safe-storage';
import { saveUiColors } from '../lib/ui-colors-storage';
import { saveLeadApplication } from '../lead/lead-application-storage';
import { saveDynamicPages } from '../form/dynamic-pages-storage';
import type { InitialState as PersistedSlices } from '../startup/startup-plan';

/** Returns a function to feed every new state to. */
export function createPersister(sessionStore: SafeStorage, initial: PersistedSlices) {
  let last = initial;
  return (next: PersistedSlices): void => {
    if (typeof window === 'undefined') return;
    saveLeadApplication(sessionStore, last.leadApplication, next.leadApplication);
    saveDynamicPages(sessionStore, last.dynamicPages, next.dynamicPages);
    saveUiColors(sessionStore, last.uiColors, next.uiColors);
    last = next;
  };
}
