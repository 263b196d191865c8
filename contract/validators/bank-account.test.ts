import { clabe as clabeLib } from 'clabe-validator';
import fc from 'fast-check';
import { fuzzRuns } from '../testing/fuzz-runs';
import { isValidIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { validateBankAccount } from './bank-account';
import { charsOf, DIGITS, LETTERS, pad, singleSubstitution } from './test-support';

const RUNS = { numRuns: fuzzRuns(500) };

// Independent reference implementations (BigInt mod 97, countries.md / IBAN registry formulas).
const mod97 = (s: string): number =>
  Number(BigInt([...s].map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('')) % 97n);
const ibanOf = (country: string, bban: string): string =>
  `${country}${pad(98 - mod97(`${bban}${country}00`), 2)}${bban}`;
const esDc = (ten: string): number => {
  const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const r = 11 - (weights.reduce((s, w, i) => s + w * Number(ten[i]), 0) % 11);
  return r === 11 ? 0 : r === 10 ? 1 : r;
};
const plSortCheck = (seven: string): number =>
  (10 - ([3, 9, 7, 1, 3, 9, 7].reduce((s, w, i) => s + w * Number(seven[i]), 0) % 10)) % 10;
const clabeCheck = (p: string): number =>
  (10 - ([...p].reduce((s, c, i) => s + ((Number(c) * [3, 7, 1][i % 3]!) % 10), 0) % 10)) % 10;

const ibanEs = fc
  .tuple(charsOf(DIGITS, 8), charsOf(DIGITS, 10))
  .map(([bankBranch, account]) =>
    ibanOf('ES', `${bankBranch}${esDc(`00${bankBranch}`)}${esDc(account)}${account}`),
  );
const ibanDe = charsOf(DIGITS, 18).map((bban) => ibanOf('DE', bban));
const ibanPl = fc
  .tuple(charsOf(DIGITS, 7), charsOf(DIGITS, 16))
  .map(([sort, account]) => ibanOf('PL', `${sort}${plSortCheck(sort)}${account}`));
const ibanRo = fc
  .tuple(charsOf(LETTERS, 4), charsOf(DIGITS + LETTERS, 16))
  .map(([bank, account]) => ibanOf('RO', `${bank}${account}`));
const IBANS = { ES: ibanEs, DE: ibanDe, PL: ibanPl, RO: ibanRo } as const;
const IBAN_LENGTH = { ES: 24, DE: 22, PL: 28, RO: 24 } as const;

const clabe = charsOf(DIGITS, 17).map((p) => `${p}${clabeCheck(p)}`);

describe('IBAN (ES, DE, PL, RO)', () => {
  it.each([
    ['ES', 'ES91 2100 0418 4502 0005 1332'],
    ['ES', 'es7921000813610123456789'],
    ['DE', 'DE89 3704 0044 0532 0130 00'],
    ['PL', 'PL61 1090 1014 0000 0712 1981 2874'],
    ['RO', 'RO49 AAAA 1B31 0075 9384 0000'],
  ] as const)('%s %s is valid', (country, iban) => {
    expect(validateBankAccount(country, iban)).toEqual({
      ok: true,
      normalized: iban.replace(/\s/g, '').toUpperCase(),
      kind: 'iban',
    });
  });

  it('accepts a bare Polish NRB (26 digits) and prepends PL; ignores a typed "IBAN" prefix', () => {
    expect(validateBankAccount('DE', 'IBAN DE89 3704 0044 0532 0130 00')).toMatchObject({ ok: true });
    expect(validateBankAccount('PL', '61 1090 1014 0000 0712 1981 2874')).toEqual({
      ok: true,
      normalized: 'PL61109010140000071219812874',
      kind: 'iban',
    });
  });

  it.each([
    ['ES', 'ES9121000418450200051333', 'checksum'],
    // Valid mod 97 but wrong Spanish control digits (bank/branch DC 45 -> 55, IBAN check recomputed).
    ['ES', ibanOf('ES', '21000418550200051332'), 'checksum'],
    ['ES', 'DE89370400440532013000', 'country'],
    ['DE', 'DE8937040044053201300', 'format'],
    ['DE', 'DE89 3704 0044 0532 0130 01', 'checksum'],
    ['PL', '6110901014000007121981287', 'format'],
    // Valid mod 97 but a wrong Polish sort-code check digit.
    ['PL', ibanOf('PL', '109010150000071219812874'), 'checksum'],
    ['RO', 'RO49AAAA1B31007593840001', 'checksum'],
    ['RO', 'RO4912341B31007593840000', 'format'],
    ['RO', '', 'format'],
    ['DE', 'not an iban', 'format'],
  ] as const)('%s %s fails with %s', (country, iban, reason) => {
    expect(validateBankAccount(country, iban)).toEqual({ ok: false, reason });
  });

  for (const country of ['ES', 'DE', 'PL', 'RO'] as const) {
    describe(country, () => {
      it(`generated IBANs are valid, ${IBAN_LENGTH[country]} characters, and ibantools agrees`, () => {
        fc.assert(
          fc.property(IBANS[country], (iban) => {
            expect(iban).toHaveLength(IBAN_LENGTH[country]);
            expect(validateBankAccount(country, iban)).toEqual({ ok: true, normalized: iban, kind: 'iban' });
            expect(validateBankAccount(country, iban.replace(/(.{4})/g, '$1 ').toLowerCase()).ok).toBe(true);
            expect(isValidIBAN(iban)).toBe(true);
          }),
          RUNS,
        );
      });

      // Mod 97 catches every substitution that keeps the character class: a digit change alters the
      // number by k * 10^j (0 < |k| <= 9), a letter change (letters count as 10..35) by k * 10^j with
      // 0 < |k| <= 25, never a multiple of the prime 97. A new country code fails as 'country'. The ES and
      // PL national check digits can only add failures. Exception, not covered here: in RO's alphanumeric
      // account part a digit <-> letter swap turns one digit into two, which mod 97 catches with
      // probability 96/97 only; the next property pins that case to ibantools' verdict.
      it('every same-class single-character substitution fails', () => {
        const sameClass = (id: string, i: number): string => (/\d/.test(id.charAt(i)) ? DIGITS : LETTERS);
        fc.assert(
          fc.property(singleSubstitution(IBANS[country], sameClass), ({ mutated }) => {
            expect(validateBankAccount(country, mutated).ok).toBe(false);
            expect(isValidIBAN(mutated) && mutated.startsWith(country)).toBe(false);
          }),
          RUNS,
        );
      });

      it('any alphanumeric single substitution: same verdict as ibantools', () => {
        fc.assert(
          fc.property(
            singleSubstitution(IBANS[country], () => DIGITS + LETTERS),
            ({ mutated }) => {
              expect(validateBankAccount(country, mutated).ok).toBe(
                isValidIBAN(mutated) && mutated.startsWith(country),
              );
            },
          ),
          RUNS,
        );
      });
    });
  }
});

describe('MX CLABE', () => {
  it('the countries.md example is valid', () => {
    expect(validateBankAccount('MX', '002010077777777771')).toEqual({
      ok: true,
      normalized: '002010077777777771',
      kind: 'clabe',
    });
    expect(validateBankAccount('MX', '002 010 07777777777 1')).toMatchObject({ ok: true });
  });

  it.each([
    ['002010077777777772', 'checksum'],
    ['00201007777777777', 'format'],
    ['0020100777777777712', 'format'],
    ['00201007777777777A', 'format'],
  ])('%s fails with %s', (value, reason) => {
    expect(validateBankAccount('MX', value)).toEqual({ ok: false, reason });
  });

  it('generated CLABEs are valid; clabe-validator agrees for a known bank and city', () => {
    fc.assert(
      fc.property(clabe, charsOf(DIGITS, 11), (id, account) => {
        expect(validateBankAccount('MX', id)).toEqual({ ok: true, normalized: id, kind: 'clabe' });
        const banamex = `002010${account}`;
        const known = `${banamex}${clabeCheck(banamex)}`;
        expect(validateBankAccount('MX', known).ok).toBe(true);
        expect(clabeLib.validate(known).ok).toBe(true);
      }),
      RUNS,
    );
  });

  // Weights 3, 7, 1 are units mod 10, so d -> d*w mod 10 is a bijection: any substituted digit changes
  // the sum mod 10, and a changed check digit is wrong. No exception.
  it('every single-digit substitution fails', () => {
    fc.assert(
      fc.property(
        singleSubstitution(clabe, () => DIGITS),
        ({ mutated }) => {
          expect(validateBankAccount('MX', mutated)).toEqual({ ok: false, reason: 'checksum' });
        },
      ),
      RUNS,
    );
  });
});

describe('CO, PH, VN accounts and wallets', () => {
  it.each([
    ['CO', '123456', 'account', '123456'],
    ['CO', '1234-5678-9012-3456-7890', 'account', '12345678901234567890'],
    ['CO', '+57 300 123 4567', 'wallet', '3001234567'],
    ['PH', '1234567890', 'account', '1234567890'],
    ['PH', '1234 5678 9012 3456', 'account', '1234567890123456'],
    ['PH', '+63 917 123 4567', 'wallet', '09171234567'],
    ['VN', '0011004123456', 'account', '0011004123456'],
    ['VN', '123456', 'account', '123456'],
  ] as const)('%s %s is a valid %s', (country, value, kind, normalized) => {
    expect(validateBankAccount(country, value)).toEqual({ ok: true, normalized, kind });
  });

  it.each([
    ['CO', '12345'],
    ['CO', '123456789012345678901'],
    ['PH', '123456789'],
    ['PH', '12345678901234567'],
    ['VN', '12345'],
    ['VN', '12345678901234567890'],
    ['VN', '12345A'],
  ] as const)('%s %s is rejected', (country, value) => {
    expect(validateBankAccount(country, value)).toEqual({ ok: false, reason: 'format' });
  });

  it('wallet: true requires the mobile number; wallet: false requires an account number', () => {
    expect(validateBankAccount('CO', '3001234567', { wallet: true })).toEqual({
      ok: true,
      normalized: '3001234567',
      kind: 'wallet',
    });
    expect(validateBankAccount('CO', '6011234567', { wallet: true })).toEqual({
      ok: false,
      reason: 'format',
    });
    expect(validateBankAccount('PH', '09171234567', { wallet: true })).toEqual({
      ok: true,
      normalized: '09171234567',
      kind: 'wallet',
    });
    expect(validateBankAccount('PH', '639171234567', { wallet: true })).toMatchObject({
      normalized: '09171234567',
    });
    expect(validateBankAccount('PH', '0281234567', { wallet: true })).toEqual({
      ok: false,
      reason: 'format',
    });
    expect(validateBankAccount('CO', '+57 300 123 4567', { wallet: false })).toEqual({
      ok: false,
      reason: 'format',
    });
    // VN has no wallets here.
    expect(validateBankAccount('VN', '0912345678', { wallet: true })).toEqual({
      ok: false,
      reason: 'format',
    });
  });
});
