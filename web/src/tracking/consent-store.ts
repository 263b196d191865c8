/**
 * The visitor's cookie choice (docs/decisions/0036-consent-and-tags.md): kept in localStorage so it outlives the
 * session, mirrored in a first-party cookie so the server's CSP allows only the agreed tags, and told to whoever
 * listens (the tag loader, the banner). A choice under an older banner text counts as none: the banner asks again.
 */
import {
  CONSENT_COOKIE,
  CONSENT_STORAGE_KEY,
  CONSENT_TEXT_VERSION,
  encodeConsentCookie,
  type ConsentChoice,
} from '../../../contract/tracking';
import { localStore } from '../lib/safe-storage';
import type { SafeStorage } from '../lib/safe-storage';

const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

function isChoice(value: unknown): value is ConsentChoice {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.analytics === 'boolean' &&
    typeof v.marketing === 'boolean' &&
    typeof v.version === 'string' &&
    typeof v.at === 'string'
  );
}

type Listener = (choice: ConsentChoice) => void;

export interface ConsentStore {
  /** The current choice, or null when none was made under the current text. */
  get(this: void): ConsentChoice | null;
  /** Stores a choice and tells the listeners. */
  set(this: void, choice: Pick<ConsentChoice, 'analytics' | 'marketing'>, now?: Date): ConsentChoice;
  subscribe(this: void, listener: Listener): () => void;
}

export function createConsentStore(
  storage: SafeStorage,
  doc: Pick<Document, 'cookie'> | undefined,
): ConsentStore {
  const listeners = new Set<Listener>();
  // Read once, then kept: React asks for it on every render and needs the same object back.
  let current: ConsentChoice | null | undefined;
  return {
    get() {
      if (current === undefined) {
        const stored = storage.getJson(CONSENT_STORAGE_KEY, isChoice);
        current = stored && stored.version === CONSENT_TEXT_VERSION ? stored : null;
      }
      return current;
    },
    set({ analytics, marketing }, now = new Date()) {
      const choice: ConsentChoice = {
        analytics,
        marketing,
        version: CONSENT_TEXT_VERSION,
        at: now.toISOString(),
      };
      storage.setJson(CONSENT_STORAGE_KEY, choice);
      current = choice;
      if (doc) {
        const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
        doc.cookie = `${CONSENT_COOKIE}=${encodeConsentCookie(choice)}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
      }
      for (const listener of listeners) listener(choice);
      return choice;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's one consent store. */
export const consentStore: ConsentStore = createConsentStore(
  localStore,
  typeof document === 'undefined' ? undefined : document,
);
