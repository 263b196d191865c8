/** Shared by the landing tests (not shipped: nothing outside *.test.ts imports it). */
import type { StartupBrand, StartupInput, StartupPlan } from '../startup/startup';
export { memoryStorage } from '../lib/memory-storage';

export const vnBrand: StartupBrand = {
  amount: { default: 1_000_000, min: 500_000, max: 20_000_000, step: 100 },
  period: { default: 73, min: 61, max: 90, step: 1, scale: 'days' },
  affiliateReferenceExpiryHours: 480,
  legacyClickIdExpiryDays: 90,
  applicationExpiryMs: 24 * 60 * 60 * 1000,
  staticAffiliateRefName: 'static',
  logging: { logSessionPercentage: 100, retargeting: true, abandonment: true, sessionReplay: true },
};

export const NOW = new Date('2025-03-10T12:00:00.000Z');
export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
export const UUID_A = '3f2b8c1e-9d4a-4e6b-8f1c-2a7d9e0b5c41';
export const UUID_B = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
export const UUID_NEW = '0c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f';

export function startupInput(overrides: Partial<StartupInput> = {}): StartupInput {
  return {
    now: NOW,
    search: '',
    stored: { session: {}, local: {} },
    cookies: '',
    brand: vnBrand,
    random: () => 0.5,
    randomUUID: () => UUID_NEW,
    ...overrides,
  };
}

/** The stored values after applying a plan's removals and writes. */
export function applyToStored(stored: StartupInput['stored'], plan: StartupPlan): StartupInput['stored'] {
  const next = { session: { ...stored.session }, local: { ...stored.local } };
  for (const name of ['session', 'local'] as const) {
    for (const key of plan.removals[name]) next[name][key] = null;
    for (const [key, value] of Object.entries(plan.writes[name])) next[name][key] = value;
  }
  return next;
}

/** A Storage backed by a Map, with switches to make it throw like a blocked or full browser store. */
