import { randomBytes, randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { BrandId } from '../brands/schema';
import { leadLinkPath, leadStatusPath } from '../contract/api-paths';
import { bearer, keyFromBytes } from '../contract/lead-key';
import { STEP_ROUTES, type StepRoute } from '../server/src/decision/outcome';
import { BASE, brandConfig, brandUrl, expect, test, text } from './fixtures';

/**
 * A continue link into each state the decision engine can send an application to opens that state's screen,
 * in a browser that never saw the lead. The application is made through the API (no form filling) with the
 * demo trigger `goto-<route>+...`, which takes it to `route` after checking.
 */

/** The consent screens' heading keys (screens namespace); the other screens are named below or are detail forms. */
const SCREEN_HEADINGS: Partial<Record<StepRoute, [string, string]>> = {
  '/mobile-verification': ['screens', 'mobile>heading'],
  '/change-mobile-number': ['screens', 'mobile>changeHeading'],
  '/id-upload': ['screens', 'idUpload>heading'],
  '/consents': ['screens', 'consents>headings>consents'],
  '/dynamic-consents': ['screens', 'consents>headings>dynamic'],
  '/advanzia-consents': ['screens', 'consents>headings>advanzia'],
  '/tfbank-consents': ['screens', 'consents>headings>tfbank'],
};

/** The h1 of a route's screen as the brand's locale words it (a detail form's at `offer>{name}>heading`). */
function headingOf(brand: BrandId, route: StepRoute): string {
  const [ns, key] = SCREEN_HEADINGS[route] ?? ['form', `offer>${route.slice(1)}>heading`];
  try {
    return text(brand, ns, key);
  } catch {
    throw new Error(`${brand}: no heading for ${route} at ${ns}:${key} (has the screen been built?)`);
  }
}

/** The dynamic consents belong to a dynamic-form brand; every other screen is shown on es-1. */
const brandFor = (route: StepRoute): BrandId => (route === '/dynamic-consents' ? 'vn-1' : 'es-1');

/** The first page's data points of a submission, per brand (an applicant the rules would accept). */
const APPLICANT: Partial<
  Record<BrandId, { firstName: string; lastName: string; dateOfBirth: string; phoneNumber: string }>
> = {
  'es-1': { firstName: 'Lucía', lastName: 'Pérez', dateOfBirth: '1990-05-15', phoneNumber: '612345678' },
  'vn-1': { firstName: 'An', lastName: 'Nguyen', dateOfBirth: '1990-05-17', phoneNumber: '0912345678' },
};

/**
 * Creates and submits an application through the API with `route`'s goto email, under a fresh lead key, and waits
 * (polling the status, as the checking screen does) until the decision has sent it to `route`. Answers its id
 * and a continue link's path.
 */
async function applicationAt(request: APIRequestContext, brand: BrandId, route: StepRoute) {
  const config = brandConfig(brand);
  const origin = brandUrl(brand);
  const { firstName, lastName, dateOfBirth, phoneNumber } = APPLICANT[brand]!;
  const owner = { authorization: bearer(keyFromBytes(randomBytes(32))) };
  const created = await request.post(`${origin}/api/v2/lead`, {
    headers: { 'idempotency-key': randomUUID(), ...owner },
    data: {
      product: config.productId,
      sessionId: randomUUID(),
      amount: config.amount.default,
      period: config.period.default,
      periodScale: config.period.scale,
      generalPolicies: true,
      personalDetails: { firstName, lastName, dateOfBirth },
      contactDetails: {
        email: `goto-${route.slice(1)}+ana@example.com`,
        phoneNumber,
        marketingConsents: false,
      },
      submit: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await expect
    .poll(
      async () => {
        const res = await request.get(`${origin}/api${leadStatusPath(id)}`, { headers: owner });
        return ((await res.json()) as { route?: string }).route;
      },
      { timeout: 15_000, message: `the status of an application sent with goto-${route.slice(1)}` },
    )
    .toBe(route);
  const link = await request.post(`${origin}/api${leadLinkPath(id)}`, {
    headers: owner,
    data: { urlType: 'continue' },
  });
  expect(link.status()).toBe(201);
  const { path } = (await link.json()) as { path: string };
  expect(path).toMatch(/^\/continue\/[A-Za-z0-9_-]{43}$/);
  return { id, path };
}

test.describe('a continue link into each state opens that state’s screen', () => {
  for (const route of STEP_ROUTES) {
    const brand = brandFor(route);
    test(`${brand}: ${route}`, async ({ page, request }) => {
      const { path } = await applicationAt(request, brand, route);
      // The test's page is a fresh browser context: another lead key, which the link gives the lead.
      await page.goto(`${brandUrl(brand)}${BASE}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: headingOf(brand, route) })).toBeVisible({
        timeout: 15_000,
      });
      await expect(page).toHaveURL((url) => url.pathname === `${BASE}${route}`);
    });
  }
});
