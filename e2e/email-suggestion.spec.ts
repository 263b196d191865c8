import type { BrandId } from '../brands/schema';
import { INITIAL_DATA_POINTS } from '../contract/dynamic-steps';
import { BASE, brandConfig, brandUrl, expect, test, text } from './fixtures';
import { appStarted, continueButton, fillStep, labelOf, stepHeading, storedValues, theLead } from './journey';

/**
 * Issue #39 row 9 (docs/decisions/0046-field-checks.md): "ana@gmial.com" is offered as "ana@gmail.com"; nothing
 * changes until the person accepts, and the accepted address is the one the lead holds. A classic brand (the email
 * on its second step) and a dynamic one (on its first page).
 */
const BRANDS: readonly BrandId[] = ['es-1', 'vn-1'];

for (const brand of BRANDS) {
  test(`${brand}: a mistyped email domain is offered corrected, and the accepted address goes into the lead`, async ({
    page,
    request,
  }) => {
    const config = brandConfig(brand);
    await page.goto(`${brandUrl(brand)}${BASE}/`);
    await appStarted(page);
    await page.getByRole('button', { name: text(brand, 'common', 'loan>continue') }).click();
    // The steps up to the one asking the email: the classic steps, or the dynamic form's first page.
    const steps =
      config.flow === 'dynamic'
        ? [{ path: '/initial-details', dataPoints: INITIAL_DATA_POINTS.filter((id) => id !== 'amount' && id !== 'period') }]
        : config.steps.slice(0, config.steps.findIndex((s) => s.dataPoints.includes('email')) + 1);
    for (const [i, step] of steps.entries()) {
      await expect(stepHeading(page, brand, step.path)).toBeVisible();
      await fillStep(page, brand, step.dataPoints, 'ana@gmial.com');
      if (i < steps.length - 1) await continueButton(page, brand).click();
    }

    const box = page.getByLabel(labelOf(brand, 'email'), { exact: true });
    const offer = page.getByRole('button', {
      name: text(brand, 'form', 'lookup>emailSuggestion').replace('{{email}}', 'ana@gmail.com'),
    });
    await expect(offer).toBeVisible();
    await expect(box).toHaveValue('ana@gmial.com');
    await offer.click();
    await expect(box).toHaveValue('ana@gmail.com');
    await expect(box).toBeFocused();
    await expect(offer).toBeHidden();

    await continueButton(page, brand).click();
    await expect(page).not.toHaveURL(new RegExp(`${steps.at(-1)!.path}$`));
    await expect.poll(async () => storedValues((await theLead(page, request, brand)).data, ['email'])).toEqual({
      email: 'ana@gmail.com',
    });
  });
}
