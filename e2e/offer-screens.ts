import { randomBytes, randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { BrandId } from '../brands/schema';
import { leadLinkPath, leadStatusPath } from '../contract/api-paths';
import { bearer, keyFromBytes } from '../contract/lead-key';
import type { StepRoute } from '../server/src/decision/outcome';
import { brandConfig, brandUrl, expect, text } from './fixtures';
import { apiApplicant } from './journey';

/**
 * The screens after checking that ask the applicant something (every state the decision engine can send an
 * application to), as the e2e specs reach them cheaply: an application made through the API with the demo trigger
 * `goto-<route>+...`, then a continue link opened in the test's browser.
 */

/** The headings of the screens that are not detail forms (a detail form's is at form `offer>{name}>heading`). */
const SCREEN_HEADINGS: Partial<Record<StepRoute, [string, string]>> = {
  '/mobile-verification': ['screens', 'mobile>heading'],
  '/change-mobile-number': ['screens', 'mobile>changeHeading'],
  '/id-upload': ['screens', 'idUpload>heading'],
  '/consents': ['screens', 'consents>headings>consents'],
  '/dynamic-consents': ['screens', 'consents>headings>dynamic'],
  '/advanzia-consents': ['screens', 'consents>headings>advanzia'],
  '/tfbank-consents': ['screens', 'consents>headings>tfbank'],
  '/smava': ['screens', 'offerChoice>headings>smava'],
  '/ipfd-offer-choice': ['screens', 'offerChoice>headings>ipfd'],
  '/cofidis-offer': ['screens', 'offerChoice>headings>cofidis'],
  '/provident-offer': ['screens', 'offerChoice>headings>provident'],
  '/instabank-offer': ['screens', 'offerChoice>headings>instabank'],
  '/proficredit-offer': ['screens', 'offerChoice>headings>proficredit'],
  '/instantor': ['screens', 'openBanking>headings>instantor'],
  '/wenance-tink': ['screens', 'openBanking>headings>tink'],
  '/moneyman-paylands': ['screens', 'openBanking>headings>paylands'],
};

/** The brand a screen is shown in: the dynamic consents belong to a dynamic-form brand, the others to es-1. */
export const offerScreenBrand = (route: StepRoute): BrandId =>
  route === '/dynamic-consents' ? 'vn-1' : 'es-1';

/** The h1 of a route's screen as the brand's locale words it. */
export function offerScreenHeading(brand: BrandId, route: StepRoute): string {
  const [ns, key] = SCREEN_HEADINGS[route] ?? ['form', `offer>${route.slice(1)}>heading`];
  try {
    return text(brand, ns, key);
  } catch {
    throw new Error(`${brand}: no heading for ${route} at ${ns}:${key} (has the screen been built?)`);
  }
}

/**
 * Creates and submits an application through the API with `route`'s goto email (or `email`), under a fresh lead
 * key, and waits (polling the status, as the checking screen does) until the decision has sent it to `route`.
 * Answers its id and the path of a continue link that gives the lead to the browser opening it.
 */
export async function continueLinkAt(
  request: APIRequestContext,
  brand: BrandId,
  route: string,
  email = `goto-${route.slice(1)}+ana@example.com`,
): Promise<{ id: string; path: string }> {
  const config = brandConfig(brand);
  const origin = brandUrl(brand);
  const { phoneNumber, ...person } = apiApplicant(brand);
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
      personalDetails: person,
      contactDetails: { email, phoneNumber, marketingConsents: false },
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
      { timeout: 15_000, message: `the status of an application sent with ${email}` },
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
