import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { BASE, brandConfig, brandUrl, expect, test, text } from './fixtures';
import {
  answersFor,
  appStarted,
  chooseLoan,
  completeStep,
  requestsSettled,
  sessionIdOf,
  theLead,
} from './journey';

const BRAND = 'es-1' as const;
const REFERENCE = { attribute: 'partner-a', subId: 'sub-7', transactionId: 'tx-42' };

type Posted = { body: Record<string, unknown>; status: number | null };

/** Every POST to the affiliate-event path the page makes, with its body and the status it was answered. */
function observeAffiliateEvents(page: Page): Posted[] {
  const posted: Posted[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/affiliate/event')) return;
    const entry: Posted = { body: request.postDataJSON() as Record<string, unknown>, status: null };
    posted.push(entry);
    void request.response().then((response) => {
      entry.status = response?.status() ?? null;
    });
  });
  return posted;
}

/** The loan, every step by label and the submission, as a person makes it; then the accepted screen. */
async function applyAndGetAccepted(page: Page, email: string): Promise<void> {
  const answers = answersFor(BRAND, email);
  await chooseLoan(page, BRAND);
  for (const i of brandConfig(BRAND).steps.keys()) await completeStep(page, BRAND, i, answers);
  await expect(
    page.getByRole('heading', { level: 1, name: text(BRAND, 'screens', 'accepted>heading') }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/accepted$/);
}

test.describe('affiliate conversion events (es-1)', () => {
  test('an applicant from an affiliate link: lead, registration-complete and accepted, each posted once, also after a reload', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const posted = observeAffiliateEvents(page);
    const link = new URLSearchParams({
      refName: REFERENCE.attribute,
      refSubId: REFERENCE.subId,
      refTransactionId: REFERENCE.transactionId,
    });
    await page.goto(`${brandUrl(BRAND)}${BASE}/?${link.toString()}`);
    await appStarted(page);
    // The landing itself reports nothing: events belong to a lead.
    await requestsSettled(page);
    expect(posted).toEqual([]);

    await applyAndGetAccepted(page, `accept+${randomUUID().slice(0, 8)}@example.com`);
    const events = () => posted.map((p) => p.body.event);
    await expect.poll(events, { timeout: 15_000 }).toEqual(['lead', 'registration-complete', 'accepted']);
    await expect.poll(() => posted.map((p) => p.status)).toEqual([202, 202, 202]);

    const lead = await theLead(page, request, BRAND);
    const sessionId = await sessionIdOf(page);
    for (const { body } of posted)
      expect(body, String(body.event)).toEqual({
        product: brandConfig(BRAND).productId,
        event: body.event,
        leadId: lead.id,
        sessionId,
        affiliateReferenceParams: { ...REFERENCE, setAt: expect.any(String) as unknown },
      });

    // A reload on the result screen, and Back, report nothing again.
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: text(BRAND, 'screens', 'accepted>heading') }),
    ).toBeVisible();
    await page.goBack();
    await page.waitForTimeout(1_500);
    await requestsSettled(page);
    expect(events()).toEqual(['lead', 'registration-complete', 'accepted']);
  });

  test('an applicant without an affiliate link: no affiliate event at all', async ({ page }) => {
    test.setTimeout(90_000);
    const posted = observeAffiliateEvents(page);
    await applyAndGetAccepted(page, `accept+${randomUUID().slice(0, 8)}@example.com`);
    await page.waitForTimeout(1_500);
    await requestsSettled(page);
    expect(posted).toEqual([]);
  });
});
