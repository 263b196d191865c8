import type { Locator, Page } from '@playwright/test';
import { dataPoints } from '../contract/data-points';
import type { BrandId } from '../brands/schema';
import { brandConfig, expect, text } from './fixtures';
import { personOf, type Answers } from './people';

/*
 * How a person answers the form's fields: by their labels, in the brand's language. `fillStep` gives any valid
 * answer (the optional questions left out); `answer` gives the answers of `answersFor`, which the lead must then hold.
 */
/** The label a person reads for a data point, in the brand's language (the country's wording first). */
export function labelOf(brand: BrandId, id: string): string {
  const country = brandConfig(brand).country;
  try {
    return text(brand, 'form', `fields>${id}>by-country>${country}>label`);
  } catch {
    return text(brand, 'form', `fields>${id}>label`);
  }
}

/** Fills one step as a person would: by label, with answers valid for the brand's country. */
export async function fillStep(page: Page, brand: BrandId, ids: readonly string[], email: string): Promise<void> {
  const person = personOf(brand);
  // Top to bottom, as on the page: the policies come last.
  const policies = new Set(['general-policies', 'marketing-consents']);
  for (const id of [...ids.filter((i) => !policies.has(i)), ...ids.filter((i) => policies.has(i))]) {
    const point = dataPoints[id]!;
    if (await forPolicies(page, brand, id, ids, (box) => box.check())) continue;
    // Optional questions are left as a person in a hurry leaves them.
    if (point.optional) continue;
    const label = labelOf(brand, id);
    switch (point.kind) {
      case 'date': {
        const boxes = dateGroup(page, brand, id);
        const [d, m, y] = id === 'date-of-birth' ? person.dob : ['01', '01', '2020'];
        await boxes.day.fill(d);
        await boxes.month.fill(m);
        await boxes.year.fill(y);
        break;
      }
      case 'radio': {
        const group = page.getByRole('group', { name: label });
        const value = id === 'gender' ? person.gender : (point.options?.[0] ?? '');
        await group.getByLabel(text(brand, 'form', `options>${id}>${value}`), { exact: true }).check();
        break;
      }
      case 'select':
        await page.getByLabel(label, { exact: true }).selectOption({ index: 1 });
        break;
      case 'checkbox':
        if (!point.optional) await page.getByLabel(label, { exact: true }).check();
        break;
      default: {
        const values: Record<string, string> = {
          email,
          phone: id === 'reference-phone-number' ? person.phone.replace(/\d$/, '9') : person.phone,
          postcode: person.postcode,
          'national-id': person.id,
          'bank-account': person.bank,
          money: id === 'monthly-income' ? '25000000' : '300',
          integer: '1',
          name: id === 'reference-name' ? 'Ana Reyes' : id.includes('last') ? 'Reyes' : 'Ana',
        };
        const value = values[point.kind] ?? (id.includes('number') ? '12' : 'Centro');
        await page.getByLabel(label, { exact: true }).fill(value);
      }
    }
  }
}

/** A field's accessible name: its label, plus "(optional)" for optional questions other than checkboxes. */
export function fieldName(brand: BrandId, id: string): string {
  const point = dataPoints[id]!;
  const optional = point.optional && point.kind !== 'checkbox' ? ` ${text(brand, 'form', 'field>optional')}` : '';
  return labelOf(brand, id) + optional;
}

/** The policies fieldset: each policy its own checkbox (general terms, privacy, marketing). */
export const policiesGroup = (page: Page, brand: BrandId) =>
  page.getByRole('group', { name: text(brand, 'form', 'policies>heading') });

/**
 * The policies are one fieldset of checkboxes, the marketing consent among them: `general-policies` does each box
 * (ticks it, or expects it ticked) and the marketing consent beside it needs nothing more. False for other fields.
 */
async function forPolicies(
  page: Page,
  brand: BrandId,
  id: string,
  ids: readonly string[],
  each: (box: Locator) => Promise<void>,
): Promise<boolean> {
  if (id === 'marketing-consents' && ids.includes('general-policies')) return true;
  if (id !== 'general-policies') return false;
  const boxes = policiesGroup(page, brand).getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  for (const box of await boxes.all()) await each(box);
  return true;
}

function dateGroup(page: Page, brand: BrandId, id: string) {
  const group = page.getByRole('group', { name: fieldName(brand, id) });
  return {
    day: group.getByLabel(text(brand, 'form', 'date>day'), { exact: true }),
    month: group.getByLabel(text(brand, 'form', 'date>month'), { exact: true }),
    year: group.getByLabel(text(brand, 'form', 'date>year'), { exact: true }),
  };
}

/** A choice's label: its translation, else the value itself (a choice the backend lists, such as a vehicle make). */
function optionLabel(brand: BrandId, id: string, value: string): string {
  const point = dataPoints[id];
  return point?.options ? text(brand, 'form', `options>${id}>${value}`) : value;
}

/**
 * Answers the given data points by label, as a person does. The postcode goes last: the town and province
 * are typed first, so the postcode look-up (which never overwrites what a person typed) has nothing to fill.
 */
export async function answer(page: Page, brand: BrandId, ids: readonly string[], answers: Answers): Promise<void> {
  const ordered = [...ids.filter((id) => id !== 'postal-code'), ...ids.filter((id) => id === 'postal-code')];
  for (const id of ordered) {
    const a = answers[id];
    if (!a) throw new Error(`no answer for ${id}`);
    const point = dataPoints[id]!;
    if (await forPolicies(page, brand, id, ids, (box) => box.check())) continue;
    switch (a.how) {
      case 'date': {
        const boxes = dateGroup(page, brand, id);
        await boxes.day.fill(a.day);
        await boxes.month.fill(a.month);
        await boxes.year.fill(a.year);
        break;
      }
      case 'choose':
        if (point.kind === 'radio')
          await page
            .getByRole('group', { name: fieldName(brand, id) })
            .getByLabel(optionLabel(brand, id, a.value), { exact: true })
            .check();
        else await page.getByLabel(fieldName(brand, id), { exact: true }).selectOption({ label: optionLabel(brand, id, a.value) });
        break;
      case 'tick':
        await page.getByLabel(fieldName(brand, id), { exact: true }).check();
        break;
      case 'type':
        await page.getByLabel(fieldName(brand, id), { exact: true }).fill(a.value);
        break;
    }
  }
}

/** The form shows exactly these answers (after a reload, Back or Forward). */
export async function expectShown(page: Page, brand: BrandId, ids: readonly string[], answers: Answers): Promise<void> {
  for (const id of ids) {
    const a = answers[id]!;
    const point = dataPoints[id]!;
    if (await forPolicies(page, brand, id, ids, (box) => expect(box, 'policy checkbox').toBeChecked())) continue;
    switch (a.how) {
      case 'date': {
        const boxes = dateGroup(page, brand, id);
        await expect(boxes.day).toHaveValue(a.day);
        await expect(boxes.month).toHaveValue(a.month);
        await expect(boxes.year).toHaveValue(a.year);
        break;
      }
      case 'choose':
        if (point.kind === 'radio')
          await expect(
            page.getByRole('group', { name: fieldName(brand, id) }).getByLabel(optionLabel(brand, id, a.value), { exact: true }),
          ).toBeChecked();
        else await expect(page.getByLabel(fieldName(brand, id), { exact: true }), id).toHaveValue(a.value);
        break;
      case 'tick':
        await expect(page.getByLabel(fieldName(brand, id), { exact: true })).toBeChecked();
        break;
      case 'type':
        await expect(page.getByLabel(fieldName(brand, id), { exact: true }), id).toHaveValue(a.value);
        break;
    }
  }
}
