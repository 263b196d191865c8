/** Shared fast-check helpers for the validator tests (test-only: nothing in production imports this). */
import fc from 'fast-check';

export const DIGITS = '0123456789';
export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** A string of `length` characters drawn from `alphabet`. */
export const charsOf = (alphabet: string, length: number): fc.Arbitrary<string> =>
  fc.array(fc.constantFrom(...alphabet), { minLength: length, maxLength: length }).map((cs) => cs.join(''));

/** A real calendar date between the given years, as numbers. */
export const calendarDate = (
  fromYear: number,
  toYear: number,
): fc.Arbitrary<{ y: number; m: number; d: number }> =>
  fc
    .date({
      min: new Date(Date.UTC(fromYear, 0, 1)),
      max: new Date(Date.UTC(toYear, 11, 31)),
      noInvalidDate: true,
    })
    .map((date) => ({ y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() }));

export const iso = ({ y, m, d }: { y: number; m: number; d: number }): string =>
  `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;

export interface Substitution {
  id: string;
  index: number;
  from: string;
  to: string;
  mutated: string;
}

/**
 * Every single-character substitution of a valid id: one position, replaced by a DIFFERENT character of
 * the alphabet allowed at that position (`alphabetAt`), so the mutant keeps the id's shape.
 */
export const singleSubstitution = (
  valid: fc.Arbitrary<string>,
  alphabetAt: (id: string, index: number) => string,
): fc.Arbitrary<Substitution> =>
  valid.chain((id) =>
    fc
      .nat({ max: id.length - 1 })
      .filter((index) => [...alphabetAt(id, index)].some((c) => c !== id[index]))
      .chain((index) =>
        fc.constantFrom(...[...alphabetAt(id, index)].filter((c) => c !== id[index])).map((to) => ({
          id,
          index,
          from: id.charAt(index),
          to,
          mutated: id.slice(0, index) + to + id.slice(index + 1),
        })),
      ),
  );
