/**
 * The state of a RangeField's two controls: the text being typed (shown instead of the value until the box is
 * left), the note said when what was typed could not be kept as it was, and what the person typed or dragged in
 * the build-time rendered page before the app started.
 */
import { useEffect, useState } from 'react';
import { snapToRange } from './loan-cost';

/**
 * Why a typed value was not kept as typed: above the most or below the least offered, between the offered
 * values (a decimal in a whole amount included), or not a number at all.
 */
export type RangeNote = 'above' | 'below' | 'nearest' | 'unreadable';

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
  /** What is said about a typed value not kept as typed: what was typed and the value kept, formatted. */
  noteText: (note: RangeNote, typed: string, value: string) => string;
  onChange: (value: number) => void;
};

export function useRangeInput(
  id: string,
  { value, min, max, step, format, formatPlain, parse, noteText, onChange }: RangeInputProps,
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
  const [note, setNote] = useState<string | null>(null);
  return {
    text: draft ?? formatPlain(value),
    note,
    /** Typing: a number inside the range counts at once, on the grid; the text stays as typed. */
    type: (text: string) => {
      setDraft(text);
      setNote(null);
      const n = parse(text);
      if (n !== null && n >= min && n <= max) onChange(snapToRange(n, { min, max, step }));
    },
    /**
     * Leaving the box or pressing Enter: the value snaps to the range and the grid, and a change is said (true
     * when it is, so that Enter does not also send the form before the note is read).
     */
    commit: (text: string): boolean => {
      const typed = parse(text);
      const snapped = snapToRange(typed ?? value, { min, max, step });
      onChange(snapped);
      setDraft(null);
      const kind = noteKind(typed, text, snapped, { min, max });
      const shownTyped = typed === null ? text.trim().slice(0, 20) : format(typed);
      setNote(kind && noteText(kind, shownTyped, format(snapped)));
      return kind !== null;
    },
    /** Dragging the slider: its value counts as it is; a note said before is cleared. */
    slide: (text: string) => {
      setNote(null);
      onChange(Number(text));
    },
  };
}

/** Why the value kept is not the one typed, if it is not; an emptied box just shows the value again. */
function noteKind(
  typed: number | null,
  text: string,
  kept: number,
  { min, max }: { min: number; max: number },
): RangeNote | null {
  if (typed === null) return text.trim() ? 'unreadable' : null;
  if (typed > max) return 'above';
  if (typed < min) return 'below';
  return typed === kept ? null : 'nearest';
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
