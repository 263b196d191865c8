import type { BrandId } from '../brands/schema';
import { brandConfig, expect, PERSON_BROWSER, test } from './fixtures';
import { answersFor, chooseLoan, completeStep, typed } from './journey';
import { canaryForms, spanishCanaries } from './tags/canaries';
import { posthogEvents, sha256 } from './tags/events';
import { ThirdPartyLog } from './tags/third-party';

/**
 * The egress canary (docs/decisions/0036-consent-and-tags.md): an application with every tag on, made with unique
 * personal data — name, email, phone, national id, IBAN, address — also put in the landing address as prefill.
 * No third-party request carries any of it in its address, headers or body; only the SHA-256 of the email and
 * the phone may leave, where behaviour §7 says so (TikTok's identify).
 */
const BRAND: BrandId = 'es-1';

test.use({ consent: 'accepted', userAgent: PERSON_BROWSER.userAgent });
test.beforeEach(({ page }) => page.addInitScript({ content: PERSON_BROWSER.script }));

test(`${BRAND}: no canary of the applicant reaches a third party unhashed`, async ({ page, thirdParty }) => {
  const canary = spanishCanaries();
  const answers = {
    ...answersFor(BRAND, canary.email),
    'first-name': typed(canary.firstName),
    'last-name': typed(canary.lastName),
    'phone-number': typed(canary.phone),
    'personal-code': typed(canary.nationalId),
    'bank-account': typed(canary.iban),
    street: typed(canary.street),
  };
  const prefill = new URLSearchParams({
    firstName: canary.firstName,
    lastName: canary.lastName,
    email: canary.email,
    phoneNumber: canary.phone,
  });
  await chooseLoan(page, BRAND, undefined, undefined, `?${prefill.toString()}`);
  for (const i of brandConfig(BRAND).steps.keys()) await completeStep(page, BRAND, i, answers);

  const posthog = brandConfig(BRAND).tracking.posthogHost;
  // The tags did run: their funnel events left, so the check below has something to read.
  await expect
    .poll(() => posthogEvents(thirdParty, posthog).map((e) => e.event))
    .toContain('CompleteRegistration');
  await expect.poll(() => thirdParty.to('analytics.tiktok.com', '/api/v2/pixel').length).toBe(2);

  const forms = canaryForms(canary);
  const leaks = thirdParty.requests.flatMap((request) => {
    const all = ThirdPartyLog.text(request);
    return forms
      .filter((form) => all.includes(form))
      .map((form) => `${form} in ${request.method} ${request.url.href.slice(0, 120)}`);
  });
  expect(leaks).toEqual([]);
  // What may leave, leaves hashed.
  const identify = thirdParty
    .to('analytics.tiktok.com', '/api/v2/pixel')
    .map((r) => r.body)
    .join('\n');
  expect(identify).toContain(sha256(canary.email));
  expect(identify).toContain(sha256(`+34${canary.phone}`));
});
