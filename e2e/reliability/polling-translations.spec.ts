/**
 * Reliability scenarios 20 and 22, and 4 on the status call (docs/quality.md §2): status polling
 * that keeps failing, and translation files that fail or answer HTML.
 */
import { randomUUID } from 'node:crypto';
import type { Page, Route } from '@playwright/test';
import { BASE, brandConfig, brandUrl, expect, test, text } from '../fixtures';
import { faultsCounter, scenario } from './figures';
import { READY_ATTRIBUTE } from '../../web/src/lib/early-input';
import { MAX_RETRIES, RETRY_FIRST_MS } from '../../web/src/i18n/translation-files';
import { appStarted, requestsSettled } from '../journey';
import { LEAD_STATUS, openCheckingWith, pageErrors } from './support';

const ES = 'es-1' as const;
const origin = () => brandUrl(ES);
/** A translation file's whole retry schedule (RETRY_FIRST_MS, doubling, MAX_RETRIES times), and a second more. */
const TRANSLATION_RETRIES_MS = RETRY_FIRST_MS * (2 ** MAX_RETRIES - 1) + 1000;

test('20 · 4 · es-1: status polling that fails (500, 404, truncated JSON, HTML 200, empty) backs off, gives up after five, and stops once the screen is left', async ({
  page,
}) => {
  scenario(20, 4);
  test.setTimeout(60_000);
  // The page's timers run on the test's clock: the pauses that prove polling stopped are run through at once.
  await page.clock.install();
  const faults = faultsCounter();
  const errors = pageErrors(page);
  const id = randomUUID();
  const at: string[] = []; // the status calls, in order
  const answers: ((route: Route) => Promise<void>)[] = [
    (r) => r.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal error"}' }),
    (r) => r.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' }),
    (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '{"id":"' }),
    (r) =>
      r.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html><body>index</body></html>',
      }),
    (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '' }),
    // After "Check again": a wrong-typed answer, then the lead is accepted.
    (r) =>
      r.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"id":42,"state":"accepted","route":[]}',
      }),
    (r) =>
      r.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ id, state: 11, route: '/accepted', application: { status: 'accepted' } }),
      }),
  ];
  await page.route(LEAD_STATUS, (route) => {
    at.push(route.request().url());
    const answer = answers[Math.min(at.length, answers.length) - 1]!;
    if (at.length <= answers.length - 1) faults.inject();
    return answer(route);
  });
  await openCheckingWith(page, origin(), id);
  await expect(
    page.getByRole('heading', { level: 1, name: text(ES, 'screens', 'checking>heading') }),
  ).toBeVisible();
  const failed = page.getByRole('alert').filter({ hasText: text(ES, 'screens', 'checking>failed') });
  await expect(failed).toBeVisible({ timeout: 20_000 });
  // Five polls, then it gave up. The waits between them (1 s, then ×1.5) are held on a fake clock by the
  // component test (web/src/screens/status/checking-screen.test.tsx), not measured here in real time.
  expect(at).toHaveLength(5);
  // Stopped: nothing within the next backoff step (7.6 s).
  await page.clock.runFor(8000);
  await requestsSettled(page);
  expect(at).toHaveLength(5);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The person checks again: a wrong-typed answer is not taken, then the accepted state moves the screen on.
  await failed.getByRole('button', { name: text(ES, 'screens', 'checking>retry') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: text(ES, 'screens', 'accepted>heading') }),
  ).toBeVisible({ timeout: 10_000 });
  const polled = at.length;
  expect(polled).toBe(7);
  // Left the checking screen: no request after it.
  await page.clock.runFor(8000);
  await requestsSettled(page);
  expect(at).toHaveLength(polled);
  expect(errors).toEqual([]);
  faults.survived();
});

/** Text on screen that looks like a translation key ("loan>heading", "step>continue"). */
const rawKeys = (page: Page) =>
  page.evaluate(() =>
    (document.body.innerText.match(/\b[a-zA-Z-]+>[a-zA-Z-]+\b/g) ?? []).filter((k) => !k.includes(' ')),
  );

