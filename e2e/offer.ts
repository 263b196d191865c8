import type { Page } from '@playwright/test';
import type { BrandId } from '../brands/schema';
import { loanCost } from '../contract/loan-cost';
import { PARTNERS } from '../server/src/decision/partners';
import { formatMoney, formatPercent, formatPeriod } from '../web/src/lib/format';
import { brandConfig, expect, text } from './fixtures';

/** The offer section's rows, as [term, definition] pairs in page order. */
async function offerRows(page: Page, brand: BrandId): Promise<[string, string][]> {
  const section = page.getByRole('region', { name: text(brand, 'screens', 'accepted>offerHeading') });
  await expect(section).toBeVisible();
  return section
    .locator('dl > div')
    .evaluateAll((rows) =>
      rows.map((row): [string, string] => [
        row.querySelector('dt')?.textContent ?? '',
        row.querySelector('dd')?.textContent ?? '',
      ]),
    );
}

/**
 * The accepted screen shows the offer for `terms` as the brand prices it, in the brand's locale and currency:
 * amount, term, repayment, total, APR (CAT in Mexico) and one of the country's lenders; then the three next steps.
 */
export async function expectOfferShown(
  page: Page,
  brand: BrandId,
  terms: { amount: number; period: number },
): Promise<void> {
  const config = brandConfig(brand);
  const lng = config.locale;
  const scale = config.period.scale;
  const cost = loanCost({ ...terms, scale }, config.pricing);
  const money = (v: number) => formatMoney(lng, config.currency, v);
  const common = (key: string) => text(brand, 'common', key);
  const rows = await offerRows(page, brand);
  expect(rows.slice(0, -1)).toEqual([
    [common('loan>amountLabel'), money(terms.amount)],
    [common('loan>periodLabel'), formatPeriod(lng, terms.period, scale)],
    [
      cost.instalments > 1
        ? common('loan>monthlyInstalment')
        : text(brand, 'screens', 'accepted>singleRepayment'),
      money(cost.instalment),
    ],
    [common('loan>total'), money(cost.total)],
    [config.country === 'MX' ? common('loan>cat') : common('loan>apr'), formatPercent(lng, cost.apr)],
  ]);
  const [lenderTerm, lender] = rows.at(-1) ?? ['', ''];
  expect(lenderTerm).toBe(text(brand, 'screens', 'accepted>lender'));
  expect(PARTNERS[config.country]).toContain(lender);
  const next = page.getByRole('region', { name: text(brand, 'screens', 'accepted>nextHeading') });
  await expect(next.getByRole('listitem')).toHaveCount(3);
}
