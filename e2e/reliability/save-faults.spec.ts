/**
 * Reliability scenarios 1-6 (docs/quality.md §2): failed, lost, doubled, malformed, slow and
 * offline saves. Every fault is counted; answers are compared after each; leads are counted in the database.
 */
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { readManifest, stepPageFiles } from '../../scripts/chunks';
import { BASE, brandConfig, brandUrl, expect, test, text } from '../fixtures';
import {
  answer,
  answersFor,
  appStarted,
  askedOn,
  chooseLoan,
  completeStep,
  continueButton,
  draftSaved,
  draftValues,
  expectedValues,
  fillStep,
  labelOf,
  policyIds,
  requestsSettled,
  sessionIdOf,
  stepHeading,
  storedLeads,
  storedValues,
} from '../journey';
import { INITIAL_DATA_POINTS } from '../../contract/dynamic-steps';
import { compareFields, faultsCounter, oneLead, record, scenario } from './figures';
import { LEAD_CREATE, LEAD_UPDATE, V3_LEAD, duplicateTab, expectKept, expectOneLeadWith, pageErrors } from './support';

/**
 * The first `method` request to `url` reaches the server (answered `status` when given), then its answer is lost on
 * the way back; later ones pass. Answers the Idempotency-Key of every attempt.
 */
async function loseFirstAnswer(
  page: Page,
  url: string | RegExp,
  method: 'POST' | 'PUT',
  faults: ReturnType<typeof faultsCounter>,
  status?: number,
): Promise<string[]> {
  const keys: string[] = [];
  await page.route(url, async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (faults.count > 0) return route.fallback();
    faults.inject();
    const response = await route.fetch();
    if (status !== undefined) expect(response.status()).toBe(status);
    return route.abort('connectionreset');
  });
  return keys;
}

/** The save was sent twice (the lost one and the retry) with one Idempotency-Key. */
function sameKeyTwice(keys: readonly string[]): void {
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
}

const ES = 'es-1' as const;
const VN = 'vn-1' as const;
const steps = brandConfig(ES).steps;

/** The message of a save that got no answer: check the connection. */
const saveFailed = (page: Page, brand: 'es-1' | 'vn-1' = ES) =>
  page.getByRole('alert').filter({ hasText: text(brand, 'form', 'step>saveFailed') });
/** The message of a save the server answered with a fault, or with something that is not an answer: ours. */
const saveFailedServer = (page: Page, brand: 'es-1' | 'vn-1' = ES) =>
  page.getByRole('alert').filter({ hasText: text(brand, 'form', 'step>saveFailedServer') });

/** es-1 up to the contact step, the first step saved (the lead exists); the contact answers typed, not sent. */
async function toContactTyped(page: Page, email: string) {
  const answers = answersFor(ES, email);
  await chooseLoan(page, ES);
  await completeStep(page, ES, 0, answers);
  const ids = askedOn(steps[1]!, answers);
  await answer(page, ES, ids, answers);
  return { answers, ids };
}

test('1 · es-1: an update answering 500 (with a stack trace) says so plainly, keeps every answer, and the retry makes one lead', async ({
  page,
  request,
}) => {
  scenario(1);
  const faults = faultsCounter();
  const errors = pageErrors(page);
  const { answers, ids } = await toContactTyped(page, 'accept+rel1@example.com');
  await page.route(LEAD_UPDATE, async (route) => {
    if (route.request().method() !== 'PUT' || faults.count > 0) return route.fallback();
    faults.inject();
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Internal error',
        stack: 'Error: db down\n    at LeadService.update (lead-service.ts:170:9)',
      }),
    });
  });
  await continueButton(page, ES).click();
  await expect(saveFailedServer(page)).toBeVisible();
  await expect(saveFailed(page)).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(/lead-service|db down|stack|Internal error/);
  await expectKept(page, ES, ids, answers);
  await continueButton(page, ES).click();
  await expect(stepHeading(page, ES, steps[2]!.path)).toBeVisible();
  await expectOneLeadWith(page, request, ids, answers);
  expect(errors).toEqual([]);
  faults.survived();
});

