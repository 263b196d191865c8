import { isRecord } from '../../../contract/merge';
import { isValidDate } from './session';
import { cleanText } from './url-params';

/** Behaviour §3 "Ad-click record", as this app writes it (setAt: UTC ISO). */
export interface AdClickRecord {
  gclid?: string;
  gclsrc?: string;
  gbraid?: string;
  wbraid?: string;
  setAt: string;
}

/** What the lead carries (behaviour §3 googleClick). */
export interface GoogleClick {
  gclid?: string;
  gclidAt?: string;
  gbraid?: string;
  wbraid?: string;
}

// The lead contract's string cap (contract/lead.ts): a longer click id would make the server refuse the lead.
export const CLICK_ID_MAX = 200;
const DAY_MS = 24 * 60 * 60 * 1000;
const CLICK_IDS = ['gclid', 'gbraid', 'wbraid'] as const;

export function param(query: URLSearchParams, name: string, max = CLICK_ID_MAX): string | undefined {
  return cleanText(query.get(name), max);
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function hasClickId(record: Partial<AdClickRecord>): boolean {
  return CLICK_IDS.some((id) => record[id] !== undefined);
}

export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The Google click ids of the URL, when behaviour §4 says to take them: any id present, gclsrc absent or containing 'aw'. */
export function clickFromUrl(query: URLSearchParams): Omit<AdClickRecord, 'setAt'> | null {
  const found = withoutUndefined({
    gclid: param(query, 'gclid'),
    gclsrc: param(query, 'gclsrc'),
    gbraid: param(query, 'gbraid'),
    wbraid: param(query, 'wbraid'),
  });
  if (!hasClickId(found)) return null;
  if (found.gclsrc !== undefined && !found.gclsrc.includes('aw')) return null;
  return found;
}

/**
 * A stored record, normalised: the legacy field 'value' is copied to gclid; setAt becomes ISO. A legacy
 * record with only an `expiryDate` (Google's old capture snippet) gets setAt = expiryDate - expiry days.
 * Answers null when nothing usable is left (no click id, or no way to tell its age).
 */
export function normalizeStoredClick(stored: unknown, expiryDays: number): AdClickRecord | null {
  if (!isRecord(stored)) return null;
  const record: Partial<AdClickRecord> = withoutUndefined({
    gclid: str(stored.gclid) ?? str(stored.value),
    gclsrc: str(stored.gclsrc),
    gbraid: str(stored.gbraid),
    wbraid: str(stored.wbraid),
  });
  if (!hasClickId(record)) return null;
  let setAt: string | undefined;
  if (isValidDate(stored.setAt)) setAt = new Date(stored.setAt as string | number).toISOString();
  else if (isValidDate(stored.expiryDate)) {
    setAt = new Date(
      new Date(stored.expiryDate as string | number).getTime() - expiryDays * DAY_MS,
    ).toISOString();
  }
  return setAt === undefined ? null : { ...record, setAt };
}

export function isClickExpired(record: AdClickRecord, now: Date, expiryDays: number): boolean {
  return now.getTime() - new Date(record.setAt).getTime() > expiryDays * DAY_MS;
}

function sameClick(a: Omit<AdClickRecord, 'setAt'>, b: Omit<AdClickRecord, 'setAt'>): boolean {
  return a.gclid === b.gclid && a.gbraid === b.gbraid && a.wbraid === b.wbraid && a.gclsrc === b.gclsrc;
}

export interface AdClickDecision {
  /** The record to keep stored, or null. */
  record: AdClickRecord | null;
  /** True when a stored value exists and must go (expired, or unusable). */
  remove: boolean;
  googleClick: GoogleClick | null;
}

/**
 * Behaviour §4 "Ad-click identifiers". The URL's ids win (with a timestamp); the same click seen again keeps
 * its first timestamp, so a reload does not move the click time. Otherwise a stored, unexpired record is
 * reused and an expired or unusable one is removed.
 */
export function decideAdClick(input: {
  now: Date;
  query: URLSearchParams;
  stored: unknown;
  expiryDays: number;
}): AdClickDecision {
  const { now, query, stored, expiryDays } = input;
  const hasStored = stored !== null && stored !== undefined;
  const previous = normalizeStoredClick(stored, expiryDays);
  const usable = previous && !isClickExpired(previous, now, expiryDays) ? previous : null;

  const fromUrl = clickFromUrl(query);
  let record: AdClickRecord | null = usable;
  if (fromUrl)
    record = usable && sameClick(usable, fromUrl) ? usable : { ...fromUrl, setAt: now.toISOString() };

  return { record, remove: record === null && hasStored, googleClick: record ? toGoogleClick(record) : null };
}

export function toGoogleClick(record: AdClickRecord): GoogleClick {
  return withoutUndefined({
    gclid: record.gclid,
    gclidAt: record.setAt,
    gbraid: record.gbraid,
    wbraid: record.wbraid,
  });
}
