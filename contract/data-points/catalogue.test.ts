import { describe, expect, it } from 'vitest';
import { DYNAMIC_STEPS } from '../dynamic-steps';
import { z } from 'zod';
import { COUNTRY_CODES } from '../country';
import { loanApplicationSchema } from '../lead';
import type { BankAccountFailure, BirthDataMismatch, NationalIdFailure, PostcodeResult } from '../validators';
import { dataPointByPath, dataPointList, dataPoints } from './catalogue';
import { ctxFor, GOOD, TODAY } from '../testing/data-point-fixtures';
import { UNKNOWN_FIELD, validateDataPoints } from './validate';

// The English strings, read through Vite (no Node API, and no import of web/ from contract code).
const files = import.meta.glob<Record<string, unknown>>('../../web/public/locales/en/form.json', {
  eager: true,
  import: 'default',
});
const form = Object.values(files)[0] ?? {};

/** The string at a '>'-separated key, or undefined. */
function text(key: string): string | undefined {
  let node: unknown = form;
  for (const part of key.split('>'))
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' && node.trim() !== '' ? node : undefined;
}

/** Every string leaf key under `prefix`. */
function leafKeys(node: unknown, prefix: string): string[] {
  if (typeof node === 'string') return [prefix];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([k, v]) => leafKeys(v, `${prefix}>${k}`));
}

/** HTML autocomplete field names (WHATWG "Autofill"), plus the contact modifiers. */
const AUTOCOMPLETE_TOKENS = new Set(
  'off on name honorific-prefix given-name additional-name family-name honorific-suffix nickname username organization-title organization street-address address-line1 address-line2 address-line3 address-level4 address-level3 address-level2 address-level1 country country-name postal-code transaction-currency transaction-amount language bday bday-day bday-month bday-year sex url photo tel tel-national email'.split(
    ' ',
  ),
);

describe('the data-point catalogue', () => {
  it('has one entry per id and per lead path', () => {
    expect(dataPointList.length).toBe(111);
    expect(new Set(dataPointList.map((p) => p.id)).size).toBe(dataPointList.length);
    expect(new Set(dataPointList.map((p) => p.path)).size).toBe(dataPointList.length);
    expect(Object.keys(dataPoints)).toEqual(dataPointList.map((p) => p.id));
  });

  it.each(dataPointList.map((p) => [p.id, p] as const))('%s is well formed', (id, point) => {
    expect(id).toMatch(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/);
    expect(point.labelKey).toBe(`fields>${id}>label`);
    expect(text(point.labelKey)).toBeDefined();
    const [modifier, token, ...rest] = point.autocomplete.split(' ');
    expect(rest).toEqual([]);
    expect(
      token === undefined
        ? AUTOCOMPLETE_TOKENS.has(modifier ?? '')
        : modifier === 'work' && AUTOCOMPLETE_TOKENS.has(token),
    ).toBe(true);
    const schema = loanApplicationSchema.shape;
    const [section, field] = point.path.split('.');
    const sectionSchema = (schema as Record<string, z.ZodType>)[section ?? ''];
    expect(sectionSchema).toBeDefined();
    if (field !== undefined) {
      const inner = sectionSchema instanceof z.ZodOptional ? sectionSchema.unwrap() : sectionSchema;
      expect(inner instanceof z.ZodObject && field in inner.shape).toBe(true);
    }
    expect(dataPointByPath(point.path)).toBe(point);
  });

  it('names the help a question gets: a postcode fills places the catalogue has; the loan terms are amount and period', () => {
    for (const point of dataPointList)
      if (point.assist?.kind === 'postcode')
        for (const id of point.assist.fills) expect(dataPoints[id], id).toBeDefined();
    expect(dataPoints['postal-code']?.assist).toEqual({ kind: 'postcode', fills: ['city', 'province'] });
    expect(dataPoints['employer-name']?.assist).toEqual({ kind: 'employers' });
    expect(dataPoints['employer-postal-code']?.assist).toBeUndefined();
    expect(dataPointList.filter((p) => p.loanTerm).map((p) => p.id)).toEqual(['amount', 'period']);
  });

  it('labels every option, and only country and vehicle selects take options from the backend', () => {
    for (const point of dataPointList) {
      if (point.kind === 'radio') expect(point.options?.length).toBeGreaterThan(1);
      if (point.kind === 'select' && !point.options)
        expect(point.path).toMatch(/countryOfBirth|[cC]itizenship|vehicleMake|vehicleModel$/);
      for (const value of point.options ?? []) {
        expect(value).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        expect(text(`options>${point.id}>${value}`), `${point.id}>${value}`).toBeDefined();
      }
    }
  });

  it('has no option labels for options that do not exist', () => {
    for (const key of leafKeys(form.options, 'options')) {
      const [, id = '', value = ''] = key.split('>');
      expect(dataPoints[id]?.options, key).toContain(value);
    }
  });

  it('has no field strings for data points that do not exist', () => {
    expect(Object.keys(form.fields ?? {}).sort()).toEqual(dataPointList.map((p) => p.id).sort());
    for (const key of leafKeys(form.fields, 'fields')) {
      expect(key).toMatch(/^fields>[a-z0-9-]+>(?:label|hint|by-country>[A-Z]{2}>(?:label|hint))$/);
      const country = /by-country>([A-Z]{2})/.exec(key)?.[1];
      if (country) expect(COUNTRY_CODES).toContain(country);
    }
  });

  it('flags the dynamic flow first pages: loan details and the initial details of behaviour §2', () => {
    const initial = dataPointList.filter((p) => p.includedOnInit).map((p) => p.id);
    expect(initial.sort()).toEqual(
      [
        'amount',
        'period',
        'first-name',
        'last-name',
        'date-of-birth',
        'email',
        'phone-number',
        'marketing-consents',
        'general-policies',
      ].sort(),
    );
  });
});

