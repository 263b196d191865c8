/**
 * Scenario 12, last column (docs/quality.md §2): the server answers 400 to the hostile values the
 * landing URL fuzzing uses (contract/testing/fuzz-arbitraries.ts, shared with web/src/startup/fuzz.test.ts), and 422 to the well-typed ones that are out of range or
 * not valid for a field. Each body is a valid vn-1 lead with one to three such values put in; the answer is never
 * 5xx and never 201, nothing is stored, and no prototype changes.
 */
import fc from 'fast-check';
import { fuzzRuns } from '../../../contract/testing/fuzz-runs';
import { afterAll, describe, expect, it } from 'vitest';
import { loanApplicationSchema } from '../../../contract/lead';
import { BAD_UUIDS, NUMBERISH, PROTO_WORDS, XSS } from '../../../contract/testing/fuzz-arbitraries';
import { NOTHING_STORED, resetDb, tableCounts, testClock, useTestApp, vnLead } from '../testing/helpers';

const RUNS = fuzzRuns(250);
let runs = 0;
afterAll(() => {
  console.info(`fuzz: lead-post-bad-input ${runs} runs`);
});

const clock = testClock();
const EMPTY = NOTHING_STORED;
const { db, owner } = useTestApp({ now: clock.now });

// vn-1 limits (brands/catalog): amount 500 000..20 000 000 step 100, period 61..90 days.
const AMOUNT = { min: 500_000, max: 20_000_000, step: 100 };
const PERIOD = { min: 61, max: 90, step: 1 };
const BODY_LIMIT = 64 * 1024;

const HOSTILE_TEXT = fc.oneof(
  fc.constantFrom(...XSS, ...NUMBERISH, ...BAD_UUIDS, '%E0%A4%A', '\uD800', '👩‍👩‍👧‍👦', 'Nguyễn'),
  fc.string({ maxLength: 20 }),
);
const NOT_A_NUMBER: fc.Arbitrary<unknown> = fc.oneof(
  HOSTILE_TEXT,
  fc.constantFrom(null, true, false, [], {}, [1_000_000], { value: 1_000_000 }),
);
const NOT_A_STRING: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(null, true, [], {}, ['An'], { text: 'An' }),
);

const off = (range: { min: number; max: number; step: number }) => (n: number) =>
  n < range.min || n > range.max || !Number.isInteger((n - range.min) / range.step);

type Body = Record<string, unknown>;
/**
 * One hostile change. `shape`: the body no longer fits the contract's types (400); else a field is invalid (422).
 * `target`: the top-level field it changes; one body never has two changes of the same field.
 */
type Mutation = {
  target: string;
  kind: string;
  shape: boolean;
  apply: (body: Body) => void;
  text?: (json: string) => string;
};

const set =
  (path: string, value: unknown) =>
  (body: Body): void => {
    const keys = path.split('.');
    let node = body;
    for (const key of keys.slice(0, -1)) {
      const next = node[key];
      node[key] = typeof next === 'object' && next !== null && !Array.isArray(next) ? { ...next } : {};
      node = node[key] as Body;
    }
    node[keys.at(-1)!] = value;
  };

/** Sets a value and names the top-level field it changes (a later change of the same field would undo it). */
const at = (path: string, value: unknown) => ({ apply: set(path, value), target: path.split('.')[0]! });

