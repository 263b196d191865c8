/**
 * Issue #7 item 3, scenarios 8 and 12 of docs/quality.md §2: whole landing URLs built from hostile
 * values (XSS payloads, repeated keys, `__proto__`, out-of-range and non-finite numbers, bad UUIDs, percent-encoding
 * garbage, huge and odd unicode strings) on top of arbitrary stored contents (truncated JSON, wrong types,
 * `__proto__` JSON, huge strings, old shapes), through start-up as boot.ts runs it: planStartup, applyStartupPlan
 * with memory storages and a fake history/location, then the stored-state readers.
 */
import fc from 'fast-check';
import { fuzzRuns } from '../../../contract/testing/fuzz-runs';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveBrand } from '../../../brands/resolve';
import { loanApplicationSchema } from '../../../contract/lead';
import { isDynamicPagesState } from '../form/dynamic-pages-storage';
import { parseLeadApplication } from '../lead/lead-application-storage';
import { memoryStorage, type StorageFaults } from '../lib/memory-storage';
import { createSafeStorage } from '../lib/safe-storage';
import { isRecord } from '../../../contract/merge';
import { applyStartupPlan, readStoredForStartup } from './apply-startup';
import { LOCAL_STORAGE_FORBIDDEN_FIELDS } from './application';
import { GOOD_UUIDS, PROTO_WORDS, prototypeKeys } from '../../../contract/testing/fuzz-arbitraries';
import { LANDING_PARAMS, queryBody } from '../testing/fuzz-landing-query';
import { SECRET_CANARIES } from '../testing/fuzz-stored-shapes';
import { storedContents } from '../testing/fuzz-stored-state';
import type { LogEntry } from './log';
import { planStartup, type StartupBrand } from './startup';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { NOW } from '../testing/startup-fixtures';
import { PII_PARAMS, TEXT_LIMITS, isUuid, type NumberRange } from './url-params';

const RUNS = { startup: fuzzRuns(250), reload: fuzzRuns(100), params: fuzzRuns(250) };
let runs = 0;
afterAll(() => {
  console.info(`fuzz: landing-url-and-storage ${runs} runs`);
});

const BRANDS = Object.fromEntries(
  ['vn-1', 'es-1', 'pl-1', 'mx-1'].map((id) => [id, resolveBrand(id) as StartupBrand]),
) as Record<string, StartupBrand>;
const ORIGIN = 'https://apply.example.test';
const PATHNAME = '/application-frontend/';
const FORBIDDEN_NAMES = new Set<string>(Object.values(LOCAL_STORAGE_FORBIDDEN_FIELDS).flat());
const PII_LOWER = new Set<string>(PII_PARAMS.map((p) => p.toLowerCase()));
const CANARY = 'pii-canary-5b1e';
const silent = () => {};
const LIMIT_OF = {
  firstName: 'name',
  lastName: 'name',
  email: 'email',
  phoneNumber: 'phoneNumber',
  sellingTierGlobalId: 'sellingTierGlobalId',
} as const;

// ------------------------------------------------------------------ inputs

/** A PII parameter carrying a value the test can recognise anywhere, in a spelling that still names it. */
const canaryPart = fc
  .tuple(
    fc.constantFrom(...PII_PARAMS),
    fc.constantFrom('exact', 'upper', 'encoded', 'spaced'),
    fc.constantFrom('', '<script>', ' x@y.z', '%'),
  )
  .map(([name, spelling, tail]) => {
    const key =
      spelling === 'upper'
        ? name.toUpperCase()
        : spelling === 'encoded'
          ? Array.from(name, (c) => `%${c.charCodeAt(0).toString(16)}`).join('')
          : spelling === 'spaced'
            ? `+${name}%20`
            : name;
    return `${key}=${encodeURIComponent(`${CANARY}-${name}${tail}`)}`;
  });

/** The query as the address bar holds it (browser-normalised) or as a raw string handed to the rules. */
const locationArb = fc
  .record({
    body: queryBody,
    canaries: fc.array(canaryPart, { maxLength: 3 }),
    at: fc.nat(),
    browser: fc.boolean(),
    hash: fc.constantFrom('', '#top', '#<img src=x onerror=alert(1)>'),
  })
  .map(({ body, canaries, at, browser, hash }) => {
    const parts = body === '' ? [] : body.split('&');
    for (const c of canaries) parts.splice(at % (parts.length + 1), 0, c);
    const query = parts.join('&');
    if (browser) {
      try {
        const url = new URL(`${ORIGIN}${PATHNAME}?${query}${hash}`);
        return { pathname: url.pathname, search: url.search, hash: url.hash };
      } catch {
        // fall through: the raw form
      }
    }
    return { pathname: PATHNAME, search: query === '' ? '' : `?${query}`, hash };
  });

