import { useState } from 'react';

/** True from the first render in which `value` is true on, whatever it is later: code or work wanted once, kept. */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  // React's pattern for state derived from earlier renders: it renders again at once, before committing.
  if (value && !seen) setSeen(true);
  return seen || value;
}
