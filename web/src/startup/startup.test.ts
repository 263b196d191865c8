import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fuzzRuns } from '../../../contract/testing/fuzz-runs';
import { LOG } from './log';
import { planStartup, redactForLocalStorage, type StartupInput } from './startup';
import {
  applyToStored,
  DAY,
  HOUR,
  NOW,
  startupInput,
  UUID_A,
  UUID_B,
  UUID_NEW,
  vnBrand,
} from '../testing/startup-fixtures';
import { isUuid } from './url-params';
import {
  applicationCompleted,
  initialLeadApplicationState,
  type LeadApplicationState,
} from '../lead/lead-application-slice';
import { makeStore } from '../app/store';

const iso = (ms: number) => new Date(ms).toISOString();
const ago = (ms: number) => iso(NOW.getTime() - ms);
const json = (v: unknown) => JSON.stringify(v);
/** When an application start-up begins (or clears) is kept until: now plus the brand's limit (vn-1: 24 h). */
const EXPIRES = NOW.getTime() + vnBrand.applicationExpiryMs;
/** The session state as start-up writes it: every field of the slice, in its order. */
const sessionState = (fields: Partial<LeadApplicationState>) => json({ ...initialLeadApplicationState, ...fields });
const parse = (s: string | null | undefined): Record<string, unknown> =>
  s ? (JSON.parse(s) as Record<string, unknown>) : {};
const appOf = (stored: StartupInput['stored']) =>
  parse(stored.session.leadApplication).applicationData as Record<string, unknown> | undefined;

describe('planStartup: first visit', () => {
  it('starts a session, stamps initAt and writes the session state; nothing local', () => {
    const plan = planStartup(startupInput());
    expect(plan.session).toEqual({ id: UUID_NEW, startedAt: NOW.toISOString(), isNew: true });
    expect(plan.writes.session).toEqual({
      sessionId: UUID_NEW,
      sessionStartedAt: NOW.toISOString(),
      newSessionFlag: 'true',
      initAt: String(NOW.getTime()),
      leadApplication: sessionState({ applicationData: { leadStatus: true, expiresAt: EXPIRES } }),
      // The recorder's sampling, drawn once for the session.
      sessionRecorder: 'sampled',
    });
    expect(plan.writes.local).toEqual({});
    expect(plan.removals).toEqual({ session: [], local: [] });
    expect(plan.logs.map((l) => l.message)).toEqual([LOG.noValidAffiliateParameters]);
    expect(plan.sessionLogging.startRecorder).toBe(true);
  });

  it('reads a full landing link: affiliate, prefill, clicks, pixels, attribution; strips PII from the URL', () => {
    const search =
      '?refName=partner&refSubId=s1&s_id=tx9&amount=1234567&period=100&firstName=An&lastName=Le&email=an%40x.vn' +
      '&phoneNumber=0912345678&sellingTierGlobalId=tier&gclid=G1&fbclid=FB1&ttclid=TT1&utm_source=google&utm_medium=cpc';
    const plan = planStartup(
      startupInput({ search, cookies: '_fbp=fb.1.1.P; _ttp=TTP', pathname: '/application-frontend/' }),
    );
    const reference = { attribute: 'partner', subId: 's1', transactionId: 'tx9', setAt: NOW.toISOString() };

    expect(plan.cleanedSearch).toBe(
      '?refName=partner&refSubId=s1&s_id=tx9&amount=1234567&period=100&sellingTierGlobalId=tier&gclid=G1&fbclid=FB1&ttclid=TT1&utm_source=google&utm_medium=cpc',
    );
    expect(plan.prefill).toEqual({
      amount: 1_234_600,
      period: 90,
      firstName: 'An',
      lastName: 'Le',
      email: 'an@x.vn',
      phoneNumber: '0912345678',
      sellingTierGlobalId: 'tier',
    });
    expect(plan.googleClick).toEqual({ gclid: 'G1', gclidAt: NOW.toISOString() });
    expect(plan.adTracking).toEqual({
      fbp: 'fb.1.1.P',
      fbc: `fb.1.${NOW.getTime()}.FB1`,
      ttp: 'TTP',
      ttclid: 'TT1',
    });
    expect(plan.attribution).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      gclid: 'G1',
      ttclid: 'TT1',
      fbclid: 'FB1',
    });
    expect(plan.affiliate).toEqual({ action: 'write', reference });
    expect(plan.application).toEqual({
      leadStatus: true,
      expiresAt: EXPIRES,
      affiliateReferenceParams: reference,
      googleClick: { gclid: 'G1', gclidAt: NOW.toISOString() },
      adTracking: plan.adTracking,
      campaignAttribution: plan.attribution,
      amount: 1_234_600,
      period: 90,
      sellingTierGlobalId: 'tier',
      personalDetails: { firstName: 'An', lastName: 'Le' },
      contactDetails: { email: 'an@x.vn', phoneNumber: '0912345678' },
      posthogParameters: {
        isLeadPrefilled: true,
        leadPrefilledFields: ['firstName', 'lastName', 'email', 'phoneNumber'],
      },
    });
    expect(plan.writes.session.sellingTierGlobalId).toBe('tier');
    expect(plan.writes.session.sessionUrl).toBe(`/application-frontend/${plan.cleanedSearch}`);
    expect(parse(plan.writes.local.loanApplication)).toEqual({
      leadStatus: true,
      expiresAt: EXPIRES,
      affiliateReferenceParams: reference,
    });
    expect(parse(plan.writes.local.gclid)).toEqual({ gclid: 'G1', setAt: NOW.toISOString() });
    expect(plan.writes.session.sessionUrl).not.toContain('An');
  });
});

