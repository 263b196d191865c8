/**
 * The flow's first step is rendered at build time and its form code waits until a person uses the page
 * (docs/decisions/0009-first-step-code-on-intent.md). These tests hold that code back on the network and check
 * that nothing typed or pressed meanwhile is lost, and that a visit with answers to restore still shows them.
 * Going offline before that code arrives is reliability scenario 6 (e2e/reliability/save-faults.spec.ts).
 */
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import type { BrandId } from '../brands/schema';
import { INITIAL_DATA_POINTS, INITIAL_STEP } from '../contract/dynamic-steps';
import { heldStepFiles, readManifest } from '../scripts/chunks';
import { BASE, axeViolations, brandConfig, brandUrl, expect, test, text } from './fixtures';
import {
  answer,
  answersFor,
  appStarted,
  appTookOver,
  askedOn,
  continueButton,
  draftSaved,
  draftValues,
  expectedValues,
  expectShown,
  fillStep,
  labelOf,
  stepHeading,
  storedValues,
  theLead,
} from './journey';

/** The files (names only) the flow's step page adds to the first screen's code. */
const stepCodeFiles = (brand: BrandId): string[] =>
  heldStepFiles(readManifest(join(import.meta.dirname, '..', 'dist', brand)), brandConfig(brand).flow).map((f) =>
    f.replace(/^assets\//, ''),
  );

/** Script files the page has requested so far (file names only). */
function scriptsRequested(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') files.push(new URL(r.url()).pathname.split('/').pop()!);
  });
  return files;
}

/** Holds every request for `file` until `release` is called, as a very slow network would. */
async function holdFile(page: Page, file: string): Promise<{ requested: Promise<void>; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const asked = new Promise<void>((resolve) => (requested = resolve));
  await page.route(`**/assets/${file}`, async (route: Route) => {
    requested();
    await released;
    await route.continue();
  });
  return { requested: asked, release };
}

const built = (page: Page, path: string) =>
  page.evaluate((p) => document.getElementById('finceptiv-root')?.dataset.prerendered === p, path);