const cookieArb = fc.oneof(
  fc.constantFrom('', '_fbc=fb.1.5.C; _fbp=P', '_ttp=T', 'bad=%E0', '__proto__=x; constructor=y', '_fbc=%'),
  fc.string({ maxLength: 40 }),
);

const faultsArb: fc.Arbitrary<StorageFaults> = fc.oneof(
  { weight: 8, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.record({ throwOnGet: fc.boolean(), throwOnSet: fc.boolean(), throwOnRemove: fc.boolean() }),
  },
);

const startupArb = fc.record({
  brandId: fc.constantFrom(...Object.keys(BRANDS)),
  location: locationArb,
  session: storedContents('session'),
  local: storedContents('local'),
  sessionFaults: faultsArb,
  localFaults: faultsArb,
  cookies: cookieArb,
  now: fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: -2000, max: 2000 }).map((h) => NOW.getTime() + h * 3_600_000) },
    {
      weight: 1,
      arbitrary: fc.date({ noInvalidDate: true, min: new Date('1971-01-01'), max: new Date('2099-01-01') }),
    },
  ),
  random: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
  uuid: fc.oneof(fc.uuid(), fc.constantFrom(...GOOD_UUIDS)),
});
type StartupCase = typeof startupArb extends fc.Arbitrary<infer T> ? T : never;

// ------------------------------------------------------------------ running start-up as boot.ts does

function fakeHistory() {
  const urls: string[] = [];
  return {
    urls,
    history: {
      state: { kept: true } as unknown,
      replaceState(_data: unknown, _unused: string, url?: string | URL | null) {
        urls.push(String(url));
      },
    },
  };
}

function boot(c: StartupCase) {
  const sessionMem = memoryStorage(c.sessionFaults);
  const localMem = memoryStorage(c.localFaults);
  for (const [k, v] of Object.entries(c.session)) sessionMem.data.set(k, v);
  for (const [k, v] of Object.entries(c.local)) localMem.data.set(k, v);
  const stores = {
    sessionStore: createSafeStorage(() => sessionMem, silent),
    localStore: createSafeStorage(() => localMem, silent),
  };
  const { history, urls } = fakeHistory();
  const logs: LogEntry[] = [];
  const brand = BRANDS[c.brandId]!;
  const plan = planStartup({
    now: c.now,
    search: c.location.search,
    stored: readStoredForStartup(stores),
    cookies: c.cookies,
    brand,
    random: () => c.random,
    randomUUID: () => c.uuid,
    pathname: c.location.pathname,
  });
  const result = applyStartupPlan(plan, {
    ...stores,
    history,
    location: c.location,
    log: (e) => logs.push(e),
  });
  const { leadApplication, dynamicPages, uiColors } = plan.initialState;
  return {
    plan,
    result,
    logs,
    urls,
    stores,
    sessionMem,
    localMem,
    brand,
    leadApplication,
    dynamicPages,
    uiColors,
  };
}

// ------------------------------------------------------------------ checks

function onGrid(value: unknown, range: NumberRange): boolean {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if (value < range.min || value > range.max) return false;
  const steps = (value - range.min) / range.step;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}

function keysDeep(value: unknown, out: Set<string> = new Set(), depth = 0): Set<string> {
  if (depth > 64) return out;
  if (Array.isArray(value)) for (const item of value) keysDeep(item, out, depth + 1);
  else if (isRecord(value))
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysDeep(v, out, depth + 1);
    }
  return out;
}

