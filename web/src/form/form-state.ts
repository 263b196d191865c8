import { useCallback, useMemo, useRef, useState } from 'react';

/** A step's live answers by data-point id: text boxes hold strings, checkboxes booleans, the policies a list of ids. */
export type FormValues = Record<string, unknown>;

export interface FormState {
  /** The answers as rendered now. */
  values: FormValues;
  /** The answers including changes not rendered yet (a handler right after `setValue` reads them). */
  getValues: () => FormValues;
  setValue: (id: string, value: unknown) => void;
}

/**
 * A step's live answers (docs/decisions/0011-form-state.md). The inputs are controlled by these values, so what
 * the page shows is what is sent; the latest answers are also kept in a ref so a submit in the same event as a
 * change sees it. `onChange` hears every change in the event that made it (a draft kept from the first keystroke).
 */
export function useFormState(initial: () => FormValues, onChange?: (values: FormValues) => void): FormState {
  const [values, setValues] = useState(initial);
  const latest = useRef(values);
  const getValues = useCallback(() => latest.current, []);
  const setValue = useCallback((id: string, value: unknown) => {
    if (Object.is(latest.current[id], value)) return;
    latest.current = { ...latest.current, [id]: value };
    setValues(latest.current);
    onChange?.(latest.current);
  }, [onChange]);
  return useMemo(() => ({ values, getValues, setValue }), [values, getValues, setValue]);
}
