/**
 * Fuzz-test support: stored values shaped like the ones the app writes (the lead application, the ad click, the
 * dynamic pages), with hostile, mistyped or missing leaves, and personal data that must never reach
 * localStorage. Test support only: nothing shipped imports it.
 */
import fc from 'fast-check';
import { hostileText, numberText } from '../../../contract/testing/fuzz-arbitraries';

/** Personal data that must never reach localStorage; the test looks for these exact values. */
export const SECRET_CANARIES = {
  personalCode: 'NID-CANARY-0417',
  iban: 'IBAN-CANARY-0417',
  idCardNumber: 'IDCARD-CANARY-0417',
  taxIdentificationNumber: 'TAX-CANARY-0417',
  pensionNumber: 'PENSION-CANARY-0417',
} as const;

/** Any JSON value, a few levels deep. */
export const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 3 });
/** A leaf a stored value could hold instead of the right one: any JSON, hostile text, extreme numbers. */
export const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  anyJson,
  hostileText,
  fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 0.1),
);

/** A date or timestamp as stored (ISO text, epoch ms), a malformed one, or no date at all. */
export const dateish: fc.Arbitrary<unknown> = fc.oneof(
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

/** The stored lead application: progress, answers, result and page errors. */
export const leadApplicationJson: fc.Arbitrary<string> = fc
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

/** The stored Google ad click. */
export const clickJson: fc.Arbitrary<string> = fc
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

/** The stored dynamic pages: each page's path, neighbours and data points. */
export const dynamicPagesJson: fc.Arbitrary<string> = fc
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
