import { dataPoints } from './catalogue';
import { getIn } from './lead-path';

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

/**
 * The required data points among `ids` that a stored lead lacks: no value, or a required box left unticked.
 * Optional questions and questions that do not apply (isAsked) are never missing. The client's reachable step and
 * the server's next dynamic page both ask this.
 */
export function missingDataPoints(ids: readonly string[], lead: unknown): string[] {
  const answers = Object.fromEntries(ids.map((id) => [id, getIn(lead, dataPoints[id]?.path ?? '')]));
  for (const id of CONDITION_SOURCES) answers[id] ??= getIn(lead, dataPoints[id]?.path ?? '');
  return ids.filter((id) => {
    const point = dataPoints[id];
    if (!point || point.optional || !isAsked(id, answers)) return false;
    const value = answers[id];
    return point.kind === 'checkbox' ? value !== true : value === undefined || value === null || value === '';
  });
}
