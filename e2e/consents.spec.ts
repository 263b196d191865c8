import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { BrandId } from '../brands/schema';
import { CONSENT_KINDS, type ConsentKind } from '../contract/consents';
import { INITIAL_DATA_POINTS } from '../contract/dynamic-steps';
import { CONSENT_TEXTS } from '../server/src/content/consent-texts';
import { BASE, axeViolations, brandConfig, brandUrl, errorSummary, expect, test, text } from './fixtures';
import { answersFor, appStarted, chooseLoan, completeStep, fillStep, theLead } from './journey';

const REQUIRED: readonly ConsentKind[] = ['data-sharing', 'credit-check', 'electronic-communication'];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A consent's box, by its title as the brand's locale words it (the lender's name, where it has one, aside). */
function box(page: Page, brand: BrandId, kind: ConsentKind): Locator {
  const title = CONSENT_TEXTS[brandConfig(brand).locale][kind].title;
  return page.getByRole('checkbox', { name: new RegExp(`^${escape(title.split('{lender}')[0]!)}`) });
}

/** Ticks a box with the keyboard, as a person without a mouse does. */
async function tick(box: Locator): Promise<void> {
  await box.focus();
  await box.press('Space');
  await expect(box).toBeChecked();
}

type Row = { screen: string; consentId: string; version: number; given: boolean; recordedAt: string };

/** The consent answers the database holds for a lead (the test-only inspection route). */
async function storedConsents(request: APIRequestContext, brand: BrandId, leadId: string): Promise<Row[]> {
  const res = await request.get(`${brandUrl(brand)}/api/test/consents?leadId=${leadId}`);
  expect(res.status(), 'the server runs with TEST_ROUTES=1').toBe(200);
  return ((await res.json()) as { consents: Row[] }).consents;
}

const heading = (page: Page, brand: BrandId, key: string) =>
  page.getByRole('heading', { level: 1, name: text(brand, 'screens', `consents>headings>${key}`) });

/** The classic es-1 application with `email`, from the loan to the screen the decision sends it to. */
async function applyClassic(page: Page, brand: BrandId, email: string): Promise<void> {
  const answers = answersFor(brand, email);
  await chooseLoan(page, brand);
  for (const i of brandConfig(brand).steps.keys()) await completeStep(page, brand, i, answers);
}

/**
 * On the screen: every box unticked, the required ones marked, a full text opened with the keyboard; a required
 * one refused is said in the summary and beside the box, and nothing ticked is lost, a reload included. Then all
 * required and the marketing refused: the application goes on to /accepted and the database holds each answer.
 */
async function refuseThenAccept(page: Page, request: APIRequestContext, brand: BrandId, route: string) {
  const boxes = CONSENT_KINDS.map((kind) => box(page, brand, kind));
  for (const b of boxes) await expect(b).not.toBeChecked();
  for (const kind of REQUIRED) await expect(box(page, brand, kind)).toHaveAttribute('required', '');
  const screens = (key: string) => text(brand, 'screens', `consents>${key}`);
  await expect(box(page, brand, 'credit-check')).toHaveAccessibleName(
    new RegExp(`${escape(screens('requiredTag'))}$`),
  );
  await expect(box(page, brand, 'lender-marketing')).toHaveAccessibleName(
    new RegExp(`${escape(screens('optionalTag'))}$`),
  );
  const full = page
    .getByRole('group', { name: screens('legend') })
    .locator('details summary')
    .first();
  await full.focus();
  await full.press('Enter');
  await expect(page.locator('details[open] .policies__text')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await tick(box(page, brand, 'data-sharing'));
  await tick(box(page, brand, 'lender-marketing'));
  const save = page.getByRole('button', { name: screens('submit') });
  await save.focus();
  await save.press('Enter');
  await expect(errorSummary(page, brand)).toBeFocused();
  const refused = CONSENT_TEXTS[brandConfig(brand).locale]['credit-check'].title;
  await expect(
    errorSummary(page, brand).getByRole('link', { name: new RegExp(escape(refused)) }),
  ).toBeVisible();
  await expect(box(page, brand, 'credit-check')).toHaveAttribute('aria-invalid', 'true');
  await expect(box(page, brand, 'data-sharing')).toBeChecked();
  await expect(box(page, brand, 'lender-marketing')).toBeChecked();
  await expect(page).toHaveTitle(new RegExp(`^${escape(text(brand, 'common', 'shell>titleError'))}: `));
  expect(await axeViolations(page)).toEqual([]);
  const leadId = (await theLead(page, request, brand)).id;
  expect(await storedConsents(request, brand, leadId)).toEqual([]);

  await page.reload();
  // After a reload the app asks the server where the application stands before the screen shows again.
  await expect(box(page, brand, 'data-sharing')).toBeChecked({ timeout: 20_000 });
  await expect(box(page, brand, 'lender-marketing')).toBeChecked();
  await tick(box(page, brand, 'credit-check'));
  await tick(box(page, brand, 'electronic-communication'));
  await box(page, brand, 'lender-marketing').press('Space');
  await expect(box(page, brand, 'lender-marketing')).not.toBeChecked();
  await save.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: text(brand, 'screens', 'accepted>heading') }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/accepted$/);
  const rows = await storedConsents(request, brand, leadId);
  expect(
    rows.map(({ screen, consentId, version, given }) => ({ screen, consentId, version, given })),
  ).toEqual(
    CONSENT_KINDS.map((kind) => ({
      screen: route,
      consentId: kind,
      version: 1,
      given: kind !== 'lender-marketing',
    })),
  );
  for (const r of rows) expect(Date.parse(r.recordedAt)).toBeGreaterThan(Date.now() - 120_000);
}

