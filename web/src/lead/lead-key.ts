import { bearer, keyFromBytes, LEAD_KEY_PATTERN } from '../../../contract/lead-key';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { sessionStore } from '../lib/safe-storage';
import { profileRules } from './backend-profile';

let current: string | undefined;

/**
 * This tab session's lead key (docs/decisions/0013): made once, kept in sessionStorage (a duplicated tab
 * shares it; it never reaches localStorage or a URL), sent with every call to the lead API. The server keeps
 * only its hash; with it, and only with it, a browser reads and changes its lead.
 */
export function leadKey(): string {
  if (current) return current;
  const stored = sessionStore.get(STORAGE_KEYS.leadKey);
  if (stored && LEAD_KEY_PATTERN.test(stored)) return (current = stored);
  current = keyFromBytes(crypto.getRandomValues(new Uint8Array(32)));
  sessionStore.set(STORAGE_KEYS.leadKey, current);
  return current;
}

/**
 * The Authorization header of a call to the lead API: the lead key under the `keyed` profile, none under `spec`
 * (behaviour §7: "No auth header is added"; contract/backend-profile.ts), which makes no key at all.
 */
export const authorization = (): string | undefined =>
  profileRules().authorization ? bearer(leadKey()) : undefined;
