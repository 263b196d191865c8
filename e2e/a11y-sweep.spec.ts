import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { BrandId } from '../brands/schema';
import { OFFER_CHOICE_ROUTES } from '../contract/offer-choices';
import { OFFER_FORM_ROUTES } from '../contract/offer-form-routes';
import { STEP_ROUTES } from '../server/src/decision/outcome';
import {
  BASE,
  axeViolations,
  brandConfig,
  brandUrl,
  errorSummary,
  expect,
  SWEEP_BRANDS,
  test,
  text,
  FULL_RUN,
} from './fixtures';
import { appStarted, policiesGroup } from './journey';
import { continueLinkAt, offerScreenBrand, offerScreenHeading } from './offer-screens';
import { banner, consentText, preferences } from './tags/consent-ui';
import { openCheckingWith } from './reliability/support';

/**
 * axe (WCAG 2.0/2.1/2.2 A and AA) on every route a person can reach, with the error states and the amount dialog,
 * in one brand per locale (both flow kinds; `E2E_ALL_BRANDS=1`: every brand). Every brand's own theme is scanned on
 * its landing page by smoke.spec.ts. Each scan is counted; AXE_SWEEP_LOG (set by scripts/test-all.ts) collects the counts.
 */
const scanned: string[] = [];
async function scan(page: Page, what: string) {
  const violations = await axeViolations(page);
  // Logged before the check: the summary counts what was found, not what was expected.
  scanned.push(`${what}\t${violations.length}`);
  expect(violations, what).toEqual([]);
}

test.afterAll(() => {
  if (process.env.AXE_SWEEP_LOG)
    appendFileSync(process.env.AXE_SWEEP_LOG, scanned.map((s) => `${s}\n`).join(''));
});

const h1 = (page: Page, brand: BrandId, ns: string, key: string) =>
  page.getByRole('heading', { level: 1, name: text(brand, ns, key) });

/**
 * The screens every brand shows alike (status, links, not found): their markup is the same in every locale and their
 * colours are each theme's, whose pairs brands/contrast.test.ts checks; so `npm test` scans them in one brand of each
 * flow kind, `E2E_ALL_BRANDS=1` in every brand. The accepted screen with its offer is scanned in one brand per locale
 * by the journeys (e2e/offer.ts).
 */
const STATUS_SWEEP_BRANDS: readonly BrandId[] = FULL_RUN ? SWEEP_BRANDS : ['es-1', 'vn-1'];

