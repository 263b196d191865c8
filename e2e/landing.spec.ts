import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { snapToRange } from '../web/src/form/loan-information/loan-cost';
import { formatInteger } from '../web/src/lib/format';
import { BASE, brandConfig, brandUrl, expect, openFramed, test, text } from './fixtures';
import { answersFor, appStarted, appTookOver, completeStep, theLead } from './journey';

const BRAND = 'es-1' as const;

async function storage(page: Page) {
  return page.evaluate(() => {
    const dump = (s: Storage) => Object.fromEntries(Object.keys(s).map((k) => [k, s.getItem(k)]));
    return { session: dump(sessionStorage), local: dump(localStorage) };
  });
}

function json(value: string | null | undefined): Record<string, unknown> {
  return JSON.parse(value ?? 'null') as Record<string, unknown>;
}

test.describe('landing and session rules', () => {
  test('a landing URL with every parameter leaves exactly the specified values in storage and state', async ({ page }) => {
    const sessionId = randomUUID();
    const thirdParty: string[] = [];
    const origin = new URL(brandUrl(BRAND)).origin;
    page.on('request', (r) => {
      if (!r.url().startsWith(origin) && !r.url().startsWith('data:')) thirdParty.push(r.url());
    });
    const params = new URLSearchParams({
      refName: 'partner-a',
      refSubId: 'sub-7',
      s_id: 'tx-42',
      amount: '1234',
      period: '9',
      firstName: 'Lucía',
      lastName: 'Pérez',
      email: 'lucia@example.es',
      phoneNumber: '612345678',
      sellingTierGlobalId: 'tier-9',
      sessionId,
      gclid: 'g-click',
      utm_source: 'newsletter',
      utm_campaign: 'spring',
    });
    await page.goto(`${brandUrl(BRAND)}${BASE}/?${params.toString()}`);
    await expect(page.getByRole('heading', { level: 1, name: text(BRAND, 'common', 'loan>heading') })).toBeVisible();
    // Amount clamped and snapped onto the brand's grid, and shown to the person.
    const brand = brandConfig(BRAND);
    const amount = snapToRange(1234, brand.amount);
    await expect(page.getByRole('textbox', { name: text(BRAND, 'common', 'loan>amountLabel') })).toHaveValue(
      formatInteger(brand.locale, amount),
    );

    // Personal data is gone from the address bar; attribution parameters stay.
    const url = new URL(page.url());
    for (const pii of ['firstName', 'lastName', 'email', 'phoneNumber']) expect(url.searchParams.has(pii)).toBe(false);
    expect(url.searchParams.get('refName')).toBe('partner-a');

    const { session, local } = await storage(page);
    expect(session.sessionId).toBe(sessionId);
    expect(session.newSessionFlag).toBe('true');
    expect(session.sellingTierGlobalId).toBe('tier-9');
    expect(Number.isNaN(Date.parse(session.sessionStartedAt ?? ''))).toBe(false);
    const app = json(session.leadApplication).applicationData as Record<string, Record<string, unknown>>;
    expect(app.amount).toBe(amount);
    expect(app.period).toBe(snapToRange(9, brand.period));
    expect(app.personalDetails).toMatchObject({ firstName: 'Lucía', lastName: 'Pérez' });
    expect(app.contactDetails).toMatchObject({ email: 'lucia@example.es', phoneNumber: '612345678' });
    expect(app.affiliateReferenceParams).toMatchObject({ attribute: 'partner-a', subId: 'sub-7', transactionId: 'tx-42' });
    expect(app.googleClick).toMatchObject({ gclid: 'g-click' });
    expect(app.campaignAttribution).toEqual({ utm_source: 'newsletter', utm_campaign: 'spring', gclid: 'g-click' });
    expect(json(local.gclid)).toMatchObject({ gclid: 'g-click' });
    expect(json(local.loanApplication).affiliateReferenceParams).toMatchObject({ attribute: 'partner-a' });
    // Nothing went to any third party during the landing.
    expect(thirdParty).toEqual([]);
  });

  test('the campaign of the landing goes with the lead, and a page reached without one keeps it', async ({ page, request }) => {
    await page.goto(`${brandUrl(BRAND)}${BASE}/?utm_source=partner-news&utm_medium=email&ttclid=tt-7`);
    await appStarted(page);
    // The step opened afresh (no campaign in its address) keeps the session's campaign.
    await page.goto(`${brandUrl(BRAND)}${BASE}${brandConfig(BRAND).steps[0]!.path}`);
    await appStarted(page);
    const answers = answersFor(BRAND, 'accept+campaign@example.es');
    await completeStep(page, BRAND, 0, answers);
    expect((await theLead(page, request, BRAND)).data.campaignAttribution).toEqual({
      utm_source: 'partner-news',
      utm_medium: 'email',
      ttclid: 'tt-7',
    });
  });

  test('a session is reused on reload and renewed by another valid sessionId, never by an invalid one', async ({ page }) => {
    // The app starts after the first paint: wait for its start-up, as the person's next tap would.
    const sessionId = () => storage(page).then((s) => s.session.sessionId);
    await page.goto(`${brandUrl(BRAND)}${BASE}/`);
    await expect.poll(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const first = await sessionId();
    await page.reload();
    await appTookOver(page);
    expect(await sessionId()).toBe(first);
    await page.goto(`${brandUrl(BRAND)}${BASE}/?sessionId=not-a-uuid`);
    await appTookOver(page);
    expect(await sessionId()).toBe(first);
    const next = randomUUID();
    await page.goto(`${brandUrl(BRAND)}${BASE}/?sessionId=${next}`);
    await expect.poll(sessionId).toBe(next);
  });

  test('embedded, the page posts FORM_HEIGHT messages with the height only, on changes over 10 px', async ({ page }) => {
    // The page's timers run on the test's clock: the debounce is run through at once, not waited for.
    await page.clock.install();
    await openFramed(page, brandUrl(BRAND), {
      script: "window.messages=[];addEventListener('message',(e)=>{window.messages.push({origin:e.origin,data:e.data})});",
    });
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as { messages: unknown[] }).messages.length)).toBeGreaterThan(0);
    const before = await page.evaluate(() => (window as unknown as { messages: { origin: string; data: Record<string, unknown> }[] }).messages);
    for (const m of before) {
      expect(Object.keys(m.data).sort()).toEqual(['height', 'type']);
      expect(m.data.type).toBe('FORM_HEIGHT');
      expect(m.data.height).toBeGreaterThan(100);
    }
    // A narrower frame makes the content taller: one more message, not a storm.
    await page.evaluate(() => {
      document.querySelector('iframe')!.style.width = '280px';
    });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { messages: unknown[] }).messages.length))
      .toBeGreaterThan(before.length);
    // Any message the change still had pending (the 100 ms debounce and what follows it) is sent now.
    await page.clock.runFor(500);
    const after = await page.evaluate(() => (window as unknown as { messages: { data: { height: number } }[] }).messages);
    expect(after.length - before.length).toBeLessThanOrEqual(3);
    const heights = after.map((m) => m.data.height);
    for (let i = 1; i < heights.length; i++) expect(Math.abs(heights[i]! - heights[i - 1]!)).toBeGreaterThan(10);
  });

  test('a browser whose storage throws still renders and completes the first step', async ({ page }) => {
    await page.addInitScript(() => {
      for (const name of ['sessionStorage', 'localStorage'] as const) {
        Object.defineProperty(window, name, {
          get() {
            throw new DOMException('blocked', 'SecurityError');
          },
        });
      }
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${brandUrl(BRAND)}${BASE}/`);
    await appTookOver(page);
    await page.getByRole('button', { name: text(BRAND, 'common', 'loan>continue') }).click();
    await expect(page).toHaveURL(/\/personal-details$/);
    await expect(page.getByRole('heading', { level: 1, name: text(BRAND, 'form', 'steps>personal-details') })).toBeVisible();
    // The person is told that this browser will not keep their progress.
    await expect(page.getByText(text(BRAND, 'form', 'step>notPersistent'))).toBeVisible();
    expect(errors).toEqual([]);
  });
});
