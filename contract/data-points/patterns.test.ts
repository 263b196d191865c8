import { describe, expect, it } from 'vitest';
import { textSchema } from './field-schemas';
import type { TextRuleName } from './patterns';

const passes = (rule: TextRuleName, value: string) => textSchema(rule).safeParse(value).success;

/**
 * Behaviour §5 and docs/decisions/0043-text-patterns.md: the address numbers as people of each country write them.
 * A full stop may close an abbreviation after a letter; no other trailing separator passes.
 */
const ADDRESS_NUMBERS: Record<string, Partial<Record<TextRuleName, string[]>>> = {
  ES: {
    'flat-number': ['3º izq.', '3º izq', 'izda.', 'B', '2ª', '1º-2ª', 'Esc. B', 'bajo A'],
    'house-number': ['12', '12B', 's/n', 'Nº 5', 'N.º 5', 'km 7'],
    floor: ['3º', 'bajo', 'entlo.', 'ático'],
    'block-number': ['B', 'Bl. 3', 'Portal 2'],
  },
  MX: { 'house-number': ['Int. 4', '123-B', 'Mz. 5 Lt 3'], 'flat-number': ['Depto. 5'] },
  CO: { 'house-number': ['19-61', '45 Sur'], 'flat-number': ['Apto. 301'] },
  PL: { 'house-number': ['12', '12a', '12/14'], 'flat-number': ['3', '3a', 'm. 4'] },
  DE: { 'house-number': ['12a', '12-14', '7 b'] },
  RO: { 'block-number': ['A3', 'bl. M5', 'Sc. B'], floor: ['parter', 'et. 4'], 'flat-number': ['ap. 12'] },
  VN: { 'house-number': ['12/3A', 'Số 12', '45B'] },
  PH: { 'house-number': ['Unit 5B', 'Blk. 4'], 'flat-number': ['5-B'] },
};

describe.each(Object.entries(ADDRESS_NUMBERS))('address numbers in %s', (_country, rules) => {
  const cases = Object.entries(rules).flatMap(([rule, values]) =>
    values.map((value) => [rule as TextRuleName, value] as const),
  );
  it.each(cases)('%s accepts "%s"', (rule, value) => expect(passes(rule, value)).toBe(true));
});

describe('what no address number takes', () => {
  it.each(['3º izq,', '3º-', '3º /', '12.', '12..', '12--14', '3º  izq', '.3', '#4', '3º izq.!'])(
    'refuses "%s": a trailing or doubled separator, a full stop after a digit, a sign',
    (value) => {
      for (const rule of ['house-number', 'flat-number', 'block-number', 'floor'] as const)
        expect(passes(rule, value), `${rule}: ${value}`).toBe(false);
    },
  );
});

describe('the rules that require a letter (behaviour §5)', () => {
  const lettered: TextRuleName[] = ['place', 'street', 'job-title', 'organisation'];
  it.each(lettered)('%s refuses digits and signs alone', (rule) => {
    for (const value of ['12', '12-14', '3/5', '12.']) expect(passes(rule, value), value).toBe(false);
  });
  it.each(lettered)('%s refuses a trailing separator other than a full stop closing a word', (rule) => {
    for (const value of ['Mayor,', 'Mayor -', 'Mayor /', 'Mayor 12.']) expect(passes(rule, value), value).toBe(false);
  });
  it('lets a full stop close an abbreviation where names end with one', () => {
    expect(passes('street', 'Hauptstr.')).toBe(true);
    expect(passes('job-title', 'Ing.')).toBe(true);
    expect(passes('organisation', 'Sp. z o.o.')).toBe(true);
    expect(passes('place', 'St. Gallen.')).toBe(false);
  });
});
