import { describe, expect, it } from 'vitest';
import type { Rule } from './rule';
import {
  checkboxSchema,
  countrySchema,
  dateOfBirthSchema,
  dateSchema,
  emailSchema,
  isCalendarDate,
  loanRangeSchema,
  moneySchema,
  nameSchema,
  phoneSchema,
  textSchema,
  wholeNumberSchema,
  yesNoSchema,
} from './field-schemas';
import type { TextRuleName } from './patterns';
import { TODAY } from '../testing/data-point-fixtures';

const message = (schema: Rule, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
const output = (schema: Rule, value: unknown) => schema.parse(value);

describe('names (behaviour §5: letters, single spaces or hyphens between letter groups)', () => {
  it.each([
    'Anna',
    'Anna-Maria',
    'García Márquez',
    'Nguyễn Thị Lan',
    'Łukasz',
    'Zoë',
    'Ştefan',
    'Ólafur',
    'Mª',
  ])('accepts %s', (v) => {
    expect(message(nameSchema(), v)).toBeUndefined();
  });
  it.each(['\u3164', '\u115F\u1160', 'An\u200Bna', 'An\u00ADna', '\u2800'])(
    'refuses a name that hides characters: %j',
    (v) => {
      expect(message(nameSchema(), v)).toBe('errors>name');
    },
  );
  it('trims a byte-order mark with the spaces', () => {
    expect(output(nameSchema(), '\uFEFF  José ')).toBe('José');
  });
  it.each(['Anna-', '-Anna', 'Anna  Maria', 'Anna--Maria', 'Anna 2', "O'Brien", 'Anna_Maria', 'J.'])(
    'refuses %s',
    (v) => {
      expect(message(nameSchema(), v)).toBe('errors>name');
    },
  );
  it('trims, NFC-normalises, and calls blank "required"', () => {
    expect(output(nameSchema(), '  Zoe\u0308 ')).toBe('Zoë');
    expect(message(nameSchema(), '  ')).toBe('errors>required');
    expect(message(nameSchema(), undefined)).toBe('errors>required');
    expect(message(nameSchema(), 'A'.repeat(51))).toBe('errors>too-long');
  });
});

const TEXT_CASES: Record<TextRuleName, { good: string[]; bad: string[] }> = {
  place: {
    good: [
      'Warszawa',
      'Quận 1',
      "L'Hospitalet de Llobregat",
      'Bielsko-Biała',
      'St. Gallen',
      'Ciudad de México',
      'Hồ Chí Minh',
    ],
    bad: ['123', 'Warszawa-', 'Nowa  Huta!', 'Kraków,', '-Lodz'],
  },
  street: {
    good: [
      'ul. 3 Maja',
      'Calle 100 # 19-61',
      'Hauptstr.',
      'Nguyễn Huệ',
      'Av. Insurgentes Sur',
      "Rue de l'Église",
    ],
    bad: ['100', 'Main Street-', 'Main Street /', '# 19', 'Main    Street'],
  },
  'house-number': {
    good: ['12', '12B', '12 B', '12-14', '3/5', 's/n', '1º'],
    bad: ['12-', '/12', '12--14', '12.'],
  },
  'flat-number': { good: ['4', '4A', '12-3'], bad: ['4-', '#4'] },
  'block-number': { good: ['B', '3', 'B2'], bad: ['B-', '-'] },
  floor: { good: ['2', 'Bajo', '1º'], bad: ['2-', '+'] },
  'job-title': {
    good: ['Shop assistant', 'C++ developer', 'Sales & marketing', 'IT-Spezialist/in', 'Mgr.', 'Kế toán'],
    bad: ['123', 'Driver -', 'Driver,', '&&&'],
  },
  organisation: {
    good: [
      'Müller GmbH & Co. KG',
      'Grupo Bimbo, S.A.B. de C.V.',
      'ZUS',
      'Sp. z o.o.',
      '3M',
      "McDonald's",
      'AT&T',
    ],
    bad: ['123', 'Acme -', 'Acme,', '@Acme'],
  },
  document: { good: ['ABC 123456', '12-3456789', 'RO 123/45', 'AB.12'], bad: ['ABC--1', 'AB_12', 'ABC-'] },
  'licence-plate': { good: ['WX 12345', 'B-AB 1234', '51F-12345'], bad: ['WX/123', 'WX 12345-'] },
};

describe.each(Object.entries(TEXT_CASES) as [TextRuleName, { good: string[]; bad: string[] }][])(
  'text rule %s',
  (rule, { good, bad }) => {
    it.each(good)('accepts %s', (v) => expect(message(textSchema(rule), v)).toBeUndefined());
    it.each(bad)('refuses %s', (v) => expect(message(textSchema(rule), v)).toMatch(/^errors>/));
  },
);

describe('email', () => {
  it('trims and lower-cases', () => {
    expect(output(emailSchema(), '  Anna.Nowak+Loan@Example.COM ')).toBe('anna.nowak+loan@example.com');
  });
  it('folds compatibility forms: a full-width letter is the plain one', () => {
    expect(output(emailSchema(), 't@ｍailinator.com')).toBe('t@mailinator.com');
  });
  it.each([
    'a@b',
    'a b@c.de',
    'a@@b.de',
    '@b.de',
    'a@b..de',
    'a@.de',
    'a@b.c',
    'a\u200B@b.de',
    'a@b.de:25',
    'a@[192.0.2.1]',
    'a@192.0.2.10',
    // Markup, quoting and paths in the local part.
    'x><svg/onload=alert(1)>@example.com',
    '"a b"@example.com',
    "o'neill@example.com",
    'a<b@example.com',
    '../../etc/passwd@example.com',
    'a\\b@example.com',
    'a`b@example.com',
    'a,b@example.com',
    'a;b@example.com',
    'a(b)@example.com',
    'a\u0001b@example.com',
    'a\tb@example.com',
    '.ana@example.com',
    'ana.@example.com',
    'an..a@example.com',
    `${'a'.repeat(65)}@example.com`,
    // Not a host name: a path, markup, an underscore, a bad label, a numeric or one-letter top level.
    'a@example.com/evil',
    'a@example.com/../x',
    'a@exa<mple.com',
    'a@ex_ample.com',
    'a@-example.com',
    'a@example-.com',
    'a@example.c0m',
    'a@example.1',
    'a@localhost',
  ])('refuses %s', (v) => {
    expect(message(emailSchema(), v)).toBe('errors>email');
  });
  it.each([
    'ana@correo.es',
    'lan@công-ty.vn',
    'x@sub.domain.co.uk',
    'accept+ana.perez@gmail.com',
    'goto-id-upload+ana@example.com',
    'anna.nowak+loan@example.com',
    'o_neill-2@mail.example.de',
    'jan.kowalski@wp.pl',
    'user%tag@example.org',
    'a@xn--bcher-kva.ch',
    'x@example.xn--p1ai',
    '1234567@qq.com',
  ])('accepts %s', (v) => {
    expect(message(emailSchema(), v)).toBeUndefined();
  });
});

describe('numbers: digit strings in, numbers out', () => {
  it('coerces digit strings, ignoring spaces and the no-break spaces of Intl grouping', () => {
    expect(output(moneySchema(), '1 500')).toBe(1500);
    expect(output(moneySchema(), '12\u00a0345\u202f678')).toBe(12_345_678);
    expect(output(moneySchema(), 0)).toBe(0);
  });
  it.each(['1.500', '1,5', '-5', 'abc', 1.5, -1, Number.NaN, true])(
    'refuses %s as not a whole number',
    (v) => {
      expect(message(moneySchema(), v)).toBe('errors>whole-number');
    },
  );
  it('applies the debt limits of behaviour §5', () => {
    const total = moneySchema(500_000, 'errors>total-debt>max');
    expect(output(total, '500000')).toBe(500_000);
    expect(message(total, '500001')).toBe('errors>total-debt>max');
    const overdue = moneySchema(1000, 'errors>overdue-debt>max');
    expect(message(overdue, 1001)).toBe('errors>overdue-debt>max');
  });
  it('checks counts against their range', () => {
    expect(message(wholeNumberSchema(0, 20, 'errors>dependants>range'), '21')).toBe(
      'errors>dependants>range',
    );
  });
});

describe('amount and period (behaviour §5: from the brand, with a step)', () => {
  const amount = loanRangeSchema({ min: 500_000, max: 20_000_000, step: 100 }, 'errors>amount');
  it.each([[500_000], ['20 000 000'], ['1000100']])('accepts %s', (v) =>
    expect(message(amount, v)).toBeUndefined(),
  );
  it('refuses out-of-range and off-step amounts', () => {
    expect(message(amount, 499_900)).toBe('errors>amount>range');
    expect(message(amount, 20_000_100)).toBe('errors>amount>range');
    expect(message(amount, 1_000_050)).toBe('errors>amount>step');
  });
  it('checks the step from the minimum', () => {
    const period = loanRangeSchema({ min: 61, max: 90, step: 7 }, 'errors>period');
    expect(message(period, 68)).toBeUndefined();
    expect(message(period, 70)).toBe('errors>period>step');
  });
});

describe('dates', () => {
  it('knows the calendar', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('1900-02-29')).toBe(false);
    expect(isCalendarDate('2025-04-31')).toBe(false);
    expect(isCalendarDate('2025-4-3')).toBe(false);
  });
  it('bounds past and future by today, inclusive', () => {
    expect(message(dateSchema(TODAY, 'past'), TODAY)).toBeUndefined();
    expect(message(dateSchema(TODAY, 'past'), '2025-06-16')).toBe('errors>date>past');
    expect(message(dateSchema(TODAY, 'future'), '2025-06-14')).toBe('errors>date>future');
    expect(message(dateSchema(TODAY, 'any'), '15/06/2025')).toBe('errors>date>format');
  });
  it('wants an adult born in a real past date (behaviour §5: 18+)', () => {
    const dob = dateOfBirthSchema(TODAY);
    expect(message(dob, '2007-06-15')).toBeUndefined();
    expect(message(dob, '2007-06-16')).toBe('errors>date-of-birth>adult');
    expect(message(dob, '2026-01-01')).toBe('errors>date-of-birth>future');
    expect(message(dob, '1900-01-01')).toBe('errors>date-of-birth>too-old');
    expect(message(dob, '1990-13-01')).toBe('errors>date-of-birth>format');
    expect(message(dob, '1990-02-')).toBe('errors>date-of-birth>format');
  });
  it('says a date with every part in range but no such day does not exist (31 February, 31 April)', () => {
    expect(message(dateOfBirthSchema(TODAY), '1990-02-31')).toBe('errors>date>no-such-date');
    expect(message(dateOfBirthSchema(TODAY), '1990-02-30')).toBe('errors>date>no-such-date');
    expect(message(dateOfBirthSchema(TODAY), '1990-02-29')).toBe('errors>date>no-such-date');
    expect(message(dateOfBirthSchema(TODAY), '1992-02-29')).toBeUndefined();
    expect(message(dateSchema(TODAY, 'past'), '2025-04-31')).toBe('errors>date>no-such-date');
    expect(message(dateSchema(TODAY, 'past'), '2025-04-32')).toBe('errors>date>format');
  });
});

