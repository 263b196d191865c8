import fc from 'fast-check';
import { fuzzRuns } from '../testing/fuzz-runs';
import { stdnum, type Validator } from 'stdnum';
import { describe, expect, it } from 'vitest';
import type { CountryCode } from '../country';
import { GOOD } from '../testing/data-point-fixtures';
import { BIRTH_DATA_IDS, mxRfcFormat, nationalIdInputMode, validateNationalId } from './national-id';
import { calendarDate, charsOf, DIGITS, iso, LETTERS, pad, singleSubstitution } from './test-support';

const RUNS = { numRuns: fuzzRuns(500) };

/** stdnum as an oracle (tests only: it never ships). */
const oracle = (country: string, name: string): Validator => {
  const validator = stdnum[country]?.[name];
  if (!validator) throw new Error(`stdnum has no ${country}.${name}`);
  return validator;
};

// Independent re-statements of the countries.md formulas, used to BUILD valid ids.
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const weighted = (digits: string, weights: readonly number[]): number =>
  weights.reduce((sum, w, i) => sum + w * Number(digits[i]), 0);
const peselCheck = (p: string): number => (10 - (weighted(p, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10;
const cnpRemainder = (p: string): number => weighted(p, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11;
const cnpCheck = (p: string): number => (cnpRemainder(p) === 10 ? 1 : cnpRemainder(p));
const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ';
const curpValue = (c: string): number => CURP_ALPHABET.indexOf(c);
const curpCheck = (p: string): number =>
  (10 - ([...p].reduce((sum, c, i) => sum + curpValue(c) * (18 - i), 0) % 10)) % 10;
/** ISO 7064 MOD 11,10 check digit. */
const mod1110 = (p: string): number => {
  let product = 10;
  for (const c of p) {
    const sum = (Number(c) + product) % 10 === 0 ? 10 : (Number(c) + product) % 10;
    product = (2 * sum) % 11;
  }
  return product === 1 ? 0 : 11 - product;
};

const CURP_STATES =
  'AS BC BS CC CL CM CS CH DF DG GT GR HG JC MC MN MS NT NL OC PL QT QR SP SL SR TC TS TL VZ YN ZS NE'.split(
    ' ',
  );
const CNP_COUNTIES = [
  ...Array.from({ length: 46 }, (_, i) => pad(i + 1, 2)),
  '51',
  '52',
  '70',
  '80',
  '81',
  '82',
  '83',
];

// ---------- generators of valid ids ----------

const dni = fc.integer({ min: 0, max: 99_999_999 }).map((n) => `${pad(n, 8)}${DNI_LETTERS[n % 23]}`);
const nie = fc
  .tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 9_999_999 }))
  .map(([p, n]) => `${'XYZ'[p]}${pad(n, 7)}${DNI_LETTERS[(p * 10_000_000 + n) % 23]}`);

const PESEL_MONTH_OFFSET: Record<number, number> = { 18: 80, 19: 0, 20: 20, 21: 40, 22: 60 };
const pesel = fc.tuple(calendarDate(1800, 2299), charsOf(DIGITS, 4)).map(([date, serial]) => {
  const mm = date.m + (PESEL_MONTH_OFFSET[Math.floor(date.y / 100)] ?? 0);
  const payload = `${pad(date.y % 100, 2)}${pad(mm, 2)}${pad(date.d, 2)}${serial}`;
  return { id: `${payload}${peselCheck(payload)}`, date, male: Number(serial[3]) % 2 === 1 };
});

const CNP_S_FOR_CENTURY: Record<number, [number, number]> = { 18: [3, 4], 19: [1, 2], 20: [5, 6] };
const cnpOf = (
  s: number,
  date: { y: number; m: number; d: number },
  county: string,
  serial: string,
): string => {
  const payload = `${s}${pad(date.y % 100, 2)}${pad(date.m, 2)}${pad(date.d, 2)}${county}${serial}`;
  return `${payload}${cnpCheck(payload)}`;
};
const cnp = fc
  .tuple(calendarDate(1800, 2099), fc.boolean(), fc.constantFrom(...CNP_COUNTIES), charsOf(DIGITS, 3))
  .map(([date, male, county, serial]) => {
    const [m, f] = CNP_S_FOR_CENTURY[Math.floor(date.y / 100)] ?? [0, 0];
    return { id: cnpOf(male ? m : f, date, county, serial), date, male };
  });
/** Residents / foreigners: S 7, 8, 9 (no century, no sex). */
const cnpResident = fc
  .tuple(
    fc.constantFrom(7, 8, 9),
    calendarDate(1900, 2099),
    fc.constantFrom(...CNP_COUNTIES),
    charsOf(DIGITS, 3),
  )
  .map(([s, date, county, serial]) => cnpOf(s, date, county, serial));

const curp = fc
  .tuple(
    charsOf(LETTERS, 4),
    calendarDate(1900, 2099),
    fc.constantFrom('H', 'M'),
    fc.constantFrom(...CURP_STATES),
    charsOf(LETTERS, 3),
    fc.constantFrom(...DIGITS),
    fc.constantFrom(...LETTERS),
  )
  .map(([name, date, sex, state, consonants, digit, letter]) => {
    const differentiator = date.y < 2000 ? digit : letter;
    const payload = `${name}${pad(date.y % 100, 2)}${pad(date.m, 2)}${pad(date.d, 2)}${sex}${state}${consonants}${differentiator}`;
    return { id: `${payload}${curpCheck(payload)}`, date, male: sex === 'H' };
  });

/** Steuer-IdNr: one digit twice or three times (not three in a row), the others once, no leading 0. */
const idnr = fc
  .tuple(
    fc.constantFrom(...DIGITS),
    fc.constantFrom(2, 3),
    fc.shuffledSubarray([...DIGITS], { minLength: 9, maxLength: 9 }),
    fc.array(fc.double({ noNaN: true }), { minLength: 10, maxLength: 10 }),
  )
  .map(([repeated, times, others, keys]) => {
    const digits = [...Array<string>(times).fill(repeated), ...others.filter((d) => d !== repeated)].slice(
      0,
      10,
    );
    const shuffled = digits.map((d, i) => ({ d, k: keys[i] ?? 0 })).sort((a, b) => a.k - b.k);
    return shuffled.map((x) => x.d).join('');
  })
  .filter((p) => p[0] !== '0' && !/(\d)\1\1/.test(p))
  .map((p) => `${p}${mod1110(p)}`);

// ---------- tests ----------

describe('known examples (countries.md)', () => {
  it.each([
    ['ES', '54362315K'],
    ['ES', 'X2482300W'],
    ['DE', '36574261809'],
    ['PL', '44051401359'],
    ['PL', '02211307589'],
    ['RO', '1630615123457'],
    ['MX', 'BOXW310820HNERXN09'],
  ] as const)('%s %s is valid', (country, id) => {
    expect(validateNationalId(country, id)).toMatchObject({ ok: true, normalized: id });
  });

  it('decodes birth date and sex', () => {
    expect(validateNationalId('PL', '44051401359')).toEqual({
      ok: true,
      normalized: '44051401359',
      birthDate: '1944-05-14',
      sex: 'male',
    });
    expect(validateNationalId('PL', '02211307589')).toMatchObject({ birthDate: '2002-01-13', sex: 'female' });
    expect(validateNationalId('RO', '1630615123457')).toMatchObject({ birthDate: '1963-06-15', sex: 'male' });
    expect(validateNationalId('MX', 'BOXW310820HNERXN09')).toMatchObject({
      birthDate: '1931-08-20',
      sex: 'male',
    });
  });

  it('normalises spaces, hyphens, dots and case', () => {
    expect(validateNationalId('ES', ' x-2482300-w ')).toEqual({ ok: true, normalized: 'X2482300W' });
    expect(validateNationalId('ES', '54.362.315-k')).toEqual({ ok: true, normalized: '54362315K' });
    expect(validateNationalId('DE', '36 574 261 809')).toMatchObject({ ok: true, normalized: '36574261809' });
    expect(validateNationalId('MX', 'boxw310820hnerxn09')).toMatchObject({ ok: true });
  });

  it.each([
    ['ES', '54362315A', 'checksum'],
    ['ES', '5436231K', 'format'],
    ['ES', 'W2482300W', 'format'],
    ['ES', '', 'format'],
    ['DE', '36574261808', 'checksum'],
    ['DE', '06574261809', 'format'],
    ['DE', '1234567890', 'format'],
    ['PL', '44051401358', 'checksum'],
    ['PL', '4405140135', 'format'],
    ['RO', '1630615123458', 'checksum'],
    ['RO', '0630615123457', 'format'],
    ['MX', 'BOXW310820HNERXN08', 'checksum'],
    ['MX', 'BOXW310820XNERXN09', 'format'],
    ['CO', '1234', 'format'],
    ['CO', '12345678901', 'format'],
    ['CO', '12A45', 'format'],
    ['VN', '00120101234', 'format'],
    ['VN', '000201012345', 'region'],
    ['VN', '097201012345', 'region'],
    ['VN', '001401012345', 'date'],
    ['PH', '123', 'format'],
  ] as const)('%s %s fails with %s', (country, id, reason) => {
    expect(validateNationalId(country, id)).toEqual({ ok: false, reason });
  });

  it('reports an impossible date or region behind a correct check digit', () => {
    // PESEL 1999-02-30 with a correct check digit.
    expect(validateNationalId('PL', `9902300000${peselCheck('9902300000')}`)).toEqual({
      ok: false,
      reason: 'date',
    });
    // CNP with county 47 (former Bucharest sector 7: not in the countries.md list) and 99.
    expect(validateNationalId('RO', cnpOf(1, { y: 1963, m: 6, d: 15 }, '47', '345'))).toEqual({
      ok: false,
      reason: 'region',
    });
    expect(validateNationalId('RO', cnpOf(1, { y: 1963, m: 6, d: 15 }, '99', '345'))).toEqual({
      ok: false,
      reason: 'region',
    });
    // CURP with state XX.
    const payload = 'BOXW310820HXXRXN0';
    expect(validateNationalId('MX', `${payload}${curpCheck(payload)}`)).toEqual({
      ok: false,
      reason: 'region',
    });
  });

  it('accepts the RO counties stdnum lacks (70, 80-83)', () => {
    for (const county of ['70', '80', '81', '82', '83']) {
      const id = cnpOf(2, { y: 1990, m: 1, d: 31 }, county, '001');
      expect(validateNationalId('RO', id)).toMatchObject({
        ok: true,
        birthDate: '1990-01-31',
        sex: 'female',
      });
      expect(oracle('RO', 'cnp').validate(id).isValid).toBe(false);
    }
  });

  it('RO S 7/8/9: no birth date or sex inferred; the date must still be real', () => {
    expect(validateNationalId('RO', cnpOf(7, { y: 1990, m: 1, d: 31 }, '40', '001'))).toEqual({
      ok: true,
      normalized: cnpOf(7, { y: 1990, m: 1, d: 31 }, '40', '001'),
    });
    expect(validateNationalId('RO', cnpOf(9, { y: 2000, m: 2, d: 29 }, '40', '001'))).toMatchObject({
      ok: true,
    });
    expect(validateNationalId('RO', cnpOf(9, { y: 2001, m: 2, d: 29 }, '40', '001'))).toEqual({
      ok: false,
      reason: 'date',
    });
  });

  it('DE IdNr: enforces the digit-repetition rule that stdnum lets through', () => {
    // All ten leading digits distinct: no digit repeated. stdnum accepts, the rule forbids.
    const distinct = `1234567890${mod1110('1234567890')}`;
    expect(oracle('DE', 'idnr').validate(distinct).isValid).toBe(true);
    expect(validateNationalId('DE', distinct)).toEqual({ ok: false, reason: 'format' });
    // A digit three times in a row (forbidden since 2016), and two digits repeated.
    for (const p of ['1112345678', '1122345678']) {
      expect(validateNationalId('DE', `${p}${mod1110(p)}`)).toEqual({ ok: false, reason: 'format' });
    }
    // Three times, not in a row: allowed.
    expect(validateNationalId('DE', `1121345678${mod1110('1121345678')}`)).toMatchObject({ ok: true });
  });

  it('ES: a DNI with leading 0/1/2 and the NIE X/Y/Z with the same digits share the check letter (by design)', () => {
    expect(validateNationalId('ES', '02482300W')).toMatchObject({ ok: true });
    expect(validateNationalId('ES', 'X2482300W')).toMatchObject({ ok: true });
  });

  it('CO cédula: digits only, 5-10, never the NIT check digit', () => {
    expect(validateNationalId('CO', '1.020.304.050')).toEqual({ ok: true, normalized: '1020304050' });
    expect(validateNationalId('CO', '12345')).toEqual({ ok: true, normalized: '12345' });
  });

  it('VN CCCD: birth year and sex from the century digit', () => {
    expect(validateNationalId('VN', '001089012345')).toEqual({
      ok: true,
      normalized: '001089012345',
      birthYear: 1989,
      sex: 'male',
    });
    expect(validateNationalId('VN', '079199012345')).toMatchObject({ birthYear: 1999, sex: 'female' });
    expect(validateNationalId('VN', '096205012345')).toMatchObject({ birthYear: 2005, sex: 'male' });
    expect(validateNationalId('VN', '001303012345')).toMatchObject({ birthYear: 2003, sex: 'female' });
  });

  it('PH: any PH id format, normalised to digits', () => {
    expect(validateNationalId('PH', '34-1234567-8')).toEqual({ ok: true, normalized: '3412345678' });
    expect(validateNationalId('PH', '1234-5678-9012-3456')).toEqual({
      ok: true,
      normalized: '1234567890123456',
    });
    expect(validateNationalId('PH', '12-34-56')).toEqual({ ok: false, reason: 'format' });
  });

  it('an unknown country fails', () => {
    expect(validateNationalId('XX' as 'ES', '54362315K')).toEqual({ ok: false, reason: 'format' });
  });
});

describe('ES DNI/NIE properties', () => {
  it('generated DNIs and NIEs are valid and agree with stdnum', () => {
    fc.assert(
      fc.property(fc.oneof(dni, nie), (id) => {
        expect(validateNationalId('ES', id)).toEqual({ ok: true, normalized: id });
        expect(
          validateNationalId('ES', `${id.slice(0, 4)} ${id.slice(4, 8)}-${id.slice(8)}`.toLowerCase()).ok,
        ).toBe(true);
      }),
      RUNS,
    );
  });

  // n mod 23 catches every single substitution: a digit change alters n by k * 10^j with 0 < |k| <= 9 (an
  // X/Y/Z change by k * 10^7, |k| <= 2), never a multiple of the prime 23. A changed letter is simply wrong.
  // Alphabet per position: the NIE prefix stays X/Y/Z and DNI digits stay digits, because '0…' -> 'X…'
  // is not an error the check can see: DNI 0nnnnnnnL and NIE XnnnnnnnL are both valid (test above).
  it('every single-character substitution fails', () => {
    const alphabet = (id: string, i: number): string =>
      i === 8 ? LETTERS : i === 0 && /^[XYZ]/.test(id) ? 'XYZ' : DIGITS;
    fc.assert(
      fc.property(singleSubstitution(fc.oneof(dni, nie), alphabet), ({ mutated }) => {
        expect(validateNationalId('ES', mutated).ok).toBe(false);
      }),
      RUNS,
    );
  });

  it('agrees with stdnum on arbitrary DNI/NIE-shaped strings', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[XYZ0-9]\d{7}[A-Z]$/), (id) => {
        const lib = /^\d/.test(id) ? oracle('ES', 'dni').validate(id) : oracle('ES', 'nie').validate(id);
        expect(validateNationalId('ES', id).ok).toBe(lib.isValid);
      }),
      RUNS,
    );
  });
});

