import type { BrandConfig } from './schema';

/**
 * The classic steps after loan information. Most countries use them as they are; where people carry two
 * surnames (Spain, Mexico, Colombia) the personal details ask for the second one too; where the law makes a promise
 * about the reference person (Colombia) the reference step says it (`referenceNotice`: a 'form' translation key).
 */
export function classicSteps({
  secondSurname = false,
  referenceNotice,
}: { secondSurname?: boolean; referenceNotice?: string } = {}): BrandConfig['steps'] {
  return [
    {
      path: '/personal-details',
      dataPoints: ['first-name', 'last-name', ...(secondSurname ? ['second-last-name'] : []), 'date-of-birth', 'gender', 'personal-code'],
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
      ...(referenceNotice ? { notice: referenceNotice } : {}),
    },
  ];
}
