import type { Browser, Page } from '@playwright/test';
import { BRAND_IDS, type BrandId } from '../../brands/schema';
import { STEP_ROUTES } from '../../server/src/decision/outcome';
import { BASE, brandConfig, brandUrl, test, text } from '../fixtures';
import { continueLinkAt, offerScreenHeading } from '../offer-screens';
import { hold, theForm } from './form';
import { banner, consentText, preferences } from '../tags/consent-ui';
import { MOBILE, Shooter } from './shots';
import { LATER_STATES } from './states';

/**
 * `npm run gallery`: a picture of every screen and state of every brand, on a phone and on a desktop, in the brand's
 * language, written to gallery/ (open gallery/index.html). The screens are reached as the e2e specs reach them: the
 * form filled by label, the screens after checking through the demo trigger and a continue link.
 */

/** The brands this run starts servers for (E2E_BRANDS, as e2e/global-setup.ts reads it; all by default). */
const brands = (): readonly BrandId[] => {
  const wanted = process.env.E2E_BRANDS?.split(',').map((s) => s.trim());
  return wanted?.length ? BRAND_IDS.filter((id) => wanted.includes(id)) : BRAND_IDS;
};

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** The outcomes, each from an application sent through the API with its demo trigger, opened by a continue link. */
const RESULTS = [
  ['accept', '/accepted', 'accepted>heading'],
  ['reject', '/rejected', 'rejected>heading'],
  ['thankyou', '/thank-you', 'thankYou>heading'],
  ['redirect', '/redirected', 'redirected>heading'],
] as const;

async function results(
  page: Page,
  request: Parameters<typeof continueLinkAt>[0],
  browser: Browser,
  brand: BrandId,
  shooter: Shooter,
) {
  const config = brandConfig(brand);
  // The partner site is not reachable here: the redirect is held, so the screen that announces it stays in view.
  const partner = await hold(page, (url) => config.redirectHosts.includes(url.hostname), 'abort');
  const shown = RESULTS.filter(([trigger]) => trigger !== 'redirect' || config.redirectHosts.length > 0);
  const links = await Promise.all(
    shown.map(([trigger, route]) => continueLinkAt(request, brand, route, `${trigger}+ana@example.com`)),
  );
  for (const [i, [, route, key]] of shown.entries()) {
    await page.goto(`${brandUrl(brand)}${BASE}${links[i]!.path}`);
    await shooter.shoot(route, h1(page, text(brand, 'screens', key)));
  }
  await partner.release();
  // A continue link another browser opened first: this one is told to go on where it was opened.
  const used = await continueLinkAt(request, brand, '/accepted', 'accept+ana@example.com');
  const first = await browser.newPage();
  await first.goto(`${brandUrl(brand)}${BASE}${used.path}`);
  await h1(first, text(brand, 'screens', 'accepted>heading')).waitFor();
  await first.close();
  await page.goto(`${brandUrl(brand)}${BASE}${used.path}`);
  await shooter.shoot(
    'a continue link opened on another device',
    page.getByRole('alert').filter({ hasText: text(brand, 'screens', 'continue>openedElsewhere') }),
  );
  await page.goto(`${brandUrl(brand)}${BASE}/no-such-page`);
  await shooter.shoot('a page that does not exist', h1(page, text(brand, 'common', 'notFound>heading')));
  await page.goto(`${brandUrl(brand)}${BASE}/unsubscribe`);
  await shooter.shoot('/unsubscribe', h1(page, text(brand, 'screens', 'unsubscribe>heading')));
}

test.use({ viewport: MOBILE });

for (const brand of brands()) {
  test.describe(`gallery: ${brand}, cookies`, () => {
    // A first visit: no choice made yet (docs/decisions/0036-consent-and-tags.md).
    test.use({ consent: 'none' });
    test('the cookie banner and preferences', async ({ page }) => {
      const shooter = new Shooter(page, brand, 'Cookies: the banner and the preferences', 4);
      await page.goto(`${brandUrl(brand)}${BASE}/`);
      await shooter.shoot('the banner on a first visit', banner(page, brand));
      await banner(page, brand)
        .getByRole('button', { name: consentText(brand, 'banner>choose') })
        .click();
      await shooter.shoot('the preferences', preferences(page, brand));
      shooter.finish();
    });
  });

  test.describe(`gallery: ${brand}`, () => {
    test('the form, from the loan to the result', async ({ page }) => {
      test.setTimeout(180_000);
      const shooter = new Shooter(page, brand, 'The form', 1);
      await theForm(page, brand, shooter);
      shooter.finish();
    });

    test('the results', async ({ page, request, browser }) => {
      test.setTimeout(120_000);
      const shooter = new Shooter(page, brand, 'Results and other pages', 2);
      await results(page, request, browser, brand, shooter);
      shooter.finish();
    });

    test('the screens after checking', async ({ page, request }) => {
      test.setTimeout(300_000);
      const shooter = new Shooter(page, brand, 'After checking: what a lender may ask', 3);
      // The page's clock, for the wait between verification codes (LATER_STATES); it runs as the real one.
      await page.clock.install();
      // Four applications at a time (the decisions run side by side, within what the server takes at once).
      const links: { id: string; path: string }[] = [];
      for (let i = 0; i < STEP_ROUTES.length; i += 4) {
        const batch = STEP_ROUTES.slice(i, i + 4).map((route) => continueLinkAt(request, brand, route));
        links.push(...(await Promise.all(batch)));
      }
      for (const [i, route] of STEP_ROUTES.entries()) {
        await page.goto(`${brandUrl(brand)}${BASE}${links[i]!.path}`);
        await shooter.shoot(route, h1(page, offerScreenHeading(brand, route)));
        await LATER_STATES[route]?.(page, brand, shooter, links[i]!, request);
      }
      shooter.finish();
    });
  });
}