test('2 · es-1: an update reaches the server but its answer is lost; the retry reuses the Idempotency-Key: one lead, all stored', async ({
  page,
  request,
}) => {
  scenario(2);
  const faults = faultsCounter();
  const { answers, ids } = await toContactTyped(page, 'accept+rel2u@example.com');
  const keys = await loseFirstAnswer(page, LEAD_UPDATE, 'PUT', faults, 200);
  await continueButton(page, ES).click();
  await expect(saveFailed(page)).toBeVisible();
  // The update is stored already; the person does not know it and presses again.
  const stored = await storedLeads(request, ES, (await sessionIdOf(page))!);
  expect(storedValues(stored[0]!.data, ids)).toEqual(expectedValues(ids, answers));
  await expectKept(page, ES, ids, answers);
  await continueButton(page, ES).click();
  await expect(stepHeading(page, ES, steps[2]!.path)).toBeVisible();
  sameKeyTwice(keys);
  await expectOneLeadWith(page, request, ids, answers);
  faults.survived();
});

// The retry of a create whose answer was lost reuses the Idempotency-Key: the key follows the page's answers, not
// the time-stamped create body (web/src/form/step/use-lead-save.ts).
test('2 · es-1: the create reaches the server but its answer is lost; the retry reuses the Idempotency-Key: one lead', async ({
  page,
  request,
}) => {
  scenario(2);
  const faults = faultsCounter();
  const answers = answersFor(ES, 'accept+rel2@example.com');
  await chooseLoan(page, ES);
  const ids = askedOn(steps[0]!, answers);
  await answer(page, ES, ids, answers);
  const keys = await loseFirstAnswer(page, LEAD_CREATE, 'POST', faults, 201);
  await continueButton(page, ES).click();
  await expect(saveFailed(page)).toBeVisible();
  // The lead exists on the server already; the person does not know it and presses again.
  expect(await storedLeads(request, ES, (await sessionIdOf(page))!)).toHaveLength(1);
  await expectKept(page, ES, ids, answers);
  await continueButton(page, ES).click();
  await expect(stepHeading(page, ES, steps[1]!.path)).toBeVisible();
  sameKeyTwice(keys);
  await expectOneLeadWith(page, request, ids, answers);
  faults.survived();
});

test('2 · vn-1: a later dynamic page save whose answer is lost, retried with the same key: one lead', async ({
  page,
  request,
}) => {
  scenario(2);
  const faults = faultsCounter();
  await page.goto(`${brandUrl(VN)}${BASE}/`);
  await appStarted(page);
  await page.getByRole('button', { name: text(VN, 'common', 'loan>continue') }).click();
  await expect(page).toHaveURL(/\/initial-details$/);
  await fillStep(
    page,
    VN,
    INITIAL_DATA_POINTS.filter((id) => id !== 'amount' && id !== 'period'),
    'accept+rel2vn@example.com',
  );
  await page.getByRole('button', { name: text(VN, 'form', 'step>continue') }).click();
  await page.waitForURL((u) => !u.pathname.endsWith('/initial-details'));
  const path = new URL(page.url()).pathname.split('/').pop()!;
  const stored = JSON.parse((await page.evaluate(() => sessionStorage.getItem('dynamicPages')))!) as {
    pages: { path: string; dataPoints: string[] }[];
  };
  const ids = stored.pages
    .find((p) => p.path === path)!
    .dataPoints.filter((id) => id !== 'amount' && id !== 'period');
  await fillStep(page, VN, ids, 'accept+rel2vn@example.com');
  const keys = await loseFirstAnswer(page, V3_LEAD, 'POST', faults);
  // Every control of the page's form, by id: value, or checked for boxes and radios.
  const typed = () =>
    page.evaluate(() =>
      Object.fromEntries(
        [
          ...document.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
            'main form input, main form select',
          ),
        ].map((el, i) => [
          `${el.id || el.getAttribute('name') || i}${el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox') ? `:${el.value}` : ''}`,
          el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox')
            ? el.checked
            : el.value,
        ]),
      ),
    );
  const before = await typed();
  await page.getByRole('button', { name: text(VN, 'form', 'step>continue') }).click();
  await expect(saveFailed(page, VN)).toBeVisible();
  compareFields(before, await typed(), `vn-1 ${path} after the lost answer`);
  await page.getByRole('button', { name: text(VN, 'form', 'step>continue') }).click();
  await page.waitForURL((u) => !u.pathname.endsWith(`/${path}`));
  sameKeyTwice(keys);
  const leads = await storedLeads(request, VN, (await sessionIdOf(page))!);
  oneLead(leads.length, 'vn-1 after a lost save');
  faults.survived();
});

