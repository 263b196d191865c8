import type { APIRequestContext, Page } from '@playwright/test';
import type { BrandId } from '../brands/schema';
import { OFFER_CHOICE_ROUTES, OFFER_CHOICE_SCREENS, type OfferChoiceRoute } from '../contract/offer-choices';
import { BASE, axeViolations, brandConfig, brandUrl, expect, test, text, FULL_RUN } from './fixtures';
import { continueLinkAt, offerScreenHeading } from './offer-screens';
import { LENDER_COLORS } from '../server/src/decision/partner-colors';

/**
 * The lenders' offer-choice screens, each reached from a real application (the demo trigger `goto-<route>+...` and
 * a continue link): the offers with their figures, axe clean, one offer accepted with the keyboard after its
 * confirmation step, or all declined; the lead's stored state read back through the test-only inspection route. A
 * lender with colours shows its screen in them, and the brand's return after it.
 */

const CASES: readonly (readonly [BrandId, OfferChoiceRoute])[] = [
  ...OFFER_CHOICE_ROUTES.map((route) => ['es-1', route] as const),
  ['pl-1', '/provident-offer'],
];

const EU_WARNING: ReadonlySet<string> = new Set(['ES', 'DE', 'PL', 'RO']);

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name]));

const screens = (brand: BrandId, key: string, values: Record<string, string | number> = {}) =>
  fill(text(brand, 'screens', `offerChoice>${key}`), values);

type Stored = { id: string; state: number; status: string; outcome: Record<string, unknown> };

async function storedLead(request: APIRequestContext, brand: BrandId, id: string): Promise<Stored> {
  const res = await request.get(`${brandUrl(brand)}/api/test/leads?id=${id}`);
  expect(res.status(), 'the server runs with TEST_ROUTES=1').toBe(200);
  const { leads } = (await res.json()) as { leads: Stored[] };
  expect(leads).toHaveLength(1);
  return leads[0]!;
}

/** Opens the screen from a continue link: its h1 focused, every offer with its figures, the market's texts. */
async function openScreen(page: Page, request: APIRequestContext, brand: BrandId, route: OfferChoiceRoute) {
  const { id, path } = await continueLinkAt(request, brand, route);
  await page.goto(`${brandUrl(brand)}${BASE}${path}`);
  const heading = offerScreenHeading(brand, route);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused({ timeout: 15_000 });
  await expect(page).toHaveURL((url) => url.pathname === `${BASE}${route}`);
  await expect(page).toHaveTitle(new RegExp(`^${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - `));
  const { banks, offers } = OFFER_CHOICE_SCREENS[route];
  const list = page.getByRole('list', {
    name: screens(brand, 'listLabel', { lender: OFFER_CHOICE_SCREENS[route].lender }),
  });
  await expect(list.getByRole('listitem')).toHaveCount(offers);
  for (let n = 1; n <= offers; n++) {
    const lender = banks[(n - 1) % banks.length]!;
    await expect(
      page.getByRole('heading', { level: 2, name: screens(brand, 'offerHeading', { number: n, lender }) }),
    ).toBeVisible();
  }
  const card = list.getByRole('listitem').first();
  for (const label of ['amount', 'period', 'total', 'nominalRate', 'apr', 'fees'])
    await expect(card.locator('dt', { hasText: screens(brand, `labels>${label}`) }).first()).toBeVisible();
  await expect(card.getByText(brandConfig(brand).currency === 'EUR' ? '€' : 'zł').first()).toBeVisible();
  const warning = page.getByText(text(brand, 'common', 'loan>euWarning'));
  await expect(warning).toHaveCount(EU_WARNING.has(brandConfig(brand).country) ? 1 : 0);
  expect(await axeViolations(page)).toEqual([]);
  return id;
}

/** The page's colour of a theme name, as the shell's layout resolves it. */
const themeColour = (page: Page, property: string) =>
  page
    .locator('.layout')
    .evaluate((el, name) => getComputedStyle(el).getPropertyValue(name).trim(), property);

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/**
 * A lender with colours (behaviour §2 "Shell"): its screen in them, header and footer faded; after it, the
 * brand's again, shown, and nothing kept.
 */
async function expectLenderColours(page: Page, brand: BrandId, route: OfferChoiceRoute, on: boolean) {
  const colors = LENDER_COLORS[route];
  if (!colors?.primary) return;
  if (on) {
    await expect.poll(() => themeColour(page, '--brand-primary')).toBe(colors.primary);
    const lender = OFFER_CHOICE_SCREENS[route].banks[0]!;
    const accept = page.getByRole('button', { name: screens(brand, 'accept', { number: 1, lender }) });
    await expect(accept).toHaveCSS('background-color', rgb(colors.primary));
    await expect(page.getByRole('banner')).toHaveCSS('opacity', '0');
    await expect(page.getByRole('contentinfo')).toHaveCSS('opacity', '0');
  } else {
    await expect.poll(() => themeColour(page, '--brand-primary')).toBe(brandConfig(brand).theme.primary);
    await expect(page.getByRole('banner')).toHaveCSS('opacity', '1');
    await expect(page.getByRole('contentinfo')).toHaveCSS('opacity', '1');
    expect(await page.evaluate(() => sessionStorage.getItem('uiColors'))).toBeNull();
  }
}

