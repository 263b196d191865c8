import type { Page } from '@playwright/test';
import type { BrandId } from '../brands/schema';
import { CONSENT_TEXT_VERSION } from '../contract/tracking';
import {
  axeViolations,
  BASE,
  brandConfig,
  brandUrl,
  expect,
  PERSON_BROWSER,
  test,
  text,
} from './fixtures';
import { answersFor, appStarted, chooseLoan, completeStep, requestsSettled } from './journey';
import { banner, consentRecords, consentText, cookieSettings, preferences } from './tags/consent-ui';

/**
 * The visitor's say over cookies (docs/decisions/0036-consent-and-tags.md): no choice and a refusal each go through a
 * whole application without one third-party request (the fixture fails a test on any), and the reference API
 * records each choice with its text version and no personal data.
 */
const BRAND: BrandId = 'es-1';

test.use({ consent: 'none' });

async function applyAll(page: Page, email: string) {
  const answers = answersFor(BRAND, email);
  for (const i of brandConfig(BRAND).steps.keys()) await completeStep(page, BRAND, i, answers);
}

test(`${BRAND}: with no choice made, a whole application sends nothing to a third party and records no choice`, async ({
  page,
}) => {
  await chooseLoan(page, BRAND);
  await expect(banner(page, BRAND)).toBeVisible();
  await applyAll(page, 'ana.nochoice@example.com');
  await requestsSettled(page);
  await expect(banner(page, BRAND)).toBeVisible();
  expect(await consentRecords(page, BRAND)).toEqual([]);
});

test(`${BRAND}: "Reject all" is recorded, sends nothing through a whole application, and the next page's CSP allows no tag`, async ({
  page,
}) => {
  await chooseLoan(page, BRAND);
  await banner(page, BRAND)
    .getByRole('button', { name: consentText(BRAND, 'banner>rejectAll') })
    .click();
  await expect(banner(page, BRAND)).toBeHidden();
  // Focus is never dropped to the page body: it goes to the screen's heading.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByText(consentText(BRAND, 'saved'))).toHaveAttribute('aria-live', 'polite');
  await expect
    .poll(() => consentRecords(page, BRAND))
    .toEqual([
      {
        analytics: false,
        marketing: false,
        textVersion: CONSENT_TEXT_VERSION,
        action: 'reject-all',
        recordedAt: expect.any(String),
      },
    ]);
  await applyAll(page, 'ana.refused@example.com');
  const reload = await page.reload();
  const csp = (await reload!.allHeaders())['content-security-policy'] ?? '';
  for (const host of ['googletagmanager', 'facebook', 'tiktok', 'posthog']) expect(csp).not.toContain(host);
  await appStarted(page);
  await requestsSettled(page);
  await expect(banner(page, BRAND)).toBeHidden();
});

test.describe('changing the choice', () => {
  test.use({ expectThirdParty: true, userAgent: PERSON_BROWSER.userAgent });

  test(`${BRAND}: with the keyboard, the preferences save one category; Escape returns to what opened them`, async ({
    page,
    thirdParty,
  }) => {
    await page.addInitScript({ content: PERSON_BROWSER.script });
    await page.goto(`${brandUrl(BRAND)}${BASE}/`);
    await appStarted(page);
    // After the skip link comes the banner: a keyboard user meets the choice first.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(
      banner(page, BRAND).getByRole('button', { name: consentText(BRAND, 'banner>acceptAll') }),
    ).toBeFocused();
    const choose = banner(page, BRAND).getByRole('button', { name: consentText(BRAND, 'banner>choose') });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(choose).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = preferences(page, BRAND);
    await expect(dialog).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(choose).toBeFocused();

    await page.keyboard.press('Enter');
    const analytics = dialog.getByRole('checkbox', { name: consentText(BRAND, 'dialog>analytics') });
    await expect(analytics).toBeFocused();
    await expect(analytics).not.toBeChecked();
    await expect(
      dialog.getByRole('checkbox', { name: consentText(BRAND, 'dialog>marketing') }),
    ).not.toBeChecked();
    await page.keyboard.press('Space');
    await expect(analytics).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: consentText(BRAND, 'dialog>save') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(banner(page, BRAND)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect
      .poll(() => consentRecords(page, BRAND))
      .toEqual([
        {
          analytics: true,
          marketing: false,
          textVersion: CONSENT_TEXT_VERSION,
          action: 'save',
          recordedAt: expect.any(String),
        },
      ]);
    // Analytics alone: PostHog loads; no marketing tag does.
    const posthog = new URL(brandConfig(BRAND).tracking.posthogHost).hostname;
    await expect.poll(() => thirdParty.to(posthog).length).toBeGreaterThan(0);
    expect(
      thirdParty.requests.filter(
        (r: { url: URL }) => r.url.hostname !== posthog && !r.url.hostname.endsWith('-assets.i.posthog.com'),
      ),
    ).toEqual([]);
  });

  test(`${BRAND}: the choice can be changed from the footer; the dialog shows it, and focus returns to the footer`, async ({
    page,
    thirdParty,
  }) => {
    await page.goto(`${brandUrl(BRAND)}${BASE}/`);
    await appStarted(page);
    await banner(page, BRAND)
      .getByRole('button', { name: consentText(BRAND, 'banner>rejectAll') })
      .click();
    await cookieSettings(page, BRAND).click();
    const dialog = preferences(page, BRAND);
    await expect(
      dialog.getByRole('checkbox', { name: consentText(BRAND, 'dialog>marketing') }),
    ).not.toBeChecked();
    await dialog.getByRole('button', { name: consentText(BRAND, 'dialog>acceptAll') }).click();
    await expect(dialog).toBeHidden();
    await expect(cookieSettings(page, BRAND)).toBeFocused();
    await cookieSettings(page, BRAND).click();
    await expect(
      dialog.getByRole('checkbox', { name: consentText(BRAND, 'dialog>marketing') }),
    ).toBeChecked();
    await dialog.getByRole('button', { name: consentText(BRAND, 'dialog>close') }).click();
    await expect(cookieSettings(page, BRAND)).toBeFocused();
    expect((await consentRecords(page, BRAND)).map((r) => r.action)).toEqual(['reject-all', 'accept-all']);
    // Agreed on this page, the tags load at once (this page's CSP came before any choice).
    await expect.poll(() => thirdParty.to('www.googletagmanager.com', '/gtm.js')).toHaveLength(1);
  });
});

test(`${BRAND}: on a 320 px screen the banner covers under 30 % of it, its buttons in view, and never the form's button`, async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await page.goto(`${brandUrl(BRAND)}${BASE}/`);
  await appStarted(page);
  const bar = banner(page, BRAND);
  await expect(bar).toBeVisible();
  expect((await bar.boundingBox())!.height).toBeLessThan(568 * 0.3);
  for (const key of ['banner>acceptAll', 'banner>rejectAll', 'banner>choose']) {
    const choice = bar.getByRole('button', { name: consentText(BRAND, key) });
    // Its middle is the button itself: shown, not scrolled away under the banner's edge.
    expect(
      await choice.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      }),
      key,
    ).toBe(true);
  }
  const button = page.getByRole('button', { name: text(BRAND, 'common', 'loan>continue') });
  await button.focus();
  const clear = () =>
    button.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const region = document
        .querySelector('section[aria-labelledby="consent-banner-title"]')!
        .getBoundingClientRect();
      return Boolean(hit && el.contains(hit)) && box.bottom <= region.top;
    });
  await expect.poll(clear, 'focused, the button shows above the banner').toBe(true);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(clear, 'at the end of the page too').toBe(true);
});
