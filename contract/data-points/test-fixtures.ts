/** Test-only fixtures for the catalogue tests (nothing in production imports this). */
import type { CountryCode } from '../country';
import type { ValidationContext } from './types';

export const TODAY = '2025-06-15';

/** The Vietnam ranges of spec §9 for every country: the catalogue takes ranges from the brand, not the country. */
export const ctxFor = (country: CountryCode): ValidationContext => ({
  country,
  amount: { min: 500_000, max: 20_000_000, step: 100 },
  period: { min: 61, max: 90, step: 1 },
  today: TODAY,
});

type CountryValues = {
  'personal-code': string;
  'date-of-birth': string;
  gender: 'female' | 'male';
  'postal-code': string;
  'phone-number': string;
  'bank-account': string;
};

/** Valid answers per country (countries.md test vectors); dates of birth and genders agree with the id. */
export const GOOD: Readonly<Record<CountryCode, CountryValues>> = {
  CO: {
    'personal-code': '1.234.567.890',
    'date-of-birth': '1990-01-31',
    gender: 'female',
    'postal-code': '110111',
    'phone-number': '300 123 4567',
    'bank-account': '123456789',
  },
  DE: {
    'personal-code': '36574261809',
    'date-of-birth': '1985-12-01',
    gender: 'male',
    'postal-code': '10115',
    'phone-number': '0151 23456789',
    'bank-account': 'DE89 3704 0044 0532 0130 00',
  },
  ES: {
    'personal-code': '54362315-k',
    'date-of-birth': '1979-02-28',
    gender: 'female',
    'postal-code': '28013',
    'phone-number': '+34 612 345 678',
    'bank-account': 'ES91 2100 0418 4502 0005 1332',
  },
  MX: {
    'personal-code': 'BOXW310820HNERXN09',
    'date-of-birth': '1931-08-20',
    gender: 'male',
    'postal-code': '06600',
    'phone-number': '55 1234 5678',
    'bank-account': '002010077777777771',
  },
  PH: {
    'personal-code': '123-456-789-000',
    'date-of-birth': '2000-02-29',
    gender: 'female',
    'postal-code': '1000',
    'phone-number': '0917 123 4567',
    'bank-account': '1234567890',
  },
  PL: {
    'personal-code': '44051401359',
    'date-of-birth': '1944-05-14',
    gender: 'male',
    'postal-code': '00950',
    'phone-number': '+48 501 234 567',
    'bank-account': '61 1090 1014 0000 0712 1981 2874',
  },
  RO: {
    'personal-code': '1630615123457',
    'date-of-birth': '1963-06-15',
    gender: 'male',
    'postal-code': '010011',
    'phone-number': '0721 234 567',
    'bank-account': 'RO49 AAAA 1B31 0075 9384 0000',
  },
  VN: {
    'personal-code': '001090012345',
    'date-of-birth': '1990-07-04',
    gender: 'male',
    'postal-code': '10000',
    'phone-number': '0912 345 678',
    'bank-account': '0123456789',
  },
};

/** Invalid answers in every country. */
export const BAD = {
  'personal-code': 'ABC',
  'date-of-birth': '2010-01-01',
  'postal-code': '1',
  'phone-number': '12',
  'bank-account': 'XX00',
} as const;

/** A tax identification number per country that the country's rule (or the generic pattern) accepts. */
const TAX_IDS: Readonly<Record<CountryCode, string>> = {
  CO: '900.123.456-7',
  DE: '36574261809',
  ES: 'X2482300W',
  MX: 'GODE561231GR8',
  PH: '123-456-789-000',
  PL: '5260250274',
  RO: '1630615123457',
  VN: '0101234567',
};

