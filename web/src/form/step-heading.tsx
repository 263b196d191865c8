import { useEffect, useRef, type ReactNode } from 'react';
import { hasNavigated } from '../lib/router';

/** Each step's h1. After a move within the app, focus goes to it so a screen reader starts at the new step. */
export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (hasNavigated()) ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="step-heading">
      {children}
    </h1>
  );
}
