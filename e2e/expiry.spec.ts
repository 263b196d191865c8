import type { Page } from '@playwright/test';
import { BASE, brandConfig, brandUrl, expect, test, text } from './fixtures';
import { answersFor, appStarted, chooseLoan, completeStep, labelOf } from './journey';

/**
 * Behaviour §4 "Stale data and expiry" and decision 0040: an application lives at most the brand's limit (es-1:
 * 48 h), and consent is this visit's. The page's clock stands in for the hours between.
 */
const BRAND = 'es-1';
const HOUR = 60 * 60 * 1000;
const START = new Date('2026-11-02T09:00:00Z');

const storedApplication = (page: Page) =>
  page.evaluate(() => {
    const state = JSON.parse(sessionStorage.getItem('leadApplication') ?? '{}') as {
      applicationData?: Record<string, unknown>;
    };
    return state.applicationData ?? {};
  });
const firstName = (page: Page) => page.getByRole('textbox', { name: labelOf(BRAND, 'first-name') });

test(`${BRAND}: a copy inside the limit keeps the answers; past it, it opens empty`, async ({
  context,
  page,
}) => {
  await context.clock.install({ time: START });
  const answers = answersFor(BRAND, 'ana.expiry@example.com');
  await chooseLoan(page, BRAND);
  // Names (the lead is made), then contact details with the terms ticked (saved).
  await completeStep(page, BRAND, 0, answers);
  await completeStep(page, BRAND, 1, answers);
  expect(await storedApplication(page)).toMatchObject({ generalPolicies: true });

  // An hour later, in a new tab (a new session, from the local copy made when the lead was created): the answers
  // are there. (That no consent comes back in a new session is proven in web/src/startup/startup.test.ts.)
  await context.clock.setSystemTime(START.getTime() + HOUR);
  const later = await context.newPage();
  await later.goto(`${brandUrl(BRAND)}${BASE}/`);
  await appStarted(later);
  const kept = await storedApplication(later);
  expect(kept).toMatchObject({ personalDetails: { firstName: expect.any(String) } });
  await later.getByRole('button', { name: text(BRAND, 'common', 'loan>continue') }).click();
  await expect(firstName(later)).not.toHaveValue('');

  // 49 hours after it was started (the limit is 48): the first tab, reloaded on a later step, opens empty at the
  // first step, with only the loan kept.
  await context.clock.setSystemTime(START.getTime() + 49 * HOUR);
  await page.reload();
  await appStarted(page);
  await expect(firstName(page)).toBeVisible();
  await expect(firstName(page)).toHaveValue('');
  const expired = await storedApplication(page);
  expect(Object.keys(expired).sort()).toEqual(['amount', 'expiresAt', 'leadStatus', 'period']);
  expect(brandConfig(BRAND).applicationExpiryMs).toBe(48 * HOUR);
});
