/** The steps of start-up's rules (behaviour §4) that planStartup (startup.ts) runs in order. */
import { isRecord } from '../../../contract/merge';
import { decideAdClick, type GoogleClick } from './ad-clicks';
import { ATTRIBUTION_FIELDS, type CampaignAttribution } from '../../../contract/attribution';
import {
  campaignAttribution,
  decideAdTracking,
  parseCookies,
  storedAttribution,
  type AdTracking,
} from './ad-tracking';
import { applyAffiliateDecision, decideAffiliate } from './affiliate';
import { redactForLocalStorage, type Application } from './application';
import { entry, LOG } from './log';
import { decideSession } from './session';
import { clearStaleData } from './stale-data';
import { STORAGE_KEYS, type StorageKey } from '../lib/storage-keys';
import { clampToGrid, parseRangedNumber, toSearchParams, type LandingParams } from './url-params';
import {
  finiteNumberString,
  type PlanBuilder,
  type StartupBrand,
  type StartupInput,
} from './startup-plan';

export function safeQuery(search: string | null | undefined): URLSearchParams {
  try {
    return toSearchParams(search ?? '');
  } catch {
    return new URLSearchParams();
  }
}

interface ApplicationsStep {
  sessionState: Record<string, unknown> | null;
  application: Application;
  local: Application | null;
  affiliate: ReturnType<typeof decideAffiliate>;
  /** The restored application had expired: it starts over from the loan step. */
  expired: boolean;
}

/** Steps 2-4: stored applications (session state first, else the redacted local copy), stale data, affiliate reference. */
export function planApplications(
  plan: PlanBuilder,
  input: StartupInput,
  now: Date,
  params: LandingParams,
): ApplicationsStep {
  const { brand } = input;
  const sessionState = plan.readJson('session', STORAGE_KEYS.leadApplication, isRecord);
  const sessionApp =
    sessionState && isRecord(sessionState.applicationData) ? sessionState.applicationData : null;
  const storedLocal = plan.readJson('local', STORAGE_KEYS.loanApplication, isRecord);
  const localApp = storedLocal ? redactForLocalStorage(storedLocal) : null;

  const expiryMs = brand.applicationExpiryMs;
  const restored = clearStaleData(sessionApp ?? localApp ?? {}, now, expiryMs);
  let application = restored.application;
  let local = localApp ? clearStaleData(localApp, now, expiryMs).application : null;

  const affiliate = decideAffiliate({
    now,
    url: input.search === null || input.search === undefined ? undefined : params,
    sessionReference: sessionApp?.affiliateReferenceParams,
    localReference: localApp?.affiliateReferenceParams,
    expiryHours: brand.affiliateReferenceExpiryHours,
    staticAffiliateRefName: brand.staticAffiliateRefName,
  });
  plan.logs.push(...affiliate.logs);
  application = applyAffiliateDecision(application, affiliate, plan.logs);
  if (local || affiliate.action === 'write') {
    // A reference must outlive the tab, so a local copy is started for it when there is none.
    local = applyAffiliateDecision(
      local ?? clearStaleData({}, now, expiryMs).application,
      affiliate,
      plan.logs,
    );
  }
  return { sessionState, application, local, affiliate, expired: restored.expired };
}

interface TrackingStep {
  application: Application;
  googleClick: GoogleClick | null;
  adTracking: AdTracking;
  attribution: CampaignAttribution;
}

/** Step 6: Google click ids (stored in localStorage), Meta and TikTok ids, campaign attribution. */
export function planTracking(
  plan: PlanBuilder,
  input: StartupInput,
  now: Date,
  query: URLSearchParams,
  start: Application,
): TrackingStep {
  let application = start;
  const click = decideAdClick({
    now,
    query,
    stored: plan.readJson('local', STORAGE_KEYS.gclid, isRecord),
    expiryDays: input.brand.legacyClickIdExpiryDays,
  });
  if (click.record) plan.writeJson('local', STORAGE_KEYS.gclid, click.record);
  else if (click.remove) plan.remove('local', STORAGE_KEYS.gclid);
  if (click.googleClick) application = { ...application, googleClick: click.googleClick };
  else if ('googleClick' in application) {
    const { googleClick: _expired, ...rest } = application;
    application = rest;
  }

  const cookies = parseCookies(input.cookies);
  const existing = isRecord(application.adTracking) ? application.adTracking : {};
  const adTracking = decideAdTracking({
    now,
    query,
    cookies,
    existing: { fbc: typeof existing.fbc === 'string' ? existing.fbc : undefined },
  });
  if (Object.keys(adTracking).length > 0)
    application = { ...application, adTracking: { ...existing, ...adTracking } };
  const fresh = campaignAttribution({ query, googleClick: click.googleClick, cookies });
  // Kept with the application for the lead and the analytics: a landing from a campaign (any attribution field in
  // its address) names the campaign; a later page without one keeps the campaign the session came from, and that
  // kept campaign is the one the analytics register (a reload on a later step still names it).
  const stored = storedAttribution(application.campaignAttribution);
  const fromAddress = ATTRIBUTION_FIELDS.some((field) => query.has(field));
  const useFresh = Object.keys(fresh).length > 0 && (fromAddress || stored === null);
  const attribution = useFresh ? fresh : (stored ?? fresh);
  if (useFresh || stored) application = { ...application, campaignAttribution: attribution };
  return { application, googleClick: click.googleClick, adTracking, attribution };
}

/** Step 5: session id, start time, new-session flag, init time and landing URL. */
export function planSession(
  plan: PlanBuilder,
  input: StartupInput,
  now: Date,
  params: LandingParams,
  forceReset: boolean,
  cleanedSearch: string,
) {
  const session = decideSession({
    now,
    urlSessionId: params.sessionId,
    storedSessionId: plan.value('session', STORAGE_KEYS.sessionId),
    storedSessionStartedAt: plan.value('session', STORAGE_KEYS.sessionStartedAt),
    forceReset,
    randomUUID: input.randomUUID,
  });
  for (const [key, value] of Object.entries(session.writes) as [StorageKey, string][])
    plan.write('session', key, value);
  const storedInitAt = plan.value('session', STORAGE_KEYS.initAt);
  const initAt = session.isNew || !finiteNumberString(storedInitAt) ? now.getTime() : Number(storedInitAt);
  plan.write('session', STORAGE_KEYS.initAt, String(initAt));
  if (session.isNew && input.pathname !== undefined)
    plan.write('session', STORAGE_KEYS.sessionUrl, `${input.pathname}${cleanedSearch}`);
  return { session, initAt };
}

/**
 * A stored amount or period on the brand's grid, as one from the URL would be: a number is clamped (an old
 * draft, or limits that changed since), a decimal string of an older shape is read, anything else is dropped.
 */
export function storedAmountsOnGrid(
  plan: PlanBuilder,
  application: Application,
  brand: StartupBrand,
): Application {
  let next = application;
  for (const name of ['amount', 'period'] as const) {
    if (!(name in application)) continue;
    const value = application[name];
    const onGrid =
      typeof value === 'number'
        ? Number.isFinite(value)
          ? clampToGrid(value, brand[name])
          : undefined
        : typeof value === 'string'
          ? (parseRangedNumber(value, brand[name]) ?? undefined)
          : undefined;
    if (onGrid === value) continue;
    next = { ...next };
    if (onGrid === undefined) {
      delete next[name];
      plan.logs.push(
        entry('warn', LOG.storedValueDropped, { key: `applicationData.${name}`, reason: 'shape' }),
      );
    } else next[name] = onGrid;
  }
  return next;
}
