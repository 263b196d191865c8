import type { Application } from './application';
import { entry, LOG, type LogEntry } from './log';
import {
  type AffiliateReference,
  type AffiliateUrlParams,
  effectiveSetAt,
  fromUrl,
  hasAnyField,
  isReferenceChanged,
  isReferenceExpired,
  pickStoredReference,
} from './affiliate-reference';

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
  /** Behaviour §4: on a change or expiry, session data is reset to a new session. */
  resetSession: boolean;
  logs: LogEntry[];
}

/**
 * Behaviour §4 "Affiliate reference". One decision for both stores. Where the spec is silent: an expired
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
