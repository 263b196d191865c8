import type { BrandConfig } from '../../../brands/schema';
import { deviceInfo } from '../startup/device-info';
import { STORAGE_KEYS } from '../lib/storage-keys';
import type { SafeStorage } from '../lib/safe-storage';
import { mergeApplicationData } from '../../../contract/merge';
import { LEAD_SOURCE, UI_TAG } from '../../../contract/lead-origin';
import type { ApplicationData } from './merge-application-data';

/**
 * The body of the lead create (behaviour §3 "Loan application (lead)"): the application so far plus the session,
 * expiry (now + the brand's configured expiry), tags beginning with the UI marker, device data, the selling
 * tier and the lead source. Affiliate reference, Google click, ad tracking and prefill facts are already in
 * the application (start-up put them there).
 */
export function buildLeadCreateBody(
  application: ApplicationData,
  {
    sessionStore,
    now,
    brand,
  }: { sessionStore: SafeStorage; now: Date; brand: Pick<BrandConfig, 'applicationExpiryMs'> },
): ApplicationData {
  const { id: _noId, ...rest } = application;
  const initAt = Number(sessionStore.get(STORAGE_KEYS.initAt));
  const sellingTierGlobalId = sessionStore.get(STORAGE_KEYS.sellingTierGlobalId);
  const body: ApplicationData = {
    ...rest,
    sessionId: sessionStore.get(STORAGE_KEYS.sessionId) ?? undefined,
    sessionStartedAt: sessionStore.get(STORAGE_KEYS.sessionStartedAt) ?? undefined,
    expiresAt: now.getTime() + brand.applicationExpiryMs,
    leadSource: LEAD_SOURCE,
    deviceData: deviceInfo({
      timezoneOffset: now.getTimezoneOffset(),
      deviceMemory: (navigator as Navigator & { deviceMemory?: number }).deviceMemory,
      language: navigator.language,
      screenWidth: window.screen.width,
      screenHeight: window.screen.height,
      initAt: Number.isFinite(initAt) && initAt > 0 ? initAt : null,
      now: now.getTime(),
    }),
    ...(sellingTierGlobalId ? { sellingTierGlobalId } : {}),
  };
  const tagged = mergeApplicationData(
    { tags: [UI_TAG] },
    { tags: Array.isArray(rest.tags) ? rest.tags : [] },
  );
  return JSON.parse(JSON.stringify({ ...body, tags: tagged.tags })) as ApplicationData;
}
