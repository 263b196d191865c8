import type { Page, Request } from '@playwright/test';
import type { BrandId } from '../brands/schema';
import {
  BASE,
  axeViolations,
  brandConfig,
  brandUrl,
  errorSummary,
  expect,
  ONE_BRAND_PER_LOCALE,
  test,
  text,
} from './fixtures';
import { fillStep, appStarted, labelOf, policiesGroup, theLead } from './journey';
import { expectOfferShown } from './offer';
import { INITIAL_DATA_POINTS, INITIAL_STEP } from '../contract/dynamic-steps';
import { countedPages } from '../contract/dynamic-stages';

const DYNAMIC: readonly BrandId[] = ['vn-1', 'de-1', 'es-5'];
const TERMS = new Set(['amount', 'period']);

type Page_ = { path: string; dataPoints: string[] };
/** The pages so far, as the app keeps them in sessionStorage (before the first change: the initial page). */
const pagesOf = async (page: Page): Promise<Page_[]> => {
  const stored = await page.evaluate(() => sessionStorage.getItem('dynamicPages'));
  return stored
    ? (JSON.parse(stored) as { pages: Page_[] }).pages
    : [{ path: INITIAL_STEP, dataPoints: [...INITIAL_DATA_POINTS] }];
};

const heading = (brand: BrandId, path: string) => ({
  level: 1 as const,
  name: text(brand, 'form', `steps>${path}`),
});
const continueButton = (page: Page, brand: BrandId) =>
  page.getByRole('button', { name: text(brand, 'form', 'step>continue') });

/** What the step's form shows: each text box's and select's value, each tick, by field id. */
const typedValues = (page: Page) =>
  page
    .locator('form.step-form')
    .locator('input, select')
    .evaluateAll((fields) =>
      fields.map((f) =>
        f instanceof HTMLInputElement && (f.type === 'checkbox' || f.type === 'radio')
          ? [f.id, f.checked]
          : [f.id, (f as HTMLInputElement | HTMLSelectElement).value],
      ),
    );

/** Fills the dynamic page on screen (its data points from the stored pages) and continues; answers its path. */
async function completePage(page: Page, brand: BrandId, email: string): Promise<string> {
  // Pages after the index are rendered by the app alone (not at build time): a visible heading means it runs.
  const path = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', heading(brand, path))).toBeVisible();
  const current = (await pagesOf(page)).find((p) => p.path === path)!;
  expect(current, `page ${path} is in the stored pages`).toBeTruthy();
  // A Vietnamese account number names no bank: the bank is asked beside it, the number on the numeric keypad.
  if (path === 'bank-account' && brandConfig(brand).country === 'VN') {
    expect(current.dataPoints).toEqual(['bank-name', 'bank-account']);
    await expect(page.getByLabel(labelOf(brand, 'bank-account'), { exact: true })).toHaveAttribute(
      'inputmode',
      'numeric',
    );
  }
  await fillStep(
    page,
    brand,
    current.dataPoints.filter((id) => !TERMS.has(id)),
    email,
  );
  // A phone discards the tab right after typing: the reloaded page shows every field as typed.
  if (path === 'employer-name') {
    const before = await typedValues(page);
    await page.reload();
    await expect(page.getByRole('heading', heading(brand, path))).toBeVisible();
    expect(await typedValues(page)).toEqual(before);
  }
  expect(await axeViolations(page)).toEqual([]);
  await continueButton(page, brand).click();
  return path;
}

const CHANGED_INCOME = 30_000_000;

/**
 * The review: the last of `total` steps, every page's answers (the monthly income as typed on its page), axe clean;
 * the income changed through its page's link comes back to the review, which now shows the new sum.
 */
async function checkAndChange(page: Page, brand: BrandId, total: number): Promise<void> {
  const review = text(brand, 'form', 'steps>review');
  await expect(page.getByRole('heading', { level: 1, name: review })).toBeFocused();
  const progress = text(brand, 'form', 'step>progress')
    .replace('{{current}}', String(total))
    .replace('{{total}}', String(total));
  await expect(page.getByText(progress, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${review}, ${progress} - `));
  expect(await axeViolations(page)).toEqual([]);
  const incomePage = text(brand, 'form', 'steps>monthly-income');
  const income = page.getByRole('region', { name: incomePage }).getByRole('definition');
  const digits = async () => (await income.textContent())!.replace(/\D/g, '');
  expect(await digits()).toMatch(/^25000000/);
  await page.getByRole('link', { name: `${text(brand, 'form', 'review>change')} ${incomePage}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: incomePage })).toBeFocused();
  await page.getByLabel(labelOf(brand, 'monthly-income'), { exact: true }).fill(String(CHANGED_INCOME));
  await continueButton(page, brand).click();
  await expect(page.getByRole('heading', { level: 1, name: review })).toBeFocused();
  expect(await digits()).toMatch(/^30000000/);
}

