import fc from 'fast-check';
import { fuzzRuns } from '../testing/fuzz-runs';
import { describe, expect, it } from 'vitest';
import { PH_ID_GROUPS, PH_ID_TYPES, validatePhId, type PhIdType } from './ph-ids';
import { charsOf, DIGITS } from './test-support';

describe('validatePhId', () => {
  it.each([
    ['tin', '123-456-789-000', '123-456-789-000'],
    ['tin', '123456789000', '123-456-789-000'],
    ['tin', '123-456-789', '123-456-789'],
    ['tin', '123456789', '123-456-789'],
    ['sss', '34-1234567-8', '34-1234567-8'],
    ['sss', '3412345678', '34-1234567-8'],
    ['umid', '0111-1234567-8', '0111-1234567-8'],
    ['umid', '0111 1234567 8', '0111-1234567-8'],
    ['philhealth', '12-345678901-2', '12-345678901-2'],
    ['philhealth', '123456789012', '12-345678901-2'],
    ['pagibig', '1234-5678-9012', '1234-5678-9012'],
    ['pagibig', '123456789012', '1234-5678-9012'],
    ['philid', '1234-5678-9012-3456', '1234-5678-9012-3456'],
    ['philid', '1234567890123456', '1234-5678-9012-3456'],
  ] as const)('%s %s -> %s', (type, value, normalized) => {
    expect(validatePhId(type, value)).toEqual({ ok: true, type, normalized });
  });

  it.each([
    ['tin', '12345678'],
    ['tin', '1234567890'],
    ['tin', '12-3456-789'],
    ['sss', '341234567'],
    ['sss', '341-234567-8'],
    ['sss', '34--1234567-8'],
    ['umid', '01111234567'],
    ['philhealth', '1234567890123'],
    ['pagibig', '1234-56789-012'],
    ['philid', '123456789012345'],
    ['philid', '1234-5678-9012-345A'],
    ['philid', ''],
  ] as const)('%s %s is rejected', (type, value) => {
    expect(validatePhId(type, value)).toEqual({ ok: false, reason: 'format' });
  });

  it('an unknown type is rejected', () => {
    expect(validatePhId('passport' as PhIdType, '123456789')).toEqual({ ok: false, reason: 'format' });
  });

  it('any digits in the canonical groups, with or without separators at each boundary, are valid', () => {
    const typed = fc
      .constantFrom(...PH_ID_TYPES)
      .chain((type) => fc.tuple(fc.constant(type), fc.constantFrom(...PH_ID_GROUPS[type])))
      .chain(([type, groups]) =>
        fc.tuple(
          fc.constant(type),
          fc.tuple(...groups.map((n) => charsOf(DIGITS, n))),
          fc.array(fc.constantFrom('', '-', ' '), { minLength: groups.length, maxLength: groups.length }),
        ),
      );
    fc.assert(
      fc.property(typed, ([type, digitGroups, seps]) => {
        const input = digitGroups.map((g, i) => (i === 0 ? g : `${seps[i] ?? ''}${g}`)).join('');
        expect(validatePhId(type, input)).toEqual({ ok: true, type, normalized: digitGroups.join('-') });
      }),
      { numRuns: fuzzRuns(100) },
    );
  });
});
