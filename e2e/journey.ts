import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { BrandId } from '../brands/schema';
import { snapToRange } from '../web/src/form/loan-information/loan-cost';
import { READY_ATTRIBUTE } from '../web/src/lib/early-input';
import { formatInteger } from '../web/src/lib/format';
import { BASE, brandConfig, brandUrl, expect, text } from './fixtures';
import { answer } from './fill';
import { askedOn, type Answers } from './people';

/*
 * The journey as a person makes it (choosing the loan, answering each step, pressing Continue), and what the
 * reference API then holds. The specs import every helper from here: the fields' answering lives in `fill.ts`,
 * the people and their answers in `people.ts`.
 */
export { answer, expectShown, fieldName, fillStep, labelOf, policiesGroup } from './fill';

export {
  answersFor,
  apiApplicant,
  askedOn,
  chosen,
  draftValues,
  expectedValues,
  storedValues,
  typed,
  type Answer,
  type Answers,
} from './people';

export const stepHeading = (page: Page, brand: BrandId, path: string) =>
  page.getByRole('heading', { level: 1, name: text(brand, 'form', `steps>${path.slice(1)}`) });

export const continueButton = (page: Page, brand: BrandId, last = false) =>
  page.getByRole('button', { name: text(brand, 'form', last ? 'step>submit' : 'step>continue') });

/**
 * A loan the person picks on purpose: about a third of the way up each range, never the brand's default (so
 * the stored amount and period prove the choice was carried, not the default kept).
 */
export function chosenTerms(brand: BrandId): { amount: number; period: number } {
  const config = brandConfig(brand);
  const pick = (range: { min: number; max: number; step: number; default: number }) => {
    for (const share of [0.3, 0.6, 0.1]) {
      const value = snapToRange(range.min + (range.max - range.min) * share, range);
      if (value !== range.default) return value;
    }
    throw new Error(`${brand}: no amount or period other than the default`);
  };
  return { amount: pick(config.amount), period: pick(config.period) };
}

/** Waits until the app has started (a session) and taken the build-time rendered screen over. */
export async function appStarted(page: Page): Promise<void> {
  await expect.poll(() => sessionIdOf(page)).toMatch(/^[0-9a-f-]{36}$/);
  await appTookOver(page);
}

/**
 * Every request the page has started so far has reached the test's routes and `request` listeners: a request of
 * the test's own is sent last and answered by a route, and requests are seen in the order they are sent. For
 * "nothing was sent" checks, instead of waiting for the network to be idle.
 */
export async function requestsSettled(page: Page): Promise<void> {
  const marker = `${new URL(page.url()).origin}/e2e-marker-${randomUUID()}`;
  await page.route(marker, (route) => route.fulfill({ status: 204 }));
  await page.evaluate((url) => fetch(url).then(() => undefined), marker);
  await page.unroute(marker);
}

/** The app's readiness mark: the screen in view has mounted and answers input (web/src/lib/early-input.ts). */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator(`html[${READY_ATTRIBUTE}]`)).toHaveCount(1);
}

/**
 * Lands on the index, types the amount and the term, checks the boxes show them, and goes to the first step.
 * `origin`: where the brand is served (its test server unless given: e2e/cross-origin.spec.ts serves it elsewhere).
 */
export async function chooseLoan(
  page: Page,
  brand: BrandId,
  terms = chosenTerms(brand),
  origin = brandUrl(brand),
  search = '',
): Promise<void> {
  const locale = brandConfig(brand).locale;
  await page.goto(`${origin}${BASE}/${search}`);
  await expect(page.getByRole('heading', { level: 1, name: text(brand, 'common', 'loan>heading') })).toBeVisible();
  await appStarted(page);
  for (const [key, value] of [
    ['loan>amountLabel', terms.amount],
    ['loan>periodLabel', terms.period],
  ] as const) {
    const box = page.getByRole('textbox', { name: text(brand, 'common', key) });
    await box.fill(String(value));
    await box.press('Tab');
    await expect(box).toHaveValue(formatInteger(locale, value));
  }
  await page.getByRole('button', { name: text(brand, 'common', 'loan>continue') }).click();
  await expect(stepHeading(page, brand, brandConfig(brand).steps[0]!.path)).toBeVisible();
}

/** Answers one step and goes on; waits for the next step (or the checking screen after the last). */
export async function completeStep(page: Page, brand: BrandId, index: number, answers: Answers): Promise<void> {
  const steps = brandConfig(brand).steps;
  const step = steps[index]!;
  await expect(stepHeading(page, brand, step.path)).toBeVisible();
  await answer(page, brand, askedOn(step, answers), answers);
  const last = index === steps.length - 1;
  await continueButton(page, brand, last).click();
  if (!last) await expect(stepHeading(page, brand, steps[index + 1]!.path)).toBeVisible();
  else await expect(page).toHaveURL(/\/(checking|accepted|rejected|redirected|thank-you)$/);
}

/** The dynamic form's review: its heading, then its button, which sends the application; waits for what follows. */
export async function submitReview(page: Page, brand: BrandId): Promise<void> {
  await expect(stepHeading(page, brand, '/review')).toBeVisible();
  await continueButton(page, brand, true).click();
  await expect(page).toHaveURL(/\/(checking|accepted|rejected|redirected|thank-you)$/);
}

export const sessionIdOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('sessionId'));

export type StoredLead = { id: string; state: number; status: string; data: Record<string, unknown> };

/** The leads the database holds for a session (the reference API's test-only inspection route). */
export async function storedLeads(request: APIRequestContext, brand: BrandId, sessionId: string): Promise<StoredLead[]> {
  const res = await request.get(`${brandUrl(brand)}/api/test/leads?sessionId=${encodeURIComponent(sessionId)}`);
  expect(res.status(), 'the server runs with TEST_ROUTES=1').toBe(200);
  return ((await res.json()) as { leads: StoredLead[] }).leads;
}

/** The one lead of the page's session (fails when there is none or more than one). */
export async function theLead(page: Page, request: APIRequestContext, brand: BrandId): Promise<StoredLead> {
  const sessionId = await sessionIdOf(page);
  expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
  const leads = await storedLeads(request, brand, sessionId!);
  expect(leads, 'exactly one lead for the session').toHaveLength(1);
  return leads[0]!;
}

/** The ids of the brand's policies (all of which the journeys tick). */
export async function policyIds(request: APIRequestContext, brand: BrandId): Promise<string[]> {
  const res = await request.get(`${brandUrl(brand)}/api/policies?locale=${brandConfig(brand).locale}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { policies: { id: string }[] }).policies.map((p) => p.id);
}

/** Waits until the draft of a step (saved at each keystroke) holds `values`, as a reload would find it. */
export async function draftSaved(page: Page, path: string, values: Record<string, unknown>) {
  await expect
    .poll(() =>
      page.evaluate(
        (key) => JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>,
        `draft:${path}`,
      ),
    )
    .toMatchObject(values);
}
