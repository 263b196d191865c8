import { useEffect, useRef, type ReactNode } from 'react';
import { hasNavigated } from '../lib/router';
import { markReady } from './early-input';

/**
 * Each step's h1. After a move within the app, focus goes to it so a screen reader starts at the new step. Its
 * mount marks the page ready (early-input.ts): the screen in view is React's and answers input.
 */
export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (hasNavigated()) ref.current?.focus();
    markReady();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="step-heading">
      {children}
    </h1>
  );
}
