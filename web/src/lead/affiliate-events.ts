/**
 * Affiliate conversion events (docs/decisions/0019): which funnel events a lead reports, and the session's
 * record of those already sent, so that each is posted at most once per lead (a reload, Back, a retried save
 * or a second status poll finds it sent). Only an application that carries an affiliate reference has a record.
 */
import {
  AFFILIATE_EVENTS,
  AFFILIATE_OUTCOMES,
  type AffiliateEventName,
} from '../../../contract/affiliate-events';
import type { StatusAnswer } from '../../../contract/api-answers';
import { isRecord } from '../../../contract/merge';
import { UUID_PATTERN } from '../../../contract/uuid';
import { hasAnyField, toAffiliateReference, type AffiliateReference } from '../startup/affiliate-reference';
import { STORAGE_KEYS } from '../lib/storage-keys';
import type { SafeStorage } from '../lib/safe-storage';
import type { ApplicationData } from './merge-application-data';

/** The final outcomes an affiliate hears of: `application.status` of a final state. */
const OUTCOMES = AFFILIATE_OUTCOMES;
export type AffiliateEvent = AffiliateEventName;

/** What an event body holds besides the product (which the API client adds): ids and the reference only. */
export type AffiliateEventBody = {
  event: AffiliateEvent;
  leadId: string;
  sessionId?: string;
  affiliateReferenceParams: AffiliateReference;
};

/** The current lead's attribution, taken when its first event was claimed, and the events already sent. */
export type EventRecord = Omit<AffiliateEventBody, 'event'> & { sent: AffiliateEvent[] };

const EVENTS: readonly string[] = AFFILIATE_EVENTS;
const isEvent = (value: unknown): value is AffiliateEvent =>
  typeof value === 'string' && EVENTS.includes(value);
const isOutcome = (value: unknown): value is (typeof OUTCOMES)[number] =>
  typeof value === 'string' && (OUTCOMES as readonly string[]).includes(value);

/** The stored record, read defensively: anything of another shape counts as none. */
export function readRecord(storage: SafeStorage): EventRecord | null {
  const stored = storage.getJson(STORAGE_KEYS.affiliateEvents, isRecord);
  if (!stored || typeof stored.leadId !== 'string' || !Array.isArray(stored.sent)) return null;
  const ref = toAffiliateReference(stored.affiliateReferenceParams);
  if (!hasAnyField(ref)) return null;
  const { leadId, sessionId } = stored;
  return {
    leadId,
    ...(typeof sessionId === 'string' ? { sessionId } : {}),
    affiliateReferenceParams: ref,
    sent: stored.sent.filter(isEvent),
  };
}

/**
 * The record of `leadId`: the stored one, or a new one when the application carries an affiliate reference (the
 * session id and the reference as they are now). Null when the application came through no affiliate link.
 */
export function recordFor(
  storage: SafeStorage,
  leadId: string,
  application: ApplicationData,
): EventRecord | null {
  const stored = readRecord(storage);
  if (stored?.leadId === leadId) return stored;
  const ref = toAffiliateReference(application.affiliateReferenceParams);
  if (!hasAnyField(ref)) return null;
  const sessionId = storage.get(STORAGE_KEYS.sessionId);
  return {
    leadId,
    ...(sessionId && UUID_PATTERN.test(sessionId) ? { sessionId } : {}),
    affiliateReferenceParams: ref,
    sent: [],
  };
}

/**
 * Marks the events of `record` not yet sent as sent, before they are posted (two calls in a row never both get
 * one), and answers their bodies.
 */
export function claim(
  storage: SafeStorage,
  record: EventRecord,
  events: readonly AffiliateEvent[],
): AffiliateEventBody[] {
  const due = events.filter((event, i) => !record.sent.includes(event) && events.indexOf(event) === i);
  if (due.length === 0) return [];
  const { sent, ...ids } = record;
  storage.setJson(STORAGE_KEYS.affiliateEvents, { ...record, sent: [...sent, ...due] });
  return due.map((event) => ({ event, ...ids }));
}

/** After a successful save: the lead exists; once the answer's status has left in-progress, it is submitted. */
export function eventsAfterSave(status: unknown): AffiliateEvent[] {
  return typeof status === 'string' && status !== 'in-progress'
    ? ['lead', 'registration-complete']
    : ['lead'];
}

/** The outcome event of a final state's status answer, if the status is an outcome. */
export function outcomeEvent(status: Pick<StatusAnswer, 'application'>): AffiliateEvent | null {
  // Read defensively: the status poll checks the answer's state only.
  const outcome: unknown = status.application?.status;
  return isOutcome(outcome) ? outcome : null;
}