describe('PL PESEL properties', () => {
  it('generated PESELs (1800-2299) are valid with the encoded birth date and sex', () => {
    fc.assert(
      fc.property(pesel, ({ id, date, male }) => {
        expect(validateNationalId('PL', id)).toEqual({
          ok: true,
          normalized: id,
          birthDate: iso(date),
          sex: male ? 'male' : 'female',
        });
      }),
      RUNS,
    );
  });

  // Weights 1,3,7,9 are units mod 10: any single digit substitution changes the sum mod 10, so the check
  // digit no longer matches. Changing the check digit itself is always wrong. No exception.
  it('every single-digit substitution fails', () => {
    fc.assert(
      fc.property(
        singleSubstitution(
          pesel.map((p) => p.id),
          () => DIGITS,
        ),
        ({ mutated }) => {
          expect(validateNationalId('PL', mutated)).toEqual({ ok: false, reason: 'checksum' });
        },
      ),
      RUNS,
    );
  });

  it('any 10 digits with a correct check digit: valid exactly when the encoded date is real', () => {
    fc.assert(
      fc.property(charsOf(DIGITS, 10), (payload) => {
        const result = validateNationalId('PL', `${payload}${peselCheck(payload)}`);
        const mm = Number(payload.slice(2, 4));
        const year = ([1900, 2000, 2100, 2200, 1800][Math.floor(mm / 20)] ?? 0) + Number(payload.slice(0, 2));
        const date = new Date(Date.UTC(year, (mm % 20) - 1, Number(payload.slice(4, 6))));
        const real =
          mm % 20 >= 1 &&
          mm % 20 <= 12 &&
          date.getUTCDate() === Number(payload.slice(4, 6)) &&
          date.getUTCMonth() === (mm % 20) - 1;
        expect(result.ok ? 'ok' : result.reason).toBe(real ? 'ok' : 'date');
      }),
      RUNS,
    );
  });

  it('agrees with stdnum for 1900-2020 births', () => {
    fc.assert(
      fc.property(
        pesel.filter((p) => p.date.y >= 1900 && p.date.y <= 2020),
        ({ id }) => {
          expect(oracle('PL', 'pesel').validate(id).isValid).toBe(true);
        },
      ),
      { numRuns: fuzzRuns(100) },
    );
  });
});

