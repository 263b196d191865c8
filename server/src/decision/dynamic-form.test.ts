import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../../../contract/country';
import { dataPoints } from '../../../contract/data-points';
import { INITIAL_DATA_POINTS } from '../../../contract/dynamic-steps';
import { requestedDataPoints, STAGES } from './dynamic-form';

const firstPage = {
  amount: 1,
  period: 61,
  generalPolicies: true,
  personalDetails: { firstName: 'A', lastName: 'B', dateOfBirth: '1990-01-01' },
  contactDetails: { email: 'a@x.test', phoneNumber: '1' },
};

describe('dynamic form rules', () => {
  it('names only data points of the catalogue', () => {
    for (const id of INITIAL_DATA_POINTS) expect(dataPoints[id], id).toBeDefined();
    for (const country of COUNTRY_CODES)
      for (const stage of STAGES[country])
        for (const id of stage.ids) expect(dataPoints[id], id).toBeDefined();
  });

  it('asks the missing first-page data points first (general policies must be accepted)', () => {
    expect(requestedDataPoints('VN', {})).toEqual(
      INITIAL_DATA_POINTS.filter((id) => id !== 'marketing-consents'),
    );
    expect(requestedDataPoints('VN', { ...firstPage, generalPolicies: false })).toEqual(['general-policies']);
  });

  it('then one stage at a time per country', () => {
    expect(requestedDataPoints('VN', firstPage)).toEqual(['monthly-income']);
    expect(requestedDataPoints('PL', firstPage)).toEqual(['personal-code']);
    expect(
      requestedDataPoints('DE', {
        ...firstPage,
        incomeDetails: { monthlyIncome: 1, incomeSource: 'pension' },
      }),
    ).toEqual(['marital-status']);
  });

  it('asks about the mortgage only of those who have one', () => {
    const es = {
      ...firstPage,
      personalDetails: { ...firstPage.personalDetails, personalCode: 'x' },
      incomeDetails: { monthlyIncome: 1, incomeSource: 'pension' },
    };
    expect(requestedDataPoints('ES', { ...es, otherDetails: { housingTenure: 'tenant-private' } })).toEqual([
      'bank-account',
    ]);
    expect(
      requestedDataPoints('ES', { ...es, otherDetails: { housingTenure: 'owner-with-mortgage' } }),
    ).toEqual(['mortgage-amount']);
  });

  it('is done when every stage is answered', () => {
    const done = {
      ...firstPage,
      personalDetails: { ...firstPage.personalDetails, personalCode: 'x' },
      incomeDetails: { monthlyIncome: 1, incomeSource: 'pension', iban: 'x' },
    };
    expect(requestedDataPoints('VN', done)).toEqual([]);
    expect(requestedDataPoints('MX', done)).toEqual([]);
  });
});
