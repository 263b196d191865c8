import { snapToRange } from '../web/src/form/loan-information/loan-cost';
import { formatInteger, formatMoney, numberMarks } from '../web/src/lib/format';
import { BASE, brandConfig, brandUrl, expect, ONE_BRAND_PER_LOCALE, test, text } from './fixtures';
import { appStarted } from './journey';

/**
 * Issue #20, "numbers as people type them": in each locale, the loan amount typed with the language's decimal
 * mark is read as the number it says (not its digits run together), and a value the brand does not offer is
 * changed to the nearest one with a message saying so, never silently.
 */
for (const brand of ONE_BRAND_PER_LOCALE) {
  test(`${brand}: an amount typed with the language's marks is the number it says; one not offered is changed, and that is said`, async ({
    page,
  }) => {
    const config = brandConfig(brand);
    const lng = config.locale;
    // Node's Intl: the patterns the build gives the page are read from it.
    const { decimal } = numberMarks(lng);
    const range = config.amount;
    const adjusted = (value: number) =>
      text(brand, 'common', 'loan>adjusted').replace('{{value}}', formatMoney(lng, config.currency, value));
    await page.goto(`${brandUrl(brand)}${BASE}/`);
    await appStarted(page);
    const box = page.getByRole('textbox', { name: text(brand, 'common', 'loan>amountLabel') });
    const status = page
      .getByRole('group', { name: text(brand, 'common', 'loan>amountLabel') })
      .getByRole('status');

    // A whole amount on the grid plus a fraction, with the decimal mark: kept as that amount, and said.
    const whole = range.min + range.step;
    await box.fill(`${whole}${decimal}4`);
    await box.blur();
    await expect(box).toHaveValue(formatInteger(lng, snapToRange(whole + 0.4, range)));
    await expect(status).toHaveText(adjusted(snapToRange(whole + 0.4, range)));

    // Far above the range: the most the brand lends, and said.
    await box.fill(String(range.max * 10));
    await box.blur();
    await expect(box).toHaveValue(formatInteger(lng, range.max));
    await expect(status).toHaveText(adjusted(range.max));

    // A value on the grid is taken as it is, without a word.
    await box.fill(String(range.default));
    await box.blur();
    await expect(box).toHaveValue(formatInteger(lng, range.default));
    await expect(status).toHaveText('');
  });
}
