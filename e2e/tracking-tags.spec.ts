import type { Page } from '@playwright/test';
import type { BrandId } from '../brands/schema';
import { BASE, brandConfig, brandUrl, expect, PERSON_BROWSER, test, text } from './fixtures';
import { answersFor, appStarted, chooseLoan, completeStep, requestsSettled, sessionIdOf } from './journey';
import { adsConversions, dataLayer, metaHits, posthogEvents, sha256, tiktokHits } from './tags/events';

/**
 * Every tag of spec §7 through a whole application, with the visitor's consent given on the banner
 * (docs/decisions/0036-consent-and-tags.md): each loads with the brand's id, and the funnel events reach each tag
 * once, all with one event id per event, and never again after a reload.
 */
const BRAND: BrandId = 'es-1';
const tracking = brandConfig(BRAND).tracking;
const [adsAccount, adsLabel] = tracking.googleAdsSendTo.split('/');

test.use({ consent: 'none', expectThirdParty: true, userAgent: PERSON_BROWSER.userAgent });
test.beforeEach(({ page }) => page.addInitScript({ content: PERSON_BROWSER.script }));

async function acceptAll(page: Page) {
  const banner = page.getByRole('region', { name: text(BRAND, 'consent', 'banner>title') });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: text(BRAND, 'consent', 'banner>acceptAll') }).click();
  await expect(banner).toBeHidden();
}

async function applyWith(page: Page, email: string) {
  const answers = answersFor(BRAND, email);
  for (const i of brandConfig(BRAND).steps.keys()) await completeStep(page, BRAND, i, answers);
}