test('es-1: /consents after checking: the consents shown unticked, a required one refused and kept, then saved and on to /accepted', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await applyClassic(page, 'es-1', 'consents+consentimientos@example.com');
  await expect(heading(page, 'es-1', 'consents')).toBeFocused({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/consents$/);
  await expect(page).toHaveTitle(
    new RegExp(`^${escape(text('es-1', 'screens', 'consents>headings>consents'))} - `),
  );
  await refuseThenAccept(page, request, 'es-1', '/consents');
});

for (const [route, key, lender] of [
  ['/advanzia-consents', 'advanzia', 'Advanzia Bank S.A.'],
  ['/tfbank-consents', 'tfbank', 'TF Bank AB'],
] as const) {
  test(`es-1: ${route}: the lender's own consents, each screen its own heading and title`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await applyClassic(page, 'es-1', `goto-${route.slice(1)}+ana@example.com`);
    await expect(heading(page, 'es-1', key)).toBeFocused({ timeout: 20_000 });
    await expect(page).toHaveTitle(
      new RegExp(`^${escape(text('es-1', 'screens', `consents>headings>${key}`))} - `),
    );
    await expect(page.getByRole('checkbox', { name: new RegExp(escape(lender)) }).first()).toBeVisible();
    await refuseThenAccept(page, request, 'es-1', route);
  });
}

test('vn-1: /dynamic-consents after the dynamic form, refused then accepted', async ({ page, request }) => {
  test.setTimeout(150_000);
  const brand = 'vn-1';
  const email = 'goto-dynamic-consents+an@example.com';
  await page.goto(`${brandUrl(brand)}${BASE}/`);
  await appStarted(page);
  await page.getByRole('button', { name: text(brand, 'common', 'loan>continue') }).click();
  await expect(page).toHaveURL(/\/initial-details$/);
  for (let i = 0; i < 12 && !/\/review$/.test(page.url()); i++) {
    const path = new URL(page.url()).pathname.split('/').pop()!;
    await expect(
      page.getByRole('heading', { level: 1, name: text(brand, 'form', `steps>${path}`) }),
    ).toBeVisible();
    const stored = await page.evaluate(() => sessionStorage.getItem('dynamicPages'));
    const pages = stored
      ? (JSON.parse(stored) as { pages: { path: string; dataPoints: string[] }[] }).pages
      : [];
    const asked = pages.find((p) => p.path === path)?.dataPoints;
    await fillStep(
      page,
      brand,
      (asked ?? INITIAL_DATA_POINTS).filter((id) => id !== 'amount' && id !== 'period'),
      email,
    );
    await page.getByRole('button', { name: text(brand, 'form', 'step>continue') }).click();
    await page.waitForURL((u) => !u.pathname.endsWith(`/${path}`));
  }
  await page.getByRole('button', { name: text(brand, 'form', 'step>submit') }).click();
  await expect(heading(page, brand, 'dynamic')).toBeFocused({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/dynamic-consents$/);
  await refuseThenAccept(page, request, brand, '/dynamic-consents');
});