describe('RO CNP properties', () => {
  it('generated CNPs (S 1-6) are valid with birth date and sex', () => {
    fc.assert(
      fc.property(cnp, ({ id, date, male }) => {
        expect(validateNationalId('RO', id)).toEqual({
          ok: true,
          normalized: id,
          birthDate: iso(date),
          sex: male ? 'male' : 'female',
        });
      }),
      RUNS,
    );
  });

  it('generated resident/foreigner CNPs (S 7-9) are valid without birth date or sex', () => {
    fc.assert(
      fc.property(cnpResident, (id) => {
        expect(validateNationalId('RO', id)).toEqual({ ok: true, normalized: id });
      }),
      RUNS,
    );
  });

  it('changing the check digit always fails', () => {
    fc.assert(
      fc.property(
        singleSubstitution(
          fc.oneof(
            cnp.map((c) => c.id),
            cnpResident,
          ),
          (_, i) => (i === 12 ? DIGITS : ''),
        ),
        ({ mutated }) => {
          expect(validateNationalId('RO', mutated)).toEqual({ ok: false, reason: 'checksum' });
        },
      ),
      RUNS,
    );
  });

  // Mod 11 with weights 1..9: a payload substitution always changes the remainder r (11 is prime, weight
  // and digit difference are below 11). But the check maps r = 10 to 1, so a change between r = 1 and
  // r = 10 keeps the same check digit: the ONLY way a payload substitution can still pass.
  it('a payload substitution fails unless it swaps remainder 1 and 10', () => {
    fc.assert(
      fc.property(
        singleSubstitution(
          fc.oneof(
            cnp.map((c) => c.id),
            cnpResident,
          ),
          (_, i) => (i < 12 ? DIGITS : ''),
        ),
        ({ id, mutated }) => {
          if (validateNationalId('RO', mutated).ok) {
            expect(new Set([cnpRemainder(id), cnpRemainder(mutated)])).toEqual(new Set([1, 10]));
          }
        },
      ),
      { numRuns: fuzzRuns(2000) },
    );
  });

  it('the 1 <-> 10 collision exists (documents the exception above)', () => {
    const serials = Array.from({ length: 1000 }, (_, n) => pad(n, 3));
    const id =
      serials.map((n) => cnpOf(1, { y: 1963, m: 6, d: 15 }, '12', n)).find((c) => cnpRemainder(c) === 1) ??
      '';
    // Serial digits (positions 9-11) change neither date nor county.
    const mutants = [9, 10, 11].flatMap((i) => [...DIGITS].map((c) => id.slice(0, i) + c + id.slice(i + 1)));
    const collision = mutants.find((m) => cnpRemainder(m) === 10);
    expect(collision).toBeDefined();
    expect(validateNationalId('RO', collision ?? '').ok).toBe(true);
  });
});