for (const brand of DYNAMIC) {
  test(`${brand}: the dynamic form from landing to accepted; pages appear as the server asks, the review changes an answer and carries them all`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const bodies: Record<string, unknown>[] = [];
    page.on('request', (r: Request) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/v3/lead')
        bodies.push(r.postDataJSON() as Record<string, unknown>);
    });
    await page.goto(`${brandUrl(brand)}${BASE}/`);
    await appStarted(page);
    await page.getByRole('button', { name: text(brand, 'common', 'loan>continue') }).click();
    await expect(page).toHaveURL(/\/initial-details$/);
    // The step has taken the screen (its heading has focus) and shows its policies before its button is pressed,
    // as a person sees it: the landing's button has the same name, and the policies arriving move the button.
    await expect(page.getByRole('heading', { level: 1, name: text(brand, 'form', `steps>${INITIAL_STEP}`) })).toBeFocused();
    await expect(policiesGroup(page, brand).getByRole('checkbox').first()).toBeVisible();

    // An empty first page: the error summary, with links, and no violations.
    await continueButton(page, brand).click();
    await expect(errorSummary(page, brand)).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    const seen: string[] = [];
    for (let i = 0; i < 12 && !/\/review$/.test(page.url()); i++) {
      seen.push(await completePage(page, brand, `accept+dyn.${brand}@example.com`));
      await page.waitForURL((u) => !u.pathname.endsWith(`/${seen.at(-1)}`));
      // Reload halfway: the pages the server asked for come back.
      if (i === 1) {
        const before = await pagesOf(page);
        await page.reload();
        expect(await pagesOf(page)).toEqual(before);
      }
    }
    // The review is the last of every page the form may ask (those the answers ruled out keep their numbers).
    await checkAndChange(page, brand, countedPages(brandConfig(brand).country, seen).length + 1);
    await page.getByRole('button', { name: text(brand, 'form', 'step>submit') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: text(brand, 'screens', 'accepted>heading') }),
    ).toBeVisible({ timeout: 20_000 });
    // The changed answer is the one the application was sent with.
    expect((await theLead(page, request, brand)).data).toMatchObject({
      incomeDetails: { monthlyIncome: CHANGED_INCOME },
    });
    if (ONE_BRAND_PER_LOCALE.includes(brand)) {
      // The landing's terms (the defaults), priced by the API, in the brand's locale; axe finds nothing.
      const { amount, period } = brandConfig(brand);
      await expectOfferShown(page, brand, { amount: amount.default, period: period.default });
      expect(await axeViolations(page), 'accepted, with the offer').toEqual([]);
    }

    // Pages were added in the order the server asked, each once; the first page is the initial one.
    const pages = await pagesOf(page).catch(() => [] as Page_[]);
    const order = pages.length ? pages.map((p) => p.path) : seen;
    expect(order[0]).toBe('initial-details');
    expect(seen).toEqual(order.slice(0, seen.length));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThan(2);
    // The final submission (the review's) carries every data point of every page and the 1-based step order.
    const last = bodies.at(-1)!;
    expect(last.submit).toBe(true);
    expect(last.stepOrder).toEqual(Object.fromEntries(seen.map((p, i) => [p, i + 1])));
    expect(last.dataPoints).toEqual(expect.arrayContaining(['first-name', 'email', 'amount']));
    // Each page, the last one when it was sent, carried the list so far: it only ever grows.
    const lists = bodies.map((b) => (Array.isArray(b.dataPoints) ? (b.dataPoints as string[]) : []));
    lists.slice(1).forEach((list, i) => expect(list.slice(0, lists[i]!.length)).toEqual(lists[i]));
  });
}

test('vn-1: arriving straight at the details page, a dialog asks for the amount before anything is sent', async ({
  page,
}) => {
  const brand = 'vn-1';
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/v3/lead') posts++;
  });
  await page.goto(`${brandUrl(brand)}${BASE}/initial-details`);
  await expect(page.getByRole('heading', heading(brand, 'initial-details'))).toBeVisible();
  // The subject is the dialog: the answers are given once the step runs (typing before that is the early-input
  // tests' subject, e2e/reliability/save-faults.spec.ts and classic-faults.spec.ts).
  await appStarted(page);
  const current = (await pagesOf(page)).find((p) => p.path === 'initial-details');
  await fillStep(
    page,
    brand,
    (current?.dataPoints ?? []).filter((id) => !TERMS.has(id)),
    'accept+modal@example.vn',
  );
  await continueButton(page, brand).click();
  const dialog = page.getByRole('dialog', { name: text(brand, 'form', 'terms>dialogHeading') });
  await expect(dialog).toBeVisible();
  expect(posts).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('textbox', { name: text(brand, 'common', 'loan>amountLabel') }).fill('2000000');
  await dialog.getByRole('textbox', { name: text(brand, 'common', 'loan>amountLabel') }).blur();
  await dialog.getByRole('button', { name: text(brand, 'form', 'terms>confirm') }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/\/initial-details$/);
  expect(posts).toBe(1);

  // Escape closes the dialog and focus returns to the button that opened it.
  await page.goBack();
  await expect(page.getByRole('heading', heading(brand, 'initial-details'))).toBeVisible();
  const change = page.getByRole('button', { name: text(brand, 'form', 'terms>change') });
  await change.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(change).toBeFocused();
});
