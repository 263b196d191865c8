/**
 * Tells the reference API what was chosen (POST /consent-events): the categories, the text version, how, and the
 * session id; no personal data. Fire and forget with keepalive, so a choice made just before leaving still arrives.
 */
import { brand } from 'virtual:brand';
import { apiUrl } from '../../../contract/api-paths';
import type { ConsentAction, ConsentChoice, ConsentEvent } from '../../../contract/tracking';
import { UUID_PATTERN } from '../../../contract/uuid';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { sessionStore } from '../lib/safe-storage';

export const CONSENT_EVENTS_PATH = '/consent-events';

export function recordConsent(
  choice: ConsentChoice,
  action: ConsentAction,
  fetchImpl: typeof fetch = fetch,
): void {
  const sessionId = sessionStore.get(STORAGE_KEYS.sessionId);
  if (!sessionId || !UUID_PATTERN.test(sessionId)) return;
  const body: ConsentEvent = {
    sessionId,
    analytics: choice.analytics,
    marketing: choice.marketing,
    textVersion: choice.version,
    action,
  };
  fetchImpl(apiUrl(brand.api, CONSENT_EVENTS_PATH), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => console.warn('Failed to record the cookie choice'));
}
