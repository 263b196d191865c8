import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ATTRIBUTION_FIELDS } from './attribution';
import { setIn } from './data-points/lead-path';
import {
  adClickRecordSchema,
  affiliateReferenceSchema,
  applicationResultSchema,
  deviceDataSchema,
  leadRequestSchema,
  loanApplicationSchema,
} from './lead';

/** Behaviour §3 "Loan application (lead)", written out field by field ('' = top level). */
const SPEC_FIELDS: Record<string, readonly string[]> = {
  '': [
    'id',
    'sessionId',
    'sessionStartedAt',
    'amount',
    'period',
    'periodScale',
    'financingOption',
    'monthlyPaymentDay',
    'generalPolicies',
    'policies',
    'googleCaptchaToken',
    'leadStatus',
    'leadSource',
    'expiresAt',
    'tags',
    'deviceData',
    'sellingTierGlobalId',
    'affiliateReferenceParams',
  ],
  personalDetails: [
    'firstName',
    'middleName',
    'lastName',
    'secondLastName',
    'gender',
    'dateOfBirth',
    'personalCode',
  ],
  contactDetails: [
    'email',
    'marketingConsents',
    'phoneNumber',
    'postalCode',
    'province',
    'district',
    'city',
    'street',
    'blockNumber',
    'houseNumber',
    'floor',
    'flatNumber',
    'municipality',
    'suburb',
  ],
  incomeDetails: [
    'monthlyIncome',
    'incomeSource',
    'incomeContractStartedAt',
    'incomeContractExpiresAt',
    'incomePayday',
    'jobArea',
    'jobTitle',
    'iban',
    'usingOnlineBanking',
    'positionType',
    'monthlyExtraIncome',
    'workPhone',
    'spouseMonthlyIncome',
    'salaryCycle',
    'salaryCycleValue',
    'cofidisProfession',
    'householdIncome',
    'inTaxDebt',
    'inContributionDebt',
    'economicActivity',
    'terminationPeriod',
    'trialPeriod',
    'pensionPayer',
  ],
  otherDetails: [
    'loanPurpose',
    'isPoliticallyExposed',
    'connectedToPep',
    'maritalStatus',
    'education',
    'housingTenure',
    'housingTenureSinceDate',
    'vehicleConsent',
    'hasVehicleDownPayment',
    'vehicleOwnership',
    'vehicleLicensePlateNumber',
    'isVehicleFinanced',
    'ibanConsent',
    'negativeCreditHistory',
    'numberOfDependants',
    'numberOfDependantsOther',
    'countryOfBirth',
    'livingArea',
    'citizenship',
    'secondCitizenship',
    'cityOfBirth',
    'provinceOfBirth',
    'idCardNumber',
    'idCardIssuedAt',
    'idCardIssuedAuthority',
    'overdueDebtAmount',
    'isInterestedInDebtConsolidation',
    'hasBankAccount',
    'hasProofOfIncome',
    'taxIdentificationNumber',
    'numberOfInhabitants',
    'pensionNumber',
    'fieldRegistrationNumber',
    'fieldSquareArea',
  ],
  expenses: [
    'mortgageAmount',
    'rentAmount',
    'monthlyExpenses',
    'monthlyCreditCommitments',
    'hasOtherLoans',
    'totalDebtAmount',
    'mortgageStartedAt',
    'mortgageExpiresAt',
    'monthlyMortgageAmount',
    'householdExpenses',
  ],
  employer: ['name', 'postalCode', 'province', 'city', 'street', 'houseNumber', 'taxRegistryCode'],
  referenceDetails: ['type', 'name', 'phoneNumber'],
  googleClick: ['gclid', 'gclidAt', 'gbraid', 'wbraid'],
  posthogParameters: ['isLeadPrefilled', 'leadPrefilledFields', 'leadPreviouslyRedirected'],
  adTracking: ['fbp', 'fbc', 'ttp', 'ttclid'],
  consents: ['email', 'phone', 'text', 'post'],
  // Behaviour §3 "Campaign attribution fields", kept with the lead (docs/decisions/0026).
  campaignAttribution: [...ATTRIBUTION_FIELDS],
  // Behaviour §3 "Affiliate reference" and "Device info", nested in the lead.
  affiliateReferenceParams: ['attribute', 'subId', 'transactionId', 'setAt'],
  deviceData: ['timezoneOffset', 'deviceMemory', 'language', 'screenResolution', 'pageLoadingTime'],
};

const unwrap = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodOptional ? unwrap(schema.unwrap() as z.ZodType) : schema;

/** The schema at a dot path of an object schema, or undefined. */
function schemaAt(root: z.ZodType, path: string): z.ZodType | undefined {
  let node: z.ZodType | undefined = root;
  for (const key of path.split('.').filter(Boolean)) {
    const inner: z.ZodType | undefined = node && unwrap(node);
    node = inner instanceof z.ZodObject ? (inner.shape as Record<string, z.ZodType>)[key] : undefined;
  }
  return node;
}

/** Dot paths of every object schema inside `schema` ('' = itself). */
function objectPaths(schema: z.ZodType, path = ''): string[] {
  const inner = unwrap(schema);
  if (!(inner instanceof z.ZodObject)) return [];
  const children = Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([key, child]) =>
    objectPaths(child, path ? `${path}.${key}` : key),
  );
  return [path, ...children];
}

