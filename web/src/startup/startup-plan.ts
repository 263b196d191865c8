/**
 * What start-up decides (StartupPlan) from what it reads (StartupInput), and the builder that collects the
 * plan's storage writes and removals while the rules of startup.ts run.
 */
import type { BrandConfig } from '../../../brands/schema';
import { parseStoredJson, stringifyJson, type JsonGuard } from '../lib/stored-json';
import type { GoogleClick } from './ad-clicks';
import type { CampaignAttribution } from '../../../contract/attribution';
import type { AdTracking } from './ad-tracking';
import type { AffiliateAction } from './affiliate';
import type { AffiliateReference } from './affiliate-reference';
import type { Application } from './application';
import type { LeadApplicationState } from '../lead/lead-application-slice';
import type { DynamicPagesState } from '../form/dynamic-pages-slice';
import type { UiColors } from '../lib/ui-colors-storage';
import type { DeviceData, DeviceInput } from './device-info';
import { entry, LOG, type LogEntry } from './log';
import type { LandingPrefill } from './prefill';
import type { SessionLoggingDecision } from './session-logging';
import type { StorageKey, StoreName } from '../lib/storage-keys';

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

/** The store's persisted slices as start-up leaves them; app/persister.ts saves them from there on. */
export type InitialState = {
  leadApplication: LeadApplicationState;
  dynamicPages: DynamicPagesState;
  uiColors: UiColors | null;
};

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
  /** The store's persisted slices as they start (the session state holds `application`). */
  initialState: InitialState;
  affiliate: { action: AffiliateAction; reference: AffiliateReference | null };
  sessionLogging: SessionLoggingDecision;
  deviceData?: DeviceData;
}


export function finiteNumberString(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value));
}

/** Collects writes (only values that differ from what is stored) and removals (only keys that exist). */
export class PlanBuilder {
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
