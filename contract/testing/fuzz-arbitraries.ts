/**
 * Hostile inputs for the fuzz tests (issue #7 item 3; docs/quality.md §2 scenarios 8 and 12): the
 * pools of hostile words and the text arbitraries built from them, shared by the web app's fuzz tests and the
 * server's (landing URLs: web/src/testing/fuzz-landing-query.ts; stored state: web/src/testing/fuzz-stored-*.ts;
 * lead bodies: server/src/routes/leads-fuzz.test.ts). Test support only: nothing shipped imports it.
 */
import fc from 'fast-check';

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

/** A snapshot of the built-in prototypes' own keys, to compare before and after. */
export function prototypeKeys(): string {
  return [Object.prototype, Array.prototype, Function.prototype, String.prototype]
    .map((proto) => Reflect.ownKeys(proto).map(String).sort().join(','))
    .join('|');
}
