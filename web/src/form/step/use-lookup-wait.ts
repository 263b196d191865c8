import { useRef } from 'react';
import { dataPoints } from '../../../../contract/data-points';
import { useAppStore } from '../../app/hooks';
import type { FormState } from '../form-state';

/**
 * What a step's submit waits for first: a postcode look-up about to fill the town and province (settlePostcodes,
 * bounded by LOOKUP_TIMEOUT_MS). Answers false while an earlier press still waits, so a second press sends nothing
 * twice; a step without a postcode look-up goes on at once.
 */
export function useLookupWait(form: FormState, ids: readonly string[]): () => Promise<boolean> {
  const store = useAppStore();
  const waiting = useRef(false);
  const looksUp = ids.some((id) => dataPoints[id]?.assist?.kind === 'postcode');
  return async () => {
    if (!looksUp) return true;
    if (waiting.current) return false;
    waiting.current = true;
    try {
      // The look-up's code, already loaded with the step's postcode field.
      const { settlePostcodes } = await import('./postcode-fill');
      await settlePostcodes(store, form, ids);
      return true;
    } finally {
      waiting.current = false;
    }
  };
}
