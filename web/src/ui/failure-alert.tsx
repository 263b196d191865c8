import { useEffect, useRef } from 'react';

/**
 * Why the last attempt failed (a fault of ours or of the connection, not of an answer). The paragraph is in the page
 * from the start, empty: its words are then a change in an alert, which is announced, not an alert inserted already
 * filled, which some readers miss. After each failure (`failures` counts them) focus goes to it, so it is read and
 * the next Tab stays in the form.
 */
export function FailureAlert({ message, failures }: { message: string; failures: number }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (failures > 0) ref.current?.focus();
  }, [failures]);
  return (
    <p ref={ref} tabIndex={-1} role="alert" className="notice notice--error">
      {message}
    </p>
  );
}
