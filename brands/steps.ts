import type { BrandConfig } from './schema';

/**
 * The classic steps after loan information. Most countries use them as they are; where people carry two
 * surnames (Spain, Mexico, Colombia) the personal details ask for the second one too; where the law makes a promise
 * about the reference person (Colombia) the reference step says it (`referenceNotice`: a 'form' translation key),
 * elsewhere it says why a reference is asked and who may call them (`references>intro`);
 * where the national id encodes the birth date and sex, it is asked first (`idFirst`).
 */
export function classicSteps({
  secondSurname = false,
  referenceNotice = 'references>intro',
  idFirst = false,
}: { secondSurname?: boolean; referenceNotice?: string; idFirst?: boolean } = {}): BrandConfig['steps'] {
  const names = ['first-name', 'last-name', ...(secondSurname ? ['second-last-name'] : [])];
  const birth = ['date-of-birth', 'gender'];
  return [
    {
      path: '/personal-details',
      // Where the national id encodes the birth date and sex (`idFirst`: PESEL, CNP, CURP), it is asked before
      // them and fills them in (the catalogue's 'birth-data' help); elsewhere it comes last.
      dataPoints: idFirst ? [...names, 'personal-code', ...birth] : [...names, ...birth, 'personal-code'],
    },
    {
      path: '/contact-details',
      dataPoints: ['email', 'phone-number', 'postal-code', 'city', 'province', 'street', 'house-number', 'flat-number', 'marketing-consents', 'general-policies'],
    },
    { path: '/income-details', dataPoints: ['monthly-income', 'income-source', 'employer-name', 'income-payday', 'bank-account'] },
    { path: '/other-information', dataPoints: ['loan-purpose', 'marital-status', 'dependants', 'housing-tenure', 'monthly-expenses'] },
    {
      path: '/reference-information',
      dataPoints: ['reference-type', 'reference-name', 'reference-phone-number'],
      notice: referenceNotice,
    },
  ];
}
