import type { Page } from '@playwright/test';
import type { BrandId } from '../brands/schema';
import { getIn } from '../contract/data-points';
import { INITIAL_DATA_POINTS, INITIAL_STEP } from '../contract/dynamic-steps';
import { snapToRange } from '../web/src/form/loan-information/loan-cost';
import { formatInteger, formatMoney, numberMarks } from '../web/src/lib/format';
import { BASE, brandConfig, brandUrl, expect, ONE_BRAND_PER_LOCALE, test, text, FULL_RUN } from './fixtures';
import {
  answer,
  answersFor,
  appStarted,
  askedOn,
  chooseLoan,
  completeStep,
  fieldName,
  fillStep,
  theLead,
} from './journey';

/**
 * Issue #20, "numbers as people type them": in each locale, the loan amount typed with the language's marks is
 * the number it says (not its digits run together); a value the brand does not offer is changed to the nearest
 * one with a message tied to the box saying so, never silently; and a sum of money typed as people write it
 * (the language's grouping, the currency) is the number the lead receives, cents rounded away with a note.
 */
/**
 * Reading the loan amount in every locale is proven by unit tests (lib/typed-number.test.ts, every locale) and the
 * box's behaviour by a component test (form/loan-information/range-field.test.tsx): the browser checks it in one
 * brand per flow kind (every locale with `E2E_ALL_BRANDS=1`). The sum of money below goes to the lead: every locale.
 */
const AMOUNT_BRANDS = FULL_RUN ? ONE_BRAND_PER_LOCALE : (['es-1', 'vn-1'] as const);

for (const brand of AMOUNT_BRANDS) {
  test(`${brand}: an amount typed with the language's marks is the number it says; one not offered is changed, and that is said`, async ({
    page,
  }) => {
    const config = brandConfig(brand);
    const lng = config.locale;
    // Node's Intl: the patterns the build gives the page are read from it.
    const { decimal } = numberMarks(lng);
    const range = config.amount;
    const money = (value: number) => formatMoney(lng, config.currency, value);
    const note = (key: string, typed: number, value: number) =>
      text(brand, 'common', `loan>${key}`)
        .replace('{{typed}}', money(typed))
        .replace('{{value}}', money(value));
    await page.goto(`${brandUrl(brand)}${BASE}/`);
    await appStarted(page);
    const box = page.getByRole('textbox', { name: text(brand, 'common', 'loan>amountLabel') });
    const status = page
      .getByRole('group', { name: text(brand, 'common', 'loan>amountLabel') })
      .getByRole('status');
    // What the page keeps: the field the form sends (and the store the cost panel reads).
    const kept = page.locator('input[type="hidden"][name="amount"]');

    // A whole amount on the grid plus a fraction, with the decimal mark: the nearest offered amount, and said.
    const whole = range.min + range.step;
    await box.fill(`${whole}${decimal}4`);
    await box.blur();
    const nearest = snapToRange(whole + 0.4, range);
    await expect(box).toHaveValue(formatInteger(lng, nearest));
    await expect(kept).toHaveValue(String(nearest));
    await expect(status).toHaveText(note('adjusted', whole + 0.4, nearest));
    await expect(box).toHaveAttribute('aria-describedby', /-hint \S+-note$/);

    // Far above the range: the most the brand lends, and said with what was typed.
    await box.fill(String(range.max * 10));
    await box.press('Enter');
    await expect(box).toHaveValue(formatInteger(lng, range.max));
    await expect(kept).toHaveValue(String(range.max));
    await expect(status).toHaveText(note('aboveMax', range.max * 10, range.max));

    // Below it: the least, and said.
    const below = Math.floor(range.min / 2);
    await box.fill(String(below));
    await box.blur();
    await expect(kept).toHaveValue(String(range.min));
    await expect(status).toHaveText(note('belowMin', below, range.min));

    // A value on the grid, written with the language's grouping, is taken as it is, without a word.
    const grouped = range.max - range.step;
    await box.fill(formatInteger(lng, grouped));
    await box.blur();
    await expect(box).toHaveValue(formatInteger(lng, grouped));
    await expect(kept).toHaveValue(String(grouped));
    await expect(status).toHaveText('');
    await expect(box).not.toHaveAttribute('aria-describedby', /note/);
  });
}