describe('the display labels of steps', () => {
  const CLASSIC_STEPS = [
    'loan-information',
    'personal-details',
    'contact-details',
    'income-details',
    'other-information',
    'reference-information',
  ];

  it('has all 38 dynamic step paths of behaviour §2, the 6 classic steps and the dynamic review', () => {
    expect(new Set(DYNAMIC_STEPS).size).toBe(38);
    for (const step of [...DYNAMIC_STEPS, ...CLASSIC_STEPS, 'review'])
      expect(text(`steps>${step}`), step).toBeDefined();
    expect(Object.keys(form.steps ?? {}).length).toBe(45);
  });

  it('names single-field steps exactly like their data point', () => {
    const singleField = DYNAMIC_STEPS.filter((step) => dataPoints[step]);
    expect(singleField.length).toBeGreaterThanOrEqual(25);
  });
});

// Every failure reason the validators can give: a Record over the union type fails to compile when one is added.
const VALIDATOR_REASONS = {
  'national-id': { format: 1, checksum: 1, date: 1, region: 1 } satisfies Record<NationalIdFailure, 1>,
  postcode: { format: 1, region: 1 } satisfies Record<Extract<PostcodeResult, { ok: false }>['reason'], 1>,
  'bank-account': { format: 1, checksum: 1, country: 1 } satisfies Record<BankAccountFailure, 1>,
};
const MISMATCHES = { 'birth-date': 1, 'birth-year': 1, sex: 1 } satisfies Record<BirthDataMismatch, 1>;

/** Inputs that are wrong for some data point or other. */
const BAD_INPUTS: readonly unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x',
  '-',
  'a-',
  'Jan--Nowak',
  'Jan ',
  '!!!',
  '@',
  'a@b',
  'a@b.c',
  'a'.repeat(300),
  'ab1',
  0,
  -1,
  1.5,
  1e12,
  99_999_999_999_999,
  '1.5',
  '12,5',
  '-3',
  true,
  false,
  'yes',
  'maybe',
  'ZZZ',
  'Z1',
  '12',
  '999999',
  '1800-01-01',
  '1900-01-01',
  '2999-01-01',
  '2025-02-30',
  '30/02/2025',
  TODAY,
  '2010-01-01',
  '2000-01-01',
  'XX00',
  'ES00 0000',
  'DE89370400440532013001',
  'PL12',
  '+1 202 555 0100',
  '0000000000000000000',
  ...COUNTRY_CODES.flatMap((c) => Object.values(GOOD[c])),
];

describe('error messages', () => {
  const produced = new Set<string>();
  for (const country of COUNTRY_CODES) {
    const ctx = ctxFor(country);
    for (const point of dataPointList) {
      for (const input of BAD_INPUTS) {
        const result = point.schema(ctx).safeParse(input);
        for (const issue of result.error?.issues ?? []) produced.add(issue.message);
      }
    }
    for (const error of validateDataPoints([...dataPointList.map((p) => p.id), 'no-such-field'], {}, ctx))
      produced.add(error.message);
  }
  // A brand with weekly periods: off-grid periods exist only where the step is above 1.
  const weekly = { ...ctxFor('PL'), period: { min: 7, max: 28, step: 7 } };
  for (const error of validateDataPoints(['period'], { period: '10' }, weekly)) produced.add(error.message);

  it('are i18n keys with English text in en/form.json', () => {
    expect(produced.size).toBeGreaterThan(40);
    for (const key of produced) expect(text(key), key).toBeDefined();
  });

  it('include the required key of every kind and the unknown-field key', () => {
    for (const key of ['errors>required', 'errors>choose', 'errors>accept', UNKNOWN_FIELD])
      expect(produced).toContain(key);
  });

  it('cover every validator reason, and en/form.json has no error nobody produces', () => {
    const reasons = Object.entries(VALIDATOR_REASONS).flatMap(([prefix, r]) =>
      Object.keys(r).map((k) => `errors>${prefix}>${k}`),
    );
    const mismatches = Object.keys(MISMATCHES).map((m) => `errors>national-id>mismatch-${m}`);
    for (const key of [...reasons, ...mismatches]) expect(text(key), key).toBeDefined();
    // Answered by the reference API's own checks, not by the catalogue (web/src/i18n/locales.test.ts finds them),
    // and by the detail screens' check of a vehicle's model against its make (contract/offer-form-check.ts).
    const server = ['errors>email-disposable', 'errors>verification-code', 'errors>vehicle-model'];
    const known = new Set([...produced, ...reasons, ...mismatches, ...server]);
    for (const key of leafKeys(form.errors, 'errors')) expect(known.has(key), key).toBe(true);
  });
});
