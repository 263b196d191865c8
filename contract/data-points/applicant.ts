/** The loan itself (lead top level), personalDetails, contactDetails and the contact-channel consents. */
import { FINANCING_OPTIONS, GENDERS } from '../options';
import * as d from './define';
import type { DataPoint } from './types';

const { ON_INIT, OPTIONAL } = d;
const pd = 'personalDetails.';
const cd = 'contactDetails.';

export const applicantDataPoints: readonly DataPoint[] = [
  d.loanRange('amount', 'amount', 'transaction-amount', ON_INIT),
  d.loanRange('period', 'period', 'off', ON_INIT),
  d.radio('financing-option', 'financingOption', FINANCING_OPTIONS),
  d.integer('monthly-payment-day', 'monthlyPaymentDay', 1, 28, 'errors>payment-day'),
  d.checkbox('general-policies', 'generalPolicies', ON_INIT),

  d.name('first-name', `${pd}firstName`, 'given-name', ON_INIT),
  d.name('middle-name', `${pd}middleName`, 'additional-name', OPTIONAL),
  d.name('last-name', `${pd}lastName`, 'family-name', ON_INIT),
  // The second surname of Spanish-speaking countries; no autocomplete token holds only it.
  d.name('second-last-name', `${pd}secondLastName`, 'off', OPTIONAL),
  d.radio('gender', `${pd}gender`, GENDERS, { autocomplete: 'sex' }),
  d.dateOfBirth('date-of-birth', `${pd}dateOfBirth`, ON_INIT),
  d.nationalId('personal-code', `${pd}personalCode`, {
    assist: { kind: 'birth-data', fills: { birthDate: 'date-of-birth', sex: 'gender' } },
  }),

  d.email('email', `${cd}email`, ON_INIT),
  d.checkbox('marketing-consents', `${cd}marketingConsents`, { ...ON_INIT, ...OPTIONAL }),
  d.phone('phone-number', `${cd}phoneNumber`, 'tel', ON_INIT),
  d.postcode('postal-code', `${cd}postalCode`, 'postal-code', {
    assist: { kind: 'postcode', fills: ['city', 'province'] },
  }),
  d.text('province', `${cd}province`, 'place', 'address-level1'),
  d.text('district', `${cd}district`, 'place', 'address-level3'),
  d.text('city', `${cd}city`, 'place', 'address-level2'),
  d.text('street', `${cd}street`, 'street', 'address-line1'),
  // No autocomplete token holds a house, block or floor number alone; a flat is what address-line2 usually holds.
  d.text('block-number', `${cd}blockNumber`, 'block-number', 'off', OPTIONAL),
  d.text('house-number', `${cd}houseNumber`, 'house-number', 'off'),
  d.text('floor', `${cd}floor`, 'floor', 'off', OPTIONAL),
  d.text('flat-number', `${cd}flatNumber`, 'flat-number', 'address-line2', OPTIONAL),
  d.text('municipality', `${cd}municipality`, 'place', 'address-level2'),
  d.text('suburb', `${cd}suburb`, 'place', 'address-level3'),

  d.checkbox('consent-email', 'consents.email', OPTIONAL),
  d.checkbox('consent-phone', 'consents.phone', OPTIONAL),
  d.checkbox('consent-text', 'consents.text', OPTIONAL),
  d.checkbox('consent-post', 'consents.post', OPTIONAL),
];
