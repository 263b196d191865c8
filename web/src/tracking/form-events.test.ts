import { describe, expect, it, vi } from 'vitest';
import { dataPoints } from '../../../contract/data-points';
import { analyticsFieldName, reportStepSaved, stepSavedProperties } from './form-events';
import type { Tracker } from './tracker';

describe('form events under behaviour §3 analytics field names', () => {
  it('names the spec’s own fields as the spec does, and every other data point form_<name>', () => {
    expect(analyticsFieldName('email')).toBe('email');
    expect(analyticsFieldName('phone-number')).toBe('phone_number');
    expect(analyticsFieldName('amount')).toBe('loan_amount');
    expect(analyticsFieldName('period')).toBe('loan_period');
    expect(analyticsFieldName('date-of-birth')).toBe('form_birthday');
    expect(analyticsFieldName('first-name')).toBe('form_first_name');
    for (const id of Object.keys(dataPoints))
      expect(analyticsFieldName(id)).toMatch(/^(email|phone_number|loan_\w+|form_[a-z0-9_]+)$/);
  });

  it('a saved step says which fields it answered, never their values; only the loan terms go as values', () => {
    const application = {
      amount: 200,
      period: 30,
      personalDetails: { firstName: 'Ana' },
      contactDetails: { email: 'a@b.c' },
    };
    const properties = stepSavedProperties(
      '/contact-details',
      ['email', 'phone-number', 'first-name'],
      application,
    );
    expect(properties).toEqual({
      step: '/contact-details',
      email: true,
      phone_number: true,
      form_first_name: true,
      loan_amount: 200,
      loan_period: 30,
    });
    expect(JSON.stringify(properties)).not.toContain('Ana');
  });

  it('warns (behaviour §8) and sends nothing when a field cannot be named', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(stepSavedProperties('/x', ['Not An Id'], {})).toBeNull();
    expect(warn).toHaveBeenCalledWith('Error mapping application data to posthog fields', expect.any(Error));
    const analyticsEvent = vi.fn();
    const tracker = Promise.resolve({ apply: vi.fn(), funnel: vi.fn(), analyticsEvent } as Tracker);
    await reportStepSaved('/x', ['Not An Id'], {}, tracker);
    expect(analyticsEvent).not.toHaveBeenCalled();
    await reportStepSaved('/x', ['email'], {}, tracker);
    expect(analyticsEvent).toHaveBeenCalledWith('form_step_saved', { step: '/x', email: true });
  });
});
