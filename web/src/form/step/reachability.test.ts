import { describe, expect, it } from 'vitest';
import { reachableStep, stepComplete } from './reachability';

const steps = [
  { path: '/personal-details', dataPoints: ['first-name', 'last-name'] },
  { path: '/contact-details', dataPoints: ['email', 'marketing-consents', 'general-policies'] },
  { path: '/income-details', dataPoints: ['monthly-income', 'income-source', 'employer-name'] },
];

describe('reachableStep', () => {
  it('is the first step for a new application', () => {
    expect(reachableStep(steps, {})).toBe(0);
  });

  it('moves past a step once its required answers are stored; optional ones do not hold it back', () => {
    const app = {
      personalDetails: { firstName: 'Ana', lastName: 'Reyes' },
      contactDetails: { email: 'a@b.es' },
    };
    expect(reachableStep(steps, app)).toBe(1);
    expect(reachableStep(steps, { ...app, generalPolicies: true })).toBe(2);
  });

  it('asks the employer only of the employed', () => {
    const base = { incomeDetails: { monthlyIncome: 1000, incomeSource: 'pension' } };
    expect(stepComplete(steps[2]!, base)).toBe(true);
    expect(
      stepComplete(steps[2]!, {
        incomeDetails: { ...base.incomeDetails, incomeSource: 'full-time-employment' },
      }),
    ).toBe(false);
    expect(
      stepComplete(steps[2]!, {
        incomeDetails: { monthlyIncome: 1000, incomeSource: 'full-time-employment' },
        employer: { name: 'Acme' },
      }),
    ).toBe(true);
  });

  it('is the last step when every step is complete', () => {
    const app = {
      personalDetails: { firstName: 'Ana', lastName: 'Reyes' },
      contactDetails: { email: 'a@b.es' },
      generalPolicies: true,
      incomeDetails: { monthlyIncome: 1000, incomeSource: 'pension' },
    };
    expect(reachableStep(steps, app)).toBe(2);
  });

  it('treats an unticked required checkbox as missing', () => {
    expect(stepComplete(steps[1]!, { contactDetails: { email: 'a@b.es' }, generalPolicies: false })).toBe(
      false,
    );
  });
});