test.describe('the first step before its code arrives', () => {
  test('es-1: a fresh visit downloads none of the step code until a person uses the page', async ({ page }) => {
    const brand = 'es-1';
    const path = brandConfig(brand).steps[0]!.path;
    const held = stepCodeFiles(brand);
    expect(held.length, 'the step page has code of its own').toBeGreaterThan(0);
    const scripts = scriptsRequested(page);
    await page.goto(`${brandUrl(brand)}${BASE}${path}`);
    await expect(stepHeading(page, brand, path)).toBeVisible();
    expect(await built(page, path), 'the step is rendered at build time').toBe(true);
    await page.waitForLoadState('networkidle');
    // The application page (the first screen's code) has run: only the step's own code is missing.
    expect(scripts.some((f) => f.startsWith('application-page-'))).toBe(true);
    expect(scripts.filter((f) => held.includes(f))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel(labelOf(brand, 'first-name'), { exact: true }).focus();
    await appTookOver(page);
    expect(scripts).toEqual(expect.arrayContaining(held));
  });

  test('es-1: answers typed and Continue pressed before the code arrives are kept and sent, never put in the address', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const brand = 'es-1';
    const [first, second] = brandConfig(brand).steps;
    const answers = answersFor(brand, 'accept+takeover@example.com');
    const ids = askedOn(first!, answers);
    const stepChunk = stepCodeFiles(brand).find((f) => f.startsWith('step-page-'))!;
    const slow = await holdFile(page, stepChunk);

    await page.goto(`${brandUrl(brand)}${BASE}${first!.path}`);
    await expect(stepHeading(page, brand, first!.path)).toBeVisible();
    await answer(page, brand, ids, answers);
    await slow.requested;
    await continueButton(page, brand).click();
    // Nothing happened yet: the press waits for the code; the answers are on the page, not in the address.
    await expect(stepHeading(page, brand, first!.path)).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    await expect(page.locator('form.step-form')).toHaveAttribute('aria-busy', 'true');

    slow.release();
    await expect(stepHeading(page, brand, second!.path)).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    const lead = await theLead(page, request, brand);
    expect(storedValues(lead.data, ids)).toEqual(expectedValues(ids, answers));

    // Back: the step shows what was sent.
    await page.goBack();
    await expect(stepHeading(page, brand, first!.path)).toBeVisible();
    await expectShown(page, brand, ids, answers);
  });

  test('es-1: answers typed before the code arrived survive a reload made right after it took over', async ({ page }) => {
    const brand = 'es-1';
    const first = brandConfig(brand).steps[0]!;
    const answers = answersFor(brand, 'accept+early@example.com');
    const ids = askedOn(first, answers);
    const slow = await holdFile(page, stepCodeFiles(brand).find((f) => f.startsWith('step-page-'))!);
    await page.goto(`${brandUrl(brand)}${BASE}${first.path}`);
    await answer(page, brand, ids, answers);
    slow.release();
    await appTookOver(page);
    await draftSaved(page, first.path, draftValues(ids, answers));
    await page.reload();
    await expectShown(page, brand, ids, answers);
  });

  test('es-1: a reload of the first step with answers typed shows them (the build-time page is replaced, not reused)', async ({
    page,
  }) => {
    const brand = 'es-1';
    const first = brandConfig(brand).steps[0]!;
    const answers = answersFor(brand, 'accept+reload@example.com');
    const ids = askedOn(first, answers);
    await page.goto(`${brandUrl(brand)}${BASE}${first.path}`);
    await answer(page, brand, ids, answers);
    await appTookOver(page);
    await draftSaved(page, first.path, draftValues(ids, answers));
    await page.reload();
    await expectShown(page, brand, ids, answers);
    await appTookOver(page);
    await expectShown(page, brand, ids, answers);
  });

  test('es-1: a landing link that prefills the name opens the first step with it, not the empty build-time page', async ({
    page,
  }) => {
    const brand = 'es-1';
    const first = brandConfig(brand).steps[0]!;
    await page.goto(`${brandUrl(brand)}${BASE}${first.path}?firstName=Luc%C3%ADa&lastName=P%C3%A9rez`);
    // No interaction: the page shows the prefilled answers by itself.
    await expect(page.getByLabel(labelOf(brand, 'first-name'), { exact: true })).toHaveValue('Lucía');
    await expect(page.getByLabel(labelOf(brand, 'last-name'), { exact: true })).toHaveValue('Pérez');
    expect(new URL(page.url()).search).toBe('');
  });

  test('vn-1: a reload of the first page after choosing the loan shows that loan, not the build-time default', async ({ page }) => {
    const brand = 'vn-1';
    await page.goto(`${brandUrl(brand)}${BASE}/`);
    await appStarted(page);
    const amount = page.getByRole('textbox', { name: text(brand, 'common', 'loan>amountLabel') });
    await amount.fill('5000000');
    await amount.press('Tab');
    await page.getByRole('button', { name: text(brand, 'common', 'loan>continue') }).click();
    await expect(page).toHaveURL(/\/initial-details$/);
    const summary = page.getByRole('region', { name: text(brand, 'form', 'terms>heading') }).first();
    await expect(summary).toContainText(/5\.000\.000/);
    await page.reload();
    await expect(summary).toContainText(/5\.000\.000/);
    expect(await built(page, `/${INITIAL_STEP}`)).toBe(true);
    await appTookOver(page);
    await expect(summary).toContainText(/5\.000\.000/);
  });

  test('vn-1: the dynamic first page keeps what was typed before its code arrived, then asks for the policies', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const brand = 'vn-1';
    const path = `/${INITIAL_STEP}`;
    const held = stepCodeFiles(brand);
    const scripts = scriptsRequested(page);
    const slow = await holdFile(page, held.find((f) => f.startsWith('step-page-'))!);
    await page.goto(`${brandUrl(brand)}${BASE}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: text(brand, 'form', `steps>${INITIAL_STEP}`) })).toBeVisible();
    expect(await built(page, path)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((f) => held.includes(f) && !f.startsWith('step-page-'))).toEqual([]);
    expect(scripts.some((f) => f.startsWith('step-page-'))).toBe(false);

    const typed = INITIAL_DATA_POINTS.filter((id) => !['amount', 'period', 'general-policies', 'marketing-consents'].includes(id));
    await fillStep(page, brand, typed, 'accept+vn.takeover@example.com');
    const before = await Promise.all(
      ['first-name', 'last-name', 'email', 'phone-number'].map((id) =>
        page.getByLabel(labelOf(brand, id), { exact: true }).inputValue(),
      ),
    );
    await continueButton(page, brand).click();
    slow.release();
    await appTookOver(page);
    // The press is carried out: the policies were not ticked, so the summary asks for them; nothing typed is lost.
    await expect(page.getByRole('alert').filter({ hasText: text(brand, 'form', 'summary>title') })).toBeFocused();
    const after = await Promise.all(
      ['first-name', 'last-name', 'email', 'phone-number'].map((id) =>
        page.getByLabel(labelOf(brand, id), { exact: true }).inputValue(),
      ),
    );
    expect(after).toEqual(before);
    expect(before.every((v) => v.length > 0)).toBe(true);
  });
});
