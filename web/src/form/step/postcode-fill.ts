import { brand } from 'virtual:brand';
import { dataPoints, isEmptyAnswer } from '../../../../contract/data-points';
import { validatePostcode } from '../../../../contract/validators';
import type { AppStore } from '../../app/store';
import type { FormState } from '../form-state';
import { lookupsApi, type Place } from '../lookups-api';

type Fillable = Pick<FormState, 'getValues' | 'setValue'>;

/**
 * What the look-up last wrote into each field, per form (keyed by its stable `getValues`): the next look-up replaces
 * a field only if the person left it so, whether the step's look-up or its submit filled it.
 */
const filledBy = new WeakMap<FormState['getValues'], Partial<Record<string, string>>>();

/** Writes a place's town and province into the fields that are empty or still hold what a look-up wrote. */
export function fillFromPlace(form: Fillable, fills: readonly string[], place: Place): void {
  const filled = filledBy.get(form.getValues) ?? {};
  filledBy.set(form.getValues, filled);
  // The catalogue names the places a postcode fills by the look-up's own field names ('city', 'province').
  const fields: Partial<Record<string, unknown>> = place;
  for (const name of fills) {
    const value = fields[name];
    const current = form.getValues()[name];
    if (typeof value !== 'string') continue;
    if (current === '' || current === undefined || current === filled[name]) {
      form.setValue(name, value);
      filled[name] = value;
    }
  }
}

/**
 * Before a step's answers are checked: a valid postcode whose town or province the step asks and the person left
 * empty is looked up now (joining a look-up in flight), for at most LOOKUP_TIMEOUT_MS, and fills them. A press
 * right after typing the postcode so finds the fields the look-up was about to fill. A failure leaves them empty,
 * for the check to ask the person.
 */
export async function settlePostcodes(
  store: AppStore,
  form: Fillable,
  asked: readonly string[],
): Promise<void> {
  const waits = asked.map(async (id) => {
    const assist = dataPoints[id]?.assist;
    if (assist?.kind !== 'postcode') return;
    const fills = assist.fills.filter((f) => asked.includes(f) && isEmptyAnswer(form.getValues()[f]));
    const typed = form.getValues()[id];
    const valid = typeof typed === 'string' && fills.length ? validatePostcode(brand.country, typed) : null;
    if (!valid?.ok) return;
    // The look-up's own timeout (LOOKUP_TIMEOUT_MS, lookups-api.ts) bounds the wait: no second timer here.
    const answer = await store.dispatch(
      lookupsApi.endpoints.postcode.initiate(valid.normalized, { subscribe: false }),
    );
    if (answer.data) fillFromPlace(form, fills, answer.data);
  });
  await Promise.all(waits);
}
