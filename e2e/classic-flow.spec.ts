import { BASE, brandConfig, brandUrl, expect, test, text } from './fixtures';
import { fillStep } from './journey';

const BRAND = 'es-1' as const;

test('es-1: from landing to an accepted application, every step by keyboard-free labels', async ({ page }) => {
  test.setTimeout(90_000);
  const brand = brandConfig(BRAND);
  await page.goto(`${brandUrl(BRAND)}${BASE}/`);
  await page.getByRole('button', { name: text(BRAND, 'common', 'loan>continue') }).click();
  for (const [i, step] of brand.steps.entries()) {
    await expect(page).toHaveURL(new RegExp(`${step.path}`));
    await expect(page.getByRole('heading', { level: 1, name: text(BRAND, 'form', `steps>${step.path.slice(1)}`) })).toBeVisible();
    await fillStep(page, BRAND, step.dataPoints, 'accept+lucia@example.es');
    const last = i === brand.steps.length - 1;
    await page.getByRole('button', { name: text(BRAND, 'form', last ? 'step>submit' : 'step>continue') }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: text(BRAND, 'screens', 'accepted>heading') })).toBeVisible({ timeout: 20_000 });
});