describe('choices', () => {
  it('stores yes/no answers as booleans', () => {
    expect(output(yesNoSchema(), 'yes')).toBe(true);
    expect(output(yesNoSchema(), 'no')).toBe(false);
    expect(output(yesNoSchema(), false)).toBe(false);
    expect(message(yesNoSchema(), 'maybe')).toBe('errors>choose');
  });
  it('wants a required checkbox ticked', () => {
    expect(message(checkboxSchema(true), false)).toBe('errors>accept');
    expect(message(checkboxSchema(false), false)).toBeUndefined();
  });
  it('stores countries as upper-case ISO codes', () => {
    expect(output(countrySchema(), ' pl ')).toBe('PL');
    expect(message(countrySchema(), 'Poland')).toBe('errors>country');
  });
});

describe('phones', () => {
  it('requires a mobile number unless any line will do, and stores it without spacing', () => {
    expect(output(phoneSchema('ES'), '+34 612-345-678')).toBe('+34612345678');
    expect(message(phoneSchema('ES'), '912 345 678')).toBe('errors>phone');
    expect(message(phoneSchema('ES', { requireMobile: false }), '912 345 678')).toBeUndefined();
    expect(message(phoneSchema('ES', { requireMobile: false }), '12')).toBe('errors>phone-any');
  });
});