describe('loanApplicationSchema', () => {
  const specPaths = Object.entries(SPEC_FIELDS).flatMap(([section, fields]) =>
    fields.map((field) => (section ? `${section}.${field}` : field)),
  );

  it.each(specPaths)('has the behaviour §3 field %s', (path) => {
    expect(schemaAt(loanApplicationSchema, path)).toBeDefined();
  });

  it('has every spec section and nothing the spec does not name', () => {
    const shapeKeys = Object.keys(loanApplicationSchema.shape).sort();
    const expected = [...(SPEC_FIELDS[''] ?? []), ...Object.keys(SPEC_FIELDS).filter(Boolean)];
    expect(shapeKeys).toEqual([...new Set(expected)].sort());
  });

  it('accepts an empty lead: every field is optional', () => {
    expect(loanApplicationSchema.safeParse({}).success).toBe(true);
  });

  const levels = objectPaths(loanApplicationSchema);

  it('has strict objects at every level', () => {
    expect(levels.length).toBe(15);
  });

  it.each(levels)('rejects an unknown key at level "%s"', (path) => {
    const lead = path ? setIn({}, `${path}.unexpected`, 1) : { unexpected: 1 };
    const result = loanApplicationSchema.safeParse(lead);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({
        code: 'unrecognized_keys',
        keys: ['unexpected'],
        path: path ? path.split('.') : [],
      }),
    );
  });

  it('stores money and counts as numbers, not digit strings', () => {
    expect(
      loanApplicationSchema.safeParse({ amount: 1500, incomeDetails: { monthlyIncome: 4000 } }).success,
    ).toBe(true);
    expect(loanApplicationSchema.safeParse({ amount: '1500' }).success).toBe(false);
    expect(loanApplicationSchema.safeParse({ otherDetails: { numberOfDependants: '2' } }).success).toBe(
      false,
    );
  });

  it('accepts a realistic stored lead', () => {
    const lead = {
      sessionId: '0b7c3f9e-2a51-4c1e-9d2f-6a8e4b1c7d90',
      sessionStartedAt: '2025-06-15T08:30:00.000Z',
      amount: 1_000_000,
      period: 73,
      periodScale: 'days',
      expiresAt: 1_750_000_000_000,
      tags: ['ui-v3'],
      leadStatus: true,
      deviceData: {
        timezoneOffset: -420,
        deviceMemory: 4,
        language: 'vi-VN',
        screenResolution: '390x844',
        pageLoadingTime: 812,
      },
      affiliateReferenceParams: {
        attribute: 'partner',
        subId: 's1',
        transactionId: 't1',
        setAt: '2025-06-15T08:29:00Z',
      },
      personalDetails: { firstName: 'Lan', lastName: 'Nguyễn', dateOfBirth: '1990-07-04' },
      contactDetails: { email: 'lan@example.com', phoneNumber: '0912345678', marketingConsents: false },
      googleClick: { gclid: 'abc', gclidAt: '2025-06-15T08:29:00Z' },
      posthogParameters: { isLeadPrefilled: true, leadPrefilledFields: ['personalDetails.firstName'] },
      adTracking: { fbp: 'fb.1.1', ttclid: 'x' },
      consents: { email: true, phone: false },
    };
    expect(loanApplicationSchema.parse(lead)).toEqual(lead);
  });

  it('rejects a session id that is not a UUID', () => {
    expect(loanApplicationSchema.safeParse({ sessionId: 'not-a-uuid' }).success).toBe(false);
  });
});

describe('string caps agree with the catalogue (fuzz regression)', () => {
  it('takes an email of 254 characters and a phone text of 250, as the form does', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(181)}.example`;
    expect(email).toHaveLength(254);
    expect(
      loanApplicationSchema.safeParse({
        contactDetails: { email, phoneNumber: ' '.repeat(240) + '0912345678' },
      }).success,
    ).toBe(true);
    expect(loanApplicationSchema.safeParse({ contactDetails: { email: `${email}x` } }).success).toBe(false);
    expect(
      loanApplicationSchema.safeParse({ contactDetails: { phoneNumber: '1'.repeat(251) } }).success,
    ).toBe(false);
  });
});

describe('the other schemas of behaviour §3', () => {
  it('leadRequestSchema is the lead plus the product id', () => {
    expect(leadRequestSchema.safeParse({ product: 'vn-cash', amount: 1 }).success).toBe(true);
    expect(leadRequestSchema.safeParse({ amount: 1 }).success).toBe(false);
  });

  it('applicationResultSchema holds application.status, offerId and partner.name', () => {
    const result = { application: { status: 'accepted' }, offerId: 'o-1', partner: { name: 'Lender' } };
    expect(applicationResultSchema.parse(result)).toEqual(result);
    expect(applicationResultSchema.safeParse({ application: { status: 'x', extra: 1 } }).success).toBe(false);
  });

  it('adClickRecordSchema holds gclid, gclsrc, gbraid, wbraid and setAt (epoch ms)', () => {
    expect(
      adClickRecordSchema.safeParse({ gclid: 'a', gclsrc: 'aw.ds', gbraid: 'b', wbraid: 'c', setAt: 1 })
        .success,
    ).toBe(true);
    // The legacy 'value' field is copied to gclid before a record is stored.
    expect(adClickRecordSchema.safeParse({ value: 'a' }).success).toBe(false);
  });

  it('affiliateReferenceSchema and deviceDataSchema are strict', () => {
    expect(affiliateReferenceSchema.safeParse({ attribute: 'a', refName: 'x' }).success).toBe(false);
    expect(deviceDataSchema.safeParse({ screenResolution: '1920x1080' }).success).toBe(true);
    expect(deviceDataSchema.safeParse({ screenResolution: '1920*1080' }).success).toBe(false);
  });
});
