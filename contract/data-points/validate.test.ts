import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, type CountryCode } from '../country';
import { loanApplicationSchema } from '../lead';
import { dataPointList } from './catalogue';
import { answersFor } from '../testing/data-point-answers';
import { BAD, ctxFor, GOOD } from '../testing/data-point-fixtures';
import { parseDataPoints, UNKNOWN_FIELD, validateDataPoints, validateLeadFields } from './validate';

const ALL_IDS = dataPointList.map((p) => p.id);
const COUNTRY_IDS = Object.keys(BAD) as (keyof typeof BAD)[];

describe.each(COUNTRY_CODES)('validateDataPoints in %s', (country) => {
  const ctx = ctxFor(country);

  it('accepts a valid answer to every data point', () => {
    expect(validateDataPoints(ALL_IDS, answersFor(country), ctx)).toEqual([]);
  });

  it('normalises answers into a lead the lead schema accepts and validateLeadFields passes', () => {
    const { errors, lead } = parseDataPoints(ALL_IDS, answersFor(country), ctx);
    expect(errors).toEqual([]);
    expect(loanApplicationSchema.safeParse(lead).success).toBe(true);
    expect(validateLeadFields(lead, ctx)).toEqual([]);
    expect(lead.amount).toBe(1_000_000);
    expect(lead.incomeDetails?.monthlyIncome).toBe(4500);
    expect(lead.incomeDetails?.usingOnlineBanking).toBe(true);
    expect(lead.contactDetails?.email).toBe('anna.nowak+loan@example.com');
    expect(lead.otherDetails?.countryOfBirth).toBe('PL');
  });

  it.each(COUNTRY_IDS)('refuses a bad %s with a message under its own key', (id) => {
    const errors = validateDataPoints([id], { ...GOOD[country], [id]: BAD[id] }, ctx);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.fieldName).toBe(id);
    const prefix = {
      'personal-code': 'national-id',
      'date-of-birth': 'date-of-birth',
      'postal-code': 'postcode',
      'phone-number': 'phone',
      'bank-account': 'bank-account',
    }[id];
    expect(errors[0]?.message).toMatch(new RegExp(`^errors>${prefix}(>|$)`));
  });
});

describe('validateDataPoints', () => {
  const ctx = ctxFor('ES');

  it('reports an empty required answer with its kind of "required"', () => {
    expect(
      validateDataPoints(
        ['first-name', 'gender', 'online-banking', 'general-policies'],
        { 'first-name': '  ', 'general-policies': false },
        ctx,
      ),
    ).toEqual([
      { fieldName: 'first-name', message: 'errors>required' },
      { fieldName: 'gender', message: 'errors>choose' },
      { fieldName: 'online-banking', message: 'errors>choose' },
      { fieldName: 'general-policies', message: 'errors>accept' },
    ]);
  });

  it('lets optional answers stay empty, but still checks them when given', () => {
    expect(validateDataPoints(['middle-name', 'flat-number', 'marketing-consents'], {}, ctx)).toEqual([]);
    expect(validateDataPoints(['middle-name'], { 'middle-name': 'J.' }, ctx)).toEqual([
      { fieldName: 'middle-name', message: 'errors>name' },
    ]);
  });

  it('reports an unknown data point instead of throwing', () => {
    expect(validateDataPoints(['shoe-size'], { 'shoe-size': 42 }, ctx)).toEqual([
      { fieldName: 'shoe-size', message: UNKNOWN_FIELD },
    ]);
  });

  it('validates only the ids asked for', () => {
    expect(validateDataPoints(['first-name'], { 'first-name': 'Ana', email: 'nope' }, ctx)).toEqual([]);
  });

  it('gives the first problem of each field only', () => {
    const errors = validateDataPoints(['date-of-birth'], { 'date-of-birth': '31/12/1990' }, ctx);
    expect(errors).toEqual([{ fieldName: 'date-of-birth', message: 'errors>date-of-birth>format' }]);
  });

  it('normalises the country validators output (PL postcode, ES DNI, IBAN)', () => {
    const pl = parseDataPoints(['postal-code', 'bank-account'], GOOD.PL, ctxFor('PL')).lead;
    expect(pl.contactDetails?.postalCode).toBe('00-950');
    expect(pl.incomeDetails?.iban).toBe('PL61109010140000071219812874');
    const es = parseDataPoints(['personal-code'], GOOD.ES, ctx).lead;
    expect(es.personalDetails?.personalCode).toBe('54362315K');
  });
});

