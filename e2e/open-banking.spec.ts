import type { APIRequestContext, Page } from '@playwright/test';
import { stateForRoute } from '../contract/progress';
import { BASE, axeViolations, brandUrl, expect, test, text } from './fixtures';
import { continueLinkAt, offerScreenHeading } from './offer-screens';

/**
 * The open-banking hand-offs (docs/decisions/0032): from a real application on the screen, through the provider's
 * stand-in page by role and label, and back; the server's verdict, not the return address, moves the lead.
 */
const BRAND = 'es-1';
const NAMES = {
  '/wenance-tink': 'Tink',
  '/moneyman-paylands': 'Paylands',
  '/instantor': 'Instantor',
} as const;
type Route = keyof typeof NAMES;

const words = (route: Route, key: string) =>
  text(BRAND, 'screens', `openBanking>${key}`).replace('{{provider}}', NAMES[route]);

/** The lead as the database holds it (the test-only inspection route). */
async function storedState(request: APIRequestContext, id: string): Promise<number> {
  const res = await request.get(`${brandUrl(BRAND)}/api/test/leads?id=${id}`);
  expect(res.status(), 'the server runs with TEST_ROUTES=1').toBe(200);
  return ((await res.json()) as { leads: { state: number }[] }).leads[0]!.state;
}

/** A real application on `route`, opened in this browser from a continue link; axe clean on arrival. */
async function openOn(page: Page, request: APIRequestContext, route: Route): Promise<string> {
  const { id, path } = await continueLinkAt(request, BRAND, route);
  await page.goto(`${brandUrl(BRAND)}${BASE}${path}`);
  const h1 = page.getByRole('heading', { level: 1, name: offerScreenHeading(BRAND, route) });
  await expect(h1).toBeFocused({ timeout: 15_000 });
  expect(await axeViolations(page)).toEqual([]);
  return id;
}

/** Presses the screen's hand-off button with the keyboard. */
async function handOff(page: Page, route: Route): Promise<void> {
  const start = page.getByRole('button', { name: words(route, 'start') });
  await start.focus();
  await start.press('Enter');
}

