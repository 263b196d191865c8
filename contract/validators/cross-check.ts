/** Cross-checks between a decoded national id and what the applicant typed; the age rule. Pure. */
import { isoDate, parseIsoDate } from './helpers';
import type { NationalIdResult, Sex } from './national-id';

export type BirthDataMismatch = 'birth-date' | 'birth-year' | 'sex';

const SEX_VALUES: Readonly<Record<string, Sex>> = { male: 'male', m: 'male', female: 'female', f: 'female' };

/**
 * What the id says against the typed date of birth (YYYY-MM-DD) and sex ('male'/'female'/'m'/'f', any case).
 * Only what both sides know is compared: an invalid id, an unparsable date or an unknown sex value gives
 * no mismatch (those are reported by their own validators).
 */
export function crossCheckBirthData(
  id: NationalIdResult,
  dateOfBirth: string,
  sex?: string,
): BirthDataMismatch[] {
  if (!id.ok) return [];
  const mismatches: BirthDataMismatch[] = [];
  const dob = parseIsoDate(dateOfBirth);
  if (dob && id.birthDate !== undefined && id.birthDate !== isoDate(...dob)) mismatches.push('birth-date');
  if (dob && id.birthDate === undefined && id.birthYear !== undefined && id.birthYear !== dob[0]) {
    mismatches.push('birth-year');
  }
  const typedSex = sex === undefined ? undefined : SEX_VALUES[sex.trim().toLowerCase()];
  if (typedSex && id.sex && typedSex !== id.sex) mismatches.push('sex');
  return mismatches;
}

/**
 * Whether someone born on `dateOfBirth` is at least `minAge` on `today` (both YYYY-MM-DD; never reads the
 * clock). The birthday counts: 18 on the 18th anniversary; a 29 February birthday falls on 1 March in
 * common years. Invalid dates give false.
 */
export function isAdult(dateOfBirth: string, today: string, minAge = 18): boolean {
  const birth = parseIsoDate(dateOfBirth);
  const now = parseIsoDate(today);
  if (!birth || !now) return false;
  const [by, bm, bd] = birth;
  const [ty, tm, td] = now;
  const age = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
  return age >= minAge;
}
