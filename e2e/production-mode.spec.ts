/**
 * Production serves nothing of the demo (docs/decisions/0042-two-modes.md): es-1 on a server of its own started with
 * APP_ENV=production. An applicant whose address looks like a demo trigger is decided as anyone else, and the
 * stand-in providers' pages are not there.
 */
import type { Page } from '@playwright/test';
import { BASE, brandConfig, expect, test, text } from './fixtures';
import { answersFor, chooseLoan, completeStep, typed } from './journey';
import { startServer, type RunningServer } from './servers';

const BRAND = 'es-1';
let server: RunningServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startServer(BRAND, {
    APP_ENV: 'production',
    // Production refuses the test-only routes; its keys come from the environment.
    TEST_ROUTES: '0',
    VERIFICATION_SECRET: 'e2e-production-verification-secret-0123456789',
    UNSUBSCRIBE_SECRET: 'e2e-production-unsubscribe-secret-01234567890',
  });
});

test.afterAll(async () => {
  await server?.stop();
});

/** A whole application on the production server with `email` (and `income`, when given); answers the result's h1. */
async function apply(page: Page, email: string, income?: number): Promise<void> {
  const answers = answersFor(BRAND, email);
  if (income !== undefined) answers['monthly-income'] = typed(String(income), income);
  await chooseLoan(page, BRAND, undefined, server!.url);
  for (const i of brandConfig(BRAND).steps.keys()) await completeStep(page, BRAND, i, answers);
}

const heading = (page: Page, key: 'accepted>heading' | 'rejected>heading') =>
  page.getByRole('heading', { level: 1, name: text(BRAND, 'screens', key) });

test('es-1 in production: accept+ and goto- addresses get the ordinary outcome; the stand-in pages are 404', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // An income below Spain's minimum: rejected, whatever the address says (the demo would accept it).
  await apply(page, 'accept+lucia.perez@gmail.com', 500);
  await expect(heading(page, 'rejected>heading')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/rejected$/);

  // An ordinary application: accepted with the offer, not sent to the ID upload the address names.
  await page.context().clearCookies();
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  await apply(page, 'goto-id-upload+lucia.perez@gmail.com');
  await expect(heading(page, 'accepted>heading')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`${BASE}/accepted$`));

  // The stand-in providers' pages, as a browser opens them, are not served.
  const tink = new URLSearchParams({
    client_id: `finceptiv-${BRAND}`,
    redirect_uri: `${server!.url}${BASE}/wenance-tink`,
    state: 'demo',
  });
  for (const path of [
    `/provider/tink/1.0/account-check/create-report?${tink.toString()}`,
    `/provider/instantor/frame?source=finceptiv-${BRAND}&userParam=demo`,
  ]) {
    const res = await page.goto(`${server!.url}${path}`);
    expect(res?.status(), path).toBe(404);
  }
});
