/**
 * The small impure part of start-up: read what planStartup needs, then carry out its plan. The address
 * bar is cleaned first, before anything else can run (research item 2: PII out of the URL before any
 * third-party script loads).
 */
import type { SafeStorage } from '../lib/safe-storage';
import { entry, LOG, type LogEntry } from './log';
import type { StartupPlan } from './startup';
import { keysIn, STORAGE_KEYS, type StorageKey, type StoreName } from '../lib/storage-keys';
import { piiParamsToStrip } from './url-params';

export interface StartupLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface ApplyStartupTargets {
  sessionStore: SafeStorage;
  localStore: SafeStorage;
  history?: Pick<History, 'replaceState' | 'state'> | undefined;
  location?: StartupLocation | undefined;
  log?: ((entry: LogEntry) => void) | undefined;
}

export interface ApplyStartupResult {
  /** False when some data lives only in memory: tell the person progress won't survive a reload. */
  persistent: boolean;
  failedKeys: { store: StoreName; key: StorageKey }[];
  urlCleaned: boolean;
}

/** Every key start-up may read, from the store it lives in. */
export function readStoredForStartup(stores: { sessionStore: SafeStorage; localStore: SafeStorage }): {
  session: Record<string, string | null>;
  local: Record<string, string | null>;
} {
  const read = (store: SafeStorage, name: StoreName): Record<string, string | null> =>
    Object.fromEntries(keysIn(name).map((key) => [key, store.get(key)]));
  return { session: read(stores.sessionStore, 'session'), local: read(stores.localStore, 'local') };
}

export function consoleLog(logEntry: LogEntry): void {
  const write =
    logEntry.level === 'error' ? console.error : logEntry.level === 'warn' ? console.warn : console.info;
  write(logEntry.message, logEntry.detail ?? {});
}

const AFFILIATE_BEARING: readonly StorageKey[] = [STORAGE_KEYS.leadApplication, STORAGE_KEYS.loanApplication];

export function applyStartupPlan(plan: StartupPlan, targets: ApplyStartupTargets): ApplyStartupResult {
  const { sessionStore, localStore, history, location } = targets;
  const log = targets.log ?? consoleLog;

  let urlCleaned = false;
  // Cleaned from the address bar as it is now (equal to plan.cleanedSearch when the plan was made from it):
  // a plan made without URL data must not wipe the query.
  const cleanedSearch = location ? piiParamsToStrip(location.search) : '';
  const current = location ? location.search.replace(/^\?/, '') : '';
  if (history && location && cleanedSearch !== (current === '' ? '' : `?${current}`)) {
    try {
      history.replaceState(history.state, '', `${location.pathname}${cleanedSearch}${location.hash}`);
      urlCleaned = true;
    } catch (error) {
      log(
        entry('error', LOG.urlParameterExtractionFailed, {
          step: 'replaceState',
          reason: error instanceof Error ? error.name : 'unknown',
        }),
      );
    }
  }

  const failedKeys: ApplyStartupResult['failedKeys'] = [];
  const stores: Record<StoreName, SafeStorage> = { session: sessionStore, local: localStore };
  for (const name of ['session', 'local'] as const) {
    const store = stores[name];
    for (const key of plan.removals[name]) if (!store.remove(key)) failedKeys.push({ store: name, key });
    for (const [key, value] of Object.entries(plan.writes[name]) as [StorageKey, string][]) {
      if (!store.set(key, value)) failedKeys.push({ store: name, key });
    }
  }

  for (const logEntry of plan.logs) log(logEntry);
  if (plan.affiliate.action !== 'none' && failedKeys.some(({ key }) => AFFILIATE_BEARING.includes(key))) {
    log(entry('error', LOG.affiliateStorageFailure, { action: plan.affiliate.action }));
  }
  return { persistent: sessionStore.isPersistent() && localStore.isPersistent(), failedKeys, urlCleaned };
}
