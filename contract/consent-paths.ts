/**
 * Every consent answer of a lead (behaviour §4 "Stale data and expiry"): each box of the data-point catalogue
 * (terms and privacy, marketing, the contact channels, the vehicle and IBAN consents) and the accepted policies.
 * Written out rather than derived from the catalogue, which start-up must not carry; consent-paths.test.ts keeps
 * the two in step.
 */
export const CONSENT_PATHS: readonly string[] = [
  'generalPolicies',
  'contactDetails.marketingConsents',
  'consents.email',
  'consents.phone',
  'consents.text',
  'consents.post',
  'otherDetails.vehicleConsent',
  'otherDetails.ibanConsent',
  'policies',
];