/** A value start-up writes is a string of the form its key holds: JSON objects parse, flags and ids are what they say. */
function expectWellFormedWrite(key: string, value: unknown): void {
  expect(typeof value).toBe('string');
  const text = value as string;
  switch (key) {
    case STORAGE_KEYS.leadApplication:
    case STORAGE_KEYS.loanApplication:
    case STORAGE_KEYS.gclid:
      expect(isRecord(JSON.parse(text))).toBe(true);
      break;
    case STORAGE_KEYS.sessionId:
      expect(isUuid(text)).toBe(true);
      break;
    case STORAGE_KEYS.sessionStartedAt:
      expect(new Date(text).toISOString()).toBe(text);
      break;
    case STORAGE_KEYS.initAt:
      expect(Number.isFinite(Number(text))).toBe(true);
      break;
    case STORAGE_KEYS.newSessionFlag:
    case STORAGE_KEYS.sessionLoggingBlocked:
      expect(['true', 'false']).toContain(text);
      break;
    case STORAGE_KEYS.sessionRecorder:
      expect(['sampled', 'skipped']).toContain(text);
      break;
    case STORAGE_KEYS.sessionUrl:
      expect(text.startsWith(PATHNAME)).toBe(true);
      break;
    default:
      break;
  }
}

function piiKeysIn(search: string): string[] {
  return [...new URLSearchParams(search).keys()].filter((k) => PII_LOWER.has(k.trim().toLowerCase()));
}

