import type { Locator, Page } from '@playwright/test';
import { dataPoints } from '../contract/data-points';
import { INITIAL_DATA_POINTS } from '../contract/dynamic-steps';
import { OFFER_FORMS } from '../contract/offer-forms';
import type { BrandId } from '../brands/schema';
import { BASE, brandConfig, brandUrl, errorSummary, expect, test, text } from './fixtures';
import { answersFor, askedOn, appStarted, fieldName, policiesGroup, type Answers } from './journey';
import { continueLinkAt } from './offer-screens';

/**
 * Issue #7: a whole application with the keyboard only (Tab, typing, arrows, Space, Enter), for one classic and
 * one dynamic brand, checking that focus goes to each step's heading and, on a failed submit, to the error summary.
 */

/** Presses Tab until `target` has focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reachable with Tab: ${target.toString()}`);
}

const option = (brand: BrandId, id: string, value: string) => text(brand, 'form', `options>${id}>${value}`);

/** Answers the data points with the keyboard only. */
async function keyIn(page: Page, brand: BrandId, ids: readonly string[], answers: Answers): Promise<void> {
  const ordered = [...ids.filter((id) => id !== 'postal-code'), ...ids.filter((id) => id === 'postal-code')];
  for (const id of ordered) {
    if (id === 'marketing-consents' && ids.includes('general-policies')) continue;
    if (id === 'general-policies') {
      const boxes = policiesGroup(page, brand).getByRole('checkbox');
      await expect(boxes.first()).toBeVisible();
      for (const box of await boxes.all()) {
        await tabTo(page, box);
        await page.keyboard.press('Space');
        await expect(box).toBeChecked();
      }
      continue;
    }
    const a = answers[id]!;
    const point = dataPoints[id]!;
    if (a.how === 'date') {
      const group = page.getByRole('group', { name: fieldName(brand, id) });
      await tabTo(page, group.getByLabel(text(brand, 'form', 'date>day'), { exact: true }));
      await page.keyboard.type(a.day);
      await page.keyboard.press('Tab');
      await page.keyboard.type(a.month);
      await page.keyboard.press('Tab');
      await page.keyboard.type(a.year);
    } else if (a.how === 'choose' && point.kind === 'radio') {
      const group = page.getByRole('group', { name: fieldName(brand, id) });
      const wanted = group.getByLabel(option(brand, id, a.value), { exact: true });
      await tabTo(page, group.getByRole('radio').first());
      await page.keyboard.press('Space');
      for (let i = 0; i < 12 && !(await wanted.isChecked()); i++) await page.keyboard.press('ArrowDown');
      await expect(wanted).toBeChecked();
    } else if (a.how === 'choose') {
      const select = page.getByLabel(fieldName(brand, id), { exact: true });
      await tabTo(page, select);
      // A closed select steps through its options with the arrow keys.
      for (let i = 0; i < 20 && (await select.inputValue()) !== a.value; i++) await page.keyboard.press('ArrowDown');
      await expect(select).toHaveValue(a.value);
    } else if (a.how === 'tick') {
      await tabTo(page, page.getByLabel(fieldName(brand, id), { exact: true }));
      await page.keyboard.press('Space');
    } else {
      await tabTo(page, page.getByLabel(fieldName(brand, id), { exact: true }));
      await page.keyboard.type(a.value);
    }
  }
}

/** Sends the step with Enter on its button. */
async function send(page: Page, name: string) {
  await tabTo(page, page.getByRole('button', { name }));
  await page.keyboard.press('Enter');
}

async function startWithKeyboard(page: Page, brand: BrandId) {
  await page.goto(`${brandUrl(brand)}${BASE}/`);
  await appStarted(page);
  await send(page, text(brand, 'common', 'loan>continue'));
}

/** An empty submit: focus goes to the error summary; its first link takes focus to the field in error. */
async function checkErrorFocus(page: Page, brand: BrandId, button: string) {
  await send(page, button);
  const summary = errorSummary(page, brand);
  await expect(summary).toBeFocused();
  await page.keyboard.press('Tab');
  const link = summary.getByRole('link').first();
  await expect(link).toBeFocused();
  const target = await link.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page.locator(target!)).toBeFocused();
}