for (const failure of [
  {
    name: '404',
    fulfil: (r: Route) =>
      r.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' }),
    retried: false,
  },
  {
    name: '500',
    fulfil: (r: Route) =>
      r.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal error"}' }),
    retried: true,
  },
  {
    name: 'HTML 200',
    fulfil: (r: Route) =>
      r.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html><body><div id="root"></div></body></html>',
      }),
    retried: false,
  },
]) {
  test(`22 · es-1: translation files answering ${failure.name}: the first screen shows its real text, no raw keys`, async ({
    page,
  }) => {
    scenario(22);
    await page.clock.install();
    const faults = faultsCounter();
    faults.inject();
    const errors = pageErrors(page);
    const asked: string[] = [];
    await page.route(/\/locales\/[^/]+\/[^/]+\.json$/, (route) => {
      asked.push(new URL(route.request().url()).pathname);
      return failure.fulfil(route);
    });
    await page.goto(`${origin()}${BASE}/`);
    await expect(
      page.getByRole('heading', { level: 1, name: text(ES, 'common', 'loan>heading') }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: text(ES, 'common', 'loan>continue') })).toBeVisible();
    await expect(page.getByRole('textbox', { name: text(ES, 'common', 'loan>amountLabel') })).toBeVisible();
    // The app takes the screen over once the translation files have answered for good; their retries (350 ms,
    // doubling, 5 times) are run through on the test's clock, a second at a time.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(1000);
          return page.locator(`html[${READY_ATTRIBUTE}]`).count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await requestsSettled(page);
    expect(await rawKeys(page)).toEqual([]);
    await expect(
      page.getByRole('heading', { level: 1, name: text(ES, 'common', 'loan>heading') }),
    ).toBeVisible();
    // The loan screen asks the next step's strings at idle. A failed read is retried only when the failure may pass
    // (a 500): each retry is timed on the test's clock once the answer before it has arrived, so the clock is run a
    // second at a time while the answers come in.
    const mostPerFileASecondLater = async () => {
      await page.clock.runFor(1000);
      const perFile = new Map<string, number>();
      for (const a of asked) perFile.set(a, (perFile.get(a) ?? 0) + 1);
      return Math.max(0, ...perFile.values());
    };
    await expect.poll(mostPerFileASecondLater, { timeout: 20_000 }).toBeGreaterThan(0);
    if (failure.retried) await expect.poll(mostPerFileASecondLater, { timeout: 20_000 }).toBeGreaterThan(1);
    else {
      // Past the whole retry schedule: still one request per file.
      for (let second = 0; second * 1000 < TRANSLATION_RETRIES_MS; second++) await mostPerFileASecondLater();
      await requestsSettled(page);
      expect(await mostPerFileASecondLater(), `requests: ${asked.join(' ')}`).toBe(1);
    }
    test.info().annotations.push({
      type: 'translation-requests',
      description: asked.join(' '),
    });
    expect(errors).toEqual([]);
    faults.survived();
  });
}

// Beyond the table's criterion (the first screen): when the translation files fail, the next screen, whose strings
// are fetched, says it could not be loaded and offers to try again, in the page's bundled language: no raw keys.
test('22 · es-1: translation files failing, the first step after the loan screen shows no raw keys either', async ({
  page,
}) => {
  scenario(22);
  const faults = faultsCounter();
  faults.inject();
  await page.route(/\/locales\/[^/]+\/[^/]+\.json$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(`${origin()}${BASE}/`);
  await expect(
    page.getByRole('heading', { level: 1, name: text(ES, 'common', 'loan>heading') }),
  ).toBeVisible();
  await appStarted(page);
  await page.getByRole('button', { name: text(ES, 'common', 'loan>continue') }).click();
  await expect(page).toHaveURL(new RegExp(`${brandConfig(ES).steps[0]!.path}$`));
  await expect(page.getByRole('alert')).toHaveText(text(ES, 'common', 'errors>pageNotLoaded'), { timeout: 20_000 });
  expect(await rawKeys(page)).toEqual([]);
  // The files come back: "Try again" shows the step.
  await page.unroute(/\/locales\/[^/]+\/[^/]+\.json$/);
  await page.getByRole('button', { name: text(ES, 'common', 'errors>retry') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(ES, 'form', 'steps>personal-details') })).toBeVisible();
  faults.survived();
});