describe('MX CURP properties', () => {
  it('generated CURPs are valid with birth date and sex', () => {
    fc.assert(
      fc.property(curp, ({ id, date, male }) => {
        expect(validateNationalId('MX', id)).toEqual({
          ok: true,
          normalized: id,
          birthDate: iso(date),
          sex: male ? 'male' : 'female',
        });
      }),
      RUNS,
    );
  });

  const curpAlphabet = (_: string, i: number): string =>
    i < 4 || (i >= 11 && i <= 15) ? LETTERS : i === 10 ? 'HM' : i === 16 ? DIGITS + LETTERS : DIGITS;

  it('changing the check digit always fails', () => {
    fc.assert(
      fc.property(
        singleSubstitution(
          curp.map((c) => c.id),
          (id, i) => (i === 17 ? curpAlphabet(id, i) : ''),
        ),
        ({ mutated }) => {
          expect(validateNationalId('MX', mutated)).toEqual({ ok: false, reason: 'checksum' });
        },
      ),
      RUNS,
    );
  });

  // The CURP check is weak: position i (weight 18 - i) changes the sum by (18 - i) * (v' - v), which is
  // 0 mod 10 whenever weight and difference share the factors 2 and 5 (e.g. weight 10 at position 8, the
  // first day digit: EVERY change there keeps the check). So the property is exactly: a payload
  // substitution that still passes must have (18 - i) * (v' - v) ≡ 0 (mod 10).
  it("a payload substitution fails unless (18 - i) * (v' - v) ≡ 0 mod 10", () => {
    fc.assert(
      fc.property(
        singleSubstitution(
          curp.map((c) => c.id),
          (id, i) => (i < 17 ? curpAlphabet(id, i) : ''),
        ),
        (s) => {
          if (validateNationalId('MX', s.mutated).ok) {
            expect(Math.abs((18 - s.index) * (curpValue(s.to) - curpValue(s.from))) % 10).toBe(0);
          }
        },
      ),
      { numRuns: fuzzRuns(2000) },
    );
  });

  it('agrees with stdnum on generated CURPs born before 2020', () => {
    fc.assert(
      fc.property(
        curp.filter((c) => c.date.y < 2020),
        ({ id }) => {
          const lib = oracle('MX', 'curp').validate(id);
          // stdnum also rejects RENAPO's "inconvenient words" as the first four letters; we do not.
          if (!lib.isValid) expect(lib.error?.name).toBe('InvalidComponent');
          else expect(lib.isValid).toBe(true);
        },
      ),
      { numRuns: fuzzRuns(100) },
    );
  });
});