// The same on the dynamic form's first page, which has no lead id yet.
test('2 · vn-1: the first dynamic page save whose answer is lost, retried with the same key: one lead', async ({
  page,
  request,
}) => {
  scenario(2);
  const faults = faultsCounter();
  await page.goto(`${brandUrl(VN)}${BASE}/`);
  await appStarted(page);
  await page.getByRole('button', { name: text(VN, 'common', 'loan>continue') }).click();
  await expect(page).toHaveURL(/\/initial-details$/);
  const ids = INITIAL_DATA_POINTS.filter((id) => id !== 'amount' && id !== 'period');
  await fillStep(page, VN, ids, 'accept+rel2vn@example.com');
  const keys = await loseFirstAnswer(page, V3_LEAD, 'POST', faults);
  await page.getByRole('button', { name: text(VN, 'form', 'step>continue') }).click();
  await expect(saveFailed(page, VN)).toBeVisible();
  const firstName = page.getByLabel(labelOf(VN, 'first-name'), { exact: true });
  record('fields-compared', 1);
  const kept = (await firstName.inputValue()) === 'Ana';
  record('fields-lost', kept ? 0 : 1);
  expect(kept).toBe(true);
  await page.getByRole('button', { name: text(VN, 'form', 'step>continue') }).click();
  await expect(page).not.toHaveURL(/\/initial-details$/);
  sameKeyTwice(keys);
  const leads = await storedLeads(request, VN, (await sessionIdOf(page))!);
  oneLead(leads.length, 'vn-1 after a lost save');
  faults.survived();
});

test('3 · es-1: Enter then a click on a slow create, a double click on a slow update: one lead', async ({
  page,
  request,
}) => {
  scenario(3);
  const faults = faultsCounter();
  const answers = answersFor(ES, 'accept+rel3@example.com');
  await chooseLoan(page, ES);
  const first = askedOn(steps[0]!, answers);
  await answer(page, ES, first, answers);
  const writes: string[] = [];
  const slow = async (route: Route) => {
    if (!['POST', 'PUT'].includes(route.request().method())) return route.fallback();
    writes.push(`${route.request().method()} ${route.request().headers()['idempotency-key']}`);
    await new Promise((r) => setTimeout(r, 700));
    return route.fallback();
  };
  await page.route(LEAD_CREATE, slow);
  await page.route(LEAD_UPDATE, slow);
  // Enter in the last field, then a click while the create is in flight.
  faults.inject();
  await page.getByLabel(labelOf(ES, 'first-name'), { exact: true }).press('Enter');
  // The submit button by position: its label reads "saving" while the create is in flight. Forced: a person's
  // click lands whether or not the button is disabled.
  const submitButton = page.locator('main form button[type="submit"]');
  await expect(submitButton).toHaveText(text(ES, 'form', 'step>saving'));
  await submitButton.click({ force: true });
  await expect(stepHeading(page, ES, steps[1]!.path)).toBeVisible();
  const contact = askedOn(steps[1]!, answers);
  await answer(page, ES, contact, answers);
  faults.inject();
  await continueButton(page, ES).dblclick();
  await expect(stepHeading(page, ES, steps[2]!.path)).toBeVisible();
  await requestsSettled(page);
  // Every second request of a kind carried the first one's key.
  for (const method of ['POST', 'PUT'])
    expect(new Set(writes.filter((w) => w.startsWith(method))).size).toBe(1);
  const leads = await storedLeads(request, ES, (await sessionIdOf(page))!);
  oneLead(leads.length, 'es-1 after double submits');
  compareFields(
    expectedValues([...first, ...contact], answers),
    storedValues(leads[0]!.data, [...first, ...contact]),
    'stored lead',
  );
  faults.survived();
});

test('3 · es-1: a tab duplicated after the lead exists, both tabs continue: one lead, with the answers', async ({
  page,
  request,
}) => {
  scenario(3);
  const faults = faultsCounter();
  const { answers, ids } = await toContactTyped(page, 'accept+rel3dup@example.com');
  // The duplicate copies the draft, which is saved a moment after typing.
  await draftSaved(page, steps[1]!.path, draftValues(ids, answers, await policyIds(request, ES)));
  const other = await duplicateTab(page);
  await expect(stepHeading(other, ES, steps[1]!.path)).toBeVisible();
  await expectKept(other, ES, ids, answers);
  faults.inject();
  await Promise.all([continueButton(page, ES).click(), continueButton(other, ES).click()]);
  await expect(stepHeading(page, ES, steps[2]!.path)).toBeVisible();
  await expect(stepHeading(other, ES, steps[2]!.path)).toBeVisible();
  expect(await sessionIdOf(other)).toBe(await sessionIdOf(page));
  await expectOneLeadWith(page, request, ids, answers);
  faults.survived();
});

