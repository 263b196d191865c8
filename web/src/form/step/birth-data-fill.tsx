import { useEffect, useRef } from 'react';
import type { CountryCode } from '../../../../contract/country';
import { validateNationalId } from '../../../../contract/validators/national-id';
import { useTranslation } from '../../i18n/react';
import type { FormState } from '../form-state';

type Fills = { birthDate: string; sex: string };

/**
 * A national id that encodes the birth date and sex (PESEL, CNP, CURP) fills in those the person left empty, and
 * says so in the status line under it: nothing is asked twice, and what was typed is never overwritten (a
 * difference is then the cross-check's error, on submit).
 */
export function BirthDataFill({
  country,
  form,
  code,
  fills,
  onStatus,
}: {
  country: CountryCode;
  form: FormState;
  code: string;
  fills: Fills;
  onStatus: (text: string) => void;
}) {
  const { t } = useTranslation('form');
  const value = form.values[code];
  const seen = useRef<unknown>(undefined);
  useEffect(() => {
    if (value === seen.current || typeof value !== 'string') return;
    seen.current = value;
    const id = validateNationalId(country, value);
    if (!id.ok || id.birthDate === undefined) return;
    const filled: string[] = [];
    if (!form.values[fills.birthDate]) filled.push(fills.birthDate);
    if (id.sex && !form.values[fills.sex]) filled.push(fills.sex);
    if (filled.includes(fills.birthDate)) form.setValue(fills.birthDate, id.birthDate);
    if (filled.includes(fills.sex)) form.setValue(fills.sex, id.sex!);
    if (filled.length) onStatus(t('assist>birthDataFilled'));
    // Once per new code: the fields it fills are read at that moment, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return null;
}
