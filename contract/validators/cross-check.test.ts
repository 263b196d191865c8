import fc from 'fast-check';
import { fuzzRuns } from '../testing/fuzz-runs';
import { describe, expect, it } from 'vitest';
import { crossCheckBirthData, isAdult } from './cross-check';
import { validateNationalId } from './national-id';
import { calendarDate, iso } from './test-support';

describe('crossCheckBirthData', () => {
  const cccd = validateNationalId('VN', '001201012345'); // male, born 2001

  it('VN CCCD: year and sex match the date of birth', () => {
    expect(cccd).toMatchObject({ ok: true, birthYear: 2001, sex: 'male' });
    expect(crossCheckBirthData(cccd, '2001-07-15', 'male')).toEqual([]);
    expect(crossCheckBirthData(cccd, '2001-01-01')).toEqual([]);
  });

  it('VN CCCD: a different year or sex is a mismatch', () => {
    expect(crossCheckBirthData(cccd, '2000-07-15', 'male')).toEqual(['birth-year']);
    expect(crossCheckBirthData(cccd, '2001-07-15', 'female')).toEqual(['sex']);
    expect(crossCheckBirthData(cccd, '1901-07-15', 'F')).toEqual(['birth-year', 'sex']);
  });

  it('VN CCCD property: the CCCD built from a date of birth and sex always matches them', () => {
    fc.assert(
      fc.property(
        calendarDate(1900, 2099),
        fc.boolean(),
        fc.integer({ min: 1, max: 96 }),
        (date, male, province) => {
          const g = (date.y >= 2000 ? 2 : 0) + (male ? 0 : 1);
          const id = `${String(province).padStart(3, '0')}${g}${String(date.y % 100).padStart(2, '0')}123456`;
          const result = validateNationalId('VN', id);
          expect(crossCheckBirthData(result, iso(date), male ? 'male' : 'female')).toEqual([]);
          expect(
            crossCheckBirthData(result, iso({ y: date.y + 1, m: 6, d: 15 }), male ? 'female' : 'male'),
          ).toEqual(['birth-year', 'sex']);
        },
      ),
      { numRuns: fuzzRuns(100) },
    );
  });

  it('full birth dates (PESEL, CNP, CURP) are compared exactly', () => {
    const pesel = validateNationalId('PL', '44051401359');
    expect(crossCheckBirthData(pesel, '1944-05-14', 'male')).toEqual([]);
    expect(crossCheckBirthData(pesel, '1944-05-15', 'MALE')).toEqual(['birth-date']);
    expect(crossCheckBirthData(validateNationalId('RO', '1630615123457'), '1963-06-15', 'female')).toEqual([
      'sex',
    ]);
    expect(crossCheckBirthData(validateNationalId('MX', 'BOXW310820HNERXN09'), '1931-08-20', 'm')).toEqual(
      [],
    );
  });

  it('compares nothing it cannot: invalid id, unparsable date, unknown sex value, id without birth data', () => {
    expect(crossCheckBirthData(validateNationalId('PL', '44051401358'), '1990-01-01', 'female')).toEqual([]);
    expect(crossCheckBirthData(cccd, '15/07/2000', 'other')).toEqual([]);
    expect(crossCheckBirthData(cccd, '2001-02-30')).toEqual([]);
    expect(crossCheckBirthData(validateNationalId('ES', '54362315K'), '1990-01-01', 'female')).toEqual([]);
  });
});

describe('isAdult', () => {
  it.each([
    ['2007-03-07', '2025-03-07', true],
    ['2007-03-08', '2025-03-07', false],
    ['2007-03-06', '2025-03-07', true],
    ['2007-12-31', '2025-12-30', false],
    ['2007-01-01', '2025-01-01', true],
    // 29 February: 18 on 1 March in a common year, on 29 February in a leap year.
    ['2008-02-29', '2026-02-28', false],
    ['2008-02-29', '2026-03-01', true],
    ['2004-02-29', '2022-02-28', false],
    ['2004-02-29', '2024-02-29', true],
    ['1950-06-01', '2025-06-01', true],
    ['2030-01-01', '2025-01-01', false],
    // Invalid dates are never adult.
    ['2007-02-30', '2025-03-07', false],
    ['2007-03-07', '2025-13-01', false],
    ['07/03/2007', '2025-03-07', false],
    ['', '2025-03-07', false],
  ])('born %s, today %s -> %s', (dob, today, expected) => {
    expect(isAdult(dob, today)).toBe(expected);
  });

  it('respects minAge', () => {
    expect(isAdult('2005-03-07', '2025-03-07', 20)).toBe(true);
    expect(isAdult('2005-03-08', '2025-03-07', 20)).toBe(false);
    expect(isAdult('2025-03-07', '2025-03-07', 0)).toBe(true);
  });

  it('property: adult exactly from the minAge-th birthday on', () => {
    fc.assert(
      fc.property(calendarDate(1920, 2010), fc.integer({ min: 16, max: 21 }), (birth, minAge) => {
        const birthday = { y: birth.y + minAge, m: birth.m, d: birth.d };
        const dayBefore = new Date(Date.UTC(birthday.y, birthday.m - 1, birthday.d - 1));
        // A 29 February birthday in a common year rolls to 1 March (Date.UTC does that), the day before is 28 Feb.
        const onBirthday = new Date(Date.UTC(birthday.y, birthday.m - 1, birthday.d));
        const isoOf = (d: Date): string => d.toISOString().slice(0, 10);
        expect(isAdult(iso(birth), isoOf(onBirthday), minAge)).toBe(true);
        expect(isAdult(iso(birth), isoOf(dayBefore), minAge)).toBe(false);
      }),
      { numRuns: fuzzRuns(100) },
    );
  });
});