describe('planStartup: returning', () => {
  const reference = { attribute: 'partner', setAt: ago(HOUR) };
  const stored = (
    app: Record<string, unknown>,
    extra: Record<string, string> = {},
  ): StartupInput['stored'] => ({
    session: {
      sessionId: UUID_A,
      sessionStartedAt: ago(HOUR),
      initAt: String(NOW.getTime() - HOUR),
      leadApplication: sessionState({ progressState: 2, applicationData: app }),
      ...extra,
    },
    local: {},
  });

  it('reuses the session and keeps the same reference without writing anything', () => {
    const app = {
      leadStatus: true,
      affiliateReferenceParams: reference,
      sessionStartedAt: ago(HOUR),
      expiresAt: EXPIRES - HOUR,
    };
    const plan = planStartup(
      startupInput({
        search: '?refName=partner',
        stored: {
          ...stored(app),
          session: { ...stored(app).session, sessionRecorder: 'skipped' },
          local: { loanApplication: json({ leadStatus: true, affiliateReferenceParams: reference }) },
        },
      }),
    );
    expect(plan.session).toEqual({ id: UUID_A, startedAt: ago(HOUR), isNew: false });
    expect(plan.writes).toEqual({ session: {}, local: {} });
    expect(plan.removals).toEqual({ session: [], local: [] });
  });

  it('keeps the campaign the session came from on a page without one; a new campaign replaces it', () => {
    const app = { leadStatus: true, campaignAttribution: { utm_source: 'news', utm_campaign: 'spring' } };
    const plain = planStartup(startupInput({ search: '', stored: stored(app) }));
    expect(plain.application.campaignAttribution).toEqual({ utm_source: 'news', utm_campaign: 'spring' });
    // The analytics register the kept campaign, not the (empty) one of this page's address.
    expect(plain.attribution).toEqual({ utm_source: 'news', utm_campaign: 'spring' });
    const hostile = { ...app, campaignAttribution: { utm_source: ' news\u0000 ', utm_term: 7, other: 'x' } };
    expect(planStartup(startupInput({ search: '', stored: stored(hostile) })).attribution).toEqual({
      utm_source: 'news',
    });
    const next = planStartup(startupInput({ search: '?utm_source=mail', stored: stored(app) }));
    expect(next.application.campaignAttribution).toEqual({ utm_source: 'mail' });
    expect(appOf(applyToStored(stored(app), next))?.campaignAttribution).toEqual({ utm_source: 'mail' });
    // Not one field of a campaign ends up in the local copy.
    expect(JSON.stringify(next.writes.local)).not.toContain('mail');
  });

  it('a changed affiliate reference starts a new session and is written to both stores', () => {
    const plan = planStartup(
      startupInput({
        search: '?refName=other',
        stored: stored({ leadStatus: true, affiliateReferenceParams: reference }),
      }),
    );
    expect(plan.session).toMatchObject({ id: UUID_NEW, isNew: true });
    const ref = { attribute: 'other', setAt: NOW.toISOString() };
    expect(appOf(applyToStored(stored({}), plan))?.affiliateReferenceParams).toEqual(ref);
    expect(parse(plan.writes.local.loanApplication).affiliateReferenceParams).toEqual(ref);
    expect(parse(plan.writes.session.leadApplication).progressState).toBe(2);
  });

  it('an expired reference is removed from both stores and the session reset', () => {
    const old = { attribute: 'partner', setAt: ago(481 * HOUR) };
    const input = startupInput({
      stored: {
        ...stored({ leadStatus: true, affiliateReferenceParams: old }),
        local: { loanApplication: json({ leadStatus: true, affiliateReferenceParams: old }) },
      },
    });
    const plan = planStartup(input);
    expect(plan.session.isNew).toBe(true);
    const after = applyToStored(input.stored, plan);
    expect(appOf(after)).not.toHaveProperty('affiliateReferenceParams');
    expect(parse(after.local.loanApplication)).not.toHaveProperty('affiliateReferenceParams');
  });

  it("a lender's colours come back with the session's lead (a reload on its screen) and go without one", () => {
    const colors = { primary: '#a8102e', primaryText: '#ffffff' };
    const withLead = { id: 'L1', leadStatus: true, expiresAt: EXPIRES - HOUR };
    const extra = { uiColors: json({ ...colors, background: 'url(x)' }) };
    expect(planStartup(startupInput({ stored: stored(withLead, extra) })).initialState.uiColors).toEqual(colors);
    const plan = planStartup(startupInput({ stored: stored({ leadStatus: true, expiresAt: EXPIRES - HOUR }, extra) }));
    expect(plan.initialState.uiColors).toBeNull();
    expect(plan.removals.session).toContain('uiColors');
  });

  it('a stale application opens empty: lead id, consents and answers go, the loan stays, a new expiry', () => {
    const app = {
      id: 'L1',
      leadStatus: true,
      expiresAt: NOW.getTime() - 1,
      policies: [1],
      otherDetails: { ibanConsent: true },
      amount: 600_000,
    };
    const plan = planStartup(startupInput({ stored: stored(app) }));
    expect(plan.application).toEqual({ leadStatus: true, amount: 600_000, expiresAt: EXPIRES });
    // It starts over from the loan step: the progress, result and errors of the expired one are gone.
    expect(plan.initialState.leadApplication).toEqual({
      ...initialLeadApplicationState,
      applicationData: plan.application,
    });
  });

  it('a closed application still shows its result after a reload (its id, marker and expiry are kept)', () => {
    const store = makeStore({
      leadApplication: {
        ...initialLeadApplicationState,
        progressState: 5,
        applicationData: { id: 'L1', leadStatus: true, expiresAt: EXPIRES - HOUR, personalDetails: { firstName: 'An' } },
      },
    });
    store.dispatch(applicationCompleted());
    const closed = store.getState().leadApplication;
    const plan = planStartup(startupInput({ stored: stored(closed.applicationData, {}) }));
    expect(plan.application).toEqual({ id: 'L1', leadStatus: true, expiresAt: EXPIRES - HOUR });
  });

  it('a new session asks every consent again; the same session keeps its ticked boxes', () => {
    const app = {
      leadStatus: true,
      expiresAt: EXPIRES - HOUR,
      generalPolicies: true,
      policies: [{ id: 'terms', accepted: true }],
      personalDetails: { firstName: 'An' },
      contactDetails: { email: 'an@x.vn', marketingConsents: true },
      consents: { email: true, phone: false },
      otherDetails: { vehicleConsent: true, education: 'university' },
    };
    const returning = planStartup(startupInput({ stored: { session: {}, local: { loanApplication: json(app) } } }));
    expect(returning.session.isNew).toBe(true);
    expect(returning.application).toEqual({
      leadStatus: true,
      expiresAt: EXPIRES - HOUR,
      personalDetails: { firstName: 'An' },
      contactDetails: { email: 'an@x.vn' },
      consents: {},
      otherDetails: { education: 'university' },
    });
    const sameSession = planStartup(startupInput({ stored: stored(app) }));
    expect(sameSession.application).toMatchObject({ generalPolicies: true, consents: { email: true } });
  });

  it('a URL sessionId different from the stored one starts a new session with it', () => {
    const plan = planStartup(
      startupInput({ search: `?sessionId=${UUID_B}`, stored: stored({ leadStatus: true }) }),
    );
    expect(plan.session).toMatchObject({ id: UUID_B, isNew: true });
    expect(plan.writes.session.initAt).toBe(String(NOW.getTime()));
  });

  it('a forced reset makes a new session', () => {
    expect(
      planStartup(startupInput({ forceReset: true, stored: stored({ leadStatus: true }) })).session,
    ).toMatchObject({ id: UUID_NEW, isNew: true });
  });

  it('drops a corrupted session state and restores from the (redacted) local copy', () => {
    const input = startupInput({
      stored: {
        session: { sessionId: UUID_A, sessionStartedAt: ago(HOUR), leadApplication: '{"applicationData": {' },
        local: {
          loanApplication: json({
            leadStatus: true,
            expiresAt: EXPIRES - HOUR,
            amount: 700_000,
            personalDetails: { firstName: 'An', personalCode: '123' },
            incomeDetails: { iban: 'X' },
          }),
        },
      },
    });
    const plan = planStartup(input);
    expect(plan.logs).toContainEqual({
      level: 'warn',
      message: LOG.storedValueDropped,
      detail: { store: 'session', key: 'leadApplication', reason: 'syntax' },
    });
    expect(plan.application).toEqual({
      leadStatus: true,
      expiresAt: EXPIRES - HOUR,
      amount: 700_000,
      personalDetails: { firstName: 'An' },
      incomeDetails: {},
    });
    expect(parse(plan.writes.local.loanApplication)).toEqual({
      leadStatus: true,
      expiresAt: EXPIRES - HOUR,
      amount: 700_000,
      personalDetails: { firstName: 'An' },
      incomeDetails: {},
    });
    expect(plan.writes.session.leadApplication).toBeDefined();
  });

  it('an expired stored click is removed, and googleClick leaves the application', () => {
    const input = startupInput({
      stored: {
        ...stored({ leadStatus: true, googleClick: { gclid: 'OLD' } }),
        local: { gclid: json({ gclid: 'OLD', setAt: ago(91 * DAY) }) },
      },
    });
    const plan = planStartup(input);
    expect(plan.removals.local).toEqual(['gclid']);
    expect(plan.googleClick).toBeNull();
    expect(plan.application).not.toHaveProperty('googleClick');
  });

  it('retargeting traffic with retargeting logging off stores the block flag and skips the recorder', () => {
    const brand = { ...vnBrand, logging: { ...vnBrand.logging, retargeting: false } };
    const plan = planStartup(startupInput({ brand, search: '?utm_source=retargeting' }));
    expect(plan.writes.session.sessionLoggingBlocked).toBe('true');
    expect(plan.sessionLogging.startRecorder).toBe(false);
  });

  it('samples the recorder with the injected random', () => {
    const brand = { ...vnBrand, logging: { ...vnBrand.logging, logSessionPercentage: 30 } };
    expect(planStartup(startupInput({ brand, random: () => 0.1 })).sessionLogging.startRecorder).toBe(true);
    expect(planStartup(startupInput({ brand, random: () => 0.9 })).sessionLogging.startRecorder).toBe(false);
  });

  it('fills deviceData when device facts are given', () => {
    const plan = planStartup(
      startupInput({
        stored: stored({ leadStatus: true }),
        device: {
          timezoneOffset: -420,
          deviceMemory: 4,
          language: 'vi',
          screenWidth: 390,
          screenHeight: 844,
        },
      }),
    );
    expect(plan.deviceData).toEqual({
      timezoneOffset: -420,
      deviceMemory: 4,
      language: 'vi',
      screenResolution: '390x844',
      pageLoadingTime: HOUR,
    });
  });
});

