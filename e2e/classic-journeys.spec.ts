import type { APIRequestContext, Page } from '@playwright/test';
import { BRAND_IDS, type BrandId } from '../brands/schema';
import {
  axeViolations,
  brandConfig,
  errorSummary,
  expect,
  ONE_BRAND_PER_LOCALE,
  test,
  text,
  FULL_RUN,
} from './fixtures';
import {
  answersFor,
  askedOn,
  chooseLoan,
  chosenTerms,
  completeStep,
  continueButton,
  expectedValues,
  answer,
  policyIds,
  sessionIdOf,
  stepHeading,
  storedLeads,
  storedValues,
  theLead,
} from './journey';
import { expectOfferShown } from './offer';

const CLASSIC = BRAND_IDS.filter((id) => brandConfig(id).flow === 'classic');

/**
 * The brands whose whole application runs here: the first of each distinct form (country, language and steps), so a
 * brand whose steps differ from every other's always has its own journey. The others share their form with one of
 * these; their builds are opened by smoke.spec.ts and each sends part of an application in classic-faults.spec.ts
 * or a final state below. `E2E_ALL_BRANDS=1`: every classic brand.
 */
const formOf = (id: BrandId) => {
  const { country, locale, steps } = brandConfig(id);
  return JSON.stringify({ country, locale, steps });
};
const JOURNEY_BRANDS = FULL_RUN
  ? CLASSIC
  : CLASSIC.filter((id, i) => CLASSIC.findIndex((other) => formOf(other) === formOf(id)) === i);

/** The whole application as a person makes it: the loan, every step by label, the submission. */
async function apply(page: Page, brand: BrandId, email: string): Promise<void> {
  const answers = answersFor(brand, email);
  await chooseLoan(page, brand, chosenTerms(brand));
  for (const i of brandConfig(brand).steps.keys()) await completeStep(page, brand, i, answers);
}

/** Every entered field, compared with what the server stored, through the catalogue's lead paths. */
async function expectStoredAsEntered(
  request: APIRequestContext,
  brand: BrandId,
  email: string,
  sessionId: string,
) {
  const answers = answersFor(brand, email);
  const leads = await storedLeads(request, brand, sessionId);
  expect(leads, 'exactly one lead for the session').toHaveLength(1);
  const lead = leads[0]!;
  const ids = brandConfig(brand).steps.flatMap((s) => askedOn(s, answers));
  expect(storedValues(lead.data, ids)).toEqual(expectedValues(ids, answers));
  const { amount, period } = chosenTerms(brand);
  expect(lead.data).toMatchObject({
    amount,
    period,
    periodScale: brandConfig(brand).period.scale,
    sessionId,
  });
  expect([...((lead.data.policies as string[] | undefined) ?? [])].sort()).toEqual(
    (await policyIds(request, brand)).sort(),
  );
  return lead;
}

test('the classic brands are the thirteen of issue #5', () => {
  expect(CLASSIC).toEqual([
    'co-1',
    'co-2',
    'mx-1',
    'mx-2',
    'mx-3',
    'ph-1',
    'pl-1',
    'pl-2',
    'ro-1',
    'es-1',
    'es-2',
    'es-3',
    'es-4',
  ]);
});

for (const brand of JOURNEY_BRANDS) {
  test(`${brand}: loan, every step by label, submitted and accepted; the lead holds every field as typed`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const email = `accept+${brand}@example.com`;
    await apply(page, brand, email);
    await expect(
      page.getByRole('heading', { level: 1, name: text(brand, 'screens', 'accepted>heading') }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/accepted$/);
    const lead = await expectStoredAsEntered(request, brand, email, (await sessionIdOf(page))!);
    expect(lead).toMatchObject({ status: 'accepted', state: 11 });
    if (ONE_BRAND_PER_LOCALE.includes(brand)) {
      // One brand per language: the offer's figures as the API priced the chosen terms, in the brand's locale.
      await expectOfferShown(page, brand, chosenTerms(brand));
      expect(await axeViolations(page), 'accepted, with the offer').toEqual([]);
    }
  });
}

