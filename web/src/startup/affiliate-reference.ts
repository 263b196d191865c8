/** Behaviour §3-5 "Affiliate reference": what a stored or linked reference is, and when it changed or expired. */
import { isRecord } from '../../../contract/merge';
import { entry, LOG, type LogEntry } from './log';
import { isValidDate } from './session';

/** Behaviour §3 "Affiliate reference". setAt is a UTC ISO string. */
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

const FIELDS = ['attribute', 'subId', 'transactionId'] as const;
const HOUR_MS = 60 * 60 * 1000;

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A stored value read defensively: only the four known fields, only strings. */
export function toAffiliateReference(value: unknown): AffiliateReference | null {
  if (!isRecord(value)) return null;
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

/** Behaviour §4: changed when any of the three fields differs and the new reference has at least one of them. */
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

/** Behaviour §5: a setAt that is not a valid date is ignored and the current time is used. */
export function effectiveSetAt(ref: AffiliateReference, now: Date, logs: LogEntry[]): string {
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
