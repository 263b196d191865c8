import type { Application } from './application';
import { isPlainRecord } from '../lib/safe-storage';
import { entry, LOG, type LogEntry } from './log';
import { isValidDate } from './session';

/** Spec §3 "Affiliate reference". setAt is a UTC ISO string. */
export interface AffiliateReference {
  attribute?: string;
  subId?: string;
  transactionId?: string;
  setAt?: string;
}

/** The URL side: refName -> attribute, refSubId -> subId, refTransactionId (or s_id) -> transactionId. */
export interface AffiliateUrlParams {
  refName?: string;
  refSubId?: string;
  refTransactionId?: string;
}

export interface AffiliateInput {
  now: Date;
  /** undefined when the URL could not be read at all ('URL data undefined'). */
  url: AffiliateUrlParams | undefined;
  /** affiliateReferenceParams of the application in the session state (sessionStorage), as stored. */
  sessionReference: unknown;
  /** affiliateReferenceParams of the stored local application (localStorage), as stored. */
  localReference: unknown;
  expiryHours: number;
  staticAffiliateRefName: string;
}

export type AffiliateAction = 'write' | 'remove' | 'none';

export interface AffiliateDecision {
  /** What both stores should hold after this page load, when action is 'write'. */
  reference: AffiliateReference | null;
  action: AffiliateAction;
  changed: boolean;
  expired: boolean;
  /** Spec §4: on a change or expiry, session data is reset to a new session. */
  resetSession: boolean;
  logs: LogEntry[];
}

const FIELDS = ['attribute', 'subId', 'transactionId'] as const;
const HOUR_MS = 60 * 60 * 1000;

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A stored value read defensively: only the four known fields, only strings. */
export function toAffiliateReference(value: unknown): AffiliateReference | null {
  if (!isPlainRecord(value)) return null;
  const ref: AffiliateReference = {};
  for (const field of FIELDS) {
    const v = nonEmpty(value[field]);
    if (v !== undefined) ref[field] = v;
  }
  const setAt = value.setAt;
  if (typeof setAt === 'string') ref.setAt = setAt;
  else if (typeof setAt === 'number' && isValidDate(setAt)) ref.setAt = new Date(setAt).toISOString();
  return ref;
}

export function hasAnyField(ref: AffiliateReference | null | undefined): ref is AffiliateReference {
  return !!ref && FIELDS.some((field) => ref[field] !== undefined);
}

export function fromUrl(url: AffiliateUrlParams): AffiliateReference {
  const ref: AffiliateReference = {};
  const attribute = nonEmpty(url.refName);
  const subId = nonEmpty(url.refSubId);
  const transactionId = nonEmpty(url.refTransactionId);
  if (attribute !== undefined) ref.attribute = attribute;
  if (subId !== undefined) ref.subId = subId;
  if (transactionId !== undefined) ref.transactionId = transactionId;
  return ref;
}

/** Spec §4: changed when any of the three fields differs and the new reference has at least one of them. */
export function isReferenceChanged(next: AffiliateReference, stored: AffiliateReference | null): boolean {
  if (!hasAnyField(next)) return false;
  return FIELDS.some((field) => next[field] !== stored?.[field]);
}

/** When both exist, the session one is preferred if it has any of the three fields. */
export function pickStoredReference(
  sessionReference: unknown,
  localReference: unknown,
): AffiliateReference | null {
  const fromSession = toAffiliateReference(sessionReference);
  if (hasAnyField(fromSession)) return fromSession;
  const fromLocal = toAffiliateReference(localReference);
  return hasAnyField(fromLocal) ? fromLocal : null;
}

/** Spec §5: a setAt that is not a valid date is ignored and the current time is used. */
function effectiveSetAt(ref: AffiliateReference, now: Date, logs: LogEntry[]): string {
  if (ref.setAt !== undefined && isValidDate(ref.setAt)) return ref.setAt;
  logs.push(entry('warn', LOG.invalidSetAt));
  return now.toISOString();
}

export function isReferenceExpired(
  ref: AffiliateReference,
  setAt: string,
  now: Date,
  expiryHours: number,
  staticAffiliateRefName: string,
  logs: LogEntry[],
): boolean {
  if (ref.attribute === staticAffiliateRefName) return false;
  if (typeof expiryHours !== 'number' || !Number.isFinite(expiryHours) || expiryHours <= 0) {
    logs.push(
      entry('error', LOG.invalidExpiryConfiguration, { affiliateReferenceExpiryHours: String(expiryHours) }),
    );
    return false;
  }
  return now.getTime() - new Date(setAt).getTime() > expiryHours * HOUR_MS;
}

/**
 * Spec §4 "Affiliate reference". One decision for both stores. Where the spec is silent: an expired
 * stored reference counts as absent when comparing, so a link that brings the same reference again
 * starts it afresh (otherwise it would be removed on this load and re-added on the next).
 */
export function decideAffiliate(input: AffiliateInput): AffiliateDecision {
  const { now, url, expiryHours, staticAffiliateRefName } = input;
  const logs: LogEntry[] = [];

  let fromLink: AffiliateReference | null = null;
  if (url === undefined) {
    logs.push(entry('warn', LOG.urlDataUndefined));
  } else {
    const ref = fromUrl(url);
    if (hasAnyField(ref)) fromLink = ref;
    else logs.push(entry('info', LOG.noValidAffiliateParameters));
  }

  const stored = pickStoredReference(input.sessionReference, input.localReference);
  let storedSetAt: string | null = null;
  let expired = false;
  if (stored) {
    storedSetAt = effectiveSetAt(stored, now, logs);
    expired = isReferenceExpired(stored, storedSetAt, now, expiryHours, staticAffiliateRefName, logs);
  }

  const changed = fromLink !== null && isReferenceChanged(fromLink, expired ? null : stored);
  const resetSession = changed || expired;

  if (changed && fromLink) {
    return {
      reference: { ...fromLink, setAt: now.toISOString() },
      action: 'write',
      changed,
      expired,
      resetSession,
      logs,
    };
  }
  if (expired) return { reference: null, action: 'remove', changed, expired, resetSession, logs };
  if (stored && storedSetAt !== null) {
    const { setAt: _old, ...fields } = stored;
    return {
      reference: { ...fields, setAt: storedSetAt },
      action: 'write',
      changed,
      expired,
      resetSession,
      logs,
    };
  }
  return { reference: null, action: 'none', changed, expired, resetSession, logs };
}

/**
 * Writes or removes affiliateReferenceParams in an application (session state or local copy).
 * Never throws: a failure is logged as 'Failure while handling storage by affiliate status' and the
 * application is returned unchanged.
 */
export function applyAffiliateDecision(
  application: Application,
  decision: Pick<AffiliateDecision, 'action' | 'reference'>,
  logs: LogEntry[],
): Application {
  try {
    if (decision.action === 'write' && decision.reference) {
      return { ...application, affiliateReferenceParams: { ...decision.reference } };
    }
    if (decision.action === 'remove') {
      const { affiliateReferenceParams: _removed, ...rest } = application;
      return rest;
    }
    return application;
  } catch (error) {
    logs.push(
      entry('error', LOG.affiliateStorageFailure, {
        action: decision.action,
        reason: error instanceof Error ? error.name : 'unknown',
      }),
    );
    return application;
  }
}
