import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './country';
import { dataPoints } from './data-points';
import { setIn } from './data-points/lead-path';
import { INITIAL_DATA_POINTS, dynamicStepOf } from './dynamic-steps';
import type { LoanApplication } from './lead';
import { countedPages, dynamicPagePaths, requestedDataPoints, STAGES } from './dynamic-stages';

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

  it('asks the bank with the account number in Viet Nam only, where the number names no bank', () => {
    const beforeBank = {
      ...firstPage,
      personalDetails: { ...firstPage.personalDetails, personalCode: 'x' },
      incomeDetails: { monthlyIncome: 1, incomeSource: 'pension' },
    };
    expect(requestedDataPoints('VN', beforeBank)).toEqual(['bank-name', 'bank-account']);
    expect(requestedDataPoints('MX', beforeBank)).toEqual(['bank-account']);
    expect(dynamicStepOf('bank-name')).toBe('bank-account');
  });

  it('is done when every stage is answered', () => {
    const done = {
      ...firstPage,
      personalDetails: { ...firstPage.personalDetails, personalCode: 'x' },
      incomeDetails: { monthlyIncome: 1, incomeSource: 'pension', iban: 'x', bankName: 'acb' },
    };
    expect(requestedDataPoints('VN', done)).toEqual([]);
    expect(requestedDataPoints('MX', done)).toEqual([]);
  });

  it('counts the pages still possible: a conditional page until what decides it is answered', () => {
    expect(dynamicPagePaths('VN', {})).toEqual([
      'initial-details',
      'monthly-income',
      'income-source',
      'employer-name',
      'personal-code',
      'bank-account',
    ]);
    const pension = { ...firstPage, incomeDetails: { monthlyIncome: 1, incomeSource: 'pension' } };
    expect(dynamicPagePaths('VN', pension)).not.toContain('employer-name');
    const employed = {
      ...firstPage,
      incomeDetails: { monthlyIncome: 1, incomeSource: 'full-time-employment' },
    };
    expect(dynamicPagePaths('VN', employed)).toContain('employer-name');
    expect(dynamicPagePaths('DE', firstPage)).toContain('mortgage-amount');
    expect(
      dynamicPagePaths('DE', { ...firstPage, otherDetails: { housingTenure: 'tenant-private' } }),
    ).not.toContain('mortgage-amount');
  });

  it('numbers each page by its place among every page the form may ask: a page ruled out keeps its number', () => {
    // de-1, renting: the mortgage page is never shown; the bank account is still the 8th of 9 (the review 9th).
    const renting = ['initial-details', 'monthly-income', 'income-source', 'employer-name', 'marital-status', 'housing-information', 'bank-account'];
    const counted = countedPages('DE', renting);
    expect(counted.indexOf('housing-information') + 1).toBe(6);
    expect(counted.indexOf('bank-account') + 1).toBe(8);
    expect(counted.length + 1).toBe(9);
    expect(countedPages('DE', [])).toEqual(counted);
    // A page the stages do not list (a server asking more) follows the page shown before it.
    expect(countedPages('VN', ['initial-details', 'education', 'monthly-income'])).toEqual([
      'initial-details',
      'education',
      'monthly-income',
      'income-source',
      'employer-name',
      'personal-code',
      'bank-account',
    ]);
  });

  it.each(COUNTRY_CODES)(
    '%s: every page the flow then asks was counted from the start, and the count only shrinks',
    (country) => {
      for (const answers of [
        { 'income-source': 'full-time-employment', 'housing-tenure': 'owner-with-mortgage' },
        { 'income-source': 'pension', 'housing-tenure': 'tenant-private' },
      ]) {
        let lead: LoanApplication = firstPage;
        let counted = dynamicPagePaths(country, lead);
        const asked: string[] = [];
        for (
          let ids = requestedDataPoints(country, lead);
          ids.length > 0;
          ids = requestedDataPoints(country, lead)
        ) {
          asked.push(...ids);
          for (const id of ids)
            lead = setIn(lead, dataPoints[id]!.path, answers[id as keyof typeof answers] ?? 'x');
          const now = dynamicPagePaths(country, lead);
          expect(counted, `${country} after ${ids.join()}`).toEqual(expect.arrayContaining(now));
          counted = now;
        }
        const pages = new Set(asked.map((id) => dynamicStepOf(id)));
        expect(dynamicPagePaths(country, firstPage)).toEqual(expect.arrayContaining([...pages]));
        expect(counted).toEqual(['initial-details', ...pages]);
      }
    },
  );
});
