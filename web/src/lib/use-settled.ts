import { useEffect, useState } from 'react';

/** A value once it has stopped changing for `ms`: one reaction per pause (in typing, in sliding), not per change. */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const handle = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(handle);
  }, [value, ms]);
  return settled;
}
