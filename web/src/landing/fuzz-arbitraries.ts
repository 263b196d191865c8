/**
 * Hostile inputs for the fuzz tests (issue #7 item 3; research/reliability-security.md scenarios 8 and 12):
 * landing URLs and stored state. Test support only, like test-fixtures.ts: nothing shipped imports it.
 */
import fc from 'fast-check';
import { keysIn, type StoreName } from './storage-keys';

/** Payloads that would set `globalThis.__fuzzFired` if anything ever evaluated or rendered them as markup. */
export const XSS = [
  '<script>globalThis.__fuzzFired=1</script>',
  '"><img src=x onerror="globalThis.__fuzzFired=1">',
  "'><svg onload=globalThis.__fuzzFired=1>",
  'javascript:globalThis.__fuzzFired=1',
  'JaVaScRiPt:globalThis.__fuzzFired=1//',
  ' javascript:alert(document.cookie)',
  '<iframe src="javascript:globalThis.__fuzzFired=1"></iframe>',
  '</script><script>globalThis.__fuzzFired=1</script>',
  'data:text/html,<script>globalThis.__fuzzFired=1</script>',
  '${globalThis.__fuzzFired=1}',
  '{{constructor.constructor("globalThis.__fuzzFired=1")()}}',
  '<a href="javascript:globalThis.__fuzzFired=1">x</a>',
] as const;

/** Keys and values that could reach a prototype if copied carelessly. */
export const PROTO_WORDS = [
  '__proto__',
  'constructor',
  'prototype',
  '__proto__[polluted]',
  'constructor[prototype][polluted]',
  '__proto__.polluted',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
] as const;

/** Not numbers, or numbers outside every brand's limits, in every notation a URL or a draft could carry. */
export const NUMBERISH = [
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1e308',
  '1e309',
  '-1e308',
  '5e5',
  '1e-7',
  '0x10',
  '0b11',
  '1_000',
  '1,5',
  '1.5.5',
  ' 42 ',
  '+500000',
  '.5',
  '5.',
  '9'.repeat(400),
  '0.' + '0'.repeat(300) + '1',
  String(Number.MAX_SAFE_INTEGER + 2),
  String(Number.MIN_VALUE),
  '٣٠',
  '１２３',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '',
  ' ',
] as const;

export const GOOD_UUIDS = [
  '3f2b8c1e-9d4a-4e6b-8f1c-2a7d9e0b5c41',
  'A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D',
  '00000000-0000-0000-0000-000000000000',
] as const;

export const BAD_UUIDS = [
  'not-a-uuid',
  '3f2b8c1e9d4a4e6b8f1c2a7d9e0b5c41',
  '{3f2b8c1e-9d4a-4e6b-8f1c-2a7d9e0b5c41}',
  'urn:uuid:3f2b8c1e-9d4a-4e6b-8f1c-2a7d9e0b5c41',
  '3f2b8c1e-9d4a-4e6b-8f1c-2a7d9e0b5c41x',
  '3f2b8c1e-9d4a-4e6b-8f1c-2a7d9e0b5c4',
  'g3f2b8c1-9d4a-4e6b-8f1c-2a7d9e0b5c41',
  '3f2b8c1e-9d4a-4e6b-8f1c-2a7d9e0b5c41\n',
  '3f2b8c1e-9d4a-4e6b-8f1c-2a7d9e0b5c41<script>',
  '3f2b8c1e–9d4a–4e6b–8f1c–2a7d9e0b5c41',
  '../../3f2b8c1e-9d4a-4e6b-8f1c-2a7d9e0b5c41',
] as const;

export const PERCENT_GARBAGE = [
  '%',
  '%%',
  '%E0%A4%A',
  '%ZZ',
  '%00',
  '%C0%AE',
  '%u0041',
  '%2',
  '%25',
  '%26email%3Dx',
  '%3D',
  '%0A%0D',
  '%EF%BF%BF',
  '%ED%A0%80',
  '%F0%9F%98',
] as const;

export const ODD_UNICODE = [
  '\uD800',
  'a\uDFFFb',
  '\u202Egnp.exe',
  '\u0000\u0001\u001f',
  '\u200B\u200D\uFEFF',
  'Zalgo Ẑ̷̛͓a̸l̵g̶o̴',
  '👩‍👩‍👧‍👦'.repeat(40),
  'Nguyễn Văn Ánh',
  'Łukasz Żółć',
  'ÑÁÉÍÓÚ',
] as const;

/** Built once: a fresh 100 k string per run would be most of the test's time. */
export const HUGE = 'A'.repeat(100_000);
export const HUGE_UNICODE = '𝔘'.repeat(20_000);

