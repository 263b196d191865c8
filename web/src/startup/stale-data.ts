import type { Application } from './application';
import { isRecord } from '../../../contract/merge';
import { isValidDate } from './session';
import { CONSENT_PATHS } from '../../../contract/consent-paths';
import { getIn, setIn } from '../../../contract/data-points/lead-path';

/** Top-level fields cleared from a stale application (behaviour §4 "Stale data"); plus otherDetails.ibanConsent. */
export const STALE_TOP_LEVEL_FIELDS = [
  'id',
  'sessionStartedAt',
  'generalPolicies',
  'policies',
  'leadSource',
  'googleCaptchaToken',
] as const;

function toTime(value: unknown): number | null {
  if (!isValidDate(value)) return null;
  return new Date(value as string | number).getTime();
}

/**
 * What an expired application keeps: the loan chosen and where the visitor came from (no answer about the
 * person). Everything else is cleared: a copy older than the brand's limit opens empty.
 */
export const KEPT_ON_EXPIRY = [
  'amount',
  'period',
  'leadStatus',
  'affiliateReferenceParams',
  'googleClick',
  'adTracking',
  'campaignAttribution',
] as const;

const NOT_ANSWERS: readonly string[] = [...KEPT_ON_EXPIRY, 'id', 'expiresAt', 'sessionStartedAt'];

/** Anything beyond the loan, the attribution, the lead id and the times: something a person answered. */
function holdsAnswers(application: Application): boolean {
  return Object.entries(application).some(
    ([key, value]) => !NOT_ANSWERS.includes(key) && !(isRecord(value) && Object.keys(value).length === 0),
  );
}

/**
 * Expired when the stored expiresAt (ms or ISO) is in the past, or when more than `expiryMs` has passed
 * since sessionStartedAt. An application with answers and neither time has no known age (start-up gives every
 * application it keeps an expiresAt): it is expired too. Values that are not dates are ignored.
 */
export function isApplicationExpired(application: Application, now: Date, expiryMs: number): boolean {
  const nowMs = now.getTime();
  const expiresAt = toTime(application.expiresAt);
  if (expiresAt !== null && expiresAt < nowMs) return true;
  const startedAt = toTime(application.sessionStartedAt);
  if (startedAt === null) return expiresAt === null && holdsAnswers(application);
  return Number.isFinite(expiryMs) && nowMs - startedAt > expiryMs;
}

export interface StaleDataResult {
  application: Application;
  expired: boolean;
  cleared: boolean;
}

/**
 * Behaviour §4: if expired or leadStatus is falsy, clear the session-bound fields and set leadStatus true. An
 * expired application also loses every answer (only KEPT_ON_EXPIRY stays). What is cleared gets a new expiresAt.
 */
export function clearStaleData(application: Application, now: Date, expiryMs: number): StaleDataResult {
  const expired = isApplicationExpired(application, now, expiryMs);
  if (!expired && application.leadStatus) return { application, expired, cleared: false };

  const next: Application = expired ? keptOnExpiry(application) : { ...application };
  for (const field of STALE_TOP_LEVEL_FIELDS) delete next[field];
  const otherDetails = next.otherDetails;
  if (isRecord(otherDetails) && 'ibanConsent' in otherDetails) {
    const { ibanConsent: _cleared, ...rest } = otherDetails;
    next.otherDetails = rest;
  }
  next.leadStatus = true;
  // Cleared, it starts again: kept at most `expiryMs` from now.
  if (Number.isFinite(expiryMs)) next.expiresAt = now.getTime() + expiryMs;
  return { application: next, expired, cleared: true };
}

function keptOnExpiry(application: Application): Application {
  const kept: Application = {};
  for (const field of KEPT_ON_EXPIRY) if (field in application) kept[field] = application[field];
  return kept;
}

/**
 * The stored application as a session starts from it: a new session asks every consent again (a box ticked in
 * another session is not this visit's consent), and an application without an expiry gets one, `expiryMs` from
 * now (an application is kept at most that long after it was started, however long the tab stays open).
 */
export function applicationForSession(
  application: Application,
  { isNew, now, expiryMs }: { isNew: boolean; now: Date; expiryMs: number },
): Application {
  let next = application;
  if (isNew)
    for (const path of CONSENT_PATHS) if (getIn(next, path) !== undefined) next = setIn(next, path, undefined);
  if (!isValidDate(next.expiresAt) && Number.isFinite(expiryMs))
    next = { ...next, expiresAt: now.getTime() + expiryMs };
  return next;
}
