import type { APIRequestContext, Page } from '@playwright/test';
import { MAX_VERIFICATION_FAILURES, RESEND_COOLDOWN_SECONDS } from '../contract/mobile-verification';
import { axeViolations, brandConfig, brandUrl, errorSummary, expect, test, text } from './fixtures';
import { answersFor, chooseLoan, completeStep, labelOf, theLead } from './journey';

const BRAND = 'es-1' as const;
const screens = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), text(BRAND, 'screens', key));
const heading = (page: Page, key: string) => page.getByRole('heading', { level: 1, name: screens(key) });

/** The last code the reference API "sent" the lead by text message (its outbox, a test-only route). */
async function sentCode(request: APIRequestContext, leadId: string): Promise<string> {
  const res = await request.get(`${brandUrl(BRAND)}/api/test/messages?leadId=${leadId}`);
  expect(res.ok()).toBe(true);
  const { messages } = (await res.json()) as { messages: { channel: string; body: string }[] };
  expect(messages.at(-1)?.channel).toBe('sms');
  return messages.at(-1)!.body;
}

/** The server's cool-down between codes run out as the page's clock has (a test-only route), without waiting for it. */
async function codeSentEarlier(request: APIRequestContext, page: Page): Promise<void> {
  const { id } = await theLead(page, request, BRAND);
  const res = await request.post(`${brandUrl(BRAND)}/api/test/code-sent-earlier`, {
    data: { leadId: id, seconds: RESEND_COOLDOWN_SECONDS },
  });
  expect(res.status()).toBe(204);
}

// On a phone, where "the code was sent" must be where the eye is.
test.use({ viewport: { width: 360, height: 640 } });

// The reference API's `verify+` trigger: the application waits for the mobile number's code after checking.
test('es-1: the mobile number is confirmed with the code: a wrong one is refused and kept, six are too many until a new code (which waits its turn and clears the box), another number is checked, waits the same turn and is used, the right one leads on', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  const answers = answersFor(BRAND, 'verify+movil@example.com');
  await chooseLoan(page, BRAND);
  for (const i of brandConfig(BRAND).steps.keys()) await completeStep(page, BRAND, i, answers);
  await expect(heading(page, 'mobile>heading')).toBeFocused({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/mobile-verification$/);
  await expect(page).toHaveTitle(new RegExp(`^${screens('mobile>heading')} - `));
  await expect(page.getByText(screens('mobile>intro', { ending: '5678' }))).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const code = page.getByRole('textbox', { name: screens('mobile>codeLabel') });
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  const confirm = page.getByRole('button', { name: screens('mobile>verify') });
  await code.fill('9999');
  await confirm.click();
  await expect(errorSummary(page, BRAND)).toBeFocused();
  await expect(errorSummary(page, BRAND)).toContainText(text(BRAND, 'form', 'errors>verification-code'));
  await expect(code).toHaveValue('9999');
  expect(await axeViolations(page)).toEqual([]);

  // Five more wrong codes: the sixth answer is refused whatever it is.
  for (let i = 0; i < MAX_VERIFICATION_FAILURES; i++) {
    await code.fill(`99${i}0`);
    await Promise.all([page.waitForResponse((r) => r.url().endsWith('/mobile/verify')), confirm.click()]);
    await expect(errorSummary(page, BRAND)).toBeFocused();
  }
  await expect(errorSummary(page, BRAND)).toContainText(screens('mobile>errors>tooMany'));

  // A new code: not before the wait is over, which the button counts down (the server's wait moved on with it).
  const resend = page.getByRole('button', { name: screens('mobile>resend') });
  await expect(resend).toHaveAttribute('aria-disabled', 'true');
  const waiting = new RegExp(`^${screens('mobile>resendIn', { seconds: '\\d+' }).replace(/[()]/g, '\\$&')}$`);
  await expect(resend).toHaveText(waiting);
  await page.clock.fastForward(RESEND_COOLDOWN_SECONDS * 1000);
  await codeSentEarlier(request, page);
  await expect(resend).toHaveText(screens('mobile>resend'));
  await expect(resend).not.toHaveAttribute('aria-disabled');
  // The new code takes the error and the old code away, and the box, where it is said, takes the focus.
  await resend.click();
  await expect(code).toBeFocused();
  await expect(code).toHaveValue('');
  await expect(page.getByText(screens('mobile>sent'))).toBeInViewport();
  await expect(errorSummary(page, BRAND)).toBeHidden();
  await expect(resend).toHaveText(waiting);

  // Another number: refused when it is none of the country's, then used.
  await page.getByRole('link', { name: screens('mobile>change') }).click();
  await expect(heading(page, 'mobile>changeHeading')).toBeFocused();
  const phone = page.getByLabel(labelOf(BRAND, 'phone-number'), { exact: true });
  await phone.fill('12');
  const send = page.getByRole('button', { name: screens('mobile>changeSubmit') });
  await send.click();
  await expect(errorSummary(page, BRAND)).toBeFocused();
  await expect(phone).toHaveValue('12');
  expect(await axeViolations(page)).toEqual([]);
  await phone.fill('698 765 432');
  await send.click();
  // A code went moments ago (on arrival, or the resend above): the new number's code waits for the same cool-down on
  // the server's clock, and the screen says how long.
  const wait = new RegExp(`^${screens('mobile>changeWait', { seconds: '\\d+' }).replace(/[.()]/g, '\\$&')}$`);
  await expect(page.getByRole('alert').filter({ hasText: wait })).toBeVisible();
  await expect(phone).toHaveValue('698 765 432');
  // Once it is over, the number is taken and the code's screen opens again.
  await codeSentEarlier(request, page);
  await send.click();
  await expect(heading(page, 'mobile>heading')).toBeFocused();
  await expect(page.getByText(screens('mobile>intro', { ending: '5432' }))).toBeVisible();
  expect((await theLead(page, request, BRAND)).data).toMatchObject({
    contactDetails: { phoneNumber: '698765432' },
  });

  // The code sent to the new number (an earlier one no longer counts).
  await code.fill(await sentCode(request, (await theLead(page, request, BRAND)).id));
  await confirm.click();
  await expect(
    page.getByRole('heading', { level: 1, name: text(BRAND, 'screens', 'accepted>heading') }),
  ).toBeVisible({
    timeout: 20_000,
  });
  const lead = await theLead(page, request, BRAND);
  expect(lead.status).toBe('accepted');
  // Back from the outcome never shows the verification again.
  await page.goBack();
  await expect(
    page.getByRole('heading', { level: 1, name: text(BRAND, 'screens', 'accepted>heading') }),
  ).toBeVisible();
});
