/**
 * Behaviour §5 text patterns. Every pattern is "word groups joined by separators": it cannot start or end with a
 * separator (a trailing full stop is allowed where abbreviations end names: 'Hauptstr.', 'Sp. z o.o.', 'S.A.'),
 * and separator runs are short (', ' and ' # ' are runs of two and three). Letters are Unicode letters
 * (\p{L}, which includes 'º' and 'ª') plus combining marks (\p{M}), so decomposed Vietnamese input also passes;
 * values are NFC-normalised and trimmed before matching.
 */

const LETTERS = '\\p{L}\\p{M}';
const LETTERS_DIGITS = '\\p{L}\\p{M}\\p{N}';

/** A pattern that is tested, and can be made ready ahead of its first real test. */
export type Matcher = { test: (value: string) => boolean; prepare: () => void };

/**
 * A regular expression built on its first test: a Unicode property class (`\p{L}`) costs milliseconds to build,
 * and a page asks only a few of these questions. `prepare` does, at a moment of the caller's choosing (idle), all
 * that the first tests would pay: the engine (V8) builds the expression, interprets its first test and compiles
 * it to machine code at the second, each of which costs a phone milliseconds for a large Unicode class.
 */
export function lazyPattern(source: string, flags: string): Matcher {
  let built: RegExp | undefined;
  const test = (value: string) => (built ??= new RegExp(source, flags)).test(value);
  return {
    test,
    prepare: () => {
      test('');
      test('');
    },
  };
}

type GroupOptions = {
  maxRun: number;
  /** The joiner as a regular expression, instead of a run of up to `maxRun` of the separators. */
  join?: string;
  trailingDot?: boolean;
  needsLetter?: boolean;
};

function groups(
  word: string,
  separators: string,
  { maxRun, join, trailingDot = false, needsLetter = false }: GroupOptions,
) {
  const lookahead = needsLetter ? '(?=.*\\p{L})' : '';
  // A full stop may close an abbreviation ('Hauptstr.', 'S.A.', 'izq.'): only after a letter, never after a digit.
  const tail = trailingDot ? '(?:(?<=\\p{L})\\.)?' : '';
  const joiner = join ?? `[${separators}]{1,${maxRun}}`;
  return lazyPattern(`^${lookahead}[${word}]+(?:${joiner}[${word}]+)*${tail}$`, 'u');
}

/**
 * House, flat and block numbers and floors: letters ('º', 'ª' are letters) and digits joined by one space, hyphen
 * or slash, or by a full stop or comma with an optional space after it ('3º izq.', 'Esc. B', '1º-2ª', 's/n', '12/3').
 */
const ADDRESS_NUMBER = groups(LETTERS_DIGITS, '', { maxRun: 1, join: '(?:[.,] ?|[ \\-/])', trailingDot: true });

/**
 * Characters that show nothing: format characters (zero-width space and joiners, bidi controls, soft hyphen) and
 * the Hangul and Braille fillers, which count as letters. A name made of them looks empty; inside a value they
 * hide a second value (docs/quality.md §2). None of the product's languages needs them.
 */
export const HIDDEN_CHARACTERS = lazyPattern('[\\p{Cf}\\u115F\\u1160\\u3164\\uFFA0\\u2800]', 'u');

/** Spec: letters only, with optional single spaces or hyphens between letter groups. */
export const NAME_PATTERN = groups(LETTERS, ' \\-', { maxRun: 1 });

export type TextRule = { pattern: Matcher; error: string; max: number };

/**
 * The text rules of the catalogue, by name (behaviour §5). None starts or ends with a separator; a full stop closing
 * an abbreviation is part of its word. Places, streets, job titles and organisation names must contain a letter.
 * House, flat and block numbers and floors need a letter or a digit: a lone number ('12') is the usual answer
 * (docs/decisions/0043-text-patterns.md).
 */
export const TEXT_RULES = {
  /** City, suburb, district, municipality, province: 'Quận 1', "L'Hospitalet de Llobregat", 'St. Gallen'. */
  place: {
    pattern: groups(LETTERS_DIGITS, " \\-'’.,", { maxRun: 2, needsLetter: true }),
    error: 'errors>place',
    max: 80,
  },
  /** 'ul. 3 Maja', 'Calle 100 # 19-61', 'Hauptstr.', 'Nguyễn Huệ'. */
  street: {
    pattern: groups(LETTERS_DIGITS, " \\-'’.,/#", { maxRun: 3, trailingDot: true, needsLetter: true }),
    error: 'errors>street',
    max: 100,
  },
  'house-number': {
    pattern: ADDRESS_NUMBER,
    error: 'errors>house-number',
    max: 10,
  },
  'flat-number': {
    pattern: ADDRESS_NUMBER,
    error: 'errors>flat-number',
    max: 10,
  },
  'block-number': {
    pattern: ADDRESS_NUMBER,
    error: 'errors>block-number',
    max: 10,
  },
  floor: { pattern: ADDRESS_NUMBER, error: 'errors>floor', max: 10 },
  /** 'C++ developer', 'Sales & marketing', 'IT-Spezialist/in', 'Mgr.'. */
  'job-title': {
    pattern: groups(LETTERS_DIGITS, " \\-'’.,/&+", { maxRun: 3, trailingDot: true, needsLetter: true }),
    error: 'errors>job-title',
    max: 100,
  },
  /** Company names and pension payers: 'Müller GmbH & Co. KG', 'Grupo Bimbo, S.A.B. de C.V.', 'ZUS'. */
  organisation: {
    pattern: groups(LETTERS_DIGITS, " \\-'’.,/&+", { maxRun: 3, trailingDot: true, needsLetter: true }),
    error: 'errors>organisation-name',
    max: 120,
  },
  /** Document, registry and tax numbers without a country rule: letters and digits, single separators. */
  document: {
    pattern: groups('\\p{L}\\p{N}', ' \\-/.', { maxRun: 1 }),
    error: 'errors>document-number',
    max: 30,
  },
  'licence-plate': {
    pattern: groups('\\p{L}\\p{N}', ' \\-.', { maxRun: 1 }),
    error: 'errors>licence-plate',
    max: 12,
  },
} as const satisfies Record<string, TextRule>;

export type TextRuleName = keyof typeof TEXT_RULES;

/**
 * Behaviour §5 `something@domain.tld`, checked after folding and lower-casing. The local part is dot-separated
 * runs of letters, digits and `! # $ % & * + = ? ^ _ { | } ~ -` (`accept+ana.perez`, `o_neill`, `anna.nowak`):
 * no markup or quoting (`<`, `>`, `"`, `'`, backticks), no spaces, slashes, backslashes, brackets, commas,
 * colons or control characters, and no leading, trailing or double dot. The domain is a real host name: labels of
 * letters, digits and inner hyphens (letters in any script: `công-ty.vn`), at least one dot, and a top-level
 * label of two or more letters (or an `xn--` form); no path, port or IP literal.
 */
export const EMAIL_PATTERN = lazyPattern(
  '^(?=.{1,64}@)[\\p{L}\\p{M}\\p{N}!#$%&*+=?^_{|}~-]+(?:\\.[\\p{L}\\p{M}\\p{N}!#$%&*+=?^_{|}~-]+)*' +
    '@(?:[\\p{L}\\p{M}\\p{N}](?:[\\p{L}\\p{M}\\p{N}-]{0,61}[\\p{L}\\p{M}\\p{N}])?\\.)+' +
    '(?:[\\p{L}\\p{M}]{2,63}|xn--[a-z0-9-]{1,59})$',
  'u',
);

/** ISO 3166-1 alpha-2, as `/choices/country` answers. */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;