/** Every landing parameter spec §3 reads (prefill, affiliate, session, attribution). */
export const LANDING_PARAMS = [
  'refName',
  'refSubId',
  'refTransactionId',
  's_id',
  'amount',
  'period',
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'sellingTierGlobalId',
  'sessionId',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'ttclid',
  'fbclid',
] as const;

/** One hostile text: the pools above, arbitrary unicode, and mixes of them. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<string>(...XSS, ...PROTO_WORDS, ...ODD_UNICODE) },
  { weight: 2, arbitrary: fc.constantFrom<string>(...NUMBERISH, ...PERCENT_GARBAGE) },
  { weight: 1, arbitrary: fc.constantFrom<string>(...GOOD_UUIDS, ...BAD_UUIDS) },
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom(HUGE, HUGE_UNICODE) },
  { weight: 1, arbitrary: fc.integer({ min: 150, max: 700 }).map((n) => 'x'.repeat(n)) },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.constantFrom<string>(...XSS, ...PROTO_WORDS, ...PERCENT_GARBAGE, ...ODD_UNICODE), {
        minLength: 2,
        maxLength: 4,
      })
      .map((parts) => parts.join('')),
  },
);

/** Numbers as a URL could spell them: good, on and off the grid, out of range, not finite, not numbers. */
export const numberText: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom<string>(...NUMBERISH) },
  { weight: 3, arbitrary: fc.integer({ min: -100, max: 30_000_000 }).map(String) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.double().map((n) => n.toExponential()) },
  { weight: 2, arbitrary: fc.double({ min: 0, max: 1e8, noNaN: true }).map((n) => n.toFixed(3)) },
  { weight: 1, arbitrary: hostileText },
);

export const uuidText: fc.Arbitrary<string> = fc.oneof(
  fc.uuid(),
  fc.uuid().map((u) => u.toUpperCase()),
  fc.constantFrom<string>(...GOOD_UUIDS, ...BAD_UUIDS),
  fc.uuid().map((u) => ` ${u} `),
  hostileText,
);

/** A value for a parameter: shaped for the parameters with a format, hostile always. */
function valueFor(name: string): fc.Arbitrary<string> {
  if (name === 'amount' || name === 'period') return numberText;
  if (name === 'sessionId') return uuidText;
  return hostileText;
}

function percentEncodeAll(text: string): string {
  return Array.from(new TextEncoder().encode(text), (b) => `%${b.toString(16).padStart(2, '0')}`).join('');
}

/** Spellings of a key that still name it: case, full percent-encoding, surrounding spaces or '+'. */
function keySpelling(name: string): fc.Arbitrary<string> {
  return fc.constantFrom(
    name,
    name,
    name,
    name.toUpperCase(),
    name.charAt(0).toUpperCase() + name.slice(1),
    percentEncodeAll(name),
    encodeURIComponent(` ${name} `),
    `+${name}+`,
  );
}

export type QueryPart = { key: string; value: string | null; encoding: 'component' | 'form' | 'raw' };

const encodeForm = (text: string): string => new URLSearchParams([['', text]]).toString().slice(1);

function renderPart({ key, value, encoding }: QueryPart): string {
  // A raw '#' would start the fragment: the browser never puts it in location.search.
  const raw = (text: string) => text.replace(/#/g, '%23');
  const enc = encoding === 'component' ? encodeURIComponent : encoding === 'form' ? encodeForm : raw;
  // A lone surrogate cannot be percent-encoded (encodeURIComponent throws): such text goes raw.
  const safe = (text: string) => {
    try {
      return enc(text);
    } catch {
      return raw(text);
    }
  };
  // Key spellings are already in URL form.
  return value === null ? key : `${key}=${safe(value)}`;
}

const knownPart: fc.Arbitrary<QueryPart> = fc.constantFrom(...LANDING_PARAMS).chain((name) =>
  fc.record({
    key: keySpelling(name),
    value: fc.oneof({ weight: 9, arbitrary: valueFor(name) }, { weight: 1, arbitrary: fc.constant(null) }),
    encoding: fc.constantFrom<QueryPart['encoding']>('component', 'component', 'form', 'raw'),
  }),
);

const hostileKeyPart: fc.Arbitrary<QueryPart> = fc.record({
  key: fc.oneof(
    fc.constantFrom<string>(...PROTO_WORDS),
    hostileText.map((k) => {
      try {
        return encodeURIComponent(k);
      } catch {
        return k.replace(/[&=#]/g, '');
      }
    }),
    fc.constant(''),
  ),
  value: fc.option(hostileText, { nil: null }),
  encoding: fc.constantFrom<QueryPart['encoding']>('component', 'raw'),
});

/** Raw fragments between '&': empty parts, lone '=', percent garbage, '?' inside the query. */
const garbagePart: fc.Arbitrary<string> = fc.constantFrom('', '=', '==', '&', '?', ...PERCENT_GARBAGE);

/** The query of a landing URL, without '?'. Keys repeat often (the small pool makes sure of it). */
export const queryBody: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      { weight: 8, arbitrary: knownPart.map(renderPart) },
      { weight: 2, arbitrary: hostileKeyPart.map(renderPart) },
      { weight: 1, arbitrary: garbagePart },
    ),
    { maxLength: 14 },
  )
  .map((parts) => parts.join('&'));

// ------------------------------------------------------------------ stored state

/** Personal data that must never reach localStorage; the test looks for these exact values. */
export const SECRET_CANARIES = {
  personalCode: 'NID-CANARY-0417',
  iban: 'IBAN-CANARY-0417',
  idCardNumber: 'IDCARD-CANARY-0417',
  taxIdentificationNumber: 'TAX-CANARY-0417',
  pensionNumber: 'PENSION-CANARY-0417',
} as const;

const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 3 });
const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  anyJson,
  hostileText,
  fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 0.1),
);

