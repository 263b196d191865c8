/** otherDetails, employer and referenceDetails. */
import {
  EDUCATION_LEVELS,
  HOUSING_TENURES,
  LIVING_AREAS,
  LOAN_PURPOSES,
  MARITAL_STATUSES,
  REFERENCE_TYPES,
  VEHICLE_OWNERSHIPS,
} from '../options';
import * as d from './define';
import { OVERDUE_DEBT_MAX } from './number-schemas';
import { OLDEST_REGISTRATION_YEAR } from '../vehicle-models';
import type { DataPoint } from './types';

const { OPTIONAL } = d;
const o = 'otherDetails.';
const em = 'employer.';

export const circumstancesDataPoints: readonly DataPoint[] = [
  d.select('loan-purpose', `${o}loanPurpose`, LOAN_PURPOSES),
  d.yesNo('is-politically-exposed', `${o}isPoliticallyExposed`),
  d.yesNo('connected-to-pep', `${o}connectedToPep`),
  d.select('marital-status', `${o}maritalStatus`, MARITAL_STATUSES),
  d.select('education', `${o}education`, EDUCATION_LEVELS),
  d.select('housing-tenure', `${o}housingTenure`, HOUSING_TENURES),
  d.date('housing-tenure-since-date', `${o}housingTenureSinceDate`, 'past'),
  d.checkbox('vehicle-consent', `${o}vehicleConsent`),
  d.yesNo('has-vehicle-down-payment', `${o}hasVehicleDownPayment`),
  d.select('vehicle-ownership', `${o}vehicleOwnership`, VEHICLE_OWNERSHIPS),
  d.vehicleChoice('vehicle-make', `${o}vehicleMake`, 'make'),
  d.vehicleChoice('vehicle-model', `${o}vehicleModel`, 'model'),
  d.pastYear(
    'vehicle-registration-year',
    `${o}vehicleRegistrationYear`,
    OLDEST_REGISTRATION_YEAR,
    'errors>vehicle-registration-year',
  ),
  d.plate('vehicle-license-plate-number', `${o}vehicleLicensePlateNumber`),
  d.yesNo('is-vehicle-financed', `${o}isVehicleFinanced`),
  d.checkbox('iban-consent', `${o}ibanConsent`),
  d.yesNo('credit-history', `${o}negativeCreditHistory`),
  d.integer('dependants', `${o}numberOfDependants`, 0, 20, 'errors>dependants>range'),
  d.integer(
    'number-of-dependants-other',
    `${o}numberOfDependantsOther`,
    0,
    20,
    'errors>dependants>range',
    OPTIONAL,
  ),
  d.country('country-of-birth', `${o}countryOfBirth`),
  d.select('living-area', `${o}livingArea`, LIVING_AREAS),
  d.country('citizenship', `${o}citizenship`),
  d.country('second-citizenship', `${o}secondCitizenship`, OPTIONAL),
  d.text('city-of-birth', `${o}cityOfBirth`, 'place', 'off'),
  d.text('province-of-birth', `${o}provinceOfBirth`, 'place', 'off'),
  d.text('id-card-number', `${o}idCardNumber`, 'document', 'off'),
  d.date('id-card-issued-at', `${o}idCardIssuedAt`, 'past'),
  d.text('id-card-issued-authority', `${o}idCardIssuedAuthority`, 'organisation', 'off'),
  d.money('overdue-debt-amount', `${o}overdueDebtAmount`, {
    max: OVERDUE_DEBT_MAX,
    maxError: 'errors>overdue-debt>max',
  }),
  d.yesNo('is-interested-in-debt-consolidation', `${o}isInterestedInDebtConsolidation`),
  d.yesNo('has-bank-account', `${o}hasBankAccount`),
  d.yesNo('has-proof-of-income', `${o}hasProofOfIncome`),
  d.taxId('tax-identification-number', `${o}taxIdentificationNumber`),
  d.integer('number-of-inhabitants', `${o}numberOfInhabitants`, 1, 30, 'errors>inhabitants>range'),
  d.text('pension-number', `${o}pensionNumber`, 'document', 'off'),
  d.text('field-registration-number', `${o}fieldRegistrationNumber`, 'document', 'off'),
  // Square metres.
  d.integer('field-square-area', `${o}fieldSquareArea`, 1, 100_000_000, 'errors>field-area>range'),

  d.text('employer-name', `${em}name`, 'organisation', 'organization', { assist: { kind: 'employers' } }),
  // The applicant's own address would be offered for address tokens, so the employer's address has none.
  d.postcode('employer-postal-code', `${em}postalCode`, 'off'),
  d.text('employer-province', `${em}province`, 'place', 'off'),
  d.text('employer-city', `${em}city`, 'place', 'off'),
  d.text('employer-street', `${em}street`, 'street', 'off'),
  d.text('employer-house-number', `${em}houseNumber`, 'house-number', 'off'),
  d.text('employer-tax-registry-code', `${em}taxRegistryCode`, 'document', 'off'),

  d.select('reference-type', 'referenceDetails.type', REFERENCE_TYPES),
  d.name('reference-name', 'referenceDetails.name', 'off'),
  d.phone('reference-phone-number', 'referenceDetails.phoneNumber', 'off'),
];