// A tab duplicated before the lead exists (sessionStorage copied, no lead id yet): both tabs' first "Continue"
// create, each with its own key; the reference API continues the session's open lead instead of making a second.
test('3 · es-1: two tabs of one session duplicated before the first save both continue: one lead', async ({
  page,
  request,
}) => {
  scenario(3);
  const faults = faultsCounter();
  const answers = answersFor(ES, 'accept+rel3tabs@example.com');
  await chooseLoan(page, ES);
  const first = askedOn(steps[0]!, answers);
  await answer(page, ES, first, answers);
  // The duplicate copies the draft, which is saved a moment after typing.
  await draftSaved(page, steps[0]!.path, draftValues(first, answers));
  const other = await duplicateTab(page);
  await expect(stepHeading(other, ES, steps[0]!.path)).toBeVisible();
  await expectKept(other, ES, first, answers);
  faults.inject();
  await Promise.all([continueButton(page, ES).click(), continueButton(other, ES).click()]);
  await expect(stepHeading(page, ES, steps[1]!.path)).toBeVisible();
  await expect(stepHeading(other, ES, steps[1]!.path)).toBeVisible();
  const sessionId = (await sessionIdOf(page))!;
  expect(await sessionIdOf(other)).toBe(sessionId);
  const leads = await storedLeads(request, ES, sessionId);
  oneLead(leads.length, 'es-1 with two tabs of one session');
  faults.survived();
});

test('4 · es-1: malformed save answers (truncated JSON, HTML 200, empty body, HTML 502) never blank the page nor lose answers', async ({
  page,
  request,
}) => {
  scenario(4);
  const faults = faultsCounter();
  const errors = pageErrors(page);
  const { answers, ids } = await toContactTyped(page, 'accept+rel4@example.com');
  const bodies: { contentType: string; body: string; status?: number }[] = [
    { contentType: 'application/json', body: '{"id":"' },
    { contentType: 'text/html', body: '<!doctype html><html><body><h1>Gateway</h1></body></html>' },
    { contentType: 'application/json', body: '' },
    { contentType: 'text/html', body: '<html>Bad gateway</html>', status: 502 },
  ];
  let next = 0;
  await page.route(LEAD_UPDATE, async (route) => {
    if (route.request().method() !== 'PUT' || next >= bodies.length) return route.fallback();
    const b = bodies[next++]!;
    faults.inject();
    return route.fulfill({ status: b.status ?? 200, contentType: b.contentType, body: b.body });
  });
  for (let i = 0; i < bodies.length; i++) {
    await continueButton(page, ES).click();
    await expect(saveFailedServer(page), `malformed answer ${i}: ${bodies[i]!.body}`).toBeVisible();
    await expect(page).toHaveURL(/\/contact-details$/);
    await expect(stepHeading(page, ES, steps[1]!.path)).toBeVisible();
    await expectKept(page, ES, ids, answers);
  }
  await continueButton(page, ES).click();
  await expect(stepHeading(page, ES, steps[2]!.path)).toBeVisible();
  await expectOneLeadWith(page, request, ids, answers);
  expect(errors).toEqual([]);
  faults.survived();
});

test('5 · es-1: a slow save shows the saving state with the button disabled, then goes on; a slow postcode look-up leaves the fields to the person', async ({
  page,
  request,
}) => {
  scenario(5);
  test.setTimeout(45_000);
  const faults = faultsCounter();
  const answers = answersFor(ES, 'accept+rel5@example.com');
  await chooseLoan(page, ES);
  await completeStep(page, ES, 0, answers);
  // The look-up hangs: after its time limit the person is told to type the town.
  faults.inject();
  await page.route('**/api/postcode/lookup/**', () => undefined);
  await page.getByLabel(labelOf(ES, 'postal-code'), { exact: true }).fill('08001');
  await expect(page.getByRole('status').filter({ hasText: text(ES, 'form', 'lookup>failed') })).toBeVisible({
    timeout: 8000,
  });
  const ids = askedOn(steps[1]!, answers);
  await answer(page, ES, ids, answers);
  faults.inject();
  // A slow API: the save is held until the test has looked at the page.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(LEAD_UPDATE, async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    await released;
    return route.fallback();
  });
  await continueButton(page, ES).click();
  const saving = page.getByRole('button', { name: text(ES, 'form', 'step>saving') });
  await expect(saving).toBeVisible();
  await expect(saving).toBeDisabled();
  await requestsSettled(page);
  await expect(saving).toBeDisabled();
  await expectKept(page, ES, ids, answers);
  release();
  await expect(stepHeading(page, ES, steps[2]!.path)).toBeVisible({ timeout: 10_000 });
  await expectOneLeadWith(page, request, ids, answers);
  faults.survived();
});

