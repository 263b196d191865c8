/** Income sources with an employer: only these people are asked who employs them. */
export const EMPLOYED_INCOME_SOURCES: ReadonlySet<string> = new Set([
  'full-time-employment',
  'part-time-employment',
  'fixed-term-employment',
]);

/** The data points whose answers decide whether another is asked (possibly on an earlier page). */
export const CONDITION_SOURCES: readonly string[] = ['income-source'];

/**
 * Whether a data point is asked, given the answers so far (form values keyed by data-point id). A question
 * that does not apply is neither shown nor validated nor sent: the employer only of the employed.
 */
export function isAsked(id: string, answers: Readonly<Record<string, unknown>>): boolean {
  if (id === 'employer-name') {
    const source = answers['income-source'];
    return typeof source === 'string' && EMPLOYED_INCOME_SOURCES.has(source);
  }
  return true;
}