const dateish: fc.Arbitrary<unknown> = fc.oneof(
  fc
    .date({ noInvalidDate: true, min: new Date('1970-01-01'), max: new Date('2100-01-01') })
    .map((d) => d.toISOString()),
  fc
    .date({ noInvalidDate: true, min: new Date('1970-01-01'), max: new Date('2100-01-01') })
    .map((d) => d.getTime()),
  fc.constantFrom('garbage', '', '2025-13-45', '9999999999999999', -1, 8.64e15 + 1, 'Infinity'),
  hostileJsonValue,
);

const section = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.record(fields, { requiredKeys: [] }) },
    { weight: 1, arbitrary: hostileJsonValue },
  );

/** An application as an old, partial, edited or hostile draft could hold it. */
export const storedApplication: fc.Arbitrary<Record<string, unknown>> = fc.record(
  {
    id: fc.oneof(fc.uuid(), hostileJsonValue),
    leadStatus: hostileJsonValue,
    expiresAt: dateish,
    sessionStartedAt: dateish,
    amount: fc.oneof(numberText, fc.double(), fc.integer(), hostileJsonValue),
    period: fc.oneof(numberText, fc.double(), fc.integer({ min: -10, max: 400 }), hostileJsonValue),
    sellingTierGlobalId: hostileJsonValue,
    tags: fc.oneof(fc.array(hostileText, { maxLength: 3 }), hostileJsonValue),
    affiliateReferenceParams: section({
      attribute: fc.oneof(fc.constantFrom('partner', 'static', ''), hostileJsonValue),
      subId: hostileJsonValue,
      transactionId: hostileJsonValue,
      setAt: dateish,
    }),
    personalDetails: section({
      firstName: hostileJsonValue,
      personalCode: fc.constant(SECRET_CANARIES.personalCode),
    }),
    contactDetails: section({ email: hostileJsonValue, phoneNumber: hostileJsonValue }),
    incomeDetails: section({ iban: fc.constant(SECRET_CANARIES.iban), monthlyIncome: hostileJsonValue }),
    otherDetails: section({
      ibanConsent: hostileJsonValue,
      idCardNumber: fc.constant(SECRET_CANARIES.idCardNumber),
      taxIdentificationNumber: fc.constant(SECRET_CANARIES.taxIdentificationNumber),
      pensionNumber: fc.constant(SECRET_CANARIES.pensionNumber),
    }),
    googleClick: section({ gclid: hostileJsonValue, gclidAt: dateish }),
    adTracking: section({ fbc: hostileJsonValue, fbp: hostileJsonValue }),
    posthogParameters: section({ leadPrefilledFields: hostileJsonValue }),
  },
  { requiredKeys: [] },
);

/** Over stored-json's MAX_JSON_CHARS: refused unparsed. */
export const HUGE_STORED_TEXT = 'x'.repeat(1_000_001);
export const HUGE_STORED_JSON = `{"applicationData":{"personalDetails":{"firstName":"${'a'.repeat(1_000_000)}"}}}`;

