import { useEffect, useId, useState } from 'react';
import { sliderStep, snapToRange } from './loan-cost';

type Props = {
  /** Form field name: without scripts the form submits it as a query parameter the landing rules read. */
  name: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** The value as a person hears and reads it ("1.000.000 ₫", "73 ngày"). */
  format: (value: number) => string;
  /** Group digits for display in the text box. */
  formatPlain: (value: number) => string;
  /** Reads what was typed, with the language's marks ("99,5"); null when it is not a number. */
  parse: (text: string) => number | null;
  unit: string;
  hint: string;
  /** What is said when a typed value is changed to the nearest offered one (given that value, formatted). */
  adjustedText: (value: string) => string;
  onChange: (value: number) => void;
};

/**
 * A slider and a text box bound to one value: the slider for a quick pick, the text box for an exact
 * amount, both keyboard-usable, the value spoken in currency or days (aria-valuetext). The text box
 * snaps to the brand's limits and step when it loses focus, never while the person is typing.
 * The pair is one group named by the label; the text box's name adds its unit ("Loan amount €"), so the two
 * controls are told apart and the typed number is heard with what it counts.
 */
export function RangeField({
  name,
  label,
  value,
  min,
  max,
  step,
  format,
  formatPlain,
  parse,
  unit,
  hint,
  adjustedText,
  onChange,
}: Props) {
  const id = useId();
  // On a slow phone the build-time rendered form can be used before the app starts. Whatever was typed or
  // dragged then is still in the page's inputs when the app takes over (useId is the same in both renders):
  // take it as the person's choice instead of resetting to the default.
  const [early] = useState(() => typedBeforeStart(id, formatPlain(value), value));
  const [draft, setDraft] = useState<string | null>(early?.text ?? null);
  useEffect(() => {
    if (!early) return;
    const n = early.text !== undefined ? parse(early.text) : early.slider;
    if (n !== undefined && n !== null && Number.isFinite(n) && n >= min && n <= max) onChange(snapToRange(n, { min, max, step }));
    // Once, when the app takes over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A typed value outside the range or between steps is changed when the box is left: said, not done silently.
  const [adjusted, setAdjusted] = useState<string | null>(null);
  const commit = (text: string) => {
    const typed = parse(text);
    const snapped = snapToRange(typed ?? value, { min, max, step });
    onChange(snapped);
    setDraft(null);
    setAdjusted(typed !== null && typed !== snapped ? adjustedText(format(snapped)) : null);
  };
  return (
    <div className="range-field" role="group" aria-labelledby={`${id}-label`}>
      <div className="range-field__top">
        <label id={`${id}-label`} htmlFor={`${id}-text`} className="range-field__label">
          {label}
        </label>
        <div className="range-field__box">
          <input
            id={`${id}-text`}
            className="range-field__input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            aria-labelledby={`${id}-label ${id}-unit`}
            aria-describedby={`${id}-hint`}
            value={draft ?? formatPlain(value)}
            onChange={(e) => {
              setDraft(e.target.value);
              setAdjusted(null);
              const n = parse(e.target.value);
              if (n !== null && n >= min && n <= max) onChange(snapToRange(n, { min, max, step }));
            }}
            onBlur={(e) => commit(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commit(e.currentTarget.value);
            }}
          />
          <span id={`${id}-unit`} className="range-field__unit" aria-hidden="true">
            {unit}
          </span>
        </div>
      </div>
      <input type="hidden" name={name} value={value} />
      <input
        id={`${id}-slider`}
        className="range-field__slider"
        type="range"
        aria-label={label}
        min={min}
        max={max}
        step={sliderStep({ min, max, step })}
        value={value}
        aria-valuetext={format(value)}
        onChange={(e) => {
          setAdjusted(null);
          onChange(Number(e.target.value));
        }}
      />
      <p id={`${id}-hint`} className="range-field__hint">
        {hint}
      </p>
      <p role="status" className="range-field__adjusted">
        {adjusted}
      </p>
    </div>
  );
}

/** What the person changed in the build-time rendered inputs before the app started, if anything. */
function typedBeforeStart(id: string, shownText: string, value: number): { text?: string; slider?: number } | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(`${id}-text`);
  const slider = document.getElementById(`${id}-slider`);
  if (text instanceof HTMLInputElement && text.value !== shownText) return { text: text.value };
  if (slider instanceof HTMLInputElement && slider.value !== String(value)) return { slider: Number(slider.value) };
  return null;
}
