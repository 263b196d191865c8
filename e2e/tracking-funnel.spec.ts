import type { Page } from '@playwright/test';
import type { BrandId } from '../brands/schema';
import { brandConfig, expect, PERSON_BROWSER, test } from './fixtures';
import { answersFor, appStarted, chooseLoan, completeStep, requestsSettled, sessionIdOf } from './journey';
import { acceptAll } from './tags/consent-ui';
import { adsConversions, dataLayer, metaHits, posthogEvents, sha256, tiktokHits } from './tags/events';

/**
 * The funnel events of behaviour §3 through a whole application, with the visitor's consent given on the banner
 * (docs/decisions/0036-consent-and-tags.md): each reaches every tag that takes it once, with one event id per
 * event, never again after a reload or Back; Rejected reaches TikTok alone.
 */
const BRAND: BrandId = 'es-1';
const tracking = brandConfig(BRAND).tracking;
const [adsAccount, adsLabel] = tracking.googleAdsSendTo.split('/');

test.use({ consent: 'none', expectThirdParty: true, userAgent: PERSON_BROWSER.userAgent });
test.beforeEach(({ page }) => page.addInitScript({ content: PERSON_BROWSER.script }));

async function applyWith(page: Page, email: string) {
  const answers = answersFor(BRAND, email);
  for (const i of brandConfig(BRAND).steps.keys()) await completeStep(page, BRAND, i, answers);
}

test(`${BRAND}: Lead and CompleteRegistration reach every tag once, each with one event id (one Ads conversion); a reload sends nothing again`, async ({
  page,
  thirdParty,
}) => {
  const email = 'Ana.Tags@Example.com';
  await chooseLoan(page, BRAND);
  await acceptAll(page, BRAND);
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
  // One Google Ads conversion per lead, on CompleteRegistration (the brand names no other event).
  await expect.poll(() => adsConversions(thirdParty)).toHaveLength(1);
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
      // Lead waits for the email and phone (the lead is made on the first step, before they are asked): every
      // event identifies with both hashes (decision 0036).
      context: {
        user: {
          external_id: sha256(sessionId),
          email: sha256('ana.tags@example.com'),
          phone_number: sha256('+34612345678'),
        },
      },
    });
    if (event === 'CompleteRegistration') {
      expect(adsConversions(thirdParty)).toEqual([
        { account: adsAccount!.slice(3), label: adsLabel, transactionId: eventId },
      ]);
      expect(layer).toContainEqual({
        0: 'event',
        1: 'conversion',
        2: { send_to: tracking.googleAdsSendTo, transaction_id: eventId, event_callback: 'function' },
      });
    }
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
  await acceptAll(page, BRAND);
  const email = `reject+tags-${Date.now()}@example.com`;
  await applyWith(page, email);
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
  // With the applicant's hashed email and phone, as every event once they are known.
  expect(rejected.context.user).toEqual({
    external_id: sha256(sessionId),
    email: sha256(email.toLowerCase()),
    phone_number: sha256('+34612345678'),
  });
  expect(rejected.event_id).toMatch(/^[0-9a-f]{64}$/);
  expect(metaHits(thirdParty).map((h) => h.ev)).not.toContain('Rejected');
  // PostHog's batch with the rejected screen's view left after the rejection: it holds no Rejected event.
  const rejectedViews = () =>
    posthogEvents(thirdParty, tracking.posthogHost).filter(
      (e) => e.event === '$pageview' && String(e.properties.$current_url).endsWith('/rejected'),
    );
  await expect.poll(() => rejectedViews().length).toBeGreaterThan(0);
  expect(posthogEvents(thirdParty, tracking.posthogHost).map((e) => e.event)).not.toContain('Rejected');
  await page.reload();
  await requestsSettled(page);
  expect(tiktokHits(thirdParty).filter((h) => h.event === 'Rejected')).toHaveLength(1);
});
