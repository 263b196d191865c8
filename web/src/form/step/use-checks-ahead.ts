import { useEffect, useRef } from 'react';
import { brand } from 'virtual:brand';
import { isEmptyAnswer, parseDataPoints, validationContext, type DataPoint } from '../../../../contract/data-points';
import { whenIdle } from '../../lib/when-idle';
import type { FormValues } from '../form-state';

/**
 * Each question's check runs once at idle after it is first answered, and what the check builds on first use is
 * then built: a pattern of Unicode letter classes (a name's, an address's) costs a phone several milliseconds to
 * build, which the press of Continue would otherwise pay before it shows anything. Nothing is shown from it: the
 * answers are still checked, and their problems shown, at the press.
 */
export function useChecksAhead(values: FormValues, asked: readonly DataPoint[]) {
  const checked = useRef(new Set<string>());
  useEffect(() => {
    const ids = asked.map((p) => p.id).filter((id) => !checked.current.has(id) && !isEmptyAnswer(values[id]));
    if (!ids.length) return;
    // Re-planned at each keystroke: it runs once typing pauses.
    return whenIdle(window, () => {
      for (const id of ids) checked.current.add(id);
      parseDataPoints(ids, values, validationContext(brand, new Date()));
    });
  }, [values, asked]);
}
