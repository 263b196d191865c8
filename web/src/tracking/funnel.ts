/**
 * The funnel events of behaviour §3/§4 (docs/decisions/0036-consent-and-tags.md): Lead once the lead has its email
 * and phone number (or is submitted), CompleteRegistration when the application is submitted, Rejected (TikTok only) on a rejection. Each is claimed
 * once per lead in localStorage before it is sent, so a reload, Back or a second save never sends it again; each
 * gets one event id, which every tag that deduplicates receives. Without consent, or without tags, nothing is sent.
 */
import { FUNNEL_EVENTS, type FunnelEvent } from '../../../contract/tracking';
import { randomUuid } from '../../../contract/uuid';
import { newEventId } from '../lib/hash';
import { localStore, type SafeStorage } from '../lib/safe-storage';
import type { ApplicationData } from '../lead/merge-application-data';
import { brand } from 'virtual:brand';
import { needsConsent, runningTracker } from './index';
import type { Tracker } from './tracker';

export const FUNNEL_STORAGE_KEY = 'funnelEvents';

interface FunnelRecord {
  leadId: string;
  sent: FunnelEvent[];
}

const isEvent = (value: unknown): value is FunnelEvent =>
  typeof value === 'string' && (FUNNEL_EVENTS as readonly string[]).includes(value);

function isRecord(value: unknown): value is FunnelRecord {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.leadId === 'string' && Array.isArray(v.sent);
}

/** Marks the events not yet claimed for this lead as claimed, and answers them. One lead's record at a time. */
export function claimFunnelEvents(
  storage: SafeStorage,
  leadId: string,
  events: readonly FunnelEvent[],
): FunnelEvent[] {
  const stored = storage.getJson(FUNNEL_STORAGE_KEY, isRecord);
  const sent = stored?.leadId === leadId ? stored.sent.filter(isEvent) : [];
  const due = events.filter((event, i) => !sent.includes(event) && events.indexOf(event) === i);
  if (due.length > 0) storage.setJson(FUNNEL_STORAGE_KEY, { leadId, sent: [...sent, ...due] });
  return due;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Who the application is from, as the tags' events name them: its email and phone number, where given. */
function personOf(application: ApplicationData): { email?: string; phone?: string } {
  const contact = application.contactDetails as Record<string, unknown> | undefined;
  return { email: text(contact?.email), phone: text(contact?.phoneNumber) };
}

/**
 * A save's events (decision 0036): Lead once the application has an email and a phone number, so every tag's
 * Lead can say who it is (TikTok's identify hashes both), or at the latest when it is submitted; once its status
 * has left in-progress, CompleteRegistration too.
 */
export function funnelEventsAfterSave(status: unknown, application: ApplicationData): FunnelEvent[] {
  if (typeof status === 'string' && status !== 'in-progress') return ['Lead', 'CompleteRegistration'];
  const { email, phone } = personOf(application);
  return email && phone ? ['Lead'] : [];
}

export async function reportFunnel(
  events: readonly FunnelEvent[],
  lead: { id: string; application: ApplicationData },
  {
    storage = localStore,
    tracker = runningTracker(),
    hasTags = needsConsent(brand.tracking),
  }: { storage?: SafeStorage; tracker?: Promise<Tracker> | undefined; hasTags?: boolean } = {},
): Promise<void> {
  if (!hasTags) return;
  // Claimed with or without consent: an event that happened before the visitor agreed is never sent later.
  const due = claimFunnelEvents(storage, lead.id, events);
  if (due.length === 0 || !tracker) return;
  const running = await tracker;
  const person = personOf(lead.application);
  for (const event of due) await running.funnel(event, await newEventId(Date.now(), randomUuid()), person);
}
