import type { Page } from '@playwright/test';
import { stateForRoute } from '../contract/progress';
import { BASE, axeViolations, brandConfig, brandUrl, expect, test, text } from './fixtures';
import { answersFor, appStarted, chooseLoan, completeStep, stepHeading } from './journey';

/** What the app keeps of the application's progress (behaviour §3 "Session state"), and the tab's history length. */
const progressOf = (page: Page) =>
  page.evaluate(() => {
    const stored = JSON.parse(sessionStorage.getItem('leadApplication') ?? '{}') as {
      progressState?: number;
    };
    return { state: stored.progressState, history: history.length };
  });

// Behaviour §2 "Navigation behaviour": a change of progress state records a route change; after-offer states replace
// the history entry, the others push one (docs/decisions/0020-progress-moves.md).
test('es-1: each pre-offer step records its progress state and pushes a history entry; the status check replaces', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const brand = 'es-1';
  const steps = brandConfig(brand).steps;
  const answers = answersFor(brand, 'accept+progress@example.com');
  await chooseLoan(page, brand);
  await expect.poll(() => progressOf(page).then((p) => p.state)).toBe(stateForRoute(steps[0]!.path));
  const start = (await progressOf(page)).history;

  for (const [i, step] of steps.entries()) {
    if (i === steps.length - 1) break;
    await completeStep(page, brand, i, answers);
    const next = steps[i + 1]!.path;
    expect(await progressOf(page), `after ${step.path}`).toEqual({
      state: stateForRoute(next),
      history: start + i + 1,
    });
  }

  // The page's Back link twice, then the browser's Back: each retraces the way (the link goes back in the tab's
  // history rather than adding to it), so the browser's Back goes further back, never forward again.
  const back = page.getByRole('link', { name: text(brand, 'form', 'step>back') });
  for (const i of [steps.length - 2, steps.length - 3]) {
    await back.click();
    await expect(stepHeading(page, brand, steps[i]!.path)).toBeVisible();
  }
  expect((await progressOf(page)).history).toBe(start + steps.length - 1);
  await page.goBack();
  await expect(stepHeading(page, brand, steps[steps.length - 4]!.path)).toBeVisible();
  // Forward again to the step before the last, as the tab's history still holds it.
  await page.goForward();
  await page.goForward();
  // Back to the step before the last: the same state stays recorded; answered again, it goes on by a plain new entry.
  await expect(stepHeading(page, brand, steps[steps.length - 2]!.path)).toBeVisible();
  expect((await progressOf(page)).state).toBe(stateForRoute(steps[steps.length - 1]!.path));
  await completeStep(page, brand, steps.length - 2, answers);
  expect(await progressOf(page)).toEqual({
    state: stateForRoute(steps[steps.length - 1]!.path),
    history: start + steps.length - 1,
  });

  // The last step: the status check and the result replace its entry, so the history grows no more.
  await completeStep(page, brand, steps.length - 1, answers);
  await expect(
    page.getByRole('heading', { level: 1, name: text(brand, 'screens', 'accepted>heading') }),
  ).toBeVisible({ timeout: 20_000 });
  expect(await progressOf(page)).toEqual({
    state: stateForRoute('/accepted'),
    history: start + steps.length - 1,
  });
});

test("vn-1: the dynamic form's pages are no progress states: the loan step pushes them, the state stays the first", async ({
  page,
}) => {
  const brand = 'vn-1';
  await page.goto(`${brandUrl(brand)}${BASE}/`);
  await appStarted(page);
  const before = (await progressOf(page)).history;
  await page.getByRole('button', { name: text(brand, 'common', 'loan>continue') }).click();
  await expect(page).toHaveURL(/\/initial-details$/);
  expect(await progressOf(page)).toEqual({ state: stateForRoute('/loan-information'), history: before + 1 });
});

test('es-1: /checking opened with no application in the browser says so, spins nothing and leads to the loan step', async ({
  page,
}) => {
  const brand = 'es-1';
  await page.goto(`${brandUrl(brand)}${BASE}/checking`);
  await expect(
    page.getByRole('heading', { level: 1, name: text(brand, 'screens', 'checking>noneHeading') }),
  ).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${text(brand, 'screens', 'checking>noneHeading')} - `));
  await expect(page.getByRole('status')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: text(brand, 'screens', 'checking>noneAction') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: text(brand, 'common', 'loan>heading') }),
  ).toBeVisible();
});
