/**
 * Form events for product analytics, under behaviour §3's analytics field names (email, phone_number, loan_amount,
 * loan_period, form_*): a saved step says which fields it answered, never what was answered; only the loan's
 * amount and period, which are no one's personal data, go as values.
 */
import { warn } from './warn';
import { runningTracker } from './index';
import type { Tracker } from './tracker';

const NAMED: Readonly<Record<string, string>> = {
  email: 'email',
  'phone-number': 'phone_number',
  amount: 'loan_amount',
  period: 'loan_period',
  'date-of-birth': 'form_birthday',
};

/** A data point's analytics field name: the spec's own where it names one, else form_<snake_case id>. */
export function analyticsFieldName(dataPoint: string): string {
  const named = NAMED[dataPoint];
  if (named) return named;
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(dataPoint)) throw new Error(`not a data point id: ${dataPoint}`);
  return `form_${dataPoint.replaceAll('-', '_')}`;
}

const amountOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** The properties of a saved step: its path, each answered field as true, and the loan's terms. */
export function stepSavedProperties(
  step: string,
  fields: readonly string[],
  application: Record<string, unknown>,
): Record<string, unknown> | null {
  try {
    const answered = Object.fromEntries(fields.map((id) => [analyticsFieldName(id), true]));
    const terms = { loan_amount: amountOf(application.amount), loan_period: amountOf(application.period) };
    return {
      step,
      ...answered,
      ...Object.fromEntries(Object.entries(terms).filter(([, v]) => v !== undefined)),
    };
  } catch (error) {
    warn('Error mapping application data to posthog fields', error);
    return null;
  }
}

export async function reportStepSaved(
  step: string,
  fields: readonly string[],
  application: Record<string, unknown>,
  tracker: Promise<Tracker> | undefined = runningTracker(),
): Promise<void> {
  if (!tracker) return;
  const properties = stepSavedProperties(step, fields, application);
  if (properties) (await tracker).analyticsEvent('form_step_saved', properties);
}
