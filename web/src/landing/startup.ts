import type { BrandConfig } from '../../../brands/schema';
import { isPlainRecord, parseStoredJson, stringifyJson, type JsonGuard } from '../lib/safe-storage';
import {
  campaignAttribution,
  decideAdClick,
  decideAdTracking,
  parseCookies,
  type AdTracking,
  type CampaignAttribution,
  type GoogleClick,
} from './ad-clicks';
import {
  applyAffiliateDecision,
  decideAffiliate,
  type AffiliateAction,
  type AffiliateReference,
} from './affiliate';
import { redactForLocalStorage, type Application } from './application';
import { deviceInfo, type DeviceData, type DeviceInput } from './device-info';
import { entry, LOG, type LogEntry } from './log';
import { applyPrefill, prefillOf, type LandingPrefill } from './prefill';
import { decideSession } from './session';
import { decideSessionLogging, type SessionLoggingDecision } from './session-logging';
import { clearStaleData } from './stale-data';
import { STORAGE_KEYS, type StorageKey, type StoreName } from './storage-keys';
import {
  clampToGrid,
  parseRangedNumber,
  piiParamsToStrip,
  readLandingParams,
  toSearchParams,
  type LandingParams,
} from './url-params';

export { redactForLocalStorage } from './application';

export type StartupBrand = Pick<
  BrandConfig,
  | 'amount'
  | 'period'
  | 'affiliateReferenceExpiryHours'
  | 'legacyClickIdExpiryDays'
  | 'applicationExpiryMs'
  | 'staticAffiliateRefName'
  | 'logging'
>;

export type StoredValues = Record<string, string | null | undefined>;

export interface StartupInput {
  now: Date | number;
  /** location.search; null/undefined when the URL could not be read. */
  search: string | null | undefined;
  stored: { session: StoredValues; local: StoredValues };
  /** document.cookie */
  cookies: string;
  brand: StartupBrand;
  /** Math.random-like: a number in [0, 1). */
  random: () => number;
  randomUUID: () => string;
  forceReset?: boolean;
  /** location.pathname, to remember the landing URL (sessionUrl) of a new session. */
  pathname?: string;
  /** Device facts for deviceData (optional; initAt and now are filled in here). */
  device?: Omit<DeviceInput, 'initAt' | 'now'>;
}

export interface StartupPlan {
  writes: { session: Partial<Record<StorageKey, string>>; local: Partial<Record<StorageKey, string>> };
  removals: { session: StorageKey[]; local: StorageKey[] };
  /** location.search without the personal prefill parameters ('' or '?...'). */
  cleanedSearch: string;
  prefill: LandingPrefill;
  googleClick: GoogleClick | null;
  attribution: CampaignAttribution;
  adTracking: AdTracking;
  logs: LogEntry[];
  session: { id: string; startedAt: string; isNew: boolean };
  /** The loan application the store starts from (also written to the session state). */
  application: Application;
  affiliate: { action: AffiliateAction; reference: AffiliateReference | null };
  sessionLogging: SessionLoggingDecision;
  deviceData?: DeviceData;
}

const isRecord: JsonGuard<Record<string, unknown>> = isPlainRecord;

function finiteNumberString(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value));
}

/** Collects writes (only values that differ from what is stored) and removals (only keys that exist). */
class PlanBuilder {
  readonly writes: StartupPlan['writes'] = { session: {}, local: {} };
  readonly removals: StartupPlan['removals'] = { session: [], local: [] };
  readonly logs: LogEntry[] = [];

  constructor(private readonly stored: StartupInput['stored']) {}

  value(store: StoreName, key: StorageKey): string | null {
    return this.stored[store][key] ?? null;
  }

  write(store: StoreName, key: StorageKey, value: string): void {
    this.removals[store] = this.removals[store].filter((k) => k !== key);
    if (this.value(store, key) !== value) this.writes[store][key] = value;
    else delete this.writes[store][key];
  }

  writeJson(store: StoreName, key: StorageKey, value: unknown): void {
    const text = stringifyJson(value);
    if (text !== null) this.write(store, key, text);
  }

  remove(store: StoreName, key: StorageKey): void {
    delete this.writes[store][key];
    if (this.value(store, key) !== null && !this.removals[store].includes(key))
      this.removals[store].push(key);
  }

  /** Parsed JSON, or null; a stored value that is not valid JSON of the right shape is dropped. */
  readJson<T>(store: StoreName, key: StorageKey, guard: JsonGuard<T>): T | null {
    const raw = this.value(store, key);
    if (raw === null) return null;
    const parsed = parseStoredJson(raw, guard);
    if (parsed.ok) return parsed.value;
    this.logs.push(entry('warn', LOG.storedValueDropped, { store, key, reason: parsed.reason }));
    this.remove(store, key);
    return null;
  }
}

function safeQuery(search: string | null | undefined): URLSearchParams {
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
}