describe('planStartup: edges', () => {
  it('undefined URL data is logged once and nothing is stripped', () => {
    const plan = planStartup(startupInput({ search: undefined }));
    expect(plan.logs.filter((l) => l.message === LOG.urlDataUndefined)).toHaveLength(1);
    expect(plan.cleanedSearch).toBe('');
  });

  it('accepts now as ms and refuses an invalid date', () => {
    expect(planStartup(startupInput({ now: NOW.getTime() })).session.startedAt).toBe(NOW.toISOString());
    expect(() => planStartup(startupInput({ now: Number.NaN }))).toThrow(RangeError);
  });

  it('prototype-polluting stored values are dropped harmlessly', () => {
    const plan = planStartup(
      startupInput({
        stored: {
          session: {
            leadApplication:
              '{"__proto__":{"polluted":1},"applicationData":{"constructor":{"prototype":{"polluted":1}}}}',
          },
          local: { gclid: '{"__proto__":{"gclid":"x"}}' },
        },
      }),
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(plan.application).toEqual({ leadStatus: true, expiresAt: EXPIRES });
    expect(plan.removals.local).toEqual(['gclid']);
  });

  it('redactForLocalStorage is exported here', () => {
    expect(redactForLocalStorage({ personalDetails: { personalCode: '1' } })).toEqual({
      personalDetails: {},
    });
  });
});

// ---------------------------------------------------------------- properties

const text = fc.string({ maxLength: 8 });
const dateish = fc.oneof(
  fc.integer({ min: -2000, max: 2000 }).map((h) => ago(h * HOUR)),
  fc.integer({ min: -100, max: 100 }).map((d) => NOW.getTime() - d * DAY),
  fc.constantFrom('garbage', ''),
);
const application = fc.record(
  {
    id: text,
    leadStatus: fc.boolean(),
    expiresAt: dateish,
    sessionStartedAt: dateish,
    amount: fc.integer(),
    policies: fc.array(fc.integer(), { maxLength: 2 }),
    affiliateReferenceParams: fc.record(
      {
        attribute: fc.constantFrom('partner', 'other', 'static', ''),
        subId: fc.constantFrom('s', 't'),
        transactionId: text,
        setAt: dateish,
      },
      { requiredKeys: [] },
    ),
    personalDetails: fc.record({ firstName: text, personalCode: text }, { requiredKeys: [] }),
    incomeDetails: fc.record({ iban: text, monthlyIncome: fc.integer() }, { requiredKeys: [] }),
    otherDetails: fc.record(
      { ibanConsent: fc.boolean(), idCardNumber: text, pensionNumber: text, taxIdentificationNumber: text },
      { requiredKeys: [] },
    ),
    googleClick: fc.record({ gclid: text }),
    adTracking: fc.record({ fbc: text }, { requiredKeys: [] }),
  },
  { requiredKeys: [] },
);
const corrupted = fc.oneof(
  fc.string(),
  fc.constantFrom('{"__proto__":{"x":1}}', '[]', 'null', '{"applicationData": 5}', '{'),
);
const storedJson = <T>(arb: fc.Arbitrary<T>) =>
  fc.option(
    fc.oneof(
      { weight: 3, arbitrary: arb.map((v) => JSON.stringify(v)) },
      { weight: 1, arbitrary: corrupted },
    ),
    { nil: null },
  );
const clickRecord = fc.record(
  {
    gclid: fc.constantFrom('G1', 'G2'),
    value: fc.constantFrom('L1'),
    gbraid: fc.constantFrom('B'),
    gclsrc: fc.constantFrom('aw', 'ds'),
    setAt: dateish,
    expiryDate: dateish,
  },
  { requiredKeys: [] },
);
const storedState: fc.Arbitrary<StartupInput['stored']> = fc.record({
  session: fc.record({
    sessionId: fc.option(
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(UUID_A, UUID_B, UUID_A.toUpperCase()) },
        { weight: 1, arbitrary: fc.string() },
      ),
      { nil: null },
    ),
    sessionStartedAt: fc.option(dateish.map(String), { nil: null }),
    initAt: fc.option(fc.oneof(fc.integer().map(String), fc.string()), { nil: null }),
    sessionLoggingBlocked: fc.option(fc.constantFrom('true', 'false'), { nil: null }),
    leadApplication: storedJson(
      fc.record({ progressState: fc.nat(41), applicationData: application }, { requiredKeys: [] }),
    ),
  }),
  local: fc.record({ loanApplication: storedJson(application), gclid: storedJson(clickRecord) }),
});
// Each parameter is absent most of the time, so that sessions get reused and references kept as well.
const maybe = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });
const searchArb = fc
  .record({
    refName: maybe(fc.constantFrom('partner', 'other', 'static', '', ' ')),
    refSubId: maybe(fc.constantFrom('s', 't')),
    s_id: maybe(text),
    sessionId: maybe(fc.oneof(fc.constantFrom(UUID_A, UUID_B), fc.string({ maxLength: 40 }))),
    amount: maybe(fc.oneof(fc.integer().map(String), fc.string({ maxLength: 6 }))),
    period: maybe(fc.oneof(fc.integer({ min: 0, max: 200 }).map(String), fc.string({ maxLength: 4 }))),
    firstName: maybe(text),
    email: maybe(text),
    gclid: maybe(fc.constantFrom('G1', 'G2')),
    gclsrc: maybe(fc.constantFrom('aw', 'ds')),
    wbraid: maybe(fc.constantFrom('W')),
    fbclid: maybe(fc.constantFrom('F1')),
    ttclid: maybe(fc.constantFrom('T1')),
    utm_source: maybe(fc.constantFrom('retargeting', 'abandonment', 'google')),
    sellingTierGlobalId: maybe(text),
  })
  .map((p) => {
    const present = Object.entries(p).filter((e): e is [string, string] => e[1] !== undefined);
    return present.length > 0 ? `?${new URLSearchParams(present).toString()}` : '';
  });
