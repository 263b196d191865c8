import { dataPoints } from '../../../../contract/data-points';
import type { OfferFormRoute } from '../../../../contract/offer-forms';
import { formValuesFor } from '../../form/step/form-values';

/**
 * Answers a detail screen starts from when the application already holds them under another question: the
 * agreement's completion (`/wniosek-uzupelnienie`) asks the household's expenses and size, which step 4 asked as
 * the person's living expenses and dependants. The household's expenses start as those expenses, its size as the
 * person and their dependants; the screen says so, and the person corrects them where the household differs.
 */
export function prefillFor(route: OfferFormRoute, application: unknown): Record<string, string> {
  if (route !== '/wniosek-uzupelnienie') return {};
  const held = formValuesFor([dataPoints['monthly-expenses']!, dataPoints.dependants!], application, null);
  const expenses = held['monthly-expenses'];
  const dependants = held.dependants;
  return {
    ...(typeof expenses === 'string' && expenses !== '' ? { 'household-expenses': expenses } : {}),
    ...(typeof dependants === 'string' && /^\d+$/.test(dependants)
      ? { 'number-of-inhabitants': String(Number(dependants) + 1) }
      : {}),
  };
}
