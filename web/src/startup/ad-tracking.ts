/**
 * Behaviour §3-4: the Meta and TikTok pixels' ids (fbp, fbc, ttp, ttclid) and the campaign attribution fields a lead
 * carries, from the landing URL and the pixels' cookies. The Google click ids are ad-clicks.ts's.
 */
import { ATTRIBUTION_FIELDS, ATTRIBUTION_VALUE_MAX, type CampaignAttribution } from '../../../contract/attribution';
import { isRecord } from '../../../contract/merge';
import { CLICK_ID_MAX, param, withoutUndefined, type GoogleClick } from './ad-clicks';
import { cleanText } from './url-params';

const UTM_MAX = ATTRIBUTION_VALUE_MAX;

/** Behaviour §3 "Ad tracking": Meta pixel fbp/fbc, TikTok ttp/ttclid. */
export interface AdTracking {
  fbp?: string;
  fbc?: string;
  ttp?: string;
  ttclid?: string;
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

/** Behaviour §3 "Campaign attribution fields": utm_* and ttclid from the URL, Google ids from the found click, fbclid from the URL or the _fbc cookie. */
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

/** The campaign kept with a stored application: its attribution fields that are text, cleaned as the address's are. */
export function storedAttribution(value: unknown): CampaignAttribution | null {
  if (!isRecord(value)) return null;
  const kept: CampaignAttribution = {};
  for (const field of ATTRIBUTION_FIELDS) {
    const raw = value[field];
    const text = typeof raw === 'string' ? cleanText(raw, UTM_MAX) : undefined;
    if (text) kept[field] = text;
  }
  return kept;
}
