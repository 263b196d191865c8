import { STEP_ROUTES } from '../server/src/decision/outcome';
import { BASE, brandUrl, expect, test } from './fixtures';
import { continueLinkAt, offerScreenBrand, offerScreenHeading } from './offer-screens';

/**
 * A continue link into each state the decision engine can send an application to opens that state's screen,
 * in a browser that never saw the lead. The application is made through the API (no form filling) with the
 * demo trigger `goto-<route>+...`, which takes it to `route` after checking.
 */

test.describe('a continue link into each state opens that state’s screen', () => {
  for (const route of STEP_ROUTES) {
    const brand = offerScreenBrand(route);
    test(`${brand}: ${route}`, async ({ page, request }) => {
      const { path } = await continueLinkAt(request, brand, route);
      // The test's page is a fresh browser context: another lead key, which the link gives the lead.
      await page.goto(`${brandUrl(brand)}${BASE}${path}`);
      await expect(
        page.getByRole('heading', { level: 1, name: offerScreenHeading(brand, route) }),
      ).toBeVisible({
        timeout: 15_000,
      });
      await expect(page).toHaveURL((url) => url.pathname === `${BASE}${route}`);
    });
  }
});