const brandArb = fc.record({
  affiliateReferenceExpiryHours: fc.constantFrom(480, 1, 0, -1),
  retargeting: fc.boolean(),
  abandonment: fc.boolean(),
});
const cookieArb = fc.constantFrom('', '_fbc=fb.1.5.C; _fbp=P', '_ttp=T', 'bad=%E0');
const inputArb = fc.record({
  search: searchArb,
  stored: storedState,
  // Stored dates are generated around NOW; mostly plan at NOW so they are fresh as often as stale.
  now: fc.oneof(
    {
      weight: 3,
      arbitrary: fc.integer({ min: -600, max: 600 }).map((h) => new Date(NOW.getTime() + h * HOUR)),
    },
    {
      weight: 1,
      arbitrary: fc.date({ noInvalidDate: true, min: new Date('2001-01-01'), max: new Date('2090-01-01') }),
    },
  ),
  brand: brandArb,
  cookies: cookieArb,
  forceReset: fc.constantFrom(false, false, false, true),
  random: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
  uuid: fc.uuid(),
});
type PropInput = typeof inputArb extends fc.Arbitrary<infer T> ? T : never;
const toInput = (p: PropInput): StartupInput =>
  startupInput({
    search: p.search,
    stored: p.stored,
    now: p.now,
    cookies: p.cookies,
    forceReset: p.forceReset,
    random: () => p.random,
    randomUUID: () => p.uuid,
    pathname: '/application-frontend/',
    brand: {
      ...vnBrand,
      affiliateReferenceExpiryHours: p.brand.affiliateReferenceExpiryHours,
      logging: { ...vnBrand.logging, retargeting: p.brand.retargeting, abandonment: p.brand.abandonment },
    },
  });