describe('DE Steuer-IdNr properties', () => {
  it('generated ids are valid and stdnum agrees', () => {
    fc.assert(
      fc.property(idnr, (id) => {
        expect(validateNationalId('DE', id)).toEqual({ ok: true, normalized: id });
        expect(oracle('DE', 'idnr').validate(id).isValid).toBe(true);
      }),
      RUNS,
    );
  });

  // ISO 7064 MOD 11,10 detects every single substitution; the repetition rule can only add failures.
  it('every single-digit substitution fails', () => {
    fc.assert(
      fc.property(
        singleSubstitution(idnr, () => DIGITS),
        ({ mutated }) => {
          expect(validateNationalId('DE', mutated).ok).toBe(false);
        },
      ),
      RUNS,
    );
  });
});

describe('VN CCCD and CO cédula properties', () => {
  it('any 12 digits with province 001-096 and century digit 0-3 are valid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 96 }),
        fc.integer({ min: 0, max: 3 }),
        charsOf(DIGITS, 8),
        (p, g, rest) => {
          const id = `${pad(p, 3)}${g}${rest}`;
          expect(validateNationalId('VN', id)).toEqual({
            ok: true,
            normalized: id,
            birthYear: (g < 2 ? 1900 : 2000) + Number(rest.slice(0, 2)),
            sex: g % 2 ? 'female' : 'male',
          });
        },
      ),
      { numRuns: fuzzRuns(100) },
    );
  });

  it('cédulas of 5-10 digits are valid with or without thousands dots', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10_000, max: 9_999_999_999 }), (n) => {
        const formatted = n.toLocaleString('de-DE');
        expect(validateNationalId('CO', formatted)).toEqual({ ok: true, normalized: String(n) });
      }),
      { numRuns: fuzzRuns(100) },
    );
  });
});