for (const brand of ONE_BRAND_PER_LOCALE) {
  test(`${brand}: a sum of money typed with the language's marks and currency is the number the lead receives; cents are rounded, and that is said`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const config = brandConfig(brand);
    const lng = config.locale;
    const { decimal } = numberMarks(lng);
    await toIncomeQuestion(page, brand);
    const box = page.getByRole('textbox', { name: fieldName(brand, 'monthly-income') });
    await expect(box).toHaveAttribute('inputmode', 'numeric');
    await expect(box).toHaveAttribute('type', 'text');
    const note = page.locator('#monthly-income-note');
    await expect(note).toHaveAttribute('aria-live', 'polite');

    // As the language writes money, currency and all ("12.345.678 ₫", "₱12,345.00", "12 345,00 zł"): kept as typed.
    const income = ['VND', 'COP'].includes(config.currency) ? 12_345_678 : 12_345;
    const written = formatMoney(lng, config.currency, income);
    await box.fill(written);
    await box.blur();
    await expect(box).toHaveValue(written);
    await expect(note).toHaveText('');

    // With cents, in the language's grouping and decimal marks ("2.450,50"): the note says the rounding as it is
    // typed, so nothing moves when the box is left for the button, and one press of the button goes on.
    await box.fill(`${formatInteger(lng, 2450)}${decimal}50`);
    const rounded = text(brand, 'form', 'field>rounded').replace(
      '{{value}}',
      formatMoney(lng, config.currency, 2451),
    );
    await expect(note).toHaveText(rounded);
    await expect(box).toHaveAttribute('aria-describedby', /monthly-income-note/);
    await page.getByRole('button', { name: text(brand, 'form', 'step>continue') }).click();
    await expect(page).not.toHaveURL(/\/(income-details|monthly-income)$/);
    // What is sent: the number it says, rounded to the whole unit.
    await expect
      .poll(async () => getIn((await theLead(page, request, brand)).data, 'incomeDetails.monthlyIncome'))
      .toBe(2451);
  });
}

/**
 * Goes to the step that asks for the monthly income and answers its other questions: the classic flow's income
 * step, or the dynamic form's page that holds it (the pages before it answered as a person in a hurry would).
 */
async function toIncomeQuestion(page: Page, brand: BrandId): Promise<void> {
  const email = `accept+numbers.${brand}@example.com`;
  const config = brandConfig(brand);
  if (config.flow === 'classic') {
    const answers = answersFor(brand, email);
    await chooseLoan(page, brand);
    await completeStep(page, brand, 0, answers);
    await completeStep(page, brand, 1, answers);
    const step = config.steps[2]!;
    await answer(
      page,
      brand,
      askedOn(step, answers).filter((id) => id !== 'monthly-income'),
      answers,
    );
    return;
  }
  await page.goto(`${brandUrl(brand)}${BASE}/`);
  await appStarted(page);
  await page.getByRole('button', { name: text(brand, 'common', 'loan>continue') }).click();
  for (let i = 0; i < 15; i++) {
    const path = new URL(page.url()).pathname.split('/').pop()!;
    await expect(
      page.getByRole('heading', { level: 1, name: text(brand, 'form', `steps>${path}`) }),
    ).toBeVisible();
    const ids = (await dynamicPage(page, path)).filter((id) => id !== 'amount' && id !== 'period');
    if (ids.includes('monthly-income')) {
      await fillStep(
        page,
        brand,
        ids.filter((id) => id !== 'monthly-income'),
        email,
      );
      return;
    }
    await fillStep(page, brand, ids, email);
    await page.getByRole('button', { name: text(brand, 'form', 'step>continue') }).click();
    await page.waitForURL((u) => !u.pathname.endsWith(`/${path}`));
  }
  throw new Error(`${brand}: no page asked for the monthly income`);
}

/** The data points of a dynamic page, as the app keeps the pages in sessionStorage. */
async function dynamicPage(page: Page, path: string): Promise<string[]> {
  const stored = await page.evaluate(() => sessionStorage.getItem('dynamicPages'));
  const pages = stored
    ? (JSON.parse(stored) as { pages: { path: string; dataPoints: string[] }[] }).pages
    : [{ path: INITIAL_STEP, dataPoints: [...INITIAL_DATA_POINTS] }];
  return pages.find((p) => p.path === path)?.dataPoints ?? [];
}
