import { usePath } from '../lib/router';

/** The turning circle: the brand's colour, neutral on every path containing "continue" (behaviour §2 "Shell"). */
export function Spinner() {
  const neutral = usePath().includes('continue');
  return <span className={neutral ? 'spinner spinner--neutral' : 'spinner'} aria-hidden="true" />;
}