const NUMBER_FIELDS = [
  'amount',
  'period',
  'monthlyPaymentDay',
  'expiresAt',
  'contactDetails.numberOfInhabitants',
];
const STRING_FIELDS = [
  'personalDetails.firstName',
  'personalDetails.lastName',
  'contactDetails.email',
  'contactDetails.phoneNumber',
  'sellingTierGlobalId',
  'affiliateReferenceParams.attribute',
  'affiliateReferenceParams.transactionId',
  'googleClick.gclid',
  'adTracking.fbc',
];
const CAPS: Record<string, number> = { 'contactDetails.email': 254, 'contactDetails.phoneNumber': 250 };
const SECTIONS = [
  'personalDetails',
  'contactDetails',
  'affiliateReferenceParams',
  'googleClick',
  'adTracking',
  'deviceData',
];
const KNOWN_TOP = new Set([...Object.keys(loanApplicationSchema.shape), 'product', 'submit']);

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  // Strings (or anything else) where numbers go.
  fc
    .tuple(fc.constantFrom(...NUMBER_FIELDS), NOT_A_NUMBER)
    .map(([path, v]) => ({ kind: `${path} not a number`, shape: true, ...at(path, v) })),
  // Out-of-range, off-grid, negative, fractional, huge numbers.
  fc
    .oneof(
      fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    )
    .filter(off(AMOUNT))
    .map((n) => ({ kind: 'amount out of range', shape: false, ...at('amount', n) })),
  fc
    .oneof(fc.integer({ min: -1000, max: 1000 }), fc.double({ noNaN: true, noDefaultInfinity: true }))
    .filter(off(PERIOD))
    .map((n) => ({ kind: 'period out of range', shape: false, ...at('period', n) })),
  fc
    .oneof(
      fc.integer({ max: -1 }),
      fc.double({ min: 0.01, max: 1e15, noNaN: true }).filter((n) => !Number.isInteger(n)),
    )
    .map((n) => ({ kind: 'expiresAt not epoch ms', shape: true, ...at('expiresAt', n) })),
  // Bad session ids.
  fc
    .oneof(
      fc.constantFrom(...BAD_UUIDS),
      HOSTILE_TEXT.filter((t) => !/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(t)),
      NOT_A_STRING,
    )
    .map((v) => ({ kind: 'sessionId not a UUID', shape: true, ...at('sessionId', v) })),
  // Extra keys, top-level or in a section.
  fc
    .tuple(
      fc.oneof(HOSTILE_TEXT, fc.constantFrom('isAdmin', 'status', 'toString', 'valueOf')),
      fc.jsonValue({ maxDepth: 1 }),
    )
    .filter(([k]) => !KNOWN_TOP.has(k))
    .map(([k, v]) => ({
      kind: 'unknown top-level key',
      shape: true,
      target: k,
      // An own property even when the key is `__proto__` (an assignment would set the prototype instead).
      apply: (b: Body) =>
        void Object.defineProperty(b, k, { value: v, enumerable: true, writable: true, configurable: true }),
    })),
  fc
    .tuple(
      fc.constantFrom(...SECTIONS),
      fc.constantFrom('isAdmin', 'salary', 'toString', 'x', ''),
      fc.jsonValue({ maxDepth: 1 }),
    )
    .map(([s, k, v]) => ({ kind: 'unknown nested key', shape: true, ...at(`${s}.${k}`, v) })),
  // Prototype keys, spelled into the JSON text (escapes included), at the top or in a section.
  fc.tuple(fc.constantFrom(...PROTO_WORDS), fc.boolean()).map(([word, nested]) => ({
    kind: `${word} key`,
    shape: true,
    target: nested ? 'personalDetails' : `text:${word}`,
    apply: () => {},
    text: (json: string) =>
      nested
        ? json.replace('"personalDetails":{', `"personalDetails":{"${word}":{"isAdmin":true},`)
        : json.replace(/^\{/, `{"${word}":{"isAdmin":true,"prototype":{"isAdmin":true}},`),
  })),
  // Strings over the contract's caps (200, email 254, phone 250; 4096 for the captcha token), counted in code
  // points as zod counts them, and a few over the body limit.
  fc
    .tuple(
      fc.constantFrom(...STRING_FIELDS),
      fc.integer({ min: 1, max: 6000 }),
      fc.constantFrom('x', 'é', '<', '😀'),
    )
    .map(([path, extra, c]) => {
      const cap = CAPS[path] ?? 200;
      const text = c.repeat(cap + extra);
      return { kind: `${path} too long`, shape: true, ...at(path, text) };
    }),
  fc.integer({ min: 4097, max: 80_000 }).map((n) => ({
    kind: 'captcha token too long',
    shape: true,
    ...at('googleCaptchaToken', 't'.repeat(n)),
  })),
  // Non-strings where strings go; sections of the wrong type.
  fc
    .tuple(fc.constantFrom(...STRING_FIELDS, 'product'), NOT_A_STRING)
    .map(([path, v]) => ({ kind: `${path} not a string`, shape: true, ...at(path, v) })),
  fc
    .tuple(fc.constantFrom(...SECTIONS), fc.oneof(HOSTILE_TEXT, fc.constantFrom(null, 5, true, [], ['An'])))
    .map(([s, v]) => ({ kind: `${s} not an object`, shape: true, ...at(s, v) })),
  fc
    .tuple(
      fc.constantFrom('affiliateReferenceParams.setAt', 'googleClick.gclidAt', 'sessionStartedAt'),
      HOSTILE_TEXT,
    )
    .filter(([, v]) => Number.isNaN(Date.parse(v)) || !v.includes('T'))
    .map(([path, v]) => ({ kind: `${path} not ISO`, shape: true, ...at(path, v) })),
  fc
    .tuple(fc.constantFrom('tags', 'policies'), fc.oneof(HOSTILE_TEXT, fc.constant([1, 2]), fc.constant({})))
    .map(([path, v]) => ({ kind: `${path} not a string list`, shape: true, ...at(path, v) })),
  // A wrong product.
  HOSTILE_TEXT.filter((t) => t !== 'vn-1-cash').map((v) => ({
    kind: 'wrong product',
    shape: true,
    ...at('product', v),
  })),
  // XSS payloads in fields the catalogue checks: well typed, not valid.
  fc
    .tuple(
      fc.constantFrom(
        'personalDetails.firstName',
        'personalDetails.lastName',
        'personalDetails.dateOfBirth',
        'contactDetails.email',
        'contactDetails.phoneNumber',
      ),
      fc.constantFrom(...XSS),
    )
    .map(([path, v]) => ({ kind: `XSS in ${path}`, shape: false, ...at(path, v) })),
);