test(`${BRAND}: with consent, each tag loads with the brand's ids, after Consent Mode's defaults`, async ({
  page,
  thirdParty,
}) => {
  await page.goto(`${brandUrl(BRAND)}${BASE}/?utm_source=google&utm_campaign=spring&fbclid=FBCLID42`);
  await appStarted(page);
  await requestsSettled(page);
  expect(thirdParty.requests, 'nothing before the choice').toEqual([]);
  await acceptAll(page);

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

test(`${BRAND}: Lead and CompleteRegistration reach every tag once, each with one event id; a reload sends nothing again`, async ({
  page,
  thirdParty,
}) => {
  const email = 'Ana.Tags@Example.com';
  await chooseLoan(page, BRAND);
  await acceptAll(page);
  await applyWith(page, email);

  const events = ['Lead', 'CompleteRegistration'];
  await expect
    .poll(() =>
      metaHits(thirdParty)
        .filter((h) => h.ev !== 'PageView')
        .map((h) => h.ev)
        .sort(),
    )
    .toEqual(events.sort());
  await expect
    .poll(() =>
      tiktokHits(thirdParty)
        .map((h) => h.event)
        .sort(),
    )
    .toEqual(events.sort());
  await expect.poll(() => adsConversions(thirdParty)).toHaveLength(2);
  await expect
    .poll(() => posthogEvents(thirdParty, tracking.posthogHost).filter((e) => events.includes(e.event)))
    .toHaveLength(2);

  const sessionId = (await sessionIdOf(page))!;
  const layer = await dataLayer(page);
  for (const event of events) {
    const eventId = metaHits(thirdParty).find((h) => h.ev === event)!.eid!;
    expect(eventId, `${event}: a SHA-256 event id`).toMatch(/^[0-9a-f]{64}$/);
    const tiktok = tiktokHits(thirdParty).find((h) => h.event === event)!;
    expect(tiktok).toEqual({
      pixel_code: tracking.tiktokPixelId,
      event,
      event_id: eventId,
      // The lead is made on the first step, before the email and phone are asked; submitted, it has them.
      context: {
        user:
          event === 'Lead'
            ? { external_id: sha256(sessionId) }
            : {
                external_id: sha256(sessionId),
                email: sha256('ana.tags@example.com'),
                phone_number: sha256('+34612345678'),
              },
      },
    });
    expect(adsConversions(thirdParty)).toContainEqual({
      account: adsAccount!.slice(3),
      label: adsLabel,
      transactionId: eventId,
    });
    expect(layer).toContainEqual({
      0: 'event',
      1: 'conversion',
      2: { send_to: tracking.googleAdsSendTo, transaction_id: eventId, event_callback: 'function' },
    });
    expect(layer).toContainEqual({ event, event_id: eventId });
    const posthog = posthogEvents(thirdParty, tracking.posthogHost).find((e) => e.event === event)!;
    expect(posthog.properties.event_id).toBe(eventId);
  }
  expect(
    new Set(events.map((e) => metaHits(thirdParty).find((h) => h.ev === e)!.eid)).size,
    'one id per event',
  ).toBe(2);
  // Each saved step is a form event under the spec's analytics field names: which fields, never their values.
  const steps = brandConfig(BRAND).steps.map((step) => step.path);
  await expect
    .poll(() =>
      posthogEvents(thirdParty, tracking.posthogHost)
        .filter((e) => e.event === 'form_step_saved')
        .map((e) => e.properties.step),
    )
    .toEqual(steps);
  const contact = posthogEvents(thirdParty, tracking.posthogHost).find(
    (e) => e.properties.step === '/contact-details',
  )!;
  expect(contact.properties).toMatchObject({
    email: true,
    phone_number: true,
    form_postal_code: true,
    loan_amount: expect.any(Number),
  });
  expect(JSON.stringify(contact.properties)).not.toContain('ana.tags');

  const sent = thirdParty.requests.length;
  await page.reload();
  await appStarted(page);
  await page.goBack();
  await page.goForward();
  await appStarted(page);
  await requestsSettled(page);
  expect(
    metaHits(thirdParty, sent).filter((h) => h.ev !== 'PageView'),
    'Meta: nothing again',
  ).toEqual([]);
  expect(tiktokHits(thirdParty, sent), 'TikTok: nothing again').toEqual([]);
  expect(adsConversions(thirdParty, sent), 'Google Ads: nothing again').toEqual([]);
  const funnel = posthogEvents(thirdParty, tracking.posthogHost, sent).filter((e) =>
    events.includes(e.event),
  );
  expect(funnel, 'PostHog: nothing again').toEqual([]);
});

test(`${BRAND}: a rejection is TikTok's Rejected event, once, and no other tag's`, async ({
  page,
  thirdParty,
}) => {
  await chooseLoan(page, BRAND);
  await acceptAll(page);
  await applyWith(page, `reject+tags-${Date.now()}@example.com`);
  await expect(page).toHaveURL(/\/rejected$/, { timeout: 15_000 });
  await expect
    .poll(() =>
      tiktokHits(thirdParty)
        .map((h) => h.event)
        .sort(),
    )
    .toEqual(['CompleteRegistration', 'Lead', 'Rejected']);
  const sessionId = (await sessionIdOf(page))!;
  const rejected = tiktokHits(thirdParty).find((h) => h.event === 'Rejected')!;
  expect(rejected.context.user.external_id).toBe(sha256(sessionId));
  expect(rejected.event_id).toMatch(/^[0-9a-f]{64}$/);
  expect(metaHits(thirdParty).map((h) => h.ev)).not.toContain('Rejected');
  await page.reload();
  await requestsSettled(page);
  expect(tiktokHits(thirdParty).filter((h) => h.event === 'Rejected')).toHaveLength(1);
  // PostHog has sent what it held before the reload (it flushes on leaving) and the reloaded page's view.
  const rejectedViews = () =>
    posthogEvents(thirdParty, tracking.posthogHost).filter(
      (e) => e.event === '$pageview' && String(e.properties.$current_url).endsWith('/rejected'),
    );
  await expect.poll(() => rejectedViews().length).toBeGreaterThanOrEqual(2);
  expect(posthogEvents(thirdParty, tracking.posthogHost).map((e) => e.event)).not.toContain('Rejected');
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
