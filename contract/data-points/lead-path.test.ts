import { describe, expect, it } from 'vitest';
import { getIn, setIn } from './lead-path';

describe('getIn / setIn', () => {
  const lead = { amount: 1, personalDetails: { firstName: 'Ana', lastName: 'Ruiz' } };

  it('reads dot paths and answers undefined for missing steps', () => {
    expect(getIn(lead, 'personalDetails.firstName')).toBe('Ana');
    expect(getIn(lead, 'amount')).toBe(1);
    expect(getIn(lead, 'contactDetails.email')).toBeUndefined();
    expect(getIn(lead, 'amount.value')).toBeUndefined();
    expect(getIn(lead, 'personalDetails.toString')).toBeUndefined();
  });

  it('writes without touching the original, creating sections', () => {
    const next = setIn(lead, 'contactDetails.email', 'a@b.co');
    expect(next).toEqual({ ...lead, contactDetails: { email: 'a@b.co' } });
    expect(lead).not.toHaveProperty('contactDetails');
    const renamed = setIn(lead, 'personalDetails.firstName', 'Eva');
    expect(renamed.personalDetails).toEqual({ firstName: 'Eva', lastName: 'Ruiz' });
    expect(lead.personalDetails.firstName).toBe('Ana');
    expect(renamed.personalDetails).not.toBe(lead.personalDetails);
  });

  it('removes a field when the value is undefined', () => {
    expect(setIn(lead, 'personalDetails.lastName', undefined).personalDetails).toEqual({ firstName: 'Ana' });
  });

  it('refuses prototype keys', () => {
    expect(() => setIn({}, '__proto__.polluted', 1)).toThrow();
    expect(() => setIn({}, 'a..b', 1)).toThrow();
  });
});
