import type { Application } from './application';
import { isRecord } from '../../../contract/merge';
import { isValidDate } from './session';

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
 * Expired when the stored expiresAt (ms or ISO) is in the past, or when more than `expiryMs` has passed
 * since sessionStartedAt. Values that are not dates are ignored.
 */
export function isApplicationExpired(application: Application, now: Date, expiryMs: number): boolean {
  const nowMs = now.getTime();
  const expiresAt = toTime(application.expiresAt);
  if (expiresAt !== null && expiresAt < nowMs) return true;
  const startedAt = toTime(application.sessionStartedAt);
  return startedAt !== null && Number.isFinite(expiryMs) && nowMs - startedAt > expiryMs;
}

export interface StaleDataResult {
  application: Application;
  expired: boolean;
  cleared: boolean;
}

/** Behaviour §4: if expired or leadStatus is falsy, clear the session-bound fields and set leadStatus true. */
export function clearStaleData(application: Application, now: Date, expiryMs: number): StaleDataResult {
  const expired = isApplicationExpired(application, now, expiryMs);
  if (!expired && application.leadStatus) return { application, expired, cleared: false };

  const next: Application = { ...application };
  for (const field of STALE_TOP_LEVEL_FIELDS) delete next[field];
  const otherDetails = next.otherDetails;
  if (isRecord(otherDetails) && 'ibanConsent' in otherDetails) {
    const { ibanConsent: _cleared, ...rest } = otherDetails;
    next.otherDetails = rest;
  }
  next.leadStatus = true;
  return { application: next, expired, cleared: true };
}
