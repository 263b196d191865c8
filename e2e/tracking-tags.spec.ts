import type { BrandId } from '../brands/schema';
import { BASE, brandConfig, brandUrl, expect, PERSON_BROWSER, test } from './fixtures';
import { appStarted, requestsSettled, sessionIdOf } from './journey';
import { acceptAll } from './tags/consent-ui';
import { dataLayer, metaHits, posthogEvents } from './tags/events';

/**
 * Every tag of behaviour §7 through a whole application, with the visitor's consent given on the banner
 * (docs/decisions/0036-consent-and-tags.md): each loads with the brand's id, and the funnel events reach each tag
 * once, all with one event id per event, and never again after a reload.
 */
const BRAND: BrandId = 'es-1';
const tracking = brandConfig(BRAND).tracking;
const [adsAccount] = tracking.googleAdsSendTo.split('/');

test.use({ consent: 'none', expectThirdParty: true, userAgent: PERSON_BROWSER.userAgent });
test.beforeEach(({ page }) => page.addInitScript({ content: PERSON_BROWSER.script }));

test(`${BRAND}: with consent, each tag loads with the brand's ids, after Consent Mode's defaults`, async ({
  page,
  thirdParty,
}) => {
  await page.goto(`${brandUrl(BRAND)}${BASE}/?utm_source=google&utm_campaign=spring&fbclid=FBCLID42`);
  await appStarted(page);
  await requestsSettled(page);
  expect(thirdParty.requests, 'nothing before the choice').toEqual([]);
  await acceptAll(page, BRAND);

  await expect
    .poll(() => thirdParty.to('www.googletagmanager.com', '/gtm.js').map((r) => r.url.searchParams.get('id')))
    .toEqual([tracking.gtmId]);
  await expect
    .poll(() =>
      thirdParty.to('www.googletagmanager.com', '/gtag/js').map((r) => r.url.searchParams.get('id')),
    )
    .toEqual([adsAccount]);
  await expect
    .poll(() =>
      thirdParty
        .to('analytics.tiktok.com', '/i18n/pixel/events.js')
        .map((r) => r.url.searchParams.get('sdkid')),
    )
    .toEqual([tracking.tiktokPixelId]);
  // Meta's PageView carries the pixel id, _fbp, and the fbc built from the landing fbclid.
  await expect.poll(() => metaHits(thirdParty).filter((h) => h.ev === 'PageView')).toHaveLength(1);
  const pageView = metaHits(thirdParty)[0]!;
  expect(pageView).toMatchObject({ id: tracking.metaPixelId });
  expect(pageView.fbp).toMatch(/^fb\.1\.\d+\.\d+$/);
  expect(pageView.fbc).toMatch(/^fb\.1\.\d+\.FBCLID42$/);

  const layer = await dataLayer(page);
  expect(layer[0], 'Consent Mode v2 defaults first').toEqual({
    0: 'consent',
    1: 'default',
    2: {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    },
  });
  expect(layer[1]).toEqual({
    0: 'consent',
    1: 'update',
    2: {
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
    },
  });

  // PostHog: the brand's key, the session id as the distinct id, the campaign fields on every event.
  const sessionId = await sessionIdOf(page);
  await expect
    .poll(() => posthogEvents(thirdParty, tracking.posthogHost).map((e) => e.event))
    .toContain('$identify');
  for (const event of posthogEvents(thirdParty, tracking.posthogHost)) {
    expect(event.properties).toMatchObject({
      distinct_id: sessionId,
      utm_source: 'google',
      utm_campaign: 'spring',
    });
  }
  expect(posthogEvents(thirdParty, tracking.posthogHost).map((e) => e.event)).not.toContain('$autocapture');
  for (const r of thirdParty.to(new URL(tracking.posthogHost).hostname, '/e'))
    expect(r.body).toContain(tracking.posthogKey);
});

test(`${BRAND}: consent given on a later page without the campaign registers the campaign the session came from`, async ({
  page,
  thirdParty,
}) => {
  await page.goto(`${brandUrl(BRAND)}${BASE}/?utm_source=news&utm_campaign=autumn`);
  await appStarted(page);
  // The same tab opens a page whose address names no campaign (a reload on a later step, a link back).
  await page.goto(`${brandUrl(BRAND)}${BASE}/`);
  await appStarted(page);
  await acceptAll(page, BRAND);
  await expect
    .poll(() => posthogEvents(thirdParty, tracking.posthogHost).map((e) => e.event))
    .toContain('$identify');
  for (const event of posthogEvents(thirdParty, tracking.posthogHost))
    expect(event.properties).toMatchObject({ utm_source: 'news', utm_campaign: 'autumn' });
});

test.describe('a returning visitor who agreed', () => {
  test.use({ consent: 'accepted' });

  test(`${BRAND}: the tags start after the first paint and after the load event, never before`, async ({
    page,
    thirdParty,
  }) => {
    await page.goto(`${brandUrl(BRAND)}${BASE}/`);
    await appStarted(page);
    await expect.poll(() => thirdParty.requests.length).toBeGreaterThan(0);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const thirdParty = performance
        .getEntriesByType('resource')
        .filter((entry) => !entry.name.startsWith(location.origin))
        .map((entry) => entry.startTime);
      return { paint, loaded: nav.loadEventEnd, first: Math.min(...thirdParty) };
    });
    expect(timing.first).toBeGreaterThan(timing.paint);
    expect(timing.first).toBeGreaterThanOrEqual(timing.loaded);
  });
});
