/**
 * The state of a RangeField's two controls: the text being typed (shown instead of the value until the box is
 * left), the note said when a typed value was changed to the nearest offered one, and what the person typed or
 * dragged in the build-time rendered page before the app started.
 */
import { useEffect, useState } from 'react';
import { snapToRange } from './loan-cost';

export type RangeInputProps = {
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
  /** What is said when a typed value is changed to the nearest offered one (given that value, formatted). */
  adjustedText: (value: string) => string;
  onChange: (value: number) => void;
};

export function useRangeInput(
  id: string,
  { value, min, max, step, format, formatPlain, parse, adjustedText, onChange }: RangeInputProps,
) {
  // On a slow phone the build-time rendered form can be used before the app starts. Whatever was typed or
  // dragged then is still in the page's inputs when the app takes over (useId is the same in both renders):
  // take it as the person's choice instead of resetting to the default.
  const [early] = useState(() => typedBeforeStart(id, formatPlain(value), value));
  const [draft, setDraft] = useState<string | null>(early?.text ?? null);
  useEffect(() => {
    if (!early) return;
    const n = early.text !== undefined ? parse(early.text) : early.slider;
    if (n !== undefined && n !== null && Number.isFinite(n) && n >= min && n <= max)
      onChange(snapToRange(n, { min, max, step }));
    // Once, when the app takes over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A typed value outside the range or between steps is changed when the box is left: said, not done silently.
  const [adjusted, setAdjusted] = useState<string | null>(null);
  return {
    text: draft ?? formatPlain(value),
    adjusted,
    /** Typing: a number inside the range counts at once, on the grid; the text stays as typed. */
    type: (text: string) => {
      setDraft(text);
      setAdjusted(null);
      const n = parse(text);
      if (n !== null && n >= min && n <= max) onChange(snapToRange(n, { min, max, step }));
    },
    /** Leaving the box or pressing Enter: the value snaps to the range and the grid, and a change is said. */
    commit: (text: string) => {
      const typed = parse(text);
      const snapped = snapToRange(typed ?? value, { min, max, step });
      onChange(snapped);
      setDraft(null);
      setAdjusted(typed !== null && typed !== snapped ? adjustedText(format(snapped)) : null);
    },
    /** Dragging the slider: its value counts as it is; a note said before is cleared. */
    slide: (text: string) => {
      setAdjusted(null);
      onChange(Number(text));
    },
  };
}

/** What the person changed in the build-time rendered inputs before the app started, if anything. */
function typedBeforeStart(
  id: string,
  shownText: string,
  value: number,
): { text?: string; slider?: number } | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(`${id}-text`);
  const slider = document.getElementById(`${id}-slider`);
  if (text instanceof HTMLInputElement && text.value !== shownText) return { text: text.value };
  if (slider instanceof HTMLInputElement && slider.value !== String(value))
    return { slider: Number(slider.value) };
  return null;
}