/** Steps 2-4: stored applications (session state first, else the redacted local copy), stale data, affiliate reference. */
function planApplications(
  plan: PlanBuilder,
  input: StartupInput,
  now: Date,
  params: LandingParams,
): ApplicationsStep {
  const { brand } = input;
  const sessionState = plan.readJson('session', STORAGE_KEYS.leadApplication, isRecord);
  const sessionApp =
    sessionState && isPlainRecord(sessionState.applicationData) ? sessionState.applicationData : null;
  const storedLocal = plan.readJson('local', STORAGE_KEYS.loanApplication, isRecord);
  const localApp = storedLocal ? redactForLocalStorage(storedLocal) : null;

  const expiryMs = brand.applicationExpiryMs;
  let application = clearStaleData(sessionApp ?? localApp ?? {}, now, expiryMs).application;
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
  return { sessionState, application, local, affiliate };
}

interface TrackingStep {
  application: Application;
  googleClick: GoogleClick | null;
  adTracking: AdTracking;
  attribution: CampaignAttribution;
}

/** Step 6: Google click ids (stored in localStorage), Meta and TikTok ids, campaign attribution. */
function planTracking(
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
  const existing = isPlainRecord(application.adTracking) ? application.adTracking : {};
  const adTracking = decideAdTracking({
    now,
    query,
    cookies,
    existing: { fbc: typeof existing.fbc === 'string' ? existing.fbc : undefined },
  });
  if (Object.keys(adTracking).length > 0)
    application = { ...application, adTracking: { ...existing, ...adTracking } };
  const attribution = campaignAttribution({ query, googleClick: click.googleClick, cookies });
  return { application, googleClick: click.googleClick, adTracking, attribution };
}

/** Step 5: session id, start time, new-session flag, init time and landing URL. */
function planSession(
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
function storedAmountsOnGrid(plan: PlanBuilder, application: Application, brand: StartupBrand): Application {
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

/**
 * The start-up rules of spec §4 in order, as one pure decision: URL parameters, stale data, affiliate
 * reference, session, ad clicks and pixels, prefill, session logging. It reads nothing but its input;
 * applying its writes and planning again with the same input changes nothing.
 */
export function planStartup(input: StartupInput): StartupPlan {
  const now = new Date(input.now);
  // The caller's clock is the one input that cannot be repaired: without it no rule can be applied.
  if (Number.isNaN(now.getTime())) throw new RangeError('planStartup: now is not a valid date');
  const plan = new PlanBuilder(input.stored);

  // 1. URL
  let params: LandingParams = {};
  if (input.search !== null && input.search !== undefined) {
    const read = readLandingParams(input.search, input.brand);
    params = read.params;
    plan.logs.push(...read.logs);
  }
  const query = safeQuery(input.search);
  const cleanedSearch = typeof input.search === 'string' ? piiParamsToStrip(input.search) : '';

  // 2-4. Stored applications, stale data, affiliate reference.
  const apps = planApplications(plan, input, now, params);

  // 5. Session: a changed or expired reference forces a new one.
  const { session, initAt } = planSession(
    plan,
    input,
    now,
    params,
    input.forceReset === true || apps.affiliate.resetSession,
    cleanedSearch,
  );

  // 6. Ad clicks, pixels, attribution.
  const tracking = planTracking(plan, input, now, query, apps.application);

  // 7. Prefill from the URL.
  const prefill = prefillOf(params);
  const application = applyPrefill(storedAmountsOnGrid(plan, tracking.application, input.brand), prefill);
  if (prefill.sellingTierGlobalId !== undefined)
    plan.write('session', STORAGE_KEYS.sellingTierGlobalId, prefill.sellingTierGlobalId);

  // 8. Session logging.
  const sessionLogging = decideSessionLogging({
    utmSource: tracking.attribution.utm_source,
    logging: input.brand.logging,
    storedBlockedFlag: plan.value('session', STORAGE_KEYS.sessionLoggingBlocked),
    random: input.random(),
  });
  if (sessionLogging.writeBlockedFlag)
    plan.write('session', STORAGE_KEYS.sessionLoggingBlocked, sessionLogging.writeBlockedFlag);

  // 9. The full application in the session state, a redacted copy locally.
  plan.writeJson('session', STORAGE_KEYS.leadApplication, {
    ...(apps.sessionState ?? {}),
    applicationData: application,
  });
  if (apps.local) plan.writeJson('local', STORAGE_KEYS.loanApplication, redactForLocalStorage(apps.local));

  const result: StartupPlan = {
    writes: plan.writes,
    removals: plan.removals,
    cleanedSearch,
    prefill,
    googleClick: tracking.googleClick,
    attribution: tracking.attribution,
    adTracking: tracking.adTracking,
    logs: plan.logs,
    session: { id: session.sessionId, startedAt: session.sessionStartedAt, isNew: session.isNew },
    application,
    affiliate: { action: apps.affiliate.action, reference: apps.affiliate.reference },
    sessionLogging,
  };
  if (input.device) result.deviceData = deviceInfo({ ...input.device, initAt, now: now.getTime() });
  return result;
}