/** Opens the confirmation with the keyboard: focus on its question; Escape gives focus back to the button. */
async function confirmWithKeyboard(
  page: Page,
  button: ReturnType<Page['getByRole']>,
  question: string,
  yes: string,
) {
  await button.focus();
  await button.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: question })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
  await button.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: question })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  const confirm = page.getByRole('button', { name: yes });
  await confirm.focus();
  await confirm.press('Enter');
}

/**
 * Declining is one component for every lender: proven once for a screen of several offers and once for a screen of
 * one (es-1), and once in Polish; `E2E_ALL_BRANDS=1` declines on every screen.
 */
const DECLINE_CASES = FULL_RUN
  ? CASES
  : CASES.filter(
      ([brand, route], i) =>
        CASES.findIndex(
          ([b, r]) =>
            b === brand && OFFER_CHOICE_SCREENS[r].offers > 1 === OFFER_CHOICE_SCREENS[route].offers > 1,
        ) === i,
    );

for (const [brand, route] of CASES) {
  test(`${brand}: ${route}: the offers shown, one accepted with the keyboard, the lead moves on with it`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const id = await openScreen(page, request, brand, route);
    await expectLenderColours(page, brand, route, true);
    const { banks, offers } = OFFER_CHOICE_SCREENS[route];
    if (offers > 1) {
      // Cheapest first unless the person asks for the lender's order.
      await expect(page.getByLabel(screens(brand, 'sort>label'))).toHaveValue('total');
      await page.getByLabel(screens(brand, 'sort>label')).selectOption('ranked');
      await expect(
        page.getByRole('status').filter({ hasText: screens(brand, 'sort>sortedRanked') }),
      ).toHaveCount(1);
    }
    const config = brandConfig(brand);
    const terms = {
      amount: Math.min(config.amount.max, config.amount.default + 10 * config.amount.step),
      period: config.period.min,
    };
    if (route === '/provident-offer') {
      const amount = page.getByLabel(
        screens(brand, 'terms>amount', { currency: brandConfig(brand).currency }),
      );
      // pl-1 (2000 zł): an amount with grosze, as the keypad lets it be typed, is rounded to an offered one and said.
      await amount.fill(brand === 'pl-1' ? '1 999,50' : String(terms.amount));
      const scale = brandConfig(brand).period.scale === 'days' ? 'periodDays' : 'periodMonths';
      await page.getByLabel(screens(brand, `terms>${scale}`)).fill(String(terms.period));
      const update = page.getByRole('button', { name: screens(brand, 'terms>update') });
      await update.press('Enter');
      const updated = page
        .getByRole('status')
        .filter({ hasText: text(brand, 'screens', 'offerChoice>terms>updated').split('{{total}}')[0]! });
      await expect(updated).toHaveCount(1);
      if (brand === 'pl-1') {
        await expect(amount).toHaveValue(String(terms.amount));
        const rounded = text(brand, 'screens', 'offerChoice>terms>rounded').split('{{value}}')[0]!;
        await expect(page.getByText(rounded)).toBeVisible();
        // A new edit: the last update's line no longer stands.
        await amount.fill('');
        await amount.fill(String(terms.amount));
        await expect(updated).toHaveCount(0);
        await update.press('Enter');
        await expect(updated).toHaveCount(1);
      }
    }
    const lender = banks[0]!;
    await confirmWithKeyboard(
      page,
      page.getByRole('button', { name: screens(brand, 'accept', { number: 1, lender }) }),
      screens(brand, 'confirmAccept>heading', { number: 1 }),
      screens(brand, 'confirmAccept>confirm'),
    );
    await expect(
      page.getByRole('heading', { level: 1, name: text(brand, 'screens', 'accepted>heading') }),
    ).toBeVisible({
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/\/accepted$/);
    await expectLenderColours(page, brand, route, false);
    const lead = await storedLead(request, brand, id);
    expect(lead.status).toBe('accepted');
    expect(lead.outcome).toMatchObject({ kind: 'accepted', partner: lender, chosen: { route, lender } });
    if (route === '/provident-offer') expect(lead.outcome).toMatchObject({ offer: terms });
  });
}

for (const [brand, route] of DECLINE_CASES) {
  test(`${brand}: ${route}: declined after confirmation, the application ends rejected with its reason`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const id = await openScreen(page, request, brand, route);
    const many = OFFER_CHOICE_SCREENS[route].offers > 1;
    await confirmWithKeyboard(
      page,
      page.getByRole('button', { name: screens(brand, many ? 'declineAll' : 'decline') }),
      screens(brand, many ? 'confirmDecline>headingAll' : 'confirmDecline>heading'),
      screens(brand, 'confirmDecline>confirm'),
    );
    await expect(
      page.getByRole('heading', { level: 1, name: text(brand, 'screens', 'rejected>declinedHeading') }),
    ).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText(text(brand, 'screens', 'rejected>reason>offer-declined'))).toBeVisible();
    const lead = await storedLead(request, brand, id);
    expect(lead.status).toBe('rejected');
    expect(lead.outcome).toEqual({ kind: 'rejected', reason: 'offer-declined' });
  });
}
