/**
 * The flow's first step is rendered at build time, so a person on a slow phone can read it and type into it before
 * its code has run. Nothing done meanwhile is lost:
 * - what was typed is in the page's inputs when React hydrates the step; the step reads it from there
 *   (`typedOnPage`) and keeps it like anything typed later;
 * - a press of the button is caught by the page's inline starter (scripts/prerender.ts), which marks the form
 *   `data-pending-submit` and its button busy; the step carries the press out once it has mounted
 *   (`takePendingSubmit`).
 */

/** On <html>: the screen in view has mounted and answers input. */
export const READY_ATTRIBUTE = 'data-ready';
/** On the build-time rendered form: its button was pressed before the step's code ran. */
export const PENDING_SUBMIT_ATTRIBUTE = 'data-pending-submit';

/** The build-time rendered form of `path`, while React has not rendered it yet (null otherwise). */
export function prerenderedForm(path: string): HTMLFormElement | null {
  if (typeof document === 'undefined') return null;
  const root = document.getElementById('finceptiv-root');
  if (root?.dataset.prerendered !== path || document.documentElement.hasAttribute(READY_ATTRIBUTE))
    return null;
  return root.querySelector<HTMLFormElement>('form.step-form');
}

/** True when the button of `form` was pressed before the step's code ran; clears the mark and the busy state. */
export function takePendingSubmit(form: HTMLFormElement | null): boolean {
  if (!form?.hasAttribute(PENDING_SUBMIT_ATTRIBUTE)) return false;
  form.removeAttribute(PENDING_SUBMIT_ATTRIBUTE);
  for (const button of form.querySelectorAll('button[aria-busy]')) button.removeAttribute('aria-busy');
  return true;
}

/**
 * User Timing marks of the page's start (`npm run bench:profile` reads them): the first render or hydration begins
 * (start.tsx), the first screen answers input.
 */
export const START_MARKS = { render: 'finceptiv:render', ready: 'finceptiv:ready' } as const;

/** The screen in view has mounted and answers input: the page's readiness mark (tests and the inline starter read it). */
export function markReady(): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  if (!root.hasAttribute(READY_ATTRIBUTE)) performance.mark(START_MARKS.ready);
  root.setAttribute(READY_ATTRIBUTE, '');
}