/** Back on the screen with `problem` said, nothing left in the address, the lead where it was; axe clean. */
async function backWith(page: Page, request: APIRequestContext, route: Route, id: string, problem: string) {
  await expect(
    page.getByRole('alert').filter({ hasText: words(route, `problems>${problem}`) }),
  ).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  expect(new URL(page.url()).pathname).toBe(`${BASE}${route}`);
  expect(await storedState(request, id)).toBe(stateForRoute(route));
  await expect(page.getByRole('button', { name: words(route, 'tryAgain') })).toBeVisible();
  await expect(
    page.getByRole('button', { name: words(route, 'otherWay>' + otherWayKey(route)) }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
}

const otherWayKey = (route: Route) =>
  ({ '/wenance-tink': 'tink', '/moneyman-paylands': 'paylands', '/instantor': 'instantor' })[route];

test.describe('Tink (/wenance-tink)', () => {
  const route = '/wenance-tink';

  /** Through Tink's pages: the bank, then log-in as `user`. */
  async function logIn(page: Page, user: string) {
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your bank' })).toBeVisible();
    await page.getByRole('radio', { name: 'Demo Bank' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Username').fill(user);
    await page.getByLabel('Password').fill('secret');
    await page.getByRole('button', { name: 'Log in' }).click();
  }

  test('success: allowed at Tink, the server checks the report and the application goes on', async ({
    page,
    request,
  }) => {
    const id = await openOn(page, request, route);
    await handOff(page, route);
    await logIn(page, 'demo-success');
    await page.getByRole('button', { name: 'Allow', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === `${BASE}/accepted` && url.search === '');
    await expect.poll(() => storedState(request, id)).toBe(stateForRoute('/accepted'));
  });

  test('failure: a wrong password at the bank is said, with try again and the other way', async ({
    page,
    request,
  }) => {
    const id = await openOn(page, request, route);
    await handOff(page, route);
    await logIn(page, 'demo-wrong-password');
    await backWith(page, request, route, id, 'failed');
  });

  test('cancel at the bank list, then the other way: the payout account typed by hand', async ({
    page,
    request,
  }) => {
    const id = await openOn(page, request, route);
    await handOff(page, route);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await backWith(page, request, route, id, 'cancelled');
    await page.getByRole('button', { name: words(route, 'otherWay>tink') }).click();
    await expect.poll(() => storedState(request, id)).toBe(stateForRoute('/wenance-account'));
  });

  test('a forged return is refused with a message and the lead does not move', async ({ page, request }) => {
    const id = await openOn(page, request, route);
    await page.goto(`${brandUrl(BRAND)}${BASE}${route}?state=forged&account_verification_report_id=x`);
    await backWith(page, request, route, id, 'refused');
  });
});

test.describe('Paylands (/moneyman-paylands)', () => {
  const route = '/moneyman-paylands';

  /** Paylands' card page: the card, then Pay (or Cancel). */
  async function card(page: Page, number: string | null) {
    await expect(page.getByRole('heading', { level: 1, name: 'Add your debit card' })).toBeVisible();
    if (number === null) return page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByLabel('Card number').fill(number);
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Pay' }).click();
  }

  test('success: the test card approved; the server asks Paylands for the order and the application goes on', async ({
    page,
    request,
  }) => {
    const id = await openOn(page, request, route);
    await handOff(page, route);
    await card(page, '4548 8120 4940 0004');
    await expect(page).toHaveURL((url) => url.pathname === `${BASE}/accepted` && url.search === '');
    await expect.poll(() => storedState(request, id)).toBe(stateForRoute('/accepted'));
  });

  test('a card that will be charged is never called read-only, the check names its currency; another card is said to be refused', async ({
    page,
    request,
  }) => {
    const id = await openOn(page, request, route);
    await expect(page.getByText(words(route, 'cardUse'))).toBeVisible();
    await expect(page.getByText(words(route, 'readOnly'))).toHaveCount(0);
    const check = words(route, 'shared>paylands').replace('{{check}}', '0,00\u00a0€');
    await expect(page.getByText(check)).toBeVisible();
    await handOff(page, route);
    await card(page, '4000 0000 0000 0002');
    await backWith(page, request, route, id, 'cardRefused');
  });

  test('cancel, then "no debit card" goes on without one', async ({ page, request }) => {
    const id = await openOn(page, request, route);
    await handOff(page, route);
    await card(page, null);
    await backWith(page, request, route, id, 'cancelled');
    await page.getByRole('button', { name: words(route, 'otherWay>paylands') }).click();
    await expect(page).toHaveURL((url) => url.pathname === `${BASE}/accepted`);
  });

  test('a forged return is refused and the lead does not move', async ({ page, request }) => {
    const id = await openOn(page, request, route);
    await page.goto(`${brandUrl(BRAND)}${BASE}${route}?state=forged`);
    await backWith(page, request, route, id, 'refused');
  });
});

test.describe('Instantor (/instantor)', () => {
  const route = '/instantor';
  const frame = (page: Page) => page.frameLocator(`iframe[title="${words(route, 'frameTitle')}"]`);

  /** In Instantor's frame on the screen: log in as `user`. */
  async function logIn(page: Page, user: string) {
    await frame(page).getByLabel('Username').fill(user);
    await frame(page).getByLabel('Password').fill('secret');
    await frame(page).getByRole('button', { name: 'Log in' }).click();
  }

  test("success: the signed report reaches our server, and the frame's end moves the application on", async ({
    page,
    request,
  }) => {
    const id = await openOn(page, request, route);
    await handOff(page, route);
    await logIn(page, 'demo-success');
    await expect(page).toHaveURL((url) => url.pathname === `${BASE}/accepted`);
    await expect.poll(() => storedState(request, id)).toBe(stateForRoute('/accepted'));
  });

  test('failure: a wrong password is said, with try again and the documents instead', async ({
    page,
    request,
  }) => {
    const id = await openOn(page, request, route);
    await handOff(page, route);
    await logIn(page, 'demo-wrong-password');
    await backWith(page, request, route, id, 'failed');
    await page.getByRole('button', { name: words(route, 'otherWay>instantor') }).click();
    await expect.poll(() => storedState(request, id)).toBe(stateForRoute('/id-upload'));
  });

  test("a frame left without an end times out after the hand-off's ten minutes", async ({
    page,
    request,
  }) => {
    await page.clock.install();
    const id = await openOn(page, request, route);
    await handOff(page, route);
    await expect(frame(page).getByLabel('Username')).toBeVisible();
    await page.clock.fastForward('10:01');
    await backWith(page, request, route, id, 'expired');
  });

  test('a forged return is refused and the lead does not move', async ({ page, request }) => {
    const id = await openOn(page, request, route);
    await page.goto(`${brandUrl(BRAND)}${BASE}${route}?state=forged`);
    await backWith(page, request, route, id, 'refused');
  });
});
