/** Test-only fixtures for the catalogue tests (nothing in production imports this). */
import type { CountryCode } from '../country';
import type { ValidationContext } from '../data-points/types';

export const TODAY = '2025-06-15';

/** The Vietnam ranges of behaviour §9 for every country: the catalogue takes ranges from the brand, not the country. */
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
