import { describe, expect, it } from 'vitest';
import { dataPoints } from './catalogue';
import { inputModeOf } from './input-mode';

describe('inputModeOf', () => {
  it("takes the catalogue's keyboard, and the country's for a national id", () => {
    expect(inputModeOf(dataPoints['email']!, 'PL')).toBe('email');
    expect(inputModeOf(dataPoints['personal-code']!, 'PL')).toBe('numeric');
    expect(inputModeOf(dataPoints['personal-code']!, 'ES')).toBe('text');
  });

  it('asks for the numeric keypad for an account number of digits only (VN, a CLABE), text for an IBAN', () => {
    expect(inputModeOf(dataPoints['bank-account']!, 'VN')).toBe('numeric');
    expect(inputModeOf(dataPoints['bank-account']!, 'MX')).toBe('numeric');
    expect(inputModeOf(dataPoints['bank-account']!, 'ES')).toBe('text');
  });
});
