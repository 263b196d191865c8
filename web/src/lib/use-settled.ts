import { useEffect, useState } from 'react';

/**
 * A value once it has stopped changing for `ms`: one reaction per pause (in typing, in sliding), not per change.
 * It starts as the value at the first render, or as `initial` where that value may be mid-typing.
 */
export function useSettled<T>(value: T, ms: number, initial: T = value): T {
  const [settled, setSettled] = useState(initial);
  useEffect(() => {
    const handle = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(handle);
  }, [value, ms]);
  return settled;
}