describe('mxRfcFormat', () => {
  it('accepts a person RFC with a real date, without checking the check digit', () => {
    expect(mxRfcFormat('GODE561231GR8')).toEqual({ ok: true, normalized: 'GODE561231GR8' });
    expect(mxRfcFormat('gode-561231-gr9')).toEqual({ ok: true, normalized: 'GODE561231GR9' });
    expect(mxRfcFormat('MUÑO000229AB1')).toEqual({ ok: true, normalized: 'MUÑO000229AB1' });
  });

  it('rejects bad format and impossible dates', () => {
    expect(mxRfcFormat('GOD561231GR8')).toEqual({ ok: false, reason: 'format' });
    expect(mxRfcFormat('GODE561231GR')).toEqual({ ok: false, reason: 'format' });
    expect(mxRfcFormat('GODE561331GR8')).toEqual({ ok: false, reason: 'date' });
    expect(mxRfcFormat('GODE010229GR8')).toEqual({ ok: false, reason: 'date' });
  });
});

describe('nationalIdInputMode', () => {
  it("asks for digits exactly where the country's valid ids are digits, and for a full keyboard where they have letters", () => {
    const valid = [
      ['ES', '54362315K'],
      ['ES', 'X2482300W'],
      ['DE', '36574261809'],
      ['PL', '44051401359'],
      ['RO', '1630615123457'],
      ['MX', 'BOXW310820HNERXN09'],
      ['CO', '1020304050'],
    ] as const;
    for (const [country, id] of valid) {
      const result = validateNationalId(country, id);
      expect(result.ok).toBe(true);
      const digitsOnly = result.ok && /^\d+$/.test(result.normalized);
      expect(nationalIdInputMode(country), `${country} ${id}`).toBe(digitsOnly ? 'numeric' : 'text');
    }
    expect(nationalIdInputMode('VN')).toBe('numeric');
    expect(nationalIdInputMode('PH')).toBe('text');
  });
});

describe('BIRTH_DATA_IDS', () => {
  it('names exactly the countries whose valid id gives a birth date and a sex', () => {
    for (const [country, answers] of Object.entries(GOOD)) {
      const id = validateNationalId(country as CountryCode, answers['personal-code']);
      expect(id.ok && id.birthDate !== undefined && id.sex !== undefined, country).toBe(
        BIRTH_DATA_IDS.has(country as CountryCode),
      );
    }
  });
});