function decodedForSearch(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

function expectSafeStartup(c: StartupCase, out: ReturnType<typeof boot>, protoBefore: string): void {
  const { plan, brand, urls, logs } = out;

  // Nothing executed, nothing polluted.
  expect((globalThis as { __fuzzFired?: unknown }).__fuzzFired).toBeUndefined();
  expect(prototypeKeys()).toBe(protoBefore);
  for (const word of ['polluted', 'isAdmin', ...PROTO_WORDS.filter((w) => w.includes('['))])
    expect(({} as Record<string, unknown>)[word]).toBeUndefined();

  // Amount and period: absent, or on the brand's grid within its limits; the same in the state boot builds.
  const app = plan.application;
  if ('amount' in app) expect(onGrid(app.amount, brand.amount)).toBe(true);
  if ('period' in app) expect(onGrid(app.period, brand.period)).toBe(true);

  // The session id is a UUID, and it is the one stored.
  expect(isUuid(plan.session.id)).toBe(true);
  expect(out.stores.sessionStore.get(STORAGE_KEYS.sessionId)).toBe(plan.session.id);

  // The address bar: cleaned at most once, same origin and path, no PII parameter left, no canary value left.
  expect(urls.length).toBeLessThanOrEqual(1);
  const finalUrl = urls[0] ?? `${c.location.pathname}${c.location.search}${c.location.hash}`;
  const resolved = new URL(finalUrl, ORIGIN);
  expect(resolved.origin).toBe(ORIGIN);
  expect(resolved.pathname).toBe(new URL(c.location.pathname, ORIGIN).pathname);
  expect(piiKeysIn(resolved.search)).toEqual([]);
  expect(decodedForSearch(resolved.search)).not.toContain(CANARY);
  expect(piiKeysIn(plan.cleanedSearch)).toEqual([]);
  expect(decodedForSearch(plan.cleanedSearch)).not.toContain(CANARY);
  const sessionUrl = plan.writes.session.sessionUrl;
  if (sessionUrl !== undefined) expect(decodedForSearch(sessionUrl)).not.toContain(CANARY);
  // Logs carry names, never values.
  expect(JSON.stringify(logs)).not.toContain(CANARY);

  // What start-up writes is well-formed; the stored state is the plan's application.
  for (const store of ['session', 'local'] as const)
    for (const [key, value] of Object.entries(plan.writes[store])) expectWellFormedWrite(key, value);
  const written = plan.writes.session.leadApplication;
  if (written !== undefined) {
    expect((JSON.parse(written) as { applicationData: unknown }).applicationData).toEqual(app);
    // A reload reads back exactly the state the store started from.
    expect(parseLeadApplication(JSON.parse(written))).toEqual(out.leadApplication);
  }

  // localStorage: never a national id, bank account or ID-card field, under any section or at any depth.
  for (const value of Object.values(plan.writes.local)) {
    for (const key of keysDeep(JSON.parse(value))) expect(FORBIDDEN_NAMES.has(key)).toBe(false);
    for (const secret of Object.values(SECRET_CANARIES)) expect(value).not.toContain(secret);
  }
  // (An old copy the store will not let start-up read, rewrite or remove stays as it was.)
  if (!c.localFaults.throwOnGet && !c.localFaults.throwOnSet && !c.localFaults.throwOnRemove) {
    for (const key of [STORAGE_KEYS.loanApplication, STORAGE_KEYS.gclid]) {
      const value = out.localMem.data.get(key);
      if (value === undefined) continue;
      for (const secret of Object.values(SECRET_CANARIES)) expect(value).not.toContain(secret);
    }
  }

  // The readers boot.ts runs next answer well-formed values.
  expect(Number.isInteger(out.leadApplication.progressState)).toBe(true);
  expect(isRecord(out.leadApplication.applicationData)).toBe(true);
  expect(isDynamicPagesState(out.dynamicPages)).toBe(true);
  expect(out.uiColors === null || isRecord(out.uiColors)).toBe(true);
}

// ------------------------------------------------------------------ properties

describe('landing start-up on hostile URLs and corrupted storage', () => {
  it('never throws, pollutes nothing, keeps amount/period on the grid, sessionId a UUID, PII out of the URL and secrets out of localStorage', () => {
    fc.assert(
      fc.property(startupArb, (c) => {
        runs += 1;
        const before = prototypeKeys();
        expectSafeStartup(c, boot(c), before);
      }),
      { numRuns: RUNS.startup },
    );
  });

  it('a reload with the cleaned URL and what the first start-up stored is just as safe, and keeps the session', () => {
    fc.assert(
      fc.property(startupArb, (c) => {
        runs += 1;
        const before = prototypeKeys();
        const first = boot(c);
        const url = new URL(
          first.urls[0] ?? `${c.location.pathname}${c.location.search}${c.location.hash}`,
          ORIGIN,
        );
        const again: StartupCase = {
          ...c,
          location: { pathname: url.pathname, search: url.search, hash: url.hash },
          session: Object.fromEntries(first.sessionMem.data),
          local: Object.fromEntries(first.localMem.data),
          sessionFaults: {},
          localFaults: {},
        };
        const second = boot(again);
        expectSafeStartup(again, second, before);
        // The address bar is clean already: nothing to replace a second time.
        expect(second.urls).toEqual([]);
        if (first.result.persistent) expect(second.plan.session.id).toBe(first.plan.session.id);
      }),
      { numRuns: RUNS.reload },
    );
  });

  it('every parameter the spec reads is read as text or a clamped number, whatever its spelling or repetition, and fits the lead contract', () => {
    const brand = BRANDS['vn-1']!;
    fc.assert(
      fc.property(queryBody, cookieArb, (body, cookies) => {
        runs += 1;
        const before = prototypeKeys();
        const plan = planStartup({
          now: NOW,
          search: `?${body}`,
          stored: { session: {}, local: {} },
          cookies,
          brand,
          random: () => 0.5,
          randomUUID: () => GOOD_UUIDS[0],
          pathname: PATHNAME,
        });
        const query = new URLSearchParams(body);
        // The first value of a repeated key wins; text stays text (no markup is interpreted or removed).
        for (const name of [
          'firstName',
          'lastName',
          'email',
          'phoneNumber',
          'sellingTierGlobalId',
        ] as const) {
          const value = plan.prefill[name];
          if (value === undefined) continue;
          expect(typeof value).toBe('string');
          // eslint-disable-next-line no-control-regex
          const controls = /[\u0000-\u001f\u007f-\u009f]/g;
          expect(value).not.toMatch(controls);
          expect(Array.from(value).length).toBeLessThanOrEqual(TEXT_LIMITS[LIMIT_OF[name]]);
          expect((query.get(name) ?? '').replace(controls, '')).toContain(value);
        }
        for (const name of ['amount', 'period'] as const) {
          const value = plan.prefill[name];
          if (value !== undefined) expect(onGrid(value, brand[name])).toBe(true);
          else if (query.get(name) !== null && query.get(name)!.trim() !== '') {
            // Ignored only when it is no plain decimal number, or one too long to be a finite double.
            const text = query.get(name)!.trim();
            const decimal = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(text);
            expect(decimal && Number.isFinite(Number(text))).toBe(false);
          }
        }
        const sessionParam = query.get('sessionId')?.trim();
        if (sessionParam && isUuid(sessionParam)) expect(plan.session.id).toBe(sessionParam.toLowerCase());
        expect(isUuid(plan.session.id)).toBe(true);
        for (const name of LANDING_PARAMS) expect(Object.hasOwn(Object.prototype, name)).toBe(false);
        expect(prototypeKeys()).toBe(before);
        // What the URL put in the application fits the lead contract: the server will not answer 400 to it.
        const shape = loanApplicationSchema.safeParse(plan.application);
        expect(
          shape.success ? [] : shape.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
        ).toEqual([]);
      }),
      { numRuns: RUNS.params },
    );
  });
});
