/**
 * Browser storage keys, spelled as in behaviour §3 "Browser storage keys", and the store each lives in.
 * docs/decisions/0006-storage-keys.md explains the choice, and why five of the spec's keys are not written;
 * keep the two in step.
 */
export const STORAGE_KEYS = {
  /** Redacted copy of the loan application (localStorage only; the full one is in `leadApplication`). */
  loanApplication: 'loanApplication',
  sessionId: 'sessionId',
  sessionStartedAt: 'sessionStartedAt',
  sessionUrl: 'sessionUrl',
  state: 'state',
  gclid: 'gclid',
  initAt: 'initAt',
  lid: 'lid',
  redirected: 'redirected',
  redirectUrl: 'redirectUrl',
  redirectMethod: 'redirectMethod',
  reapplying: 'reapplying',
  sessionLoggingBlocked: 'sessionLoggingBlocked',
  /** The session recorder's sampling for the session: 'sampled' or 'skipped' (docs/decisions/0036). */
  sessionRecorder: 'sessionRecorder',
  newSessionFlag: 'newSessionFlag',
  leadApplication: 'leadApplication',
  dynamicPages: 'dynamicPages',
  uiColors: 'uiColors',
  sellingTierGlobalId: 'sellingTierGlobalId',
  /** Not in the spec: the browser's lead key (docs/decisions/0013). */
  leadKey: 'leadKey',
  /** Not in the spec: the affiliate events sent for the current lead (docs/decisions/0019). */
  affiliateEvents: 'affiliateEvents',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
export type StoreName = 'session' | 'local';

export const STORE_OF: Readonly<Record<StorageKey, StoreName>> = {
  loanApplication: 'local',
  sessionId: 'session',
  sessionStartedAt: 'session',
  sessionUrl: 'session',
  state: 'session',
  gclid: 'local',
  initAt: 'session',
  lid: 'session',
  redirected: 'session',
  redirectUrl: 'session',
  redirectMethod: 'session',
  reapplying: 'session',
  sessionLoggingBlocked: 'session',
  sessionRecorder: 'session',
  newSessionFlag: 'session',
  leadApplication: 'session',
  dynamicPages: 'session',
  uiColors: 'session',
  sellingTierGlobalId: 'session',
  leadKey: 'session',
  affiliateEvents: 'session',
};

export function keysIn(store: StoreName): StorageKey[] {
  return (Object.keys(STORE_OF) as StorageKey[]).filter((key) => STORE_OF[key] === store);
}

/** Flags are stored as the strings 'true' / 'false'. */
export const TRUE = 'true';
