import { randomBytes, randomUUID } from 'node:crypto';
import { leadLinkPath } from '../contract/api-paths';
import { bearer, keyFromBytes } from '../contract/lead-key';
import type { Page } from '@playwright/test';
import { BASE, brandConfig, brandUrl, expect, test, text, axeViolations } from './fixtures';
import { appStarted, fillStep, labelOf } from './journey';

const BRAND = 'es-1' as const;
const origin = () => brandUrl(BRAND);
const heading = (key: string, ns = 'form') => ({ level: 1 as const, name: text(BRAND, ns, key) });

/** Opens the index and goes through the personal step to the contact step. */
async function toContactStep(page: Page) {
  await page.goto(`${origin()}${BASE}/`);
  await appStarted(page);
  await page.getByRole('button', { name: text(BRAND, 'common', 'loan>continue') }).click();
  const [personal] = brandConfig(BRAND).steps;
  await fillStep(page, BRAND, personal!.dataPoints, 'lookup@example.es');
  await page.getByRole('button', { name: text(BRAND, 'form', 'step>continue') }).click();
  await expect(page.getByRole('heading', heading('steps>contact-details'))).toBeVisible();
}

test.describe('postcode look-up', () => {
  test('a known postcode fills town and province; a typed town is never overwritten', async ({ page }) => {
    await toContactStep(page);
    const city = page.getByLabel(labelOf(BRAND, 'city'), { exact: true });
    const province = page.getByLabel(labelOf(BRAND, 'province'), { exact: true });
    await province.fill('Mi provincia');
    await page.getByLabel(labelOf(BRAND, 'postal-code'), { exact: true }).fill('28013');
    await expect(
      page.getByRole('status').filter({ hasText: text(BRAND, 'form', 'lookup>found') }),
    ).toBeVisible();
    await expect(city).toHaveValue('Madrid');
    await expect(province).toHaveValue('Mi provincia');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an unknown postcode asks for the town, and a look-up that does not answer leaves the fields to the person', async ({
    page,
  }) => {
    await toContactStep(page);
    const postcode = page.getByLabel(labelOf(BRAND, 'postal-code'), { exact: true });
    await postcode.fill('28999');
    await expect(
      page.getByRole('status').filter({ hasText: text(BRAND, 'form', 'lookup>notFound') }),
    ).toBeVisible();

    // The look-up hangs: after its time limit the person is told to type, and can.
    await page.route('**/api/postcode/lookup/**', () => undefined);
    await postcode.fill('08001');
    await expect(
      page.getByRole('status').filter({ hasText: text(BRAND, 'form', 'lookup>searching') }),
    ).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: text(BRAND, 'form', 'lookup>failed') }),
    ).toBeVisible({ timeout: 6000 });
    const city = page.getByLabel(labelOf(BRAND, 'city'), { exact: true });
    await city.fill('Barcelona');
    await expect(city).toHaveValue('Barcelona');
  });
});

test('employer: asked only of the employed, with suggestions from the look-up', async ({ page }) => {
  await toContactStep(page);
  const contact = brandConfig(BRAND).steps[1]!;
  await fillStep(page, BRAND, contact.dataPoints, 'lookup@example.es');
  await page.getByRole('button', { name: text(BRAND, 'form', 'step>continue') }).click();
  await expect(page.getByRole('heading', heading('steps>income-details'))).toBeVisible();
  const employer = page.getByLabel(labelOf(BRAND, 'employer-name'), { exact: true });
  const source = page.getByLabel(labelOf(BRAND, 'income-source'), { exact: true });
  await source.selectOption('pension');
  await expect(employer).toHaveCount(0);
  await source.selectOption('full-time-employment');
  await employer.fill('merca');
  const listId = await employer.getAttribute('list');
  await expect(page.locator(`datalist#${listId} option`)).toHaveAttribute('value', 'Mercadona S.A.');
});