test('es-1 (classic): the whole application with the keyboard only, focus on each heading and on the error summary', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const brand = 'es-1';
  const answers = answersFor(brand, 'accept+teclado@example.es');
  await startWithKeyboard(page, brand);
  const steps = brandConfig(brand).steps;
  for (const [i, step] of steps.entries()) {
    const heading = page.getByRole('heading', {
      level: 1,
      name: text(brand, 'form', `steps>${step.path.slice(1)}`),
    });
    await expect(heading).toBeFocused();
    const button = text(brand, 'form', i === steps.length - 1 ? 'step>submit' : 'step>continue');
    if (i === 0) await checkErrorFocus(page, brand, button);
    await keyIn(page, brand, askedOn(step, answers), answers);
    await send(page, button);
  }
  await expect(
    page.getByRole('heading', { level: 1, name: text(brand, 'screens', 'accepted>heading') }),
  ).toBeVisible({ timeout: 20_000 });
});

test('vn-1 (dynamic): every page with the keyboard only, the amount dialog included', async ({ page }) => {
  test.setTimeout(120_000);
  const brand = 'vn-1';
  const email = 'accept+banphim@example.vn';
  const answers: Answers = {
    'first-name': { how: 'type', value: 'Lan', stored: 'Lan' },
    'last-name': { how: 'type', value: 'Nguyễn', stored: 'Nguyễn' },
    'date-of-birth': { how: 'date', day: '15', month: '05', year: '1990', stored: '1990-05-15' },
    email: { how: 'type', value: email, stored: email },
    'phone-number': { how: 'type', value: '0912345678', stored: '+84912345678' },
    'monthly-income': { how: 'type', value: '15000000', stored: 15_000_000 },
    'income-source': { how: 'choose', value: 'full-time-employment', stored: 'full-time-employment' },
    'employer-name': { how: 'type', value: 'Công ty Cổ phần FPT', stored: 'Công ty Cổ phần FPT' },
    'personal-code': { how: 'type', value: '001090012345', stored: '001090012345' },
    'bank-name': { how: 'choose', value: 'vietcombank', stored: 'vietcombank' },
    'bank-account': { how: 'type', value: '0123456789', stored: '0123456789' },
  };
  await startWithKeyboard(page, brand);
  const button = text(brand, 'form', 'step>continue');
  for (let i = 0; i < 10 && !/\/review$/.test(page.url()); i++) {
    const path = new URL(page.url()).pathname.split('/').pop()!;
    await expect(
      page.getByRole('heading', { level: 1, name: text(brand, 'form', `steps>${path}`) }),
    ).toBeFocused();
    const stored = await page.evaluate(() => sessionStorage.getItem('dynamicPages'));
    const pages = stored
      ? (JSON.parse(stored) as { pages: { path: string; dataPoints: string[] }[] }).pages
      : [];
    const ids = pages.find((p) => p.path === path)?.dataPoints ?? [...INITIAL_DATA_POINTS];
    if (i === 0) {
      await checkErrorFocus(page, brand, button);
      // The amount dialog, by keyboard: open, change the amount, Escape, focus back on the button.
      const change = page.getByRole('button', { name: text(brand, 'form', 'terms>change') });
      await tabTo(page, change);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: text(brand, 'form', 'terms>dialogHeading') });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(change).toBeFocused();
    }
    await keyIn(
      page,
      brand,
      ids.filter(
        (id) =>
          (id !== 'amount' && id !== 'period' && answers[id] !== undefined) || id === 'general-policies',
      ),
      answers,
    );
    await send(page, button);
    await page.waitForURL((u) => !u.pathname.endsWith(`/${path}`));
  }
  // The review: focus on its heading, then the button that sends, by keyboard.
  await expect(page.getByRole('heading', { level: 1, name: text(brand, 'form', 'steps>review') })).toBeFocused();
  await send(page, text(brand, 'form', 'step>submit'));
  await expect(
    page.getByRole('heading', { level: 1, name: text(brand, 'screens', 'accepted>heading') }),
  ).toBeVisible({ timeout: 20_000 });
});

test('es-1: a detail screen of the offer (/reference-details) with the keyboard only, an empty save first, on to /accepted', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const brand = 'es-1';
  const route = '/reference-details' as const;
  const email = `goto-${route.slice(1)}+teclado@example.es`;
  const { path } = await continueLinkAt(request, brand, route, email);
  await page.goto(`${brandUrl(brand)}${BASE}${path}`);
  const heading = page.getByRole('heading', {
    level: 1,
    name: text(brand, 'form', `offer>${route.slice(1)}>heading`),
  });
  await expect(heading).toBeFocused({ timeout: 15_000 });
  const save = text(brand, 'form', 'offer>save');
  await checkErrorFocus(page, brand, save);
  const answers = answersFor(brand, email);
  await keyIn(page, brand, askedOn(OFFER_FORMS[route], answers), answers);
  await send(page, save);
  await expect(
    page.getByRole('heading', { level: 1, name: text(brand, 'screens', 'accepted>heading') }),
  ).toBeFocused({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/accepted$/);
});
