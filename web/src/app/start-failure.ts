/**
 * Behaviour §8: when the page cannot start, the person reads why in their language, one message per known cause
 * (the catalogue's 'ApplicationPage not found', 'Product styles not found' and 'Failed to load ApplicationPage and
 * product styles'), any other failure the generic one. The error itself goes to the console.
 */
type Translate = (key: string) => string;

const START_FAILURES: Readonly<Record<string, string>> = {
  'ApplicationPage not found': 'errors>applicationPageNotFound',
  'Product styles not found': 'errors>productStylesNotFound',
  'Failed to load ApplicationPage and product styles': 'errors>pageNotLoaded',
};

/** The message key for a start-up failure. */
export function startFailureKey(error: unknown): string {
  return (error instanceof Error && START_FAILURES[error.message]) || 'errors>generic';
}

/** Replaces the page's content with the failure's message, announced at once. */
export function showStartFailure(container: Element, t: Translate, error: unknown): void {
  console.error(error);
  const p = document.createElement('p');
  p.setAttribute('role', 'alert');
  p.className = 'fallback-error';
  p.textContent = t(startFailureKey(error));
  container.replaceChildren(p);
}
