import { useId } from 'react';
import { sliderStep } from './loan-cost';
import { RangeTextBox } from './range-text-box';
import { useRangeInput, type RangeInputProps } from './use-range-input';

type Props = RangeInputProps & {
  /** Form field name: without scripts the form submits it as a query parameter the landing rules read. */
  name: string;
  label: string;
  unit: string;
  hint: string;
};

/**
 * A slider and a text box bound to one value: the slider for a quick pick, the text box for an exact
 * amount, both keyboard-usable, the value spoken in currency or days (aria-valuetext). The text box
 * snaps to the brand's limits and step when it loses focus, never while the person is typing, and a note in a
 * polite status region (which also describes the box) says what was typed and what it was set to.
 * The pair is one group named by the label; the text box's name adds its unit ("Loan amount €"), so the two
 * controls are told apart and the typed number is heard with what it counts.
 */
export function RangeField({ name, label, unit, hint, ...input }: Props) {
  const { value, min, max, step, format } = input;
  const id = useId();
  const { text, note, type, commit, slide } = useRangeInput(id, input);
  return (
    <div className="range-field" role="group" aria-labelledby={`${id}-label`}>
      <RangeTextBox
        id={id}
        label={label}
        unit={unit}
        text={text}
        noted={note !== null}
        onType={type}
        onCommit={commit}
      />
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
        onChange={(e) => slide(e.target.value)}
      />
      <p id={`${id}-hint`} className="range-field__hint">
        {hint}
      </p>
      <p id={`${id}-note`} role="status" className="range-field__adjusted">
        {note}
      </p>
    </div>
  );
}
