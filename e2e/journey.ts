import type { Page } from '@playwright/test';
import { dataPoints } from '../contract/data-points';
import type { BrandId } from '../brands/schema';
import { brandConfig, expect, text } from './fixtures';

/** Valid answers per country, chosen so the national id agrees with the date of birth and sex it encodes. */
const PEOPLE: Record<string, { id: string; dob: [string, string, string]; gender: 'male' | 'female'; phone: string; postcode: string; bank: string }> = {
  ES: { id: '54362315K', dob: ['15', '05', '1990'], gender: 'female', phone: '612345678', postcode: '28013', bank: 'ES9121000418450200051332' },
  MX: { id: 'BOXW310820HNERXN09', dob: ['20', '08', '1931'], gender: 'male', phone: '5512345678', postcode: '06600', bank: '002010077777777771' },
  CO: { id: '1234567890', dob: ['15', '05', '1990'], gender: 'female', phone: '3001234567', postcode: '110111', bank: '1234567890' },
  PL: { id: '44051401359', dob: ['14', '05', '1944'], gender: 'male', phone: '512345678', postcode: '00-950', bank: 'PL61109010140000071219812874' },
  RO: { id: '1630615123457', dob: ['15', '06', '1963'], gender: 'male', phone: '0712345678', postcode: '010011', bank: 'RO49AAAA1B31007593840000' },
  PH: { id: '123-456-789-000', dob: ['15', '05', '1990'], gender: 'female', phone: '09171234567', postcode: '1000', bank: '1234567890' },
  VN: { id: '001090012345', dob: ['15', '05', '1990'], gender: 'female', phone: '0912345678', postcode: '10000', bank: '1234567890' },
  DE: { id: '36574261809', dob: ['15', '05', '1990'], gender: 'female', phone: '015123456789', postcode: '10115', bank: 'DE89370400440532013000' },
};

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
  const person = PEOPLE[brandConfig(brand).country]!;
  for (const id of ids) {
    const point = dataPoints[id]!;
    if (id === 'general-policies') {
      const group = page.getByRole('group', { name: text(brand, 'form', 'policies>heading') });
      const boxes = group.getByRole('checkbox');
      await expect(boxes.first()).toBeVisible();
      for (const box of await boxes.all()) await box.check();
      continue;
    }
    if (id === 'marketing-consents' && ids.includes('general-policies')) continue;
    // Optional questions are left as a person in a hurry leaves them.
    if (point.optional) continue;
    const label = labelOf(brand, id);
    switch (point.kind) {
      case 'date': {
        const group = page.getByRole('group', { name: label });
        const [d, m, y] = id === 'date-of-birth' ? person.dob : ['01', '01', '2020'];
        await group.getByLabel(text(brand, 'form', 'date>day')).fill(d);
        await group.getByLabel(text(brand, 'form', 'date>month')).fill(m);
        await group.getByLabel(text(brand, 'form', 'date>year')).fill(y);
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
