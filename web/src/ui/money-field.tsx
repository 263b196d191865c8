import { useState } from 'react';
import { brand } from 'virtual:brand';
import { inputModeOf } from '../../../contract/data-points/input-mode';
import { currencySymbol, formatInteger, formatMoney, numberMarks } from '../lib/format';
import { parseTypedNumber, wholeNumberText } from '../lib/typed-number';
import { LabelledField, useFieldParts, type KindProps } from './field-kinds';

/**
 * A sum of money (income, expenses, debts) in whole currency units, typed as people write it: with the
 * language's marks or without ("1.200.000", "1 200 000", "1200000"), with the currency or not. The box keeps the
 * text as typed while it reads as the number the form holds (its digits, what the lead's rule checks); a sum with
 * cents is held rounded to the whole unit as it is typed, and a note tied to the box says so, politely, from then:
 * leaving the box only shows the rounded sum in it, so nothing below the box moves between leaving it and pressing
 * the button (a note appearing then pushed the button away from the finger). The
 * currency stands beside the box and is heard with it. Never type=number (scroll changes it, autofill misses it);
 * the keyboard is the catalogue's (numeric: no answer has decimals).
 */
export function MoneyField({ dataPoint: dp, value, onChange, error }: KindProps<string>) {
  const parts = useFieldParts(dp, error);
  const { t, id, required, errorText, describedBy } = parts;
  const lng = brand.locale;
  const marks = numberMarks(lng);
  const [typed, setTyped] = useState<string | null>(null);
  // The whole sum the last text typed was rounded to (it stays said once the box shows it).
  const [rounded, setRounded] = useState<number | null>(null);
  /** The whole sum a text with cents is rounded to; null for any other text. */
  const roundedOf = (text: string): number | null => {
    const n = parseTypedNumber(text, marks);
    return n === null || Number.isInteger(n) || !Number.isSafeInteger(Math.round(n)) ? null : Math.round(n);
  };
  /** What the form holds for a text: a sum with cents rounded, else its whole number's digits, else the text. */
  const heldOf = (text: string): string => {
    const whole = roundedOf(text);
    return whole === null ? wholeNumberText(text, marks) : String(whole);
  };
  // What was typed, while it still stands for the answer held (an answer set from elsewhere shows as it is).
  const shown = typed !== null && heldOf(typed) === value ? typed : value;
  const note = rounded === null || shown !== typed ? null : t('field>rounded', { value: formatMoney(lng, brand.currency, rounded) });
  /** Leaving the box (or Enter): a sum with cents shows as the whole sum held. True when the box changed. */
  const commit = (text: string): boolean => {
    const whole = roundedOf(text);
    if (whole === null) return false;
    setTyped(formatInteger(lng, whole));
    return true;
  };
  const ids = (...list: (string | undefined | false)[]) => list.filter(Boolean).join(' ') || undefined;
  return (
    <LabelledField parts={parts}>
      <span className="field__box field__box--unit">
        <input
          id={id}
          name={id}
          type="text"
          inputMode={inputModeOf(dp, brand.country)}
          autoComplete={dp.autocomplete}
          required={required}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={ids(describedBy, `${id}-unit`, note !== null && `${id}-note`)}
          value={shown}
          onChange={(e) => {
            setTyped(e.target.value);
            setRounded(roundedOf(e.target.value));
            onChange(heldOf(e.target.value));
          }}
          onBlur={(e) => commit(e.target.value)}
          onKeyDown={(e) => {
            // Enter keeps the answer; where it was rounded, the form is not sent before the note is read.
            if (e.key === 'Enter' && commit(e.currentTarget.value)) e.preventDefault();
          }}
        />
        {/* Heard through the box only (its description), so hidden from reading on its own. */}
        <span id={`${id}-unit`} className="field__unit" aria-hidden="true">
          {currencySymbol(lng, brand.currency)}
        </span>
      </span>
      <div id={`${id}-note`} className="field__note" aria-live="polite">
        {note}
      </div>
    </LabelledField>
  );
}