/** `__proto__` / `constructor.prototype` spelled into JSON text (JSON.stringify cannot produce them). */
function withProtoKeys(json: string, where: 'top' | 'nested'): string {
  const poison = '"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},';
  if (where === 'top' || !json.includes(':{')) return json.replace(/^\{/, `{${poison}`);
  return json.replace(':{', `:{${poison}`);
}

/** Text that is JSON, half of it, or not JSON at all. */
function corruptions(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: valid },
    {
      weight: 2,
      arbitrary: valid.chain((json) =>
        fc.constantFrom<'top' | 'nested'>('top', 'nested').map((w) => withProtoKeys(json, w)),
      ),
    },
    {
      weight: 2,
      arbitrary: valid.chain((json) =>
        fc.nat({ max: Math.max(0, json.length - 1) }).map((n) => json.slice(0, n)),
      ),
    },
    { weight: 1, arbitrary: anyJson.map((v) => JSON.stringify(v)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '[]',
        'null',
        '5',
        'true',
        '"text"',
        '{',
        '{"applicationData":',
        'undefined',
        'NaN',
        '[object Object]',
        '{"__proto__":{"polluted":"yes"}}',
        '{"constructor":{"prototype":{"polluted":"yes"}}}',
        '{"applicationData":{"__proto__":{"polluted":"yes"}}}',
        '{"\\u005f_proto__":{"polluted":"yes"}}',
        '{"applicationData":[1,2]}',
        '{"applicationData":"{}"}',
        '{"progressState":"3","pageErrors":[],"applicationData":null}',
        '{"pages":{"__proto__":[]}}',
      ),
    },
    { weight: 1, arbitrary: hostileText },
    { weight: 1, arbitrary: fc.constantFrom(HUGE_STORED_TEXT, HUGE_STORED_JSON) },
  );
}

const leadApplicationJson: fc.Arbitrary<string> = fc
  .record(
    {
      progressState: fc.oneof(fc.nat(41), hostileJsonValue),
      applicationData: fc.oneof(
        { weight: 4, arbitrary: storedApplication },
        { weight: 1, arbitrary: hostileJsonValue },
      ),
      applicationResult: hostileJsonValue,
      customerConsents: hostileJsonValue,
      routeChange: hostileJsonValue,
      lastOperationTimestamp: hostileJsonValue,
      pageErrors: fc.oneof(fc.dictionary(hostileText, hostileJsonValue, { maxKeys: 3 }), hostileJsonValue),
      erroredPage: hostileJsonValue,
      extraOldField: hostileJsonValue,
    },
    { requiredKeys: [] },
  )
  .map((v) => JSON.stringify(v));

const clickJson: fc.Arbitrary<string> = fc
  .record(
    {
      gclid: hostileJsonValue,
      value: hostileJsonValue,
      gclsrc: fc.oneof(fc.constantFrom('aw', 'ds'), hostileJsonValue),
      gbraid: hostileJsonValue,
      wbraid: hostileJsonValue,
      setAt: dateish,
      expiryDate: dateish,
    },
    { requiredKeys: [] },
  )
  .map((v) => JSON.stringify(v));

const dynamicPagesJson: fc.Arbitrary<string> = fc
  .record(
    {
      pages: fc.oneof(
        fc.array(
          fc.record(
            {
              path: fc.oneof(fc.constantFrom('/', 'personal', 'contact', 'income', 'other'), hostileText),
              context: fc.constantFrom('initial', 'requested', 'x'),
              previousPath: hostileJsonValue,
              nextPath: hostileJsonValue,
              dataPoints: fc.oneof(fc.array(hostileText, { maxLength: 4 }), hostileJsonValue),
            },
            { requiredKeys: [] },
          ),
          { maxLength: 5 },
        ),
        hostileJsonValue,
      ),
    },
    { requiredKeys: [] },
  )
  .map((v) => JSON.stringify(v));

/** The value of one stored key: shaped for the key most of the time, corrupted often, absent often. */
export function storedValueFor(key: string): fc.Arbitrary<string> {
  switch (key) {
    case 'leadApplication':
      return corruptions(leadApplicationJson);
    case 'loanApplication':
      return corruptions(storedApplication.map((v) => JSON.stringify(v)));
    case 'gclid':
      return corruptions(clickJson);
    case 'dynamicPages':
      return corruptions(dynamicPagesJson);
    case 'uiColors':
      return corruptions(
        fc.dictionary(hostileText, hostileJsonValue, { maxKeys: 3 }).map((v) => JSON.stringify(v)),
      );
    case 'sessionId':
      return uuidText;
    case 'sessionStartedAt':
    case 'initAt':
      // JSON for objects: fast-check makes some without a prototype, which String() cannot convert.
      return dateish.map((v) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)));
    default:
      return fc.oneof(fc.constantFrom('true', 'false', ''), hostileText);
  }
}

/** Stored contents of one store: every key it may hold, each present or not. */
export function storedContents(store: StoreName): fc.Arbitrary<Record<string, string>> {
  const keys = keysIn(store);
  return fc
    .record(
      Object.fromEntries(
        keys.map((key) => [key, fc.option(storedValueFor(key), { nil: undefined, freq: 2 })]),
      ),
    )
    .map((record) =>
      Object.fromEntries(Object.entries(record).filter((e): e is [string, string] => e[1] !== undefined)),
    );
}

/** A snapshot of the built-in prototypes' own keys, to compare before and after. */
export function prototypeKeys(): string {
  return [Object.prototype, Array.prototype, Function.prototype, String.prototype]
    .map((proto) => Reflect.ownKeys(proto).map(String).sort().join(','))
    .join('|');
}