/** A hostile top-level body that is no lead object at all. */
const notAnObject = fc.constantFrom(
  '[]',
  '[{"product":"vn-1-cash"}]',
  '"vn-1-cash"',
  '5',
  'true',
  'null',
  '{"product":',
  '{,}',
);

const bodyArb = fc.oneof(
  {
    weight: 9,
    arbitrary: fc
      .record({
        mutations: fc.uniqueArray(mutation, { minLength: 1, maxLength: 3, selector: (m) => m.target }),
        submit: fc.boolean(),
      })
      .map(({ mutations, submit }) => {
        const body = vnLead(submit ? { submit: true } : {});
        for (const m of mutations) m.apply(body);
        let json = JSON.stringify(body);
        for (const m of mutations) if (m.text) json = m.text(json);
        return { json, kinds: mutations.map((m) => m.kind), shape: mutations.some((m) => m.shape) };
      }),
  },
  { weight: 1, arbitrary: notAnObject.map((json) => ({ json, kinds: ['not an object'], shape: true })) },
);

function prototypeKeys(): string {
  return [Object.prototype, Array.prototype, Function.prototype]
    .map((proto) => Reflect.ownKeys(proto).map(String).sort().join(','))
    .join('|');
}

describe('POST /api/v2/lead with hostile bodies', () => {
  it('answers 400 to bad shapes and 422 to invalid fields: never 5xx or 201, nothing stored, no prototype touched', async () => {
    const before = prototypeKeys();
    await fc.assert(
      fc.asyncProperty(
        bodyArb,
        fc.constantFrom('/api/v2/lead', '/api/lead'),
        async ({ json, shape }, url) => {
          runs += 1;
          const res = await owner().inject({
            method: 'POST',
            url,
            payload: json,
            headers: { 'content-type': 'application/json' },
          });
          const tooLarge = Buffer.byteLength(json) > BODY_LIMIT;
          const counts = await tableCounts(db());
          // Keep the next run independent even when this one stored something (and fails).
          if (Object.values(counts).some((n) => n > 0)) await resetDb(db());
          expect(res.statusCode).toBe(tooLarge ? 413 : shape ? 400 : 422);
          expect(res.json<{ message?: unknown }>().message).toEqual(expect.any(String));
          expect(res.body).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/);
          expect(counts).toEqual(EMPTY);
          expect(prototypeKeys()).toBe(before);
          expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
          expect((globalThis as { __fuzzFired?: unknown }).__fuzzFired).toBeUndefined();
        },
      ),
      { numRuns: RUNS },
    );
  });
});