describe('the personal code against the date of birth and gender', () => {
  const ENCODES_BIRTH: readonly CountryCode[] = ['MX', 'PL', 'RO', 'VN'];

  it.each(ENCODES_BIRTH)('%s: a different date of birth is reported on the personal code', (country) => {
    const values = { ...GOOD[country], 'date-of-birth': '1980-01-01' };
    const errors = validateDataPoints(['personal-code'], values, ctxFor(country));
    expect(errors).toEqual([
      {
        fieldName: 'personal-code',
        message: expect.stringMatching(/^errors>national-id>mismatch-birth-(date|year)$/) as unknown,
      },
    ]);
  });

  it.each(ENCODES_BIRTH)('%s: a different gender is reported on the personal code', (country) => {
    const values = { ...GOOD[country], gender: GOOD[country].gender === 'male' ? 'female' : 'male' };
    expect(validateDataPoints(['personal-code', 'gender'], values, ctxFor(country))).toEqual([
      { fieldName: 'personal-code', message: 'errors>national-id>mismatch-sex' },
    ]);
  });

  it.each(['CO', 'DE', 'ES', 'PH'] as const)('%s: the id encodes neither, so anything goes', (country) => {
    const values = { ...GOOD[country], 'date-of-birth': '1980-01-01', gender: 'male' };
    expect(validateDataPoints(['personal-code', 'date-of-birth', 'gender'], values, ctxFor(country))).toEqual(
      [],
    );
  });
});

describe('validateLeadFields', () => {
  const ctx = ctxFor('PL');

  it('ignores absent fields: a lead is filled step by step', () => {
    expect(validateLeadFields({}, ctx)).toEqual([]);
    expect(validateLeadFields({ personalDetails: {}, amount: 1_000_000 }, ctx)).toEqual([]);
  });

  it('checks every field present, by data-point id', () => {
    const errors = validateLeadFields(
      {
        amount: 100,
        personalDetails: { firstName: 'Jan-', dateOfBirth: '2010-01-01' },
        contactDetails: { email: 'jan@', postalCode: '1' },
        expenses: { totalDebtAmount: 600_000 },
        otherDetails: { overdueDebtAmount: 1001, maritalStatus: 'complicated' },
        generalPolicies: false,
      },
      ctx,
    );
    expect(errors).toEqual([
      { fieldName: 'amount', message: 'errors>amount>range' },
      { fieldName: 'general-policies', message: 'errors>accept' },
      { fieldName: 'first-name', message: 'errors>name' },
      { fieldName: 'date-of-birth', message: 'errors>date-of-birth>adult' },
      { fieldName: 'email', message: 'errors>email' },
      { fieldName: 'postal-code', message: 'errors>postcode>format' },
      { fieldName: 'total-debt', message: 'errors>total-debt>max' },
      { fieldName: 'marital-status', message: 'errors>choose' },
      { fieldName: 'overdue-debt-amount', message: 'errors>overdue-debt>max' },
    ]);
  });

  it('reports a blank required field but not a blank optional one', () => {
    expect(validateLeadFields({ personalDetails: { lastName: ' ', middleName: '' } }, ctx)).toEqual([
      { fieldName: 'last-name', message: 'errors>required' },
    ]);
  });

  it.each(COUNTRY_CODES)('%s: cross-checks the stored personal code', (country) => {
    const good = GOOD[country];
    const lead = {
      personalDetails: {
        personalCode: good['personal-code'],
        dateOfBirth: good['date-of-birth'],
        gender: good.gender,
      },
    };
    expect(validateLeadFields(lead, ctxFor(country))).toEqual([]);
    const wrong = { personalDetails: { ...lead.personalDetails, dateOfBirth: '1975-03-03' } };
    const expected = ['MX', 'PL', 'RO', 'VN'].includes(country) ? 1 : 0;
    expect(validateLeadFields(wrong, ctxFor(country))).toHaveLength(expected);
  });
});
