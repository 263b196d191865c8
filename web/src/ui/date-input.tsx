import { useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react';

type Props = {
  id: string;
  legend: string;
  value: string;
  /** The hint and the error message as every field shows them (useFieldParts), and the ids that point at them. */
  hintLine?: ReactNode;
  errorLine?: ReactNode;
  describedBy?: string;
  invalid: boolean;
  /** An answer is needed to go on (each box says so). */
  required?: boolean;
  autoCompletePrefix?: 'bday' | 'off';
  onChange: (value: string) => void;
};

/**
 * The boxes a date's error is about: those empty or out of range; every box when each part is fine on its own but
 * the date is not (31 February, too young), so a screen reader hears "invalid" only where the mistake is.
 */
export function partsInError([day, month, year]: readonly [string, string, string]): [
  boolean,
  boolean,
  boolean,
] {
  const outside = (part: string, max: number) => !part || Number(part) < 1 || Number(part) > max;
  const bad: [boolean, boolean, boolean] = [outside(day, 31), outside(month, 12), year.length !== 4];
  return bad.some(Boolean) ? bad : [true, true, true];
}

/** 'YYYY-MM-DD' from the three boxes; '' when all are empty, and a partial string (kept, rejected by the schema) otherwise. */
export function joinDate(day: string, month: string, year: string): string {
  const pad = (part: string) => (part ? part.padStart(2, '0') : '');
  return !day && !month && !year ? '' : `${year}-${pad(month)}-${pad(day)}`;
}

/** A box's value as kept: digits only, 2 for the day and month, 4 for the year. */
export const datePart = (i: 0 | 1 | 2, typed: string): string =>
  typed.replace(/\D/g, '').slice(0, i === 2 ? 4 : 2);

function split(value: string): [string, string, string] {
  const m = /^(\d{0,4})-(\d{0,2})-(\d{0,2})$/.exec(value);
  return m ? [m[3] ?? '', m[2] ?? '', m[1] ?? ''] : ['', '', ''];
}

/** The three boxes in the order they are shown; the day's box carries the field's own id. */
const BOXES = [
  { key: 'day', i: 0, width: 'date-input__box--2' },
  { key: 'month', i: 1, width: 'date-input__box--2' },
  { key: 'year', i: 2, width: 'date-input__box--4' },
] as const;

/**
 * A date as three text boxes, day, month and year (GOV.UK pattern): no native date picker, no auto-tab,
 * numeric keyboard. The value is 'YYYY-MM-DD' when all three are filled, '' when none is, and a partial
 * string the schema rejects otherwise, so what was typed is never dropped.
 */
export function DateInput({
  id,
  legend,
  value,
  hintLine,
  errorLine,
  describedBy,
  invalid,
  required = false,
  autoCompletePrefix = 'off',
  onChange,
}: Props) {
  const { t } = useTranslation('form');
  const [parts, setParts] = useState(() => split(value));
  // A value set from outside (an answer restored or read from the page) replaces what the boxes hold; the value
  // this component reports is always joinDate(parts), so its own changes never trigger this.
  const outside = value !== joinDate(...parts) ? split(value) : null;
  if (outside && outside.join() !== parts.join()) setParts(outside);
  const update = (i: 0 | 1 | 2, v: string) => {
    const next: [string, string, string] = [...parts];
    next[i] = datePart(i, v);
    setParts(next);
    onChange(joinDate(...next));
  };
  const wrong = invalid ? partsInError(parts) : [false, false, false];
  return (
    <fieldset className={invalid ? 'field field--error' : 'field'} aria-describedby={describedBy}>
      <legend className="field__label">{legend}</legend>
      {hintLine}
      {errorLine}
      <div className="date-input">
        {BOXES.map((b) => (
          <div key={b.key} className="date-input__item">
            <label htmlFor={b.i === 0 ? id : `${id}-${b.key}`} className="date-input__label">
              {t(`date>${b.key}`)}
            </label>
            <input
              id={b.i === 0 ? id : `${id}-${b.key}`}
              className={`date-input__box ${b.width}`}
              type="text"
              inputMode="numeric"
              autoComplete={autoCompletePrefix === 'bday' ? `bday-${b.key}` : 'off'}
              required={required}
              aria-invalid={wrong[b.i] ? true : undefined}
              value={parts[b.i]}
              onChange={(e) => update(b.i, e.target.value)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