for (const brand of SWEEP_BRANDS) {
  test(`${brand}: the first step, empty and with its errors, passes axe`, async ({ page }) => {
    const config = brandConfig(brand);
    const url = (path: string) => `${brandUrl(brand)}${BASE}${path}`;
    const first = config.flow === 'dynamic' ? '/initial-details' : config.steps[0]!.path;

    // The loan screen (`/` and `/loan-information`) is scanned in every brand by smoke.spec.ts.
    // The first step, then with every error shown (an empty submit).
    await page.goto(url('/'));
    await appStarted(page);
    await page.getByRole('button', { name: text(brand, 'common', 'loan>continue') }).click();
    await expect(h1(page, brand, 'form', `steps>${first.slice(1)}`)).toBeVisible();
    // Where the first step asks for the policies, they are scanned in place (and no longer move its button).
    if (config.flow === 'dynamic') await expect(policiesGroup(page, brand).getByRole('checkbox').first()).toBeVisible();
    await scan(page, `${brand} ${first}`);
    await page.getByRole('button', { name: text(brand, 'form', 'step>continue') }).click();
    const summary = errorSummary(page, brand);
    await expect(summary).toBeFocused();
    await scan(page, `${brand} ${first} with errors`);
    if (config.flow === 'dynamic') {
      await page.getByRole('button', { name: text(brand, 'form', 'terms>change') }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await scan(page, `${brand} ${first} amount dialog`);
      await page.keyboard.press('Escape');
    }
  });
}

for (const brand of STATUS_SWEEP_BRANDS) {
  test(`${brand}: every status, link and not-found screen passes axe`, async ({ page }) => {
    // Ten whole-page axe scans, 2-6 s each on two loaded cores.
    test.setTimeout(120_000);
    const url = (path: string) => `${brandUrl(brand)}${BASE}${path}`;
    const screens: [string, string, string][] = [
      ['/checking', 'screens', 'checking>noneHeading'],
      ['/accepted', 'screens', 'accepted>heading'],
      ['/rejected', 'screens', 'rejected>heading'],
      ['/thank-you', 'screens', 'thankYou>heading'],
      ['/redirected', 'screens', 'redirected>heading'],
      ['/unsubscribe', 'screens', 'unsubscribe>heading'],
      [`/continue/${randomUUID()}`, 'screens', 'continue>heading'],
      ['/404', 'common', 'notFound>heading'],
    ];
    for (const [path, ns, key] of screens) {
      await page.goto(url(path));
      await expect(h1(page, brand, ns, key)).toBeVisible();
      if (path.startsWith('/continue/')) await expect(page.getByRole('alert')).toBeVisible();
      await scan(page, `${brand} ${path.startsWith('/continue/') ? '/continue/{unknown id}' : path}`);
    }
    // The status check of an application in this browser (its status unknown to the server: it keeps checking).
    await openCheckingWith(page, brandUrl(brand), randomUUID());
    await expect(h1(page, brand, 'screens', 'checking>heading')).toBeVisible();
    await scan(page, `${brand} /checking with an application`);
    // The unsubscribe page opened without a link: it says to open the link of an email.
    await page.goto(url('/unsubscribe'));
    await expect(page.getByRole('alert')).toHaveText(text(brand, 'screens', 'unsubscribe>noLink'));
    await scan(page, `${brand} /unsubscribe without a link`);
  });
}

/**
 * The screens after checking that ask the applicant something (every state the decision engine can send an
 * application to), reached cheaply: an application made through the API with the demo trigger `goto-<route>+...`,
 * then a continue link opened in this browser. Each: focus on its h1 on arrival, its own document title, no axe
 * finding. The dynamic consents on vn-1 (a dynamic-form brand), the others on es-1. The offer choices
 * (e2e/offer-choices.spec.ts, opened the same way) and the detail forms (e2e/offer-forms.spec.ts, four reached
 * through the form, the others opened the same way) are checked the same way by their own specs; `E2E_ALL_BRANDS=1` opens them here too.
 */
const OWN_SPEC: ReadonlySet<string> = new Set(FULL_RUN ? [] : [...OFFER_FORM_ROUTES, ...OFFER_CHOICE_ROUTES]);

test.describe('the screens after checking', () => {
  for (const route of STEP_ROUTES.filter((r) => !OWN_SPEC.has(r))) {
    const brand = offerScreenBrand(route);
    test(`${brand}: ${route}, opened from a continue link, passes axe, with focus on its h1 and its own title`, async ({
      page,
      request,
    }) => {
      const { path } = await continueLinkAt(request, brand, route);
      await page.goto(`${brandUrl(brand)}${BASE}${path}`);
      const heading = offerScreenHeading(brand, route);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused({ timeout: 15_000 });
      await expect(page).toHaveURL((url) => url.pathname === `${BASE}${route}`);
      const config = brandConfig(brand);
      await expect(page).toHaveTitle(`${heading} - ${config.page.title || config.displayName}`);
      await scan(page, `${brand} ${route}`);
    });
  }

  test('each screen has a heading, so a document title, of its own', () => {
    const es1 = STEP_ROUTES.filter((route) => offerScreenBrand(route) === 'es-1').map((route) =>
      offerScreenHeading('es-1', route),
    );
    expect(new Set(es1).size, es1.join(' | ')).toBe(es1.length);
  });
});

test.describe('the cookie banner and preferences of every brand', () => {
  // A first visit: no choice made yet (docs/decisions/0036-consent-and-tags.md).
  test.use({ consent: 'none' });
  for (const brand of SWEEP_BRANDS) {
    test(`${brand}: the banner and the preferences, in the brand's language, pass axe`, async ({ page }) => {
      await page.goto(`${brandUrl(brand)}${BASE}/`);
      await appStarted(page);
      await expect(banner(page, brand)).toContainText(consentText(brand, 'banner>text'));
      await scan(page, `${brand} / cookie banner`);
      await banner(page, brand)
        .getByRole('button', { name: consentText(brand, 'banner>choose') })
        .click();
      const dialog = preferences(page, brand);
      await expect(dialog).toContainText(consentText(brand, 'dialog>intro'));
      await expect(dialog.getByText(consentText(brand, 'dialog>necessaryHint'))).toBeVisible();
      await scan(page, `${brand} / cookie preferences`);
      await expect(page.locator('body'), 'no translation key on screen').not.toContainText(
        /banner>|dialog>|shell>/,
      );
    });
  }
});
