/**
 * The label and the text box of a RangeField, with the unit shown beside the box. The box's name is the label
 * followed by the unit ("Loan amount €"), and it is described by the field's hint, and by the field's note while
 * one says how what was typed was changed.
 */
export function RangeTextBox({
  id,
  label,
  unit,
  text,
  noted,
  onType,
  onCommit,
}: {
  /** The field's useId: the ids of the label, the box, the unit and the hint are built from it. */
  id: string;
  label: string;
  unit: string;
  text: string;
  /** A note about the value typed is shown (`${id}-note`). */
  noted: boolean;
  onType: (text: string) => void;
  /** True when what was typed was changed, and a note says so. */
  onCommit: (text: string) => boolean;
}) {
  return (
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
          aria-describedby={noted ? `${id}-hint ${id}-note` : `${id}-hint`}
          value={text}
          onChange={(e) => onType(e.target.value)}
          onBlur={(e) => onCommit(e.target.value)}
          onKeyDown={(e) => {
            // Enter keeps the value; where it was changed, the form is not sent before the note is read.
            if (e.key === 'Enter' && onCommit(e.currentTarget.value)) e.preventDefault();
          }}
        />
        <span id={`${id}-unit`} className="range-field__unit" aria-hidden="true">
          {unit}
        </span>
      </div>
    </div>
  );
}