test('6 · es-1: offline mid-form: a clear message, every edit kept, the save succeeds once back online', async ({
  page,
  context,
  request,
}) => {
  scenario(6);
  const faults = faultsCounter();
  const errors = pageErrors(page);
  const { answers, ids } = await toContactTyped(page, 'accept+rel6@example.com');
  faults.inject();
  await context.setOffline(true);
  // The page says the connection is gone, in a live region, for as long as it is.
  const offline = page.locator('[aria-live="polite"]').getByText(text(ES, 'common', 'shell>offline'));
  await expect(offline).toBeVisible();
  await continueButton(page, ES).click();
  await expect(saveFailed(page)).toBeVisible();
  // Still editing offline: the edit is kept too.
  const street = page.getByLabel(labelOf(ES, 'street'), { exact: true });
  await street.fill('Calle Mayor');
  const edited = {
    ...answers,
    street: { how: 'type' as const, value: 'Calle Mayor', stored: 'Calle Mayor' },
  };
  await expectKept(page, ES, ids, edited);
  await context.setOffline(false);
  await expect(offline).toHaveCount(0);
  await continueButton(page, ES).click();
  await expect(stepHeading(page, ES, steps[2]!.path)).toBeVisible();
  await expectOneLeadWith(page, request, ids, edited);
  expect(errors).toEqual([]);
  faults.survived();
});

test("6 · es-1: the first step's code slow to arrive: what was typed is kept, a press shows it is busy and is carried out once the code runs", async ({
  page,
  request,
}) => {
  scenario(6);
  const faults = faultsCounter();
  const errors = pageErrors(page);
  const answers = answersFor(ES, 'accept+rel6first@example.com');
  const ids = askedOn(steps[0]!, answers);
  // The first step is rendered at build time and loads its step code with the page: that code is held on the
  // network, as on a very slow connection.
  const held = new Set(stepPageFiles(readManifest(join(import.meta.dirname, '..', '..', 'dist', ES))).map((f) => f.split('/').pop()!));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    if (!held.has(new URL(route.request().url()).pathname.split('/').pop()!)) return route.fallback();
    faults.inject();
    await released;
    return route.fallback();
  });
  await page.goto(`${brandUrl(ES)}${BASE}${steps[0]!.path}`);
  await expect(stepHeading(page, ES, steps[0]!.path)).toBeVisible();
  await answer(page, ES, ids, answers);
  await continueButton(page, ES).click();
  // The press is kept and shown: the button is busy, the page stays, nothing is sent.
  await expect(continueButton(page, ES)).toHaveAttribute('aria-busy', 'true');
  await expect(stepHeading(page, ES, steps[0]!.path)).toBeVisible();
  expect(await storedLeads(request, ES, (await sessionIdOf(page))!)).toHaveLength(0);
  release();
  // The code arrives, takes the page over with what was typed, and carries out the press.
  await expect(stepHeading(page, ES, steps[1]!.path)).toBeVisible();
  await expectOneLeadWith(page, request, ids, answers);
  expect(errors).toEqual([]);
  faults.survived();
});

// A 200 answer of the wrong shape (`{"id":42,...}` or `[]`) is a failed save: the answer must carry a lead id.
test('4 · es-1: a save answered 200 with the wrong types is a failed save: message, answers kept, one lead', async ({
  page,
  request,
}) => {
  scenario(4);
  const faults = faultsCounter();
  const { answers, ids } = await toContactTyped(page, 'accept+rel4types@example.com');
  const bodies = ['{"id":42,"state":"accepted","route":null}', '[]', '{"id":null}'];
  let next = 0;
  await page.route(LEAD_UPDATE, async (route) => {
    if (route.request().method() !== 'PUT' || next >= bodies.length) return route.fallback();
    faults.inject();
    return route.fulfill({ status: 200, contentType: 'application/json', body: bodies[next++]! });
  });
  for (const body of bodies) {
    await continueButton(page, ES).click();
    await expect(saveFailedServer(page), body).toBeVisible();
    await expect(page).toHaveURL(/\/contact-details$/);
    await expectKept(page, ES, ids, answers);
  }
  await continueButton(page, ES).click();
  await expect(stepHeading(page, ES, steps[2]!.path)).toBeVisible();
  await expectOneLeadWith(page, request, ids, answers);
  faults.survived();
});