test.describe('final states other than accepted', () => {
  test('mx-2: a rejected application ends on /rejected, stored as rejected', async ({ page, request }) => {
    test.setTimeout(60_000);
    const brand = 'mx-2';
    const email = 'reject+jorge@example.com';
    await apply(page, brand, email);
    await expect(
      page.getByRole('heading', { level: 1, name: text(brand, 'screens', 'rejected>heading') }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/rejected$/);
    await expect(page.getByText(text(brand, 'screens', 'rejected>body'))).toBeVisible();
    const lead = await expectStoredAsEntered(request, brand, email, (await sessionIdOf(page))!);
    expect(lead).toMatchObject({ status: 'rejected', state: 14 });
  });

  test('co-2: a redirected application ends on /redirected with a link to the allowlisted partner, and goes there', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const brand = 'co-2';
    const host = brandConfig(brand).redirectHosts[0]!;
    // The partner's placeholder host does not exist: answer for it, and record that the person arrived.
    const partnerVisits: string[] = [];
    await page.route(`https://${host}/**`, (route) => {
      partnerVisits.push(route.request().url());
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Partner</title><h1>Partner</h1>',
      });
    });
    const email = 'redirect+valentina@example.com';
    await apply(page, brand, email);
    await expect(
      page.getByRole('heading', { level: 1, name: text(brand, 'screens', 'redirected>heading') }),
    ).toBeVisible({ timeout: 20_000 });
    // The partner named (the server's result carries it), and the seconds before the page goes on.
    const partnerName = text(brand, 'screens', 'redirected>partnerBody').split('{{partner}}')[1]!;
    await expect(page.getByText(partnerName)).toBeVisible();
    const sessionId = (await sessionIdOf(page))!;
    // A link the person can follow, to the partner URL the server chose, on the brand's allowlist.
    const link = page.getByRole('link', { name: text(brand, 'screens', 'redirected>action') });
    const partnerUrl = new RegExp(`^https://${host.replace(/\./g, '\\.')}/apply\\?ref=[0-9a-f-]{36}$`);
    await expect(link).toHaveAttribute('href', partnerUrl);
    const href = (await link.getAttribute('href'))!;
    // The person goes now (the page would after its 10 s countdown: redirected-screen.test.tsx).
    await link.click();
    await expect(page).toHaveURL(href);
    expect(partnerVisits).toEqual([href]);
    const lead = await expectStoredAsEntered(request, brand, email, sessionId);
    expect(lead).toMatchObject({ status: 'redirected', state: 13 });
    expect(href).toBe(`https://${host}/apply?ref=${lead.id}`);
  });
});

// Every step kind in one brand; the first step and its errors are swept in every locale (a11y-sweep.spec.ts).
test.describe('accessibility of every step, errors shown included', () => {
  for (const brand of FULL_RUN ? (['es-1', 'pl-1'] as const) : (['es-1'] as const)) {
    test(`${brand}: axe finds nothing on the loan screen, each step empty, with its errors, and the result`, async ({
      page,
      request,
    }) => {
      // About twenty axe scans of whole pages, each seconds long on a 2-core machine that runs a second worker.
      test.setTimeout(180_000);
      const answers = answersFor(brand, `accept+axe-${brand}@example.com`);
      await chooseLoan(page, brand);
      expect(await axeViolations(page), 'first step').toEqual([]);
      const steps = brandConfig(brand).steps;
      for (const [i, step] of steps.entries()) {
        await expect(stepHeading(page, brand, step.path)).toBeVisible();
        expect(await axeViolations(page), `${step.path}`).toEqual([]);
        // Submitted empty: the error summary takes focus and every required question shows its error.
        const last = i === steps.length - 1;
        await continueButton(page, brand, last).click();
        const summary = errorSummary(page, brand);
        await expect(summary).toBeFocused();
        await expect(summary.getByRole('link').first()).toBeVisible();
        expect(await axeViolations(page), `${step.path} with errors`).toEqual([]);
        await answer(page, brand, askedOn(step, answers), answers);
        // Answered (the errors stay until the next submit): axe once more.
        expect(await axeViolations(page), `${step.path} answered`).toEqual([]);
        await continueButton(page, brand, last).click();
        if (!last) await expect(stepHeading(page, brand, steps[i + 1]!.path)).toBeVisible();
      }
      await expect(
        page.getByRole('heading', { level: 1, name: text(brand, 'screens', 'accepted>heading') }),
      ).toBeVisible({ timeout: 20_000 });
      expect(await axeViolations(page), 'accepted').toEqual([]);
      expect((await theLead(page, request, brand)).status).toBe('accepted');
    });
  }
});