test('a later step opened directly shows the step the person has reached', async ({ page }) => {
  await page.goto(`${origin()}${BASE}/income-details`);
  await expect(page.getByRole('heading', heading('steps>personal-details'))).toBeVisible();
  await expect(page).toHaveURL(/\/personal-details$/);
});

test.describe('/continue/{token}', () => {
  test('resumes a lead from a link at the step its state names, in a browser that never saw it, once', async ({
    page,
    browser,
    request,
  }) => {
    const brand = brandConfig(BRAND);
    // The browser that started the lead: its own lead key.
    const owner = { authorization: bearer(keyFromBytes(randomBytes(32))) };
    const created = await request.post(`${origin()}/api/v2/lead`, {
      headers: { 'idempotency-key': randomUUID(), ...owner },
      data: {
        product: brand.productId,
        sessionId: randomUUID(),
        amount: brand.amount.default,
        period: brand.period.default,
        periodScale: brand.period.scale,
        personalDetails: {
          firstName: 'Ana',
          lastName: 'Reyes',
          secondLastName: 'Gómez',
          dateOfBirth: '1990-05-15',
          gender: 'female',
          personalCode: '54362315K',
        },
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const link = await request.post(`${origin()}/api${leadLinkPath(id)}`, {
      headers: owner,
      data: { urlType: 'continue' },
    });
    const { path } = (await link.json()) as { path: string };
    expect(path).not.toContain(id);
    await page.goto(`${origin()}${BASE}${path}?refTransactionId=mail-42`);
    // The personal details are on the server: the person goes on at the contact step.
    await expect(page.getByRole('heading', heading('steps>contact-details'))).toBeVisible();
    const stored = await page.evaluate(() => Object.values(sessionStorage).join(' '));
    expect(stored).toContain(id);
    expect(await page.evaluate(() => Object.values(localStorage).join(' '))).not.toContain(id);
    // Someone else who got hold of the link later cannot open it: it was opened on another device.
    const other = await browser.newPage();
    await other.goto(`${origin()}${BASE}${path}`);
    await expect(other.getByRole('alert')).toHaveText(text(BRAND, 'screens', 'continue>openedElsewhere'));
    await other.close();
  });

  test('an unknown or malformed id says so and offers a new application', async ({ page }) => {
    for (const id of [randomUUID(), 'x'.repeat(43), 'not-a-link']) {
      await page.goto(`${origin()}${BASE}/continue/${id}`);
      await expect(page.getByRole('alert')).toHaveText(text(BRAND, 'screens', 'continue>notFound'));
      await expect(
        page.getByRole('link', { name: text(BRAND, 'screens', 'continue>startNew') }),
      ).toBeVisible();
    }
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('/unsubscribe: the link of an email unsubscribes its address with one button; an address alone does nothing', async ({
  page,
  request,
}) => {
  await page.goto(`${origin()}${BASE}/unsubscribe?email=ana.reyes%40example.es`);
  await expect(page.getByRole('heading', heading('unsubscribe>heading', 'screens'))).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(text(BRAND, 'screens', 'unsubscribe>noLink'));
  await expect(page.getByRole('button', { name: text(BRAND, 'screens', 'unsubscribe>submit') })).toHaveCount(
    0,
  );

  // The link a marketing email to this address carries (the test-only stand-in for the mailer signs it).
  const link = await request.get(`${origin()}/api/test/unsubscribe-link?email=ana.reyes%40example.es`);
  expect(link.status(), 'the server runs with TEST_ROUTES=1').toBe(200);
  const { path } = (await link.json()) as { path: string };
  await page.goto(`${origin()}${BASE}${path}`);
  await expect(page.getByText('ana.reyes@example.es')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: text(BRAND, 'screens', 'unsubscribe>submit') }).click();
  await expect(page.getByRole('status')).toHaveText(
    text(BRAND, 'screens', 'unsubscribe>done').replace('{{email}}', 'ana.reyes@example.es'),
  );
});
