/**
 * A lead belongs to the browser that started it (docs/decisions/0013), and a save that never answers is given
 * up on with a clear message, the retry keeping its Idempotency-Key.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { API_TIMEOUT_MS } from '../contract/api-paths';
import { BASE, brandConfig, brandUrl, expect, test, text } from './fixtures';
import {
  answer,
  answersFor,
  appStarted,
  askedOn,
  chooseLoan,
  completeStep,
  continueButton,
  stepHeading,
  storedLeads,
  type Answers,
} from './journey';
import { LEAD_CREATE } from './reliability/support';

const ES = 'es-1' as const;
const steps = brandConfig(ES).steps;

/** Opens the landing link with `sessionId` and answers the first step as `answers` say. */
async function firstStepFrom(page: Page, sessionId: string, answers: Answers): Promise<void> {
  await page.goto(`${brandUrl(ES)}${BASE}/?sessionId=${sessionId}`);
  await appStarted(page);
  await page.getByRole('button', { name: text(ES, 'common', 'loan>continue') }).click();
  await completeStep(page, ES, 0, answers);
}

test('two people who open one landing link with a sessionId each get their own lead, with their own answers', async ({
  browser,
  request,
}) => {
  const sessionId = randomUUID();
  const people = [
    { ...answersFor(ES, 'lucia@example.es') },
    {
      ...answersFor(ES, 'marta@example.es'),
      'first-name': { how: 'type', value: 'Marta', stored: 'Marta' },
    } satisfies Answers,
  ];
  const contexts = await Promise.all(people.map(() => browser.newContext()));
  try {
    for (const [i, answers] of people.entries()) {
      const page = await contexts[i]!.newPage();
      await firstStepFrom(page, sessionId, answers);
    }
    const leads = await storedLeads(request, ES, sessionId);
    expect(leads).toHaveLength(2);
    expect(leads.map((l) => (l.data.personalDetails as { firstName?: string }).firstName).sort()).toEqual([
      'Lucía',
      'Marta',
    ]);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});

test('a save that never answers is given up after the time limit; the retry keeps its key and makes one lead', async ({
  page,
  request,
}) => {
  await page.clock.install();
  const answers = answersFor(ES, 'accept+timeout@example.es');
  await chooseLoan(page, ES);
  await answer(page, ES, askedOn(steps[0]!, answers), answers);
  const keys: string[] = [];
  await page.route(LEAD_CREATE, async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    // The first attempt hangs: the network never answers.
    if (keys.length === 1) return;
    return route.fallback();
  });
  await continueButton(page, ES).click();
  await expect(page.getByRole('button', { name: text(ES, 'form', 'step>saving') })).toBeVisible();
  // The request is out (its time limit runs from then): let the time limit pass.
  await expect.poll(() => keys.length).toBe(1);
  await page.clock.runFor(API_TIMEOUT_MS);
  await expect(
    page.getByRole('alert').filter({ hasText: text(ES, 'form', 'step>saveFailed') }),
  ).toBeVisible();
  await expect(continueButton(page, ES)).toBeEnabled();
  await continueButton(page, ES).click();
  await expect(stepHeading(page, ES, steps[1]!.path)).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const sessionId = await page.evaluate(() => sessionStorage.getItem('sessionId'));
  expect(await storedLeads(request, ES, sessionId!)).toHaveLength(1);
});