/** A valid answer for every data point of the catalogue, as a form holds them (mostly strings). */
export const answersFor = (country: CountryCode): Record<string, unknown> => {
  const good = GOOD[country];
  return {
    ...good,
    amount: '1 000 000',
    period: '73',
    'financing-option': 'instalments',
    'monthly-payment-day': '15',
    'general-policies': true,
    'first-name': 'Anna-Maria',
    'middle-name': 'Zoë',
    'last-name': 'García Márquez',
    'second-last-name': 'Nguyễn',
    email: ' Anna.Nowak+loan@Example.COM ',
    'marketing-consents': false,
    province: 'Mazowieckie',
    district: 'Quận 1',
    city: "L'Hospitalet de Llobregat",
    street: 'Calle 100 # 19-61',
    'block-number': 'B',
    'house-number': '12B',
    floor: '1º',
    'flat-number': '4',
    municipality: 'Bielsko-Biała',
    suburb: 'St. Gallen',
    'consent-email': true,
    'consent-phone': false,
    'consent-text': true,
    'consent-post': false,
    'monthly-income': '4 500',
    'income-source': 'full-time-employment',
    'income-contract-started-at': '2020-03-01',
    'income-contract-expires-at': '2026-03-01',
    'income-payday': 'days-22-31',
    'job-area': 'healthcare',
    'job-title': 'C++ developer',
    'online-banking': 'yes',
    'position-type': 'specialist',
    'monthly-extra-income': '0',
    'work-phone': good['phone-number'],
    'spouse-monthly-income': 0,
    'salary-cycle': 'monthly',
    'salary-cycle-value': '25',
    'cofidis-profession': 'civil-servant',
    'household-income': 7000,
    'in-tax-debt': false,
    'in-contribution-debt': 'no',
    'economic-activity': 'services',
    'termination-period': '1-to-3-months',
    'trial-period': 'no',
    'pension-payer': 'ZUS',
    'mortgage-amount': '120000',
    'rent-amount': '0',
    'monthly-expenses': '1500',
    'monthly-credit-commitments': '300',
    'has-other-loans': 'yes',
    'total-debt': '500000',
    'mortgage-started-at': '2015-01-01',
    'mortgage-expires-at': '2045-01-01',
    'monthly-mortgage-amount': '900',
    'household-expenses': '2500',
    'loan-purpose': 'home-improvement',
    'is-politically-exposed': 'no',
    'connected-to-pep': 'no',
    'marital-status': 'married',
    education: 'master',
    'housing-tenure': 'owner-with-mortgage',
    'housing-tenure-since-date': TODAY,
    'vehicle-consent': true,
    'has-vehicle-down-payment': 'yes',
    'vehicle-ownership': 'car',
    'vehicle-license-plate-number': 'WX 12345',
    'is-vehicle-financed': 'no',
    'iban-consent': true,
    'credit-history': 'no',
    dependants: '2',
    'number-of-dependants-other': '0',
    'country-of-birth': 'pl',
    'living-area': 'city',
    citizenship: 'PL',
    'second-citizenship': 'de',
    'city-of-birth': 'Hồ Chí Minh',
    'province-of-birth': 'Mazowieckie',
    'id-card-number': 'ABC 123456',
    'id-card-issued-at': '2019-05-01',
    'id-card-issued-authority': 'Prezydent m.st. Warszawy',
    'overdue-debt-amount': '1000',
    'is-interested-in-debt-consolidation': 'yes',
    'has-bank-account': 'yes',
    'has-proof-of-income': 'yes',
    'tax-identification-number': TAX_IDS[country],
    'number-of-inhabitants': '3',
    'pension-number': '12-3456789',
    'field-registration-number': 'RO 123/45',
    'field-square-area': '2500',
    'employer-name': 'Müller GmbH & Co. KG',
    'employer-postal-code': good['postal-code'],
    'employer-province': 'Jalisco',
    'employer-city': 'Ciudad de México',
    'employer-street': 'Hauptstr.',
    'employer-house-number': '3/5',
    'employer-tax-registry-code': 'B-12345678',
    'reference-type': 'friend',
    'reference-name': 'Jan Kowalski',
    'reference-phone-number': good['phone-number'],
  };
};
