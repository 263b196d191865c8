import { isPlainRecord } from '../lib/safe-storage';
import { isValidDate } from './session';
import { cleanText } from './url-params';

/** Spec §3 "Ad-click record", as this app writes it (setAt: UTC ISO). */
export interface AdClickRecord {
  gclid?: string;
  gclsrc?: string;
  gbraid?: string;
  wbraid?: string;
  setAt: string;
}

/** What the lead carries (spec §3 googleClick). */
export interface GoogleClick {
  gclid?: string;
  gclidAt?: string;
  gbraid?: string;
  wbraid?: string;
}

/** Spec §3 "Ad tracking": Meta pixel fbp/fbc, TikTok ttp/ttclid. */
export interface AdTracking {
  fbp?: string;
  fbc?: string;
  ttp?: string;
  ttclid?: string;
}

export const ATTRIBUTION_FIELDS = [
  'utm_medium',
  'utm_source',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'gclid',
  'gbraid',
  'wbraid',
  'ttclid',
  'fbclid',
] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
export type CampaignAttribution = Partial<Record<AttributionField, string>>;

// The lead contract's string cap (contract/lead.ts): a longer click id would make the server refuse the lead.
const CLICK_ID_MAX = 200;
const UTM_MAX = 255;
const DAY_MS = 24 * 60 * 60 * 1000;
const CLICK_IDS = ['gclid', 'gbraid', 'wbraid'] as const;

function param(query: URLSearchParams, name: string, max = CLICK_ID_MAX): string | undefined {
  return cleanText(query.get(name), max);
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function hasClickId(record: Partial<AdClickRecord>): boolean {
  return CLICK_IDS.some((id) => record[id] !== undefined);
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The Google click ids of the URL, when spec §4 says to take them: any id present, gclsrc absent or containing 'aw'. */
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
  if (!isPlainRecord(stored)) return null;
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
 * Spec §4 "Ad-click identifiers". The URL's ids win (with a timestamp); the same click seen again keeps
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

/** document.cookie parsed without throwing; the first occurrence of a name wins. */
export function parseCookies(cookie: string | null | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  if (!cookie) return jar;
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (name === '' || jar.has(name)) continue;
    const raw = part.slice(eq + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // keep the raw value
    }
    jar.set(name, value);
  }
  return jar;
}

/** The fbclid inside a `fb.<subdomainIndex>.<creationTime>.<fbclid>` value. */
export function fbclidFromFbc(fbc: string | undefined): string | undefined {
  if (!fbc) return undefined;
  const match = /^fb\.\d+\.\d+\.(.+)$/.exec(fbc);
  return match?.[1];
}

/**
 * Meta fbp/fbc and TikTok ttp/ttclid. fbc comes from the _fbc cookie, else is built from the URL's fbclid
 * as `fb.1.<now ms>.<fbclid>`; one already built for the same fbclid is kept so reloads do not change it.
 */
export function decideAdTracking(input: {
  now: Date;
  query: URLSearchParams;
  cookies: Map<string, string>;
  existing?: AdTracking | undefined;
}): AdTracking {
  const { now, query, cookies, existing } = input;
  const fbclid = param(query, 'fbclid');
  let fbc = cleanText(cookies.get('_fbc') ?? null, CLICK_ID_MAX);
  if (fbc === undefined && fbclid !== undefined) {
    fbc =
      existing?.fbc !== undefined && fbclidFromFbc(existing.fbc) === fbclid
        ? existing.fbc
        : `fb.1.${now.getTime()}.${fbclid}`;
    // One built from a long fbclid would not fit the lead; a cut one would be no click at all.
    if (fbc.length > CLICK_ID_MAX) fbc = undefined;
  }
  return withoutUndefined({
    fbp: cleanText(cookies.get('_fbp') ?? null, CLICK_ID_MAX),
    fbc,
    ttp: cleanText(cookies.get('_ttp') ?? null, CLICK_ID_MAX),
    ttclid: param(query, 'ttclid'),
  });
}

/** Spec §3 "Campaign attribution fields": utm_* and ttclid from the URL, Google ids from the found click, fbclid from the URL or the _fbc cookie. */
export function campaignAttribution(input: {
  query: URLSearchParams;
  googleClick: GoogleClick | null;
  cookies: Map<string, string>;
}): CampaignAttribution {
  const { query, googleClick, cookies } = input;
  return withoutUndefined({
    utm_medium: param(query, 'utm_medium', UTM_MAX),
    utm_source: param(query, 'utm_source', UTM_MAX),
    utm_campaign: param(query, 'utm_campaign', UTM_MAX),
    utm_content: param(query, 'utm_content', UTM_MAX),
    utm_term: param(query, 'utm_term', UTM_MAX),
    gclid: googleClick?.gclid,
    gbraid: googleClick?.gbraid,
    wbraid: googleClick?.wbraid,
    ttclid: param(query, 'ttclid'),
    fbclid: param(query, 'fbclid') ?? fbclidFromFbc(cookies.get('_fbc')),
  });
}
