/**
 * Reliability scenarios 9, 17 and 21 over whole journeys (docs/quality.md §2): the storage audit
 * after every step and after the submission, CSP violations collected on the normal path, and Back/Forward
 * after the submission sending nothing again.
 */
import type { Page } from '@playwright/test';
import { INITIAL_DATA_POINTS } from '../../contract/dynamic-steps';
import { BASE, brandConfig, brandUrl, expect, test, text } from '../fixtures';
import {
  answersFor,
  appStarted,
  appTookOver,
  askedOn,
  chooseLoan,
  completeStep,
  expectedValues,
  fillStep,
  requestsSettled,
  sessionIdOf,
  storedLeads,
  storedValues,
  submitReview,
} from '../journey';
import { compareFields, oneLead, record, scenario } from './figures';
import { collectCspViolations, cspViolationsOf, pageErrors } from './support';

/** Every localStorage value that holds one of the secrets (as typed, compacted or lower-cased). */
async function secretsInLocalStorage(page: Page, secrets: string[]): Promise<string[]> {
  const values: [string, string][] = await page.evaluate(
    () => Object.entries(localStorage) as [string, string][],
  );
  const forms = secrets.flatMap((s) => [s, s.replace(/[\s-]/g, ''), s.toLowerCase()]);
  return values.filter(([, v]) => forms.some((f) => v.includes(f))).map(([k]) => k);
}

async function expectNoCsp(page: Page, where: string) {
  const seen = await cspViolationsOf(page);
  record('csp-violations', seen.length);
  expect(seen, `CSP violations on ${where}`).toEqual([]);
}

const ES = 'es-1' as const;

test('9 · 17 · 21 · es-1: a whole journey without CSP violations, no id or IBAN in localStorage at any step, and Back/Forward after the submission send nothing', async ({
  page,
  context,
  request,
}) => {
  scenario(9, 17, 21);
  test.setTimeout(60_000);
  await collectCspViolations(context);
  const errors = pageErrors(page);
  const email = 'accept+reljourney@example.com';
  const answers = answersFor(ES, email);
  const secrets = [
    (answers['personal-code'] as { value: string }).value,
    (answers['bank-account'] as { value: string }).value,
  ];
  const steps = brandConfig(ES).steps;
  await chooseLoan(page, ES);
  await expectNoCsp(page, 'the loan screen');
  for (const i of steps.keys()) {
    await completeStep(page, ES, i, answers);
    expect(await secretsInLocalStorage(page, secrets), `after step ${i + 1}`).toEqual([]);
    await expectNoCsp(page, steps[i]!.path);
  }
  await expect(
    page.getByRole('heading', { level: 1, name: text(ES, 'screens', 'accepted>heading') }),
  ).toBeVisible({ timeout: 20_000 });
  expect(await secretsInLocalStorage(page, secrets), 'after the submission').toEqual([]);
  await expectNoCsp(page, 'the accepted screen');

  // Back and Forward after the submission: the screens show, nothing is sent again.
  const writes: string[] = [];
  page.on('request', (r) => {
    if ((r.method() === 'POST' || r.method() === 'PUT') && /\/(v2|v3)\/lead/.test(r.url()))
      writes.push(`${r.method()} ${r.url()}`);
  });
  for (const move of ['back', 'back', 'back', 'forward', 'forward', 'forward', 'reload'] as const) {
    if (move === 'back') await page.goBack();
    else if (move === 'forward') await page.goForward();
    else await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await appTookOver(page);
  await requestsSettled(page);
  expect(writes, 'lead writes after the submission').toEqual([]);
  const sessionId = (await sessionIdOf(page))!;
  const leads = await storedLeads(request, ES, sessionId);
  oneLead(leads.length, 'es-1 journey');
  expect(leads[0]!.status).toBe('accepted');
  const ids = steps.flatMap((s) => askedOn(s, answers));
  compareFields(
    expectedValues(ids, answers),
    storedValues(leads[0]!.data, ids),
    'the lead after Back/Forward',
  );
  expect(await secretsInLocalStorage(page, secrets), 'after Back/Forward').toEqual([]);
  await expectNoCsp(page, 'the last screen');
  expect(errors).toEqual([]);
});

test('9 · 17 · vn-1: the dynamic journey without CSP violations and with no id or account number in localStorage', async ({
  page,
  context,
  request,
}) => {
  scenario(9, 17);
  test.setTimeout(90_000);
  await collectCspViolations(context);
  const brand = 'vn-1' as const;
  const secrets = ['001090012345', '1234567890'];
  await page.goto(`${brandUrl(brand)}${BASE}/`);
  await appStarted(page);
  await expectNoCsp(page, 'the loan screen');
  await page.getByRole('button', { name: text(brand, 'common', 'loan>continue') }).click();
  await expect(page).toHaveURL(/\/initial-details$/);
  const pagesOf = async () => {
    const stored = await page.evaluate(() => sessionStorage.getItem('dynamicPages'));
    return stored
      ? (JSON.parse(stored) as { pages: { path: string; dataPoints: string[] }[] }).pages
      : [{ path: 'initial-details', dataPoints: [...INITIAL_DATA_POINTS] }];
  };
  for (let i = 0; i < 12 && !/\/review$/.test(page.url()); i++) {
    const path = new URL(page.url()).pathname.split('/').pop()!;
    await expect(
      page.getByRole('heading', { level: 1, name: text(brand, 'form', `steps>${path}`) }),
    ).toBeVisible();
    const current = (await pagesOf()).find((p) => p.path === path)!;
    await fillStep(
      page,
      brand,
      current.dataPoints.filter((id) => id !== 'amount' && id !== 'period'),
      'accept+reldyn@example.vn',
    );
    await page.getByRole('button', { name: text(brand, 'form', 'step>continue') }).click();
    await page.waitForURL((u) => !u.pathname.endsWith(`/${path}`));
    expect(await secretsInLocalStorage(page, secrets), `after ${path}`).toEqual([]);
    await expectNoCsp(page, path);
  }
  await submitReview(page, brand);
  await expectNoCsp(page, 'the review');
  await expect(
    page.getByRole('heading', { level: 1, name: text(brand, 'screens', 'accepted>heading') }),
  ).toBeVisible({ timeout: 20_000 });
  expect(await secretsInLocalStorage(page, secrets), 'after the submission').toEqual([]);
  await expectNoCsp(page, 'the accepted screen');
  oneLead((await storedLeads(request, brand, (await sessionIdOf(page))!)).length, 'vn-1 journey');
});

// The reliability rules (docs/quality.md §2): the session's copy of the application is cleared on
// completion (a final state keeps only the lead id, the result and the progress).
test('9 · es-1: the session no longer holds the national id or IBAN once the application is complete', async ({
  page,
}) => {
  scenario(9);
  test.setTimeout(60_000);
  const answers = answersFor(ES, 'accept+relclear@example.com');
  await chooseLoan(page, ES);
  for (const i of brandConfig(ES).steps.keys()) await completeStep(page, ES, i, answers);
  await expect(
    page.getByRole('heading', { level: 1, name: text(ES, 'screens', 'accepted>heading') }),
  ).toBeVisible({ timeout: 20_000 });
  const session = await page.evaluate(() => Object.values(sessionStorage).join('\n'));
  expect(session).not.toContain((answers['personal-code'] as { value: string }).value);
  expect(session).not.toContain((answers['bank-account'] as { value: string }).value);
});
