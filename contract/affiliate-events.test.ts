import { describe, expect, it } from 'vitest';
import { AFFILIATE_EVENTS, isAffiliateId } from './affiliate-events';

describe('affiliate ids', () => {
  it.each([
    'partner-a',
    'sub-7',
    'tx-42',
    'static',
    'A1',
    '7d3f2a10-4b5c-4d6e-8f90-a1b2c3d4e5f6',
    'Cj0K.x_y~z:1',
  ])('accepts %s', (id) => expect(isAffiliateId(id)).toBe(true));

  it.each([
    '',
    'ana.perez@gmail.com',
    'ana.perez%40gmail.com',
    '+34600123456',
    'Ana Pérez',
    '-sub',
    '../x',
    'a/b',
    '<svg/onload=alert(1)>',
    'x'.repeat(201),
  ])('refuses %s', (id) => expect(isAffiliateId(id)).toBe(false));

  it('names the six events of decision 0019', () => {
    expect(AFFILIATE_EVENTS).toEqual([
      'lead',
      'registration-complete',
      'accepted',
      'completed',
      'redirected',
      'rejected',
    ]);
  });
});
