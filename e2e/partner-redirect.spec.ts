/**
 * A partner's POST redirect (docs/decisions/0007): the page posts a form to the allowlisted partner, once, after a
 * moment; a partner URL off the brand's allowlist is refused, by the page and by the CSP's form-action.
 */
import { randomUUID } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { BASE, brandConfig, brandUrl, expect, test, text } from './fixtures';
import { answersFor, chooseLoan, completeStep, requestsSettled, theLead } from './journey';
import { LEAD_STATUS, openCheckingWith } from './reliability/support';

/** The brand whose reference partner answers a POST redirect (`redirectpost+…` addresses). */
const BRAND = 'ph-1' as const;
const heading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: text(BRAND, 'screens', 'redirected>heading') });
const PARTNER_PAGE = '<!doctype html><title>Partner</title><h1>Partner</h1>';

test('ph-1: a POST redirect posts the lead reference to the allowlisted partner, once, after the moment', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // The page's timers run on the test's clock, stopped when the redirect is answered: the moment is run through.
  await page.clock.install();
  const host = brandConfig(BRAND).redirectHosts[0]!;
  const partner: Request[] = [];
  await page.route(`https://${host}/**`, (route) => {
    partner.push(route.request());
    return route.fulfill({ contentType: 'text/html', body: PARTNER_PAGE });
  });
  await page.route(LEAD_STATUS, async (route) => {
    const response = await route.fetch();
    if (((await response.json()) as { redirectMethod?: string }).redirectMethod === 'POST') {
      // A second ahead of the page's time: the round trips to the page must not overtake it.
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    }
    return route.fulfill({ response });
  });
  const answers = answersFor(BRAND, 'redirectpost+maria@example.com');
  await chooseLoan(page, BRAND);
  for (const i of brandConfig(BRAND).steps.keys()) await completeStep(page, BRAND, i, answers);
  // React reveals the loaded screen on a timer: the stopped clock is run on in small steps until it shows, so the
  // screen's own moment has run 50 ms at most.
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(heading(page)).toBeVisible({ timeout: 100 });
  }).toPass({ timeout: 20_000 });
  const lead = await theLead(page, request, BRAND);
  expect(lead).toMatchObject({ status: 'redirected', state: 13 });
  const partnerUrl = `https://${host}/apply?ref=${lead.id}`;

  // The way on by hand is the form's own button: a link would send the partner a GET.
  const action = text(BRAND, 'screens', 'redirected>action');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: action }) });
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form).toHaveAttribute('action', partnerUrl);
  await expect(page.getByRole('link', { name: action })).toHaveCount(0);

  // Not before the 10 s the screen gives to read who takes over (the countdown).
  await page.clock.runFor(9_900);
  await requestsSettled(page);
  expect(partner).toEqual([]);
  await page.clock.runFor(100);
  await expect(page).toHaveURL(partnerUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Partner' })).toBeVisible();
  await page.clock.runFor(5000);
  expect(partner).toHaveLength(1);
  const post = partner[0]!;
  expect(post.method()).toBe('POST');
  expect(post.url()).toBe(partnerUrl);
  expect(post.headers()['content-type']).toBe('application/x-www-form-urlencoded');
  // The body holds the lead reference the server put in the URL, and nothing of the application.
  expect(post.postData()).toBe(`ref=${lead.id}`);
});

test('ph-1: a POST redirect to a host not on the allowlist is refused: nothing is posted there, the person is told', async ({
  page,
}) => {
  test.setTimeout(30_000);
  await page.clock.install();
  const origin = brandUrl(BRAND);
  const id = randomUUID();
  const elsewhere: string[] = [];
  await page.route(/other-partner\.example/, (route) => {
    elsewhere.push(`${route.request().method()} ${route.request().url()}`);
    return route.fulfill({ contentType: 'text/html', body: PARTNER_PAGE });
  });
  // The status answer names a partner on another host, to be posted to.
  await page.route(LEAD_STATUS, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        id,
        state: 13,
        route: '/redirected',
        application: { status: 'redirected' },
        partner: { name: 'Other' },
        redirectUrl: `https://other-partner.example/apply?ref=${id}`,
        redirectMethod: 'POST',
      }),
    }),
  );
  await openCheckingWith(page, origin, id);
  await expect(heading(page)).toBeVisible({ timeout: 10_000 });
  await expect(
    page.getByRole('alert').filter({ hasText: text(BRAND, 'screens', 'redirected>unsafe') }),
  ).toBeVisible();
  await expect(page.locator('form')).toHaveCount(0);
  await expect(page.getByRole('button', { name: text(BRAND, 'screens', 'redirected>action') })).toHaveCount(
    0,
  );
  // Well past the moment: still here, nothing sent to the other host.
  await page.clock.runFor(5000);
  await requestsSettled(page);
  expect(page.url()).toBe(`${origin}${BASE}/redirected`);
  expect(elsewhere).toEqual([]);

  // Were the page's own check to fail, the browser would refuse the post too: the CSP's form-action.
  const violated = await page.evaluate(
    (url) =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (e) => resolve(e.effectiveDirective), {
          once: true,
        });
        const form = document.createElement('form');
        form.method = 'post';
        form.action = url;
        document.body.append(form);
        form.submit();
      }),
    `https://other-partner.example/apply?ref=${id}`,
  );
  expect(violated).toBe('form-action');
  await requestsSettled(page);
  expect(elsewhere).toEqual([]);
});