const FORBIDDEN = [
  'personalCode',
  'iban',
  'idCardNumber',
  'idCardIssuedAt',
  'idCardIssuedAuthority',
  'taxIdentificationNumber',
  'pensionNumber',
];

describe('planStartup properties', () => {
  it('planning again after applying the first plan changes nothing', () => {
    fc.assert(
      fc.property(inputArb, (p) => {
        const input = toInput(p);
        const first = planStartup(input);
        const second = planStartup({
          ...input,
          forceReset: false,
          stored: applyToStored(input.stored, first),
        });
        expect(second.writes).toEqual({ session: {}, local: {} });
        expect(second.removals).toEqual({ session: [], local: [] });
        expect(second.session).toEqual({ ...first.session, isNew: false });
        expect(second.application).toEqual(first.application);
      }),
      { numRuns: fuzzRuns(300) },
    );
  });

  it('the session id is always a UUID; a non-UUID URL sessionId never becomes it', () => {
    fc.assert(
      fc.property(inputArb, fc.string(), (p, bad) => {
        fc.pre(!isUuid(bad));
        // The first sessionId wins, so this one is the one read.
        const plan = planStartup({
          ...toInput(p),
          search: `?sessionId=${encodeURIComponent(bad)}&${p.search.slice(1)}`,
        });
        expect(isUuid(plan.session.id)).toBe(true);
        expect(plan.session.id).not.toBe(bad);
        const written = plan.writes.session.sessionId;
        if (written !== undefined) expect(isUuid(written)).toBe(true);
      }),
      { numRuns: fuzzRuns(100) },
    );
  });

  it('an expired reference is gone from both stores when the link brings none', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 1, max: 5000 }), fc.boolean(), (p, extraHours, inLocalToo) => {
        const input = toInput(p);
        const hours = 480;
        const old = {
          attribute: 'partner',
          subId: 's',
          setAt: iso(new Date(p.now).getTime() - (hours + extraHours) * HOUR),
        };
        const stored: StartupInput['stored'] = {
          session: {
            ...input.stored.session,
            leadApplication: json({ applicationData: { leadStatus: true, affiliateReferenceParams: old } }),
          },
          local: {
            ...input.stored.local,
            loanApplication: json(inLocalToo ? { affiliateReferenceParams: old } : { leadStatus: true }),
          },
        };
        const search = p.search.replace(/(^|[?&])(refName|refSubId|s_id)=[^&]*/g, '');
        const plan = planStartup({
          ...input,
          search,
          stored,
          brand: { ...input.brand, affiliateReferenceExpiryHours: hours },
        });
        const after = applyToStored(stored, plan);
        expect(appOf(after)).not.toHaveProperty('affiliateReferenceParams');
        expect(parse(after.local.loanApplication)).not.toHaveProperty('affiliateReferenceParams');
        expect(plan.session.isNew).toBe(true);
      }),
      { numRuns: fuzzRuns(100) },
    );
  });

  it('localStorage never receives national ids, bank accounts or ID-card data; amount/period stay in range', () => {
    fc.assert(
      fc.property(inputArb, (p) => {
        const plan = planStartup(toInput(p));
        for (const value of Object.values(plan.writes.local))
          for (const f of FORBIDDEN) expect(value).not.toContain(`"${f}":`);
        if (plan.prefill.amount !== undefined) {
          expect(plan.prefill.amount).toBeGreaterThanOrEqual(vnBrand.amount.min);
          expect(plan.prefill.amount).toBeLessThanOrEqual(vnBrand.amount.max);
          expect(plan.prefill.amount % vnBrand.amount.step).toBe(0);
        }
        if (plan.prefill.period !== undefined) {
          expect(plan.prefill.period).toBeGreaterThanOrEqual(vnBrand.period.min);
          expect(plan.prefill.period).toBeLessThanOrEqual(vnBrand.period.max);
        }
        expect(plan.cleanedSearch).not.toMatch(/(^|[?&])(firstName|email)=/);
        expect(({} as Record<string, unknown>).x).toBeUndefined();
      }),
      { numRuns: fuzzRuns(100) },
    );
  });
});

// ---------------------------------------------------------------- fuzz regressions (fuzz.test.ts counterexamples)

describe('planStartup: counterexamples found by fuzz.test.ts', () => {
  const withStored = (applicationData: Record<string, unknown>) =>
    startupInput({ stored: { session: {}, local: { loanApplication: json(applicationData) } } });

  it('a stored period of 0 (off the brand grid) is clamped, not carried into the application', () => {
    const plan = planStartup(
      startupInput({
        stored: { session: { leadApplication: '{"applicationData":{"period":0}}' }, local: {} },
      }),
    );
    expect(plan.application.period).toBe(vnBrand.period.min);
  });

  it('a stored amount or period is put on the grid, read from an old digit string, or dropped when no number', () => {
    expect(planStartup(withStored({ amount: 1_234_567, period: 200 })).application).toMatchObject({
      amount: 1_234_600,
      period: 90,
    });
    expect(planStartup(withStored({ amount: '700000', period: ' 70 ' })).application).toMatchObject({
      amount: 700_000,
      period: 70,
    });
    const dropped = planStartup(withStored({ amount: 'abc', period: null }));
    expect(dropped.application).not.toHaveProperty('amount');
    expect(dropped.application).not.toHaveProperty('period');
    expect(dropped.logs).toContainEqual(
      expect.objectContaining({
        message: LOG.storedValueDropped,
        detail: { key: 'applicationData.amount', reason: 'shape' },
      }),
    );
  });

  it('a 201-character refSubId is cut to the lead contract cap (200), so the server takes the lead', () => {
    const plan = planStartup(startupInput({ search: `?refSubId=${'x'.repeat(201)}` }));
    expect(plan.application.affiliateReferenceParams).toMatchObject({ subId: 'x'.repeat(200) });
  });

  it('a long fbclid makes no fbc that the lead contract would refuse', () => {
    const plan = planStartup(startupInput({ search: `?fbclid=${'F'.repeat(190)}` }));
    expect(plan.adTracking.fbc).toBeUndefined();
    expect(plan.attribution.fbclid).toBe('F'.repeat(190));
  });
});
